import Comparison
import LifecycleCore

/// What one observation (a scenario under `observed/`) says about the rules: whether the rules
/// reproduce it, and which rows placed the events it checks.
package struct ObservationEvidence: Sendable, Equatable {
  /// How the observation stands against the rules.
  package enum Verdict: Sendable, Equatable {
    /// Its checks hold.
    case agrees
    /// Its checks fail under the rules as recorded, another observation shows the rule's
    /// reading, and its own holds under the alternative named.
    case conflict(rule: String, with: String, reading: String)
    /// It does not run or its checks fail unrecorded (`check` fails it).
    case failing
  }

  /// The scenario file.
  package var path: String
  /// The report's fields, from `source:`.
  package var observation: Observation?
  /// The verdict.
  package var verdict: Verdict
  /// The rows that placed the events the observation checks, by id, sorted.
  package var rows: [String]
  /// The rules those rows cite, by id, sorted.
  package var rules: [String]

  /// The evidence of a checked observation; its run must be kept (`Checker(keepingRuns: true)`).
  /// A conflicting observation agrees with its reading, not with the rules: the rows it backs
  /// are those of its run under that alternative (`book`'s), which place what it shows.
  package init(_ result: ScenarioResult, book: RuleBook = .standard) {
    path = result.path
    observation = result.scenario.flatMap { Observation(source: $0.source) }
    if let rule = result.knownDisagreement, let known = result.scenario?.knownDisagreement,
      let other = known.conflictsWith, let reading = known.reading
    {
      verdict = .conflict(rule: rule, with: other, reading: reading)
    } else {
      verdict = result.passed ? .agrees : .failing
    }
    var rows: Set<String> = []
    var rules: Set<String> = []
    var run = result.run
    if case .conflict(_, _, let reading) = verdict, let scenario = result.scenario {
      run = try? ScenarioRun(scenario, book: book, alternatives: [reading])
    }
    if let run {
      // A step's checks name events of that step; the scenario's, events of any step.
      let whole = Self.checkedEvents([run.scenario.checks])
      let steps = run.scenario.steps.map { Self.checkedEvents([$0.checks]) }
      for event in run.observed.events {
        let pattern = EventPattern(screen: event.screen.name, callback: event.callback)
        let step = event.stepNumber - 1
        guard whole.contains(pattern) || (steps.indices.contains(step) && steps[step].contains(pattern)) else { continue }
        rows.insert(event.row.row.id)
        rules.insert(event.rule.id)
      }
    }
    self.rows = rows.sorted()
    self.rules = rules.sorted()
  }

  /// Every event these expectations and assertions name.
  static func checkedEvents(_ all: [Checks]) -> Set<EventPattern> {
    var events: Set<EventPattern> = []
    for checks in all {
      events.formUnion(checks.exact?.events ?? [])
      events.formUnion(checks.contains?.events ?? [])
      for assertion in checks.assertions {
        switch assertion.kind {
        case .before(let first, let second): events.formUnion([first, second])
        case .never(let event), .count(let event, _), .phase(let event, _): events.insert(event)
        }
      }
    }
    return events
  }
}
