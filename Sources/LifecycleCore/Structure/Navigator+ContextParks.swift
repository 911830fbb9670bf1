/// A push on the stack under a presentation made in the context of a child of the stack's
/// top: the navigation bar stays on screen over a child's context, so the app can push. The
/// presentation belongs to the controller that presented it and leaves the window with its
/// container; the container's reveal brings it back (`uikit.presentation.childContextPushedOver`).
extension Navigator {
  /// `push` under a presentation made in the context of a child of the stack's top (the
  /// presentation showing no stack of its own): the container and its children in the window,
  /// then the presented screens, get the push's disappearance; the child a `.currentContext`
  /// presentation covers, out of the window already, gets nothing. The presentation is parked
  /// with the container (`Structure.parkTopPresentation`). Where the fact
  /// `contextPushDismissesPresentation` holds, the push dismisses it: its screens are released.
  /// Returns nil, having changed nothing, when the top layer is not such a presentation.
  func pushOverChildContext(_ screen: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError) -> Int?
  {
    guard let (top, index, context, _, container) = stackUnderChildContext(state, deeper: false) else { return nil }
    guard index == 0 else {
      throw ActionError(
        "the stack under '\(name(state.layerTop(top)))' is in a presentation; a push on a presented stack under a child's context presentation is not modelled yet: push before presenting in the child's context, or dismiss it first"
      )
    }
    try requireNotChild(screen)
    _ = try arrivingInstance(of: screen, state)
    var leaving: [ScreenRef] = []
    state.appendFlattened(container, to: &leaving)
    if state.presentedCovers(index) { state.removeWithin(context, from: 0, in: &leaving) }
    state.appendInWindowScreens(layer: top, to: &leaving)
    var held: [ScreenRef] = []
    state.appendHeld(box: state.rootBoxes + index, flattened: true, to: &held)
    let dismisses = rules.holds(.contextPushDismissesPresentation)
    if dismisses {
      state.removePresentations(from: index)
      state.remove(held)
    } else {
      state.parkTopPresentation(with: container)
    }
    let pushed = try push(screen, animated: animated, &state, &transition)
    transition.outgoing = leaving
    if dismisses { transition.released.append(contentsOf: held) }
    transition.decidedBy = .contextPushDismissesPresentation
    return pushed
  }

  /// After a step made `revealed` the top of the root's stack again: the presentation parked
  /// with it comes back over it. The child a `.currentContext` presentation covers stays out
  /// of the window (the step's incoming loses it), and the presented screens get the
  /// appearance beside the container's.
  func revealContextPark(_ revealed: Int, _ state: inout Structure, _ transition: inout Transition) {
    guard state.hasContextParks, state.contextPark(of: revealed) != nil else { return }
    state.unparkContext(of: revealed)
    let context = state.presentedContext(0)
    guard let start = transition.incoming.firstIndex(where: { $0.screen == revealed }) else { return }
    if state.presentedCovers(0), context >= 0 { state.removeWithin(context, from: start, in: &transition.incoming) }
    state.appendInWindowScreens(layer: 1, to: &transition.incoming)
    transition.decidedBy = .contextPushDismissesPresentation
  }

  /// Before a step removes the screens it releases: a container among them that has a
  /// presentation parked takes it out of the app as a pop under it does
  /// (`uikit.presentation.childContextPopped`): UIKit dismisses nothing, so the presentation
  /// and the container stay alive out of the app (`Role.leaked`); where the fact
  /// `contextPopTearsDownPresentation` holds, its screens are released too. Its screens left
  /// the window at the push, so they get no callback.
  func releaseContextParks(_ state: inout Structure, _ transition: inout Transition) {
    guard state.hasContextParks else { return }
    var index = 1
    while index < state.rootBoxes {
      let container = Int(state.boxes[index].parkedWith)
      guard container >= 0, transition.released.contains(where: { $0.screen == container }) else {
        index += 1
        continue
      }
      var held: [ScreenRef] = []
      state.appendHeld(box: index, flattened: true, to: &held)
      let containerScreens = state.flatten(container)
      _ = state.takeParkedBox(index)
      state.remove(held)
      transition.decidedBy = .contextPopTearsDownPresentation
      if rules.holds(.contextPopTearsDownPresentation) {
        transition.released.append(contentsOf: held)
        continue
      }
      state.remove(containerScreens)
      transition.released.removeAll { ref in containerScreens.contains { $0.screen == ref.screen } }
      // A container popped past is skipped, and a skipped screen is released early: not one
      // the presentation keeps alive.
      transition.silentlyRemoved.removeAll { ref in containerScreens.contains { $0.screen == ref.screen } }
      transition.leaked.append(contentsOf: containerScreens)
      transition.leaked.append(contentsOf: held)
    }
  }
}

