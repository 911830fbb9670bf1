extension Navigator {
  /// Sets a SwiftUI view's opacity: the view and what it embeds stay where they are, as
  /// bystanders of the step.
  func setOpacity(_ screen: Int, visible: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard app.hasSwiftUI[screen] else {
      throw ActionError("'\(name(screen))' has UIKit content; '.opacity' is a SwiftUI modifier")
    }
    guard state.isLive(screen) else {
      throw ActionError("'\(name(screen))' is not in the app, so its opacity cannot change")
    }
    transition.reset(kind: .opacity, animated: false)
    let depth = state.onScreen.first(where: { $0.screen == screen })?.depth ?? 0
    state.appendFlattened(screen, parent: state.parent(of: screen), depth: depth, to: &transition.bystanders)
  }
}

extension Navigator {
  /// The value of the `.id(_:)` modifier on `screen`'s SwiftUI content changes: SwiftUI takes
  /// the content for a new view. In the window, the old identity (the screen and the SwiftUI
  /// views it shows) is the step's outgoing views and the new one its incoming views, under
  /// the same names, with their state made anew; the structure does not change and no
  /// controller moves (a hosting controller keeps its root view's place). Out of the window,
  /// nothing fires: the new identity appears when the screen next does.
  func changeIdentity(
    _ screen: Int, _ viewTransition: ViewTransition, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    guard app.hasSwiftUI[screen] else {
      throw ActionError(
        "'\(name(screen))' has UIKit content: .id(_:) is a SwiftUI modifier, and a view controller has no view identity to change")
    }
    guard state.isLive(screen) else {
      throw ActionError("'\(name(screen))' is not in the app: there is no view whose identity could change")
    }
    var subtree: [ScreenRef] = []
    let ref = state.onScreen.first { $0.screen == screen }
    state.appendFlattened(screen, parent: state.parent(of: screen), depth: ref?.depth ?? 0, to: &subtree)
    if let held = subtree.dropFirst().first(where: { !app.hasSwiftUI[$0.screen] }) {
      throw ActionError(
        "'\(name(screen))' shows '\(name(held.screen))', a UIKit controller in a UIViewControllerRepresentable: a new identity "
          + "dismantles that controller and makes another under the same name, which is not modelled yet; hide '\(name(held.screen))' first"
      )
    }
    transition.reset(kind: .identityChange, animated: animated)
    transition.viewTransition = viewTransition
    guard ref != nil else {
      // Not in the window: no view of it has appeared, and none appears now.
      transition.offscreen.append(contentsOf: subtree)
      return
    }
    transition.outgoing.append(contentsOf: subtree)
    transition.incoming.append(contentsOf: subtree)
  }
}
