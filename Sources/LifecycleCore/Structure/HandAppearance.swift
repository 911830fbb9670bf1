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
