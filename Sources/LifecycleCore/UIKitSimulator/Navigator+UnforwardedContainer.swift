/// A container that forwards no appearance to its children (`forwards-appearance: false`: its
/// `shouldAutomaticallyForwardAppearanceMethods` returns false and its code forwards nothing):
/// its child controllers, with their own children, get no appearance callback from any step
/// but the app's own `begin-appearance` and `end-appearance` calls on them
/// (`uikit.containment.neverForwarded`). A child it adds has not appeared; one that appeared by
/// hand stays appeared while its container leaves the window, and is released with nothing.
extension Navigator {
  /// Before a step: the screens under the live children of the containers that forward no
  /// appearance, each child with its own children, but the child the step's own call names.
  /// Empty when no container is declared so.
  func unforwardedHeldScreens(_ action: Action, _ state: Structure) -> [Int] {
    guard !forwardsNoAppearance.isEmpty else { return [] }
    var own = -1
    switch action {
    case .beginAppearance(let id, _, _), .endAppearance(let id): own = app.index[id] ?? -1
    default: break
    }
    var held: [Int] = []
    for child in 0..<app.count where child != own && isUnforwardedChild(child, state) {
      held.append(contentsOf: state.flatten(child).map(\.screen))
    }
    return held
  }

  /// Whether `screen` is a live child controller of a container that forwards no appearance.
  func isUnforwardedChild(_ screen: Int, _ state: Structure) -> Bool {
    guard !forwardsNoAppearance.isEmpty, !app.isView[screen], state.isLive(screen) else { return false }
    let parent = state.parent(of: screen)
    return parent >= 0 && forwardsNoAppearance[parent]
  }

  /// After a step: the held screens (`unforwardedHeldScreens`) and the children the step
  /// brought into such a container (with their own children) get no appearance callback from
  /// it (`Transition.appearanceHeld`). A child brought in has not appeared (it is out of the
  /// window for the laws until the app's calls make it appear); one that appeared whose
  /// container left the window has appeared with its view out of it; one that appeared and
  /// leaves the app leaves with nothing (the laws' exception, as for a child appeared out of
  /// the window).
  func applyUnforwarded(_ held: [Int], before: Structure?, _ state: inout Structure, _ transition: inout Transition) {
    guard !forwardsNoAppearance.isEmpty else { return }
    transition.appearanceHeld.append(contentsOf: held)
    for child in 0..<app.count where isUnforwardedChild(child, state) {
      if let before, before.isLive(child) {
        if state.handAppearance(of: child) == .appeared, !state.onScreen.contains(where: { $0.screen == child }) {
          state.setHandAppearance(.appearedOut, of: child)
        }
        continue
      }
      transition.appearanceHeld.append(contentsOf: state.flatten(child).map(\.screen))
      state.setHandAppearance(.disappeared, of: child)
    }
    guard let before else { return }
    for child in 0..<app.count
    where isUnforwardedChild(child, before) && !state.isLive(child) && before.handAppearance(of: child) == .appeared {
      var subtree: [ScreenRef] = []
      before.appendFlattened(child, parent: before.parent(of: child), depth: 1, to: &subtree)
      transition.appearanceInFlight.append(contentsOf: subtree)
    }
  }
}
