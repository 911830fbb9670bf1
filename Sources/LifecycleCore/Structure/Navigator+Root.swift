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
    guard state.presentationCount == 0 else {
      let top = name(state.presentedScreen(state.presentationCount - 1))
      throw ActionError("'\(top)' is presented over the root; dismiss it before replacing the root")
    }
    try requireNotChild(screen)
    let screen = try arrivingInstance(of: screen, state)
    replaceWindowRoot(with: screen, inNavigation: inNavigation, kind: .replaceRoot, animated: false, &state, &transition)
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
    state.remove(transition.released)
    state.insert(screen, in: app)
    state.replaceRoot(screen, navigation: inNavigation)
    transition.created.append(ScreenRef(screen))
    state.appendVisibleScreens(box: 0, to: &transition.incoming)
  }
}
