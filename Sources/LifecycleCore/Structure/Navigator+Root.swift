extension Navigator {
  /// A SwiftUI app's root view switches to another screen, as `if loggedIn { … } else { … }`
  /// at the top of its content does: everything the old root held leaves the app. In a UIKit
  /// app the root is the window's `rootViewController`, set without animation: the same
  /// transition as `swap-root` (`uikit.swapRoot`).
  func replaceRoot(_ screen: Int, inNavigation: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    if app.definition.host == .uikit {
      return try swapRoot(screen, inNavigation: inNavigation, animated: false, &state, &transition)
    }
    try requireNotChild(screen)
    let screen = try arrivingInstance(of: screen, state)
    guard state.presentationCount > 0 else {
      return replaceWindowRoot(with: screen, inNavigation: inNavigation, kind: .replaceRoot, animated: false, &state, &transition)
    }
    replaceRootUnderPresentations(with: screen, inNavigation: inNavigation, &state, &transition)
  }

  /// A SwiftUI root replaced while sheets or covers are up: the view that carries each
  /// `.sheet` leaves with the old root, and SwiftUI removes its presentation a frame later,
  /// without animation (`swiftui.replaceRoot.underSheet`). The old root's screens still in the
  /// window leave, the new root comes in, and the presented screens the window shows leave
  /// as `intermediate` (they outlive their presenter by a frame), released with their
  /// controllers then; the presented screens already out of the window go with the old root.
  func replaceRootUnderPresentations(
    with screen: Int, inNavigation: Bool, _ state: inout Structure, _ transition: inout Transition
  ) {
    let count = state.presentationCount
    var inWindow: [ScreenRef] = []
    state.appendOnScreen(to: &inWindow)
    // What each presentation shows in the window, top first, as a chain dismissal takes them.
    var shown: [ScreenRef] = []
    for index in stride(from: count, through: 1, by: -1) { state.appendInWindowScreens(layer: index, to: &shown) }
    var presented: [ScreenRef] = []
    for index in 0..<count { state.appendHeld(box: state.rootBoxes + index, flattened: true, to: &presented) }
    let flowViews = removedFlowViews(from: 0, below: count, state)
    state.removePresentations(from: 0)
    state.remove(presented)
    replaceWindowRoot(with: screen, inNavigation: inNavigation, kind: .replaceRoot, animated: false, &state, &transition)
    // Only the old root's screens still in the window leave it: a covering presentation took
    // the others out before (they disappeared then).
    transition.outgoing.removeAll { ref in !inWindow.contains { $0.screen == ref.screen } }
    transition.stackTops.removeAll { ref in !inWindow.contains { $0.screen == ref.screen } }
    // Under a full-screen cover the old root was out of the window: its stacks' roots and
    // hidden tabs have nothing to show again (the versions' bugs replay what the window showed).
    if transition.outgoing.isEmpty {
      transition.stackRoots.removeAll()
      transition.hiddenTabs.removeAll()
    }
    transition.intermediate.append(contentsOf: shown)
    releaseFlowViews(flowViews, state, &transition)
    for ref in presented where !shown.contains(where: { $0.screen == ref.screen }) { transition.released.append(ref) }
    transition.released.removeAll { ref in shown.contains { $0.screen == ref.screen } }
  }

  /// The window's root replaced by `screen` (in a navigation stack with `inNavigation`): what
  /// the old root showed leaves, every screen it held is released, the new root is created
  /// and shown. A SwiftUI app's `replace-root` and a UIKit app's `swap-root` differ only in
  /// their kind and animation.
  func replaceWindowRoot(
    with screen: Int, inNavigation: Bool, kind: TransitionKind, animated: Bool, _ state: inout Structure,
    _ transition: inout Transition
  ) {
    let old = state.root
    transition.reset(kind: kind, animated: animated)
    state.appendVisibleScreens(box: 0, to: &transition.outgoing)
    transition.offscreen.append(contentsOf: state.offscreenScreens(old))
    appendHiddenTabs(state.hiddenTabScreens(old), &transition)
    transition.stackRoots.append(contentsOf: state.coveredStackRoots(old))
    transition.stackTops.append(contentsOf: state.visibleStackTops(old))
    state.appendHeld(box: 0, flattened: true, to: &transition.released)
    // The presentations parked with a tab not selected go with the tab bar.
    state.appendParked(to: &transition.released)
    // And those parked with a container pushed over go with their stack.
    state.appendContextParked(to: &transition.released)
    state.remove(transition.released)
    state.insert(screen, in: app)
    state.replaceRoot(screen, navigation: inNavigation)
    transition.created.append(ScreenRef(screen))
    state.appendVisibleScreens(box: 0, to: &transition.incoming)
  }
}
