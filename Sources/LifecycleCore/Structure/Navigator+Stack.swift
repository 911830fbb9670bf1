/// The stack operations beyond one screen: a pop to a named screen, an unwind segue, a stack
/// replaced by `setViewControllers`, and a UIKit app's window root replaced.
extension Navigator {
  /// The top layer and the box of its visible navigation stack.
  private func visibleStackBox(for verb: String, _ state: Structure) throws(ActionError) -> (layer: Int, box: Int) {
    guard app.definition.host == .uikit else {
      // The message follows the step's keyword ("set-stack: this is…"): the verb phrase
      // ("give new screens to") needs an object and is no subject.
      throw ActionError(
        "this is a UINavigationController operation (host: uikit); a SwiftUI NavigationStack changes its path instead")
    }
    let top = state.layerCount - 1
    guard let box = state.activeStackBox(state.layerBox(top)) else {
      let what = top == 0 ? "the window's root" : "the presented screen"
      throw ActionError(
        "there is no navigation stack to \(verb): \(what) '\(name(state.layerTop(top)))' is not in a navigation controller")
    }
    return (top, box)
  }

  /// `popToViewController`: pops the visible stack until `screen` is its top. A pop to the
  /// root is a pop-to-root (`popToRoot`); to any other screen, `popTo`, even the one under
  /// the top: UIKit's call is the same whatever the number of screens it pops.
  func popTo(_ screen: Int, animated: Bool, verb: String, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    if try popToUnderChildContext(screen, animated: animated, verb: verb, &state, &transition) { return }
    let (layer, box) = try visibleStackBox(for: verb, state)
    let count = Int(state.boxes[box].count)
    var position = count - 1
    var current = Int(state.boxes[box].top)
    while current >= 0, current != screen {
      current = Int(state.node(current).below)
      position -= 1
    }
    guard current >= 0 else {
      let stack = state.stack(box).map(name).joined(separator: ", ")
      throw ActionError("'\(name(screen))' is not in the visible navigation stack [\(stack)]; there is nothing to \(verb)")
    }
    guard position < count - 1 else {
      throw ActionError("'\(name(screen))' is already the top of the navigation stack; there is nothing to \(verb)")
    }
    pop(keeping: position + 1, kind: position == 0 ? .popToRoot : .popTo, layer: layer, box: box, animated: animated, &state, &transition)
  }

  /// An unwind segue to `screen`: UIKit walks from the source up to the destination and asks
  /// each container on the way to show it (`unwind(for:towards:)`); a navigation controller
  /// pops to it. In the visible stack it is a `popTo`; in a layer under the presentations,
  /// when the layer shows it on top, the dismissal of everything above that layer. A target
  /// that also needs its stack popped is two transitions in one step (`unwindInTwo`).
  func unwind(to screen: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard let (layer, position, count) = state.unwindPosition(of: screen) else {
      throw ActionError(
        "'\(name(screen))' is not on the unwind path: it is neither in the visible navigation stack nor shown by a layer under the presentations")
    }
    let top = state.layerCount - 1
    if layer == top {
      return try popTo(screen, animated: animated, verb: "unwind to", &state, &transition)
    }
    // A destination under the top of its stack is the dismissal and then the pop, which
    // `apply` runs as two transitions (`unwindInTwo`) before it reaches this record.
    guard position == count - 1 else {
      throw ActionError("unwinding to '\(name(screen))' dismisses and then pops: it runs as two transitions of one step (unwindInTwo)")
    }
    try dismiss(name(state.presentedScreen(layer)), animated: animated, &state, &transition)
  }

  /// An unwind segue whose destination is under the top of its own stack, below
  /// presentations: the dismissal of the presentations above its layer, then the pop to it
  /// (`uikit.unwind.dismissThenPop`), run as two transitions of one step. Nil for any other
  /// action or destination.
  package func unwindInTwo(_ action: Action, _ state: Structure) -> (dismissal: Action, pop: Action)? {
    guard case .unwind(let id, let animated) = action, state.launched, !state.inBackground, let screen = app.index[id],
      let (layer, position, count) = state.unwindPosition(of: screen), layer != state.layerCount - 1, position != count - 1
    else { return nil }
    return (.dismiss(name(state.presentedScreen(layer)), animated: animated), .popTo(id, animated: animated))
  }

