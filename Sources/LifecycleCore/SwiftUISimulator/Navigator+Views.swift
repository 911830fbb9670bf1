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
  /// hosting controller moves (a hosting controller keeps its root view's place). The
  /// controllers inside the content (a `UIViewControllerRepresentable`'s, and what it holds)
  /// are dismantled with the old identity (`released`, the representables also
  /// `removedFromParent`) and made anew with the new one (`remade`, the representables also
  /// `created` and `addedToParent`), under the same names. Out of the window, nothing fires:
  /// the new identity appears when the screen next does.
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
    transition.reset(kind: .identityChange, animated: animated)
    transition.viewTransition = viewTransition
    let ref = state.onScreen.first { $0.screen == screen }
    guard ref != nil else {
      // Not in the window: no view of it has appeared, and none appears now.
      state.appendFlattened(screen, parent: state.parent(of: screen), depth: 0, to: &transition.offscreen)
      return
    }
    state.appendFlattened(screen, parent: state.parent(of: screen), depth: ref?.depth ?? 0, to: &transition.outgoing)
    transition.incoming.append(contentsOf: transition.outgoing)
    // Below the screen, a controller is a representable's (its parent is SwiftUI content) or
    // one that a representable holds: each is made again under its name.
    for held in transition.outgoing.dropFirst() where !app.isView[held.screen] {
      transition.released.append(held)
      transition.remade.append(held)
      guard held.parent >= 0, app.hasSwiftUI[held.parent] else { continue }
      transition.removedFromParent.append(held)
      transition.created.append(held)
      transition.addedToParent.append(held)
    }
  }
}
