/// What a record needs to write a random action of its verb, as the fuzzer does: the screen
/// chosen for it (one of the app's, or one that does not exist), the app's screen names, and
/// whether it is animated. The record draws any further choice with the two functions it is
/// given, `below(n)` (a number in `0..<n`) and `chance(percent)`, in the order it reads them,
/// so the same choices always write the same action.
package struct ActionSample: Sendable {
  /// The screen the action names, if it names one.
  package var screen: String
  /// Every screen of the app, for an action that names a second one.
  package var names: [String]
  /// Whether the action is animated, if it can be.
  package var animated: Bool

  /// Creates a sample.
  package init(screen: String, names: [String], animated: Bool) {
    self.screen = screen
    self.names = names
    self.animated = animated
  }
}

/// A record's random action: from the sample and the choices `below` and `chance`.
package typealias ActionSampler = @Sendable (ActionSample, _ below: (Int) -> Int, _ chance: (Int) -> Bool) -> Action
