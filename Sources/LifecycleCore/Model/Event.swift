/// One callback call, stamped on the shared clock, with the rule that placed it.
public struct Event: Hashable, Sendable {
  /// The screen whose code logs it.
  public var screen: String
  /// The callback.
  public var callback: Callback
  /// Where it sits on the shared clock.
  public var stamp: Stamp
  /// Why it is there.
  public var rule: Rule

  /// Creates an event.
  public init(screen: String, callback: Callback, stamp: Stamp, rule: Rule) {
    self.screen = screen
    self.callback = callback
    self.stamp = stamp
    self.rule = rule
  }

  /// The lane of its callback.
  public var lane: Lane { callback.lane }

  /// `<screen> <callback>`, as the seed 003 console prints it.
  public var line: String { "\(screen) \(callback.rawValue)" }
}
