import Comparison
import LifecycleCore

/// The machine-readable form of runs and check results: stable, sorted keys and a
/// `schemaVersion`, laid out as Foundation's JSONEncoder lays out pretty, sorted JSON.
///
/// Runs are written a step at a time (``RunsWriter``), so `run --format json` of any length
/// takes constant memory; `runs(_:)` and `results(_:)` give whole documents as text.
package enum TimelineJSON {
  /// The version of the JSON layout of every command (`run`, `check`, `explore`),
  /// described by `Scenarios/schema/output.schema.json`. 2: a check's errors are objects
  /// (path, line, column, severity, message, notes) and a failed comparison's diff is hunks
  /// of lines (1 had preformatted strings for both).
  package static let schemaVersion = 2

  /// Runs with the events shown.
  package static func runs(_ runs: [(ScenarioRun, [Event])]) -> String {
    text { write(runs: runs, to: $0) }
  }

  /// Check results with their verdicts.
  package static func results(_ results: [ScenarioResult]) -> String {
    text { write(results: results, to: $0) }
  }
}