extension Navigator {
  /// `pop-to` (`popToViewController`) of the stack under a presentation made in the context
  /// of a child of the stack's top: a pop under it, down to `screen`
  /// (`uikit.presentation.childContextPopped`). Returns false, having changed nothing, when
  /// the top layer is not such a presentation.
  func popToUnderChildContext(
    _ screen: Int, animated: Bool, verb: String, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) -> Bool {
    guard app.definition.host == .uikit, let (_, index, context, box, container) = stackUnderChildContext(state) else {
      return false
    }
    let stack = state.stack(box)
    guard let position = stack.firstIndex(of: screen) else {
      throw ActionError(
        "'\(name(screen))' is not in the navigation stack under the presentation [\(stack.map(name).joined(separator: ", "))]; there is nothing to \(verb)"
      )
    }
    guard position < stack.count - 1 else {
      throw ActionError("'\(name(screen))' is already the top of the navigation stack; there is nothing to \(verb)")
    }
    popUnderChildContext(
      index: index, context: context, box: box, container: container, toRoot: position == 0, kept: position + 1,
      animated: animated, &state, &transition)
    return true
  }

  /// `set-stack` (`setViewControllers`) of the stack under a presentation made in the context
  /// of a child of the stack's top: the presentation is parked with the container, as at a
  /// push (`uikit.presentation.childContextPushedOver`), and the stack is set. The container
  /// kept as the top keeps its presentation up, and nobody gets a callback; kept under a new
  /// top, it leaves the window with its presentation, as at a push; left out, it takes the
  /// presentation out of the app as a pop under it does (`uikit.presentation.childContextPopped`:
  /// the presented screens get nothing, or, where the fact `contextPopTearsDownPresentation`
  /// holds, the pop's disappearance). The covered child of a `.currentContext` presentation
  /// gets nothing. Returns false, having changed nothing, when the top layer is not such a
  /// presentation.
  func setStackUnderChildContext(_ screens: [Int], animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError) -> Bool
  {
    guard app.definition.host == .uikit, let (top, index, context, _, container) = stackUnderChildContext(state, deeper: false)
    else { return false }
    guard index == 0 else {
      throw ActionError(
        "the stack under '\(name(state.layerTop(top)))' is in a presentation; setting a presented stack under a child's context presentation is not modelled yet: dismiss it first"
      )
    }
    var covered: [ScreenRef] = []
    if state.presentedCovers(index) { covered = state.flatten(context) }
    var presented: [ScreenRef] = []
    state.appendInWindowScreens(layer: top, to: &presented)
    var parked = state
    parked.parkTopPresentation(with: container)
    try setStack(screens, animated: animated, &parked, &transition)
    state = parked
    if screens.last == container {
      // The top stays: its presentation stays up over it.
      state.unparkContext(of: container)
      return true
    }
    transition.outgoing.removeAll { ref in covered.contains { $0.screen == ref.screen } }
    if state.isLive(container) {
      transition.outgoing.append(contentsOf: presented)
      transition.decidedBy = .contextPushDismissesPresentation
      // The other reading: the push of the new top dismisses the presentation.
      if rules.holds(.contextPushDismissesPresentation), let box = state.contextPark(of: container) {
        var held: [ScreenRef] = []
        state.appendHeld(box: box, flattened: true, to: &held)
        _ = state.takeParkedBox(box)
        state.remove(held)
        transition.released.append(contentsOf: held)
      }
    } else if rules.holds(.contextPopTearsDownPresentation) {
      transition.outgoing.append(contentsOf: presented)
    }
    return true
  }
}