  /// `setViewControllers(_:animated:)` on the visible stack: one transition, a push when the
  /// new top was not in the stack, a pop when it was (none, when it was the top); the screens
  /// left out are removed, the new ones created (only the top loads).
  func setStack(_ screens: [Int], animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    if try setStackUnderChildContext(screens, animated: animated, &state, &transition) { return }
    let (layer, box) = try visibleStackBox(for: "give new screens to", state)
    guard let newTop = screens.last else { throw ActionError("a navigation stack needs at least one screen") }
    let old = state.stack(box)
    // An empty navigation controller (`navigation: []`) given its first controller: a push
    // transition with no old top (`uikit.setStack.transition`).
    let oldTop = old.last ?? -1
    // Sets beside the lists, so that a stack of n screens is set in linear time (#43, item 4).
    let oldSet = Set(old)
    var newSet = Set<Int>(minimumCapacity: screens.count)
    for screen in screens {
      guard newSet.insert(screen).inserted else {
        throw ActionError("'\(name(screen))' is listed twice; a screen can be in a stack only once")
      }
      if !oldSet.contains(screen) {
        try requireNotLive(screen, state)
        try requireNotChild(screen)
      }
    }
    transition.reset(kind: oldSet.contains(newTop) ? .setStackPop : .setStackPush, animated: animated)
    if newTop != oldTop, oldTop >= 0 { state.appendFlattened(oldTop, to: &transition.outgoing) }
    for screen in old.reversed() where !newSet.contains(screen) {
      transition.removedFromParent.append(ScreenRef(screen))
      if screen != oldTop { state.appendFlattened(screen, to: &transition.silentlyRemoved) }
    }
    for screen in old where !newSet.contains(screen) { state.appendFlattened(screen, to: &transition.released) }
    releaseContextParks(&state, &transition)
    state.remove(transition.released)
    for screen in screens where !oldSet.contains(screen) {
      state.insert(screen, in: app)
      transition.created.append(ScreenRef(screen))
      transition.addedToParent.append(ScreenRef(screen))
    }
    state.replaceActiveStack(with: screens, layer: layer)
    if newTop != oldTop {
      state.appendFlattened(newTop, to: &transition.incoming)
      revealContextPark(newTop, &state, &transition)
    }
  }

  /// The app touches the view of a controller in the structure but not on screen: it loads
  /// at once if it has not (the lanes load a view once).
  func loadView(_ screen: Int, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.isLive(screen) else {
      throw ActionError("'\(name(screen))' is not in the app: there is no controller whose view to load")
    }
    guard !state.onScreen.contains(where: { $0.screen == screen }) else {
      throw ActionError("'\(name(screen))' is on screen: its view is loaded")
    }
    transition.reset(kind: .loadViewIfNeeded, animated: false)
    state.appendFlattened(screen, to: &transition.offscreen)
  }

  /// A UIKit app's `window.rootViewController` set to another screen: everything the old
  /// root held leaves the app. With a presentation up, UIKit dismisses nothing: where the
  /// profile's fact `rootSwapLeaksPresentations` holds, the presented controllers and the old
  /// root they hold stay alive out of the app's structure (`Role.leaked`), the presented views
  /// in the window; where it does not, they are torn down with the old root.
  func swapRoot(_ screen: Int, inNavigation: Bool, animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    guard app.definition.host == .uikit else {
      throw ActionError(
        "swap-root sets a UIKit app's window.rootViewController (host: uikit); a SwiftUI app replaces its root view with replace-root")
    }
    try requireNotLive(screen, state)
    try requireNotChild(screen)
    let count = state.presentationCount
    // Presentations parked with a tab not selected are kept alive or torn down as those up.
    guard count > 0 || state.hasParkedPresentations || state.hasContextParks else {
      return replaceWindowRoot(with: screen, inNavigation: inNavigation, kind: .swapRoot, animated: animated, &state, &transition)
    }
    // What the window shows before the swap, lowest layer first, and what the presentations hold.
    var inWindow: [ScreenRef] = []
    state.appendOnScreen(to: &inWindow)
    var presented: [ScreenRef] = []
    for index in 0..<count { state.appendHeld(box: state.rootBoxes + index, flattened: true, to: &presented) }
    state.removePresentations(from: 0)
    state.remove(presented)
    replaceWindowRoot(with: screen, inNavigation: inNavigation, kind: .swapRoot, animated: animated, &state, &transition)
    // Only the old root's screens still in the window leave it: a covering presentation took
    // the others out before (they disappeared then).
    transition.outgoing.removeAll { ref in !inWindow.contains { $0.screen == ref.screen } }
    if rules.holds(.rootSwapLeaksPresentations) {
      transition.leaked.append(contentsOf: transition.released)
      transition.leaked.append(contentsOf: presented)
      transition.released.removeAll()
    } else {
      for ref in inWindow where presented.contains(where: { $0.screen == ref.screen }) { transition.outgoing.append(ref) }
      transition.released.append(contentsOf: presented)
    }
  }
}
