extension Navigator {
  /// `present-in-context: X` with `from: Y`: screen `Y`, on screen in the top layer, presents
  /// `X`. With `.currentContext` or `.overCurrentContext`, UIKit walks up from `Y` to the first
  /// controller whose `definesPresentationContext` is true (Apple's page of the property): a
  /// child found there (`defines-context: true`) is the only screen covered, with the screens
  /// it embeds; its container and siblings stay in the window and get nothing. Reaching a
  /// screen no container embeds, the context is what `present` covers (the stack or the
  /// window's root), and so it is with any other style, or where the profile's fact
  /// `childDefinesContext` does not hold.
  func presentInContext(
    _ screen: Int, from presenter: Int, style: PresentationStyle, inNavigation: Bool, animated: Bool,
    _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    if app.definition.host == .swiftui {
      throw ActionError(
        "present-in-context is a UIKit controller presenting (host: uikit); a SwiftUI view presents with its own modifier, from the window's top: write 'present'"
      )
    }
    guard state.launched else { throw ActionError("the app has not launched") }
    if app.isView[presenter] {
      throw ActionError("'\(name(presenter))' is a SwiftUI view, not a controller: it has no present(_:animated:) to call")
    }
    var visible: [ScreenRef] = []
    state.appendVisibleScreens(layer: state.layerCount - 1, to: &visible)
    guard visible.contains(where: { $0.screen == presenter }) else {
      throw ActionError(
        "'\(name(presenter))' is not on screen in the top layer; a controller presents from the window's top (on screen: \(visible.map { "'\(name($0.screen))'" }.joined(separator: ", ")))"
      )
    }
    let context = contextScreen(from: presenter, state)
    guard style.isContextStyle, context >= 0, rules.holds(.childDefinesContext) else {
      try present(screen, style: style, inNavigation: inNavigation, animated: animated, &state, &transition)
      if style.isContextStyle, context >= 0 { transition.decidedBy = .childDefinesContext }
      return
    }
    try present(screen, style: style, inNavigation: inNavigation, animated: animated, context: context, &state, &transition)
  }

  /// The child that defines the presentation context for a presentation from `presenter`:
  /// `presenter` or the first screen embedding it whose declaration says
  /// `defines-context: true`, or -1 when the walk reaches a screen no container embeds.
  func contextScreen(from presenter: Int, _ state: Structure) -> Int {
    var current = presenter
    while current >= 0 {
      let parent = state.parent(of: current)
      guard parent >= 0 else { return -1 }
      if definesContext(current) { return current }
      current = parent
    }
    return -1
  }

  /// Whether a screen's declaration says `defines-context: true`.
  func definesContext(_ screen: Int) -> Bool {
    app.definition.screens[app.typeName(screen)]?.definesContext ?? false
  }

  /// The lowest presentation made in the context of `screen` or of a screen it embeds (the
  /// child that defines its context is within `screen`), or nil.
  func contextPresentation(within screen: Int, _ state: Structure) -> Int? {
    for index in 0..<state.presentationCount {
      let context = state.presentedContext(index)
      if context >= 0, state.isWithin(context, screen) { return index }
    }
    return nil
  }

  /// A step takes the child that defines presentation `index`'s context out of the app (a
  /// `hide`, a `show` or `transition-children` replacing it), after `transition.reset`: the
  /// presentation stays, over the container, its presenter gone: it covers nothing any more,
  /// and its dismissal brings nobody back (`uikit.presentation.childContextLeaves`). Where the
  /// fact `contextLeavingTearsDownPresentation` holds, UIKit tears the presentations from
  /// `index` up down with their presenter, in the step's transition: the screens they show
  /// leave the window with the child (the step's outgoing) and are released.
  /// `wasOnScreen` is what the window showed before the step: the child, covered by a
  /// `.currentContext` presentation, had left the window already and gets no disappearance.
  func releaseContext(
    from index: Int, wasOnScreen: [ScreenRef], _ state: inout Structure, _ transition: inout Transition
  ) {
    transition.outgoing.removeAll { ref in !wasOnScreen.contains { $0.screen == ref.screen } }
    transition.decidedBy = .contextLeavingTearsDownPresentation
    guard rules.holds(.contextLeavingTearsDownPresentation) else {
      state.leaveContext(of: index)
      return
    }
    let count = state.presentationCount
    var leaving: [ScreenRef] = []
    for layer in (index + 1)...count { state.appendInWindowScreens(layer: layer, to: &leaving) }
    var released: [ScreenRef] = []
    for presentation in index..<count { state.appendHeld(box: state.rootBoxes + presentation, flattened: true, to: &released) }
    transition.outgoing.insert(contentsOf: leaving, at: 0)
    for ref in released where !leaving.contains(ref) { transition.silentlyRemoved.append(ref) }
    transition.released.append(contentsOf: released)
    state.removePresentations(from: index)
  }

