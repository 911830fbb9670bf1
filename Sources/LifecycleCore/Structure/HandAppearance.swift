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
  /// Appeared by hand while its container is out of the window: appeared, its view out of
  /// the window, until its container is back in it (then `appeared`) or a call moves it.
  case appearedOut

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

  /// A child forwarded by hand, other than `screen`, that holds `screen`, or nil.
  package func handForward(holding screen: Int) -> HandForward? {
    for forward in handForwards where Int(forward.screen) != screen {
      if flatten(Int(forward.screen)).contains(where: { $0.screen == screen }) { return forward }
    }
    return nil
  }

  /// Forgets the children forwarded by hand that are no longer in the app (their container
  /// was popped or dismissed, or hid them): a child shown again is a new arrival.
  mutating func forgetHandForwardsNotLive() {
    guard handForwards.contains(where: { !isLive(Int($0.screen)) }) else { return }
    let live = handForwards.filter { isLive(Int($0.screen)) }
    handForwards = live
  }
}
