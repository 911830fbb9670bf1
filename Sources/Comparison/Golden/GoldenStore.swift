import Foundation
import LifecycleCore

/// When `check` writes golden files.
public enum RecordMode: String, CaseIterable, Sendable {
  /// Never write; a missing golden fails. The default under CI.
  case never
  /// Write goldens that do not exist yet. The default elsewhere.
  case missing
  /// Also rewrite goldens that differ (accepting the new timeline).
  case failed
  /// Rewrite every golden whose content changed.
  case all

  /// The mode to use when the user names none: `never` when the `CI` variable is set.
  public static func `default`(environment: [String: String]) -> RecordMode {
    isCI(environment) ? .never : .missing
  }

  /// Whether the environment is a CI run (`CI` set and not empty or `false`).
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value.lowercased() != "false" && value != "0"
  }
}

/// Compares runs with their goldens and records them according to a mode.
public struct GoldenStore: Sendable {
  /// The mode in force.
  public var mode: RecordMode

  /// Creates a store.
  public init(mode: RecordMode) {
    self.mode = mode
  }

  /// Compares the run with its golden, writing it when the mode allows.
  public func check(_ run: ScenarioRun) -> CheckOutcome {
    let path = GoldenTimeline.path(forScenario: run.scenario.path)
    let actual = GoldenTimeline.render(run)
    let existing = try? String(contentsOfFile: path, encoding: .utf8)
    func outcome(_ passed: Bool, _ message: String, _ diff: LineDiff? = nil) -> CheckOutcome {
      CheckOutcome(kind: .golden, step: nil, location: nil, passed: passed, message: message, diff: diff)
    }
    guard let existing else {
      guard mode != .never else {
        return outcome(false, "no golden at \(path) (not recorded: record mode is 'never')")
      }
      return write(actual, to: path)
        ? outcome(true, "recorded a new golden at \(path)")
        : outcome(false, "could not write \(path)")
    }
    let normalized = existing.replacingOccurrences(of: "\r\n", with: "\n")
    if normalized == actual {
      if mode == .all { _ = write(actual, to: path) }
      return outcome(true, "matches \(path)")
    }
    let diff = LineDiff(expected: lines(normalized), actual: lines(actual))
    if mode == .failed || mode == .all {
      return write(actual, to: path)
        ? outcome(true, "re-recorded \(path)")
        : outcome(false, "could not write \(path)", diff)
    }
    return outcome(false, "the timeline differs from the golden \(path)", diff)
  }

  /// The lines of a text that ends with a newline, without a last empty one.
  private func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  private func write(_ text: String, to path: String) -> Bool {
    (try? AtomicFile.write(text, to: path)) != nil
  }

  /// Golden files under the folders that have no scenario beside them.
  public static func orphans(goldens: [String], scenarios: Set<String>) -> [String] {
    goldens.filter { golden in
      !scenarios.contains(String(golden.dropLast(".golden".count)) + ".yaml")
    }.sorted()
  }
}
