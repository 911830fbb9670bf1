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
