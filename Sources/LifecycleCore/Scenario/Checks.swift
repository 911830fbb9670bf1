/// The expectations and assertions attached to a scenario or a step.
public struct Checks: Hashable, Sendable {
  /// `expect: |`, the exact observed events.
  public var exact: Expectation?
  /// `expect-contains: |`, an ordered subsequence.
  public var contains: Expectation?
  /// `assert:` items.
  public var assertions: [Assertion]

  /// Creates a set of checks.
  public init(exact: Expectation? = nil, contains: Expectation? = nil, assertions: [Assertion] = []) {
    self.exact = exact
    self.contains = contains
    self.assertions = assertions
  }

  /// Whether there is nothing to check.
  public var isEmpty: Bool { exact == nil && contains == nil && assertions.isEmpty }
}

/// An event as an expectation or assertion names it.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
  /// The screen.
  public var screen: String
  /// The callback.
  public var callback: Callback
  /// Where it is written.
  public var location: SourceLocation?

  /// Creates a pattern.
  public init(screen: String, callback: Callback, location: SourceLocation? = nil) {
    self.screen = screen
    self.callback = callback
    self.location = location
  }

  /// Whether an event is this one.
  public func matches(_ event: Event) -> Bool {
    event.screen == screen && event.callback == callback
  }

  /// `<screen> <callback>`.
  public var description: String { "\(screen) \(callback.rawValue)" }

  /// Whether two patterns name the same event, wherever they are written.
  public static func == (lhs: EventPattern, rhs: EventPattern) -> Bool {
    lhs.screen == rhs.screen && lhs.callback == rhs.callback
  }

  /// Hashes the screen and the callback, not the location, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(screen)
    hasher.combine(callback)
  }
}

/// A list of expected events, one a line in the file.
public struct Expectation: Hashable, Sendable {
  /// The events, in order.
  public var events: [EventPattern]
  /// Where the expectation's key is written.
  public var location: SourceLocation

  /// Creates an expectation.
  public init(events: [EventPattern], location: SourceLocation) {
    self.events = events
    self.location = location
  }
}

/// An ordering claim evaluated against a timeline.
public struct Assertion: Hashable, Sendable, CustomStringConvertible {
  /// What it claims.
  public enum Kind: Hashable, Sendable {
    /// Both fire and the first `first` comes before the first `second`.
    case before(EventPattern, EventPattern)
    /// The event never fires.
    case never(EventPattern)
    /// The event fires exactly this many times.
    case count(EventPattern, Int)
  }

  /// What it claims.
  public var kind: Kind
  /// Where it is written.
  public var location: SourceLocation

  /// Creates an assertion.
  public init(_ kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The assertion as a scenario file writes it.
  public var description: String {
    switch kind {
    case .before(let first, let second): "\(first) before \(second)"
    case .never(let event): "never: \(event)"
    case .count(let event, let count): "count: \(event) = \(count)"
    }
  }
}
