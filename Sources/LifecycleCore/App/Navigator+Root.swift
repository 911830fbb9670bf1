extension Navigator {
  /// A SwiftUI app's root view switches to another screen, as `if loggedIn { … } else { … }`
  /// at the top of its content does: everything the old root held leaves the app.
  func replaceRoot(_ screen: Int, inNavigation: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
    guard app.scenario.host == .swiftui else {
      throw ActionError(
        "replace-root swaps the root view of a SwiftUI app (host: swiftui); in a UIKit app, setting the window's rootViewController has no sourced order")
    }
    guard state.presentations.isEmpty else {
      let top = state.presentations.last.flatMap { state.rootScreen($0.content) }.map(name) ?? "?"
      throw ActionError("'\(top)' is presented over the root; dismiss it before replacing the root")
    }
    try requireNotLive(screen, state)
    try requireNotChild(screen)
    let old = state.root
    var transition = Transition(kind: .replaceRoot, animated: false)
    transition.outgoing = state.visibleScreens(old)
    transition.offscreen = state.offscreenScreens(old)
    transition.hiddenTabs = state.hiddenTabScreens(old)
    transition.stackRoots = state.coveredStackRoots(old)
    transition.stackTops = state.visibleStackTops(old)
    transition.released = state.heldScreens(old).flatMap { state.flatten($0) }
    state.remove(transition.released)
    state.insert(screen, in: app)
    state.root = Structure.Container(kind: inNavigation ? .navigation : .screen, stack: [screen])
    transition.created = [ScreenRef(screen)]
    transition.incoming = state.visibleScreens(state.root)
    return transition
  }
}
