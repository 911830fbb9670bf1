import Comparison
import LifecycleCore

/// Renders a device log check for the terminal, as `CheckRenderer` renders a scenario's: a
/// headline, then one diagnostic a difference, the diff, and what to do next.
///
/// A difference with a log line is located at `console.txt:LINE:`; a missing event at its
/// step in the scenario file. Each names the rule behind the predicted event and its
/// confidence. Differences that contradict a rule we believed are errors; those against an
/// inferred or conflicting rule are notes marked `evidence`.
package struct DeviceLogRenderer: Sendable {
  /// Colours.
  package var palette: Palette

  /// Creates a renderer.
  package init(palette: Palette = .plain) {
    self.palette = palette
  }

  /// The report of one comparison, ending in a newline.
  package func render(_ result: DeviceLogResult) -> String {
    var out = headline(result) + "\n"
    for line in notes(result) { out += indented(line) + "\n" }
    guard result.verdict != .noEvents, result.verdict != .matches else { return out }
    // The output is bounded whatever the log's length: the first differences and the first
    // lines of the diff, then how many more there are.
    for difference in result.differences.prefix(Self.shownDifferences) {
      out += indented(render(difference, result)) + "\n"
    }
    if result.differences.count > Self.shownDifferences {
      out += indented("... and \(result.differences.count - Self.shownDifferences) more differences not shown") + "\n"
    }
    out += indented(palette.coloredDiff(legendReplaced(Self.firstLines(of: result.diff.unified(context: 3)))), by: 4) + "\n"
    out += indented(palette.dim(hint(result)), by: 4) + "\n"
    return out
  }

  /// The most differences listed one by one.
  package static let shownDifferences = 100
  /// The most lines of the diff shown.
  package static let shownDiffLines = 300

  /// The first ``shownDiffLines`` lines of a diff, then how many more there are.
  static func firstLines(of diff: String) -> String {
    var lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > shownDiffLines else { return diff }
    let more = lines.count - shownDiffLines
    lines.removeSubrange(shownDiffLines...)
    return lines.joined(separator: "\n") + "\n... \(more) more lines of the diff not shown"
  }

  /// `PASS` or `FAIL`, the scenario, the log, and what was compared.
  func headline(_ result: DeviceLogResult) -> String {
    let mark = result.passed ? palette.success("PASS") : palette.failure("FAIL")
    var scope = "\(result.logged.count) event\(result.logged.count == 1 ? "" : "s")"
    if result.firstStep > 1 { scope += " from step \(result.firstStep)" }
    if !result.callbacks.isEmpty { scope += "; " + result.callbacks.map(\.rawValue).joined(separator: ", ") }
    let questions = Set(result.differences.lazy.filter { $0.verdict == .evidence }.compactMap(\.rule?.id)).count
    if questions > 0 { scope += "; evidence on \(questions) open question\(questions == 1 ? "" : "s")" }
    return "\(mark)  \(result.scenario.path)  against \(result.log.path)  " + palette.dim("(\(scope))")
  }

  /// What the reader and the window left out, and which alternatives decided or could not.
  func notes(_ result: DeviceLogResult) -> [String] {
    var notes: [String] = []
    let log = result.log.path
    if result.verdict == .noEvents {
      let screens = result.scenario.screenIDs.sorted().map { "'\($0)'" }.joined(separator: ", ")
      notes.append(
        "\(log): \(palette.failure("error")): no line of the log is a '<screen> <callback>' event of "
          + "the scenario's screens (\(screens)); nothing was compared")
    }
    var seen: Set<String> = []
    var counts: [String: Int] = [:]
    for other in result.log.otherScreens { counts[other.screen, default: 0] += 1 }
    for other in result.log.otherScreens where seen.insert(other.screen).inserted {
      if seen.count > Self.shownDifferences {
        notes.append("\(log): note: and \(counts.count - Self.shownDifferences) more names that are not screens of the scenario")
        break
      }
      let count = counts[other.screen] ?? 0
      notes.append(
        "\(log):\(other.line): note: '\(other.screen)' is not a screen of the scenario; "
          + "\(count) line\(count == 1 ? "" : "s") naming it \(count == 1 ? "is" : "are") ignored")
    }
    for line in result.log.misspelt {
      notes.append(
        "\(log):\(line.line): warning: '\(line.screen) \(line.written)' is not an event: "
          + "'\(line.written)' is no callback; did you mean '\(line.suggestion.rawValue)'? The line is not compared")
    }
    if result.firstStep > 1, result.verdict != .noEvents {
      let skipped = result.firstStep == 2 ? "step 1 is" : "steps 1-\(result.firstStep - 1) are"
      notes.append(
        "\(log): note: the log starts at step \(result.firstStep) (\(summary(result.firstStep, result))); "
          + "\(skipped) not compared")
    }
    for alternative in result.matchingAlternatives {
      let rule = alternative.rule
      notes.append(
        result.verdict == .matches
          ? "\(log): note: this log cannot tell \(rule.id) (\(rule.confidence.rawValue)) from its alternative: \(alternative.label)"
          : "\(log): note: the log matches the alternative of \(rule.id) (\(rule.confidence.rawValue)): \(alternative.label)")
    }
    return notes
  }

  /// One difference as a diagnostic.
  func render(_ difference: LogDifference, _ result: DeviceLogResult) -> String {
    var place: String
    if let logged = difference.logged {
      place = "\(result.log.path):\(logged.line)"
    } else {
      place = result.scenario.path
      if result.scenario.steps.indices.contains(difference.step - 1) {
        place += ":\(result.scenario.steps[difference.step - 1].location)"
      }
    }
    let severity = difference.verdict == .failure ? palette.failure("error") : "note: evidence"
    let event = "'\(difference.event)'"
    let what: String
    switch difference.kind {
    case .moved:
      what = "\(event) is #\(difference.loggedPosition ?? 0) in the log and #\(difference.predictedPosition ?? 0) in the prediction"
    case .missing:
      what = "\(event) (#\(difference.predictedPosition ?? 0) in the prediction) is not in the log"
    case .extra:
      what = "\(event) (#\(difference.loggedPosition ?? 0) in the log) is not in the prediction"
    }
    let rule = difference.rule.map { "rule \($0.id) (\($0.confidence.rawValue))" } ?? "no rule predicts it"
    return "\(place): \(severity): \(difference.kind.rawValue): step \(difference.step) "
      + "(\(summary(difference.step, result))): \(what); \(rule)"
  }

  /// The step's action, e.g. `push 2`.
  func summary(_ step: Int, _ result: DeviceLogResult) -> String {
    result.scenario.steps.indices.contains(step - 1) ? result.scenario.steps[step - 1].action.summary : "?"
  }

  /// What to do next.
  func hint(_ result: DeviceLogResult) -> String {
    result.failureCount == 0
      ? "the device settles an open question the rules left; to see the rules: lifecycle explain \(result.scenario.path)"
      : "the device is the ground truth: it contradicts the rules named above, or the log is not a run of this "
        + "scenario; to see the rules: lifecycle explain \(result.scenario.path)"
  }

  /// The diff with its legend naming the prediction and the log.
  func legendReplaced(_ diff: String) -> String {
    let legend = "(Expected: -, Actual: +)"
    guard diff.hasSuffix(legend) else { return diff }
    return diff.dropLast(legend.count) + "(Predicted: -, Logged: +)"
  }

}
