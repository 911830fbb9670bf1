import LifecycleCore

/// Compares runs with their goldens and records them according to a mode.
///
/// It never loses a file of the user's: a golden is written only where nothing exists or
/// where a golden exists (its first line is ``GoldenTimeline/header``); a file at the
/// golden's path that cannot be read, is not UTF-8, or is not a golden is an error that
/// names it, whatever the mode. Stale temporary files of interrupted writes are removed
/// from each folder that holds a golden it checks, in every mode.
public struct GoldenStore: Sendable {
  /// The mode in force.
  public var mode: RecordMode
  private let journal = GoldenJournal()

  /// Creates a store.
  public init(mode: RecordMode) {
    self.mode = mode
  }

  /// The goldens written so far, in the order they were written.
  public var recordings: [GoldenRecording] { journal.all }

  /// Compares the run with its golden, writing it when the mode allows.
  ///
  /// - Parameter expectationsHold: whether the scenario's own checks (expectations,
  ///   assertions, claim) passed. When they fail, only ``RecordMode/all`` records.
  public func check(_ run: ScenarioRun, expectationsHold: Bool) -> CheckOutcome {
    let scenario = run.scenario.path
    let path = GoldenTimeline.path(forScenario: scenario)
    let actual = GoldenTimeline.render(run)
    journal.clean(folder(of: path))
    let mayRecord = mode == .all || (mode != .never && expectationsHold)
    let existing: String?
    do {
      existing = try TextFile.text(at: path)
    } catch {
      return failure(
        "cannot read the golden \(path): \(error.reason); it was left as it is and nothing was recorded",
        hint: "repair or remove \(path), then run again")
    }
    guard let existing else {
      if mode == .never { return failure("no golden at \(path) (not recorded: record mode is 'never')") }
      guard mayRecord else {
        return failure(
          "no golden at \(path) (not recorded: the scenario's own checks fail, and a golden records a passing timeline)",
          hint: "fix what fails above and run again; to record the failing timeline anyway: lifecycle check --record all \(scenario)")
      }
      if let error = write(actual, to: path, isNew: true) { return error }
      return failure(
        "recorded a new golden at \(path); review it and run again",
        hint: "a new golden is trusted once reviewed: read \(path), then run: lifecycle check \(scenario)")
    }
    let normalized = existing.replacingOccurrences(of: "\r\n", with: "\n")
    guard normalized.hasPrefix(GoldenTimeline.header + "\n") else {
      return failure(
        "\(path) is not a golden file (its first line is not '\(GoldenTimeline.header)'); it was left as it is",
        hint: "move \(path) away so that a golden can be recorded there, then run again")
    }
    if normalized == actual { return outcome(true, "matches \(path)") }
    let diff = LineDiff(expected: lines(normalized), actual: lines(actual))
    guard mode == .failed || mode == .all else {
      return outcome(false, "the timeline differs from the golden \(path)", diff: diff)
    }
    guard mayRecord else {
      return failure(
        "the timeline differs from the golden \(path) (not re-recorded: the scenario's own checks fail)", diff: diff,
        hint: "fix what fails above first; to accept this timeline anyway: lifecycle check --record all \(scenario)")
    }
    if let error = write(actual, to: path, isNew: false) { return error }
    return outcome(true, "re-recorded \(path)")
  }

  /// Golden files under the folders that have no scenario beside them.
  public static func orphans(goldens: [String], scenarios: Set<String>) -> [String] {
    goldens.filter { golden in
      !scenarios.contains(String(golden.dropLast(".golden".count)) + ".yaml")
    }.sorted()
  }

  /// Writes the golden; the failing outcome when that is impossible.
  private func write(_ text: String, to path: String, isNew: Bool) -> CheckOutcome? {
    do {
      try AtomicFile.write(text, to: path)
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

  /// The lines of a text that ends with a newline, without a last empty one.
  private func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
