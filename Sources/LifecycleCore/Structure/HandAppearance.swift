/// Where a child controller whose container forwards appearance by hand is, between the
/// app's `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` calls.
package enum HandAppearance: UInt8, Hashable, Sendable {
  /// Appeared: the container's appearance reaches it as UIKit's would.
  case appeared
  /// Between `beginAppearanceTransition(true, …)` and `endAppearanceTransition()`.
  case appearing
  /// Between `beginAppearanceTransition(false, …)` and `endAppearanceTransition()`.
  case disappearing
  /// Disappeared by hand: its view is out of the window until it appears again.
  case disappeared

  /// Whether a begin has no end yet.
  package var inFlight: Bool { self == .appearing || self == .disappearing }
}

/// One child controller whose container forwards its appearance by hand and that is not back
/// to appeared.
package struct HandForward: Hashable, Sendable {
  /// The child's screen number.
  package var screen: Int32
  /// Where it is: between begin and end, or disappeared.
  package var appearance: HandAppearance
}

extension Structure {
  /// Where `screen`'s appearance forwarded by hand is: appeared when no call is open on it and
  /// it has not disappeared by hand.
  package func handAppearance(of screen: Int) -> HandAppearance {
    for forward in handForwards where Int(forward.screen) == screen { return forward.appearance }
    return .appeared
  }

  /// Records where `screen`'s appearance forwarded by hand is, keeping the list in screen
  /// order (one world, one list) and without the children back to appeared.
  mutating func setHandAppearance(_ appearance: HandAppearance, of screen: Int) {
    handForwards.removeAll { Int($0.screen) == screen }
    guard appearance != .appeared else { return }
    let place = handForwards.firstIndex { Int($0.screen) > screen } ?? handForwards.endIndex
    handForwards.insert(HandForward(screen: Int32(screen), appearance: appearance), at: place)
  }

  /// A child forwarded by hand, other than `screen`, that holds `screen` (`inside` true) or
  /// that `screen` holds (`inside` false), or nil.
  package func handForward(around screen: Int) -> (forward: HandForward, inside: Bool)? {
    for forward in handForwards where Int(forward.screen) != screen {
      if flatten(Int(forward.screen)).contains(where: { $0.screen == screen }) { return (forward, true) }
      if flatten(screen).contains(where: { $0.screen == Int(forward.screen) }) { return (forward, false) }
    }
    return nil
  }
}