  /// A pop (a Back tap, a completed swipe-back, `pop-to-root`) of the stack under the top
  /// presentation, made in the context of a child of that stack's top (`present-in-context`):
  /// the navigation bar stays on screen, so the user can pop the container. The top
  /// presentation must show no navigation stack of its own (else the pop is its stack's).
  /// The container leaves the window as any popped screen, its child covered by a
  /// `.currentContext` presentation gets nothing more, and the presented screens get nothing
  /// (they are no child of the container; UIKit forwards a pop to the popped controller and
  /// its children): UIKit dismisses nothing, so the presentation and the container it holds
  /// stay alive out of the app (`Role.leaked`, as with a root swapped under a presentation;
  /// `uikit.presentation.childContextPopped`). Where the fact
  /// `contextPopTearsDownPresentation` holds, the presented screens leave the window with the
  /// container's (the pop's outgoing) and everything is released. Returns false, having
  /// changed nothing, when the top layer is not such a presentation.
  func popUnderContext(toRoot: Bool, animated: Bool, _ state: inout Structure, _ transition: inout Transition) -> Bool {
    guard let (_, index, context, box, container) = stackUnderChildContext(state) else { return false }
    popUnderChildContext(
      index: index, context: context, box: box, container: container, toRoot: toRoot, animated: animated, &state, &transition)
    return true
  }

  /// Pops the stack of `box` (in layer `index`), whose top `container` holds `context`, the
  /// child that defines the context of presentation `index`, with the presentations from
  /// `index` up (`popUnderContext`); `kept`, to its first `kept` screens (a `pop-to`).
  func popUnderChildContext(
    index: Int, context: Int, box: Int, container: Int, toRoot: Bool, kept: Int? = nil, animated: Bool,
    _ state: inout Structure, _ transition: inout Transition
  ) {
    let count = Int(state.boxes[box].count)
    var presented: [ScreenRef] = []
    for layer in (index + 1)..<state.layerCount { state.appendInWindowScreens(layer: layer, to: &presented) }
    var held: [ScreenRef] = []
    for presentation in index..<state.presentationCount {
      state.appendHeld(box: state.rootBoxes + presentation, flattened: true, to: &held)
    }
    // The child a `.currentContext` presentation covers left the window with it: the pop
    // gives it nothing.
    let covered = state.presentedCovers(index) ? state.flatten(context) : []
    let containerScreens = state.flatten(container)
    let keeping = kept ?? (toRoot ? 1 : count - 1)
    let kind: TransitionKind = kept == nil ? (toRoot ? .popToRoot : .pop) : (keeping == 1 ? .popToRoot : .popTo)
    pop(keeping: keeping, kind: kind, layer: index, box: box, animated: animated, &state, &transition)
    if !covered.isEmpty { transition.outgoing.removeAll { ref in covered.contains { $0.screen == ref.screen } } }
    if rules.holds(.contextPopTearsDownPresentation) {
      transition.outgoing.append(contentsOf: presented)
      transition.released.append(contentsOf: held)
    } else {
      transition.released.removeAll { ref in containerScreens.contains { $0.screen == ref.screen } }
      transition.leaked.append(contentsOf: containerScreens)
      transition.leaked.append(contentsOf: held)
    }
    state.removePresentations(from: index)
    state.remove(held)
    transition.decidedBy = .contextPopTearsDownPresentation
  }
}

extension Navigator {
  /// A swipe back let go early (`swipe-back: cancel`) of the stack under the top presentation,
  /// made in the context of a child of that stack's top: the navigation bar and the edge stay
  /// on screen, so the user can start the swipe. The presentation stays, the stack keeps its
  /// top: the container and its children in the window get the cancelled swipe's
  /// disappearance and its reversal, the screen under it its appearance and reversal, as in
  /// any cancelled swipe; the child a `.currentContext` presentation covers gets nothing, and
  /// the presented screens get nothing (UIKit forwards the swipe to the controllers of the
  /// stack, and a presented controller is none of them;
  /// `uikit.presentation.childContextSwipeCancelled`). Where the fact
  /// `contextSwipeCancelReachesPresented` holds, the presented screens get them with the
  /// container's. Returns false, having changed nothing, when the top layer is not such a
  /// presentation.
  func swipeBackCancelUnderContext(_ state: inout Structure, _ transition: inout Transition) -> Bool {
    guard let (top, index, context, box, container) = stackUnderChildContext(state) else { return false }
    transition.reset(kind: state.node(container).zoomPushed ? .zoomPopCancel : .swipeBackCancel)
    transition.host = stackHost(box, state)
    state.appendFlattened(container, to: &transition.outgoing)
    if state.presentedCovers(index) { state.removeWithin(context, from: 0, in: &transition.outgoing) }
    if rules.holds(.contextSwipeCancelReachesPresented) { state.appendVisibleScreens(layer: top, to: &transition.outgoing) }
    state.appendFlattened(Int(state.node(container).below), to: &transition.incoming)
    transition.removedFromParent.append(hostedRef(container, isHostedStack(box, state)))
    transition.decidedBy = .contextSwipeCancelReachesPresented
    return true
  }
}

extension Navigator {
  /// The stack a pop or a swipe back (or, `deeper` false, a push) under the top presentation
  /// acts on, when that presentation (showing no stack of its own) was made in the context of
  /// a child of the stack's top and, for a pop, the stack can go back: the top layer, the
  /// presentation's index, the child that defines the context, the stack's box and its top
  /// (the container); nil otherwise.
  func stackUnderChildContext(_ state: Structure, deeper: Bool = true) -> (
    top: Int, index: Int, context: Int, box: Int, container: Int
  )? {
    let top = state.layerCount - 1
    guard top > 0, state.activeStackBox(state.layerBox(top)) == nil else { return nil }
    let index = top - 1
    let context = state.presentedContext(index)
    guard context >= 0, let box = state.activeStackBox(state.layerBox(index)) else { return nil }
    let container = Int(state.boxes[box].top)
    guard state.boxes[box].count > (deeper ? 1 : 0), state.isWithin(context, container) else { return nil }
    return (top, index, context, box, container)
  }
}
