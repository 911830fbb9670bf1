import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge

/// What `check` says about a scenario's `expect-flags:`: whether the UIKit appearance
/// callbacks that read a flag (`AppearanceFlags`) are exactly those listed. A scenario without
/// the key gives none; an impossible step is reported by the run itself.
package enum FlagOutcomes {
  /// Each event of a run whose controller reads a flag, as `expect-flags:` writes it.
  package static func flaggedEvents(_ scenario: Scenario, book: RuleBook = .standard) throws(Diagnostic) -> [String] {
    try Simulation(checked: scenario, book: book).flaggedEvents().enumerated().flatMap { index, step in
      step.map { "\(index + 1) \($0.event.screen) \($0.event.callback.rawValue): \($0.flags.names.joined(separator: ", "))" }
    }
  }

  /// The outcome for a scenario, if it expects flags.
  package static func check(_ scenario: Scenario, book: RuleBook = .standard) -> [CheckOutcome] {
    guard let expected = scenario.expectFlags, let found = try? flaggedEvents(scenario, book: book) else { return [] }
    let passed = found == expected.events
    let listed = { (events: [String]) in events.isEmpty ? "none" : events.joined(separator: "; ") }
    let unrecorded = found.filter { !expected.events.contains($0) }
    let missing = expected.events.filter { !found.contains($0) }
    let change =
      unrecorded.isEmpty && missing.isEmpty
      ? "the same events in another order: \(listed(found))"
      : "read but not recorded: \(listed(unrecorded)); recorded but not read: \(listed(missing))"
    var outcome = CheckOutcome(
      kind: .expect, step: nil, location: expected.location, passed: passed,
      message: passed ? "flags as recorded: \(found.count) events" : "flags changed: \(change)")
    if !passed { outcome.hint = "lifecycle explain --flags \(scenario.path) shows each flag with its rule" }
    return [outcome]
  }
}
