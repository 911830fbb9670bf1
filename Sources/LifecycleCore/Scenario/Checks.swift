/// The expectations and assertions attached to a scenario or a step.
package struct Checks: Hashable, Sendable {
  /// `expect: |`, the exact observed events.
  package var exact: Expectation?
  /// `expect-contains: |`, an ordered subsequence.
  package var contains: Expectation?
  /// `assert:` items.
  package var assertions: [Assertion]

  /// Creates a set of checks.
  package init(exact: Expectation? = nil, contains: Expectation? = nil, assertions: [Assertion] = []) {
    self.exact = exact
    self.contains = contains
    self.assertions = assertions
  }

  /// Whether there is nothing to check.
  package var isEmpty: Bool { exact == nil && contains == nil && assertions.isEmpty }
}

/// An event as an expectation or assertion names it.
package struct EventPattern: Hashable, Sendable, CustomStringConvertible {
  /// The screen.
  package var screen: String
  /// The callback.
  package var callback: Callback
  /// Where it is written.
  package var location: SourceLocation?

  /// Creates a pattern.
  package init(screen: String, callback: Callback, location: SourceLocation? = nil) {
    self.screen = screen
    self.callback = callback
    self.location = location
  }

  /// Whether an event is this one.
  package func matches(_ event: Event) -> Bool {
    event.screen == screen && event.callback == callback
  }

  /// `<screen> <callback>`.
  package var description: String { "\(screen) \(callback.rawValue)" }

  /// Whether two patterns name the same event, wherever they are written.
  package static func == (lhs: EventPattern, rhs: EventPattern) -> Bool {
    lhs.screen == rhs.screen && lhs.callback == rhs.callback
  }

  /// Hashes the screen and the callback, not the location, as `==` compares them.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(screen)
    hasher.combine(callback)
  }
}

/// A list of expected events, one a line in the file.
package struct Expectation: Hashable, Sendable {
  /// The events, in order.
  package var events: [EventPattern]
  /// Where the expectation's key is written.
  package var location: SourceLocation

  /// Creates an expectation.
  package init(events: [EventPattern], location: SourceLocation) {
    self.events = events
    self.location = location
  }
}

/// An ordering claim evaluated against a timeline.
package struct Assertion: Hashable, Sendable, CustomStringConvertible {
  /// What it claims.
  package enum Kind: Hashable, Sendable {
    /// Both fire and the first `first` comes before the first `second`.
    case before(EventPattern, EventPattern)
    /// The event never fires.
    case never(EventPattern)
    /// The event fires exactly this many times.
    case count(EventPattern, Int)
    /// The event fires, and its first call is in this phase of its step's transition: when,
    /// on the merged clock, not only whether (`phase: A viewWillAppear = transitionBegin`).
    case phase(EventPattern, Phase)
  }

  /// What it claims.
  package var kind: Kind
  /// Where it is written.
  package var location: SourceLocation

  /// Creates an assertion.
  package init(_ kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The assertion as a scenario file writes it.
  package var description: String {
    switch kind {
    case .before(let first, let second): "\(first) before \(second)"
    case .never(let event): "never: \(event)"
    case .count(let event, let count): "count: \(event) = \(count)"
    case .phase(let event, let phase): "phase: \(event) = \(phase)"
    }
  }
}
