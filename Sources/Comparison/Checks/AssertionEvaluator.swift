import LifecycleCore

/// Evaluates ordering assertions over a list of events.
package enum AssertionEvaluator {
  /// Whether the assertion holds, and a sentence saying why.
  ///
  /// - Parameters:
  ///   - events: the events the assertion is about (a step's, or the whole run's).
  ///   - offset: how many observed events of the run come before `events`, so that the
  ///     positions the reason gives (`#7`) are the run's event numbers, as the timeline
  ///     and the reports number them, also for a step's assertions.
  package static func evaluate(_ assertion: Assertion, over events: [Event], offset: Int = 0) -> (passed: Bool, reason: String) {
    func positions(_ pattern: EventPattern) -> [Int] {
      events.indices.filter { pattern.matches(events[$0]) }.map { $0 + offset }
    }
    switch assertion.kind {
    case .before(let first, let second):
      let firsts = positions(first)
      let seconds = positions(second)
      guard let a = firsts.first else { return (false, "'\(first)' never fires") }
      guard let b = seconds.first else { return (false, "'\(second)' never fires") }
      return a < b
        ? (true, "'\(first)' (#\(a + 1)) comes before '\(second)' (#\(b + 1))")
        : (false, "'\(second)' (#\(b + 1)) comes before '\(first)' (#\(a + 1))")
    case .never(let event):
      let found = positions(event)
      return found.isEmpty
        ? (true, "'\(event)' never fires")
        : (false, "'\(event)' fires at #\(found.map { String($0 + 1) }.joined(separator: ", #"))")
    case .count(let event, let expected):
      let found = positions(event).count
      return (found == expected, "'\(event)' fires \(found) time\(found == 1 ? "" : "s"), expected \(expected)")
    case .phase(let event, let expected):
      guard let at = positions(event).first else { return (false, "'\(event)' never fires") }
      let phase = events[at - offset].phase
      return (phase == expected, "'\(event)' (#\(at + 1)) fires in \(phase), expected \(expected)")
    }
  }
}
