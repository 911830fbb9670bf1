import LifecycleCore
import LifecycleFiles

/// Compares runs with their goldens and records them according to a mode.
///
/// It never loses a file of the user's: a golden is written only where nothing exists or
/// where a golden exists (its first line is ``GoldenTimeline/header``); a file at the
/// golden's path that cannot be read, is not UTF-8, or is not a golden is an error that
/// names it, whatever the mode. Stale temporary files of interrupted writes are removed
/// from each folder that holds a golden it checks, in every mode.
package struct GoldenStore: Sendable {
  /// The mode in force.
  package var mode: RecordMode
  private let journal = GoldenJournal()

  /// Creates a store.
  package init(mode: RecordMode) {
    self.mode = mode
  }

  /// The goldens written so far, in the order they were written.
  package var recordings: [GoldenRecording] { journal.all }

  /// Compares the run with its golden, writing it when the mode allows.
  ///
  /// - Parameter expectationsHold: whether the scenario's own checks (expectations,
  ///   assertions, claim) passed. When they fail, only ``RecordMode/all`` records.
  package func check(_ run: ScenarioRun, expectationsHold: Bool) -> CheckOutcome {
    let comparison = comparison(forScenario: run.scenario.path)
    let output = BufferedOutput(comparison)
    GoldenTimeline.write(run, to: output)
    output.flush()
    return verdict(comparison, expectationsHold: expectationsHold) { GoldenTimeline.write(run, to: $0) }
  }

  /// Opens the comparison of a scenario's golden: write the golden text into
  /// `BufferedOutput(comparison)` as the run goes (a step at a time, holding nothing), then
  /// ask for the ``verdict(_:expectationsHold:write:)``.
  package func comparison(forScenario scenario: String) -> GoldenComparison {
    let path = GoldenTimeline.path(forScenario: scenario)
    journal.clean(folder(of: path))
    return GoldenComparison(path: path, scenario: scenario)
  }

  /// The outcome of a comparison whose text has all been written, recording the golden
  /// when the mode allows.
  ///
  /// - Parameters:
  ///   - expectationsHold: whether the scenario's own checks passed. When they fail, only
  ///     ``RecordMode/all`` records.
  ///   - write: writes the golden text again, to record it (a run is simulated again rather
  ///     than held).
  package func verdict(
    _ comparison: GoldenComparison, expectationsHold: Bool, write: (BufferedOutput) -> Void
  ) -> CheckOutcome {
    let path = comparison.path
    let scenario = comparison.scenario
    let mayRecord = mode == .all || (mode != .never && expectationsHold)
    switch comparison.finish() {
    case .unreadable(let error):
      return failure(
        "cannot read the golden \(path): \(error.reason); it was left as it is and nothing was recorded",
        hint: "repair or remove \(path), then run again")
    case .missing:
      if mode == .never { return failure("no golden at \(path) (not recorded: record mode is 'never')") }
      guard mayRecord else {
        return failure(
          "no golden at \(path) (not recorded: the scenario's own checks fail, and a golden records a passing timeline)",
          hint: "fix what fails above and run again; to record the failing timeline anyway: lifecycle check --record all \(scenario)")
      }
      if let error = record(write, to: path, isNew: true) { return error }
      return failure(
        "recorded a new golden at \(path); review it and run again",
        hint: "a new golden is trusted once reviewed: read \(path), then run: lifecycle check \(scenario)")
    case .notAGolden:
      return failure(
        "\(path) is not a golden file (its first line is not '\(GoldenTimeline.header)'); it was left as it is",
        hint: "move \(path) away so that a golden can be recorded there, then run again")
    case .equal:
      return outcome(true, "matches \(path)")
    case .differs(let diff):
      guard mode == .failed || mode == .all else {
        return outcome(false, "the timeline differs from the golden \(path)", diff: diff)
      }
      guard mayRecord else {
        return failure(
          "the timeline differs from the golden \(path) (not re-recorded: the scenario's own checks fail)", diff: diff,
          hint: "fix what fails above first; to accept this timeline anyway: lifecycle check --record all \(scenario)")
      }
      if let error = record(write, to: path, isNew: false) { return error }
      return outcome(true, "re-recorded \(path)")
    }
  }

  /// Golden files under the folders that have no scenario beside them.
  package static func orphans(goldens: [String], scenarios: Set<String>) -> [String] {
    goldens.filter { golden in
      let base = String(golden.dropLast(".golden".count))
      return !scenarios.contains(base + ".yaml") && !scenarios.contains(base + ".yml")
    }.sorted()
  }

  /// Writes the golden; the failing outcome when that is impossible.
  private func record(_ write: (BufferedOutput) -> Void, to path: String, isNew: Bool) -> CheckOutcome? {
    do {
      try AtomicFile.write(to: path, write)
    } catch {
      return failure("could not write \(path): \(error.reason)", hint: "make \(folder(of: path)) writable, then run again")
    }
    journal.record(GoldenRecording(path: path, isNew: isNew))
    return nil
  }

  private func outcome(_ passed: Bool, _ message: String, diff: LineDiff? = nil) -> CheckOutcome {
    CheckOutcome(kind: .golden, step: nil, location: nil, passed: passed, message: message, diff: diff)
  }

  private func failure(_ message: String, diff: LineDiff? = nil, hint: String? = nil) -> CheckOutcome {
    var result = outcome(false, message, diff: diff)
    result.hint = hint
    return result
  }

  private func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
