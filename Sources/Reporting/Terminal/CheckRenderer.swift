import Comparison
import LifecycleCore

/// Renders `lifecycle check` results: a line per scenario, the failures in detail, the notes
/// that hold for the whole run, and the `N passed, N failed` summary as the last line.
///
/// Every failure reads like a compiler diagnostic: `path:line:column: error: …` with the
/// source line and a caret, as `lint` prints errors. Expectations point at their line in the
/// scenario; a golden that differs points at its first differing line, a missing golden at
/// the scenario's first line.
package struct CheckRenderer: Sendable {
  /// Colours.
  package var palette: Palette
  /// Print passing scenarios too.
  package var verbose: Bool

  /// Creates a renderer.
  package init(palette: Palette = .plain, verbose: Bool = false) {
    self.palette = palette
    self.verbose = verbose
  }

  /// Options the scenarios were run with (`--profile ios12`), repeated in the hints.
  package var runOptions = ""

  /// The report of one scenario: nothing for a pass unless verbose.
  package func render(_ result: ScenarioResult) -> String {
    if let reason = result.skipped {
      return palette.dim("SKIP") + "  \(result.path)  " + palette.dim("(\(reason))") + "\n"
    }
    if result.passed {
      guard verbose else { return "" }
      return palette.success("PASS") + "  \(result.path)  " + palette.dim("(\(Self.checksRun(result.outcomes)))") + "\n"
    }
    // A device log's comparison has its own block (`FAIL path against log`), printed after
    // the scenarios; the scenario counts as failed, but is not reported twice.
    let failures = result.failures.filter { $0.kind != .log }
    if result.diagnostics.isEmpty, failures.isEmpty { return "" }
    var out = palette.failure("FAIL") + "  \(result.path)" + (result.scenario.map { "  " + palette.dim($0.name) } ?? "") + "\n"
    let renderer = DiagnosticRenderer(source: result.source ?? "")
    for diagnostic in result.diagnostics {
      out += indented(renderer.render(diagnostic)) + "\n"
    }
    let lastOfYourWords = failures.lastIndex { $0.kind.isYourWords }
    for (index, failure) in failures.enumerated() {
      out += indented(diagnostic(failure, result)) + "\n"
      if let diff = failure.diff {
        out += indented(palette.coloredDiff(diff.unified(context: 3)), by: 4) + "\n"
      }
      // The way to see the actual events is the same for every expectation of a file.
      if !failure.kind.isYourWords || index == lastOfYourWords {
        out += indented(palette.dim(acceptHint(failure, result)), by: 4) + "\n"
      }
    }
    return out
  }

  /// The checks a scenario ran, each kind named with how many: `3 checks: golden, 2 assert`
  /// (#42: `check -v` said "(1 checks)" and named none).
  package static func checksRun(_ outcomes: [CheckOutcome]) -> String {
    var kinds: [CheckOutcome.Kind] = []
    var counts: [CheckOutcome.Kind: Int] = [:]
    for outcome in outcomes {
      if counts[outcome.kind] == nil { kinds.append(outcome.kind) }
      counts[outcome.kind, default: 0] += 1
    }
    let named = kinds.map { counts[$0]! == 1 ? $0.rawValue : "\(counts[$0]!) \($0.rawValue)" }
    let total = outcomes.count
    return "\(total) check\(total == 1 ? "" : "s")" + (named.isEmpty ? "" : ": " + named.joined(separator: ", "))
  }

  /// What holds for the whole run, printed once after the scenarios: each law broken where
  /// the rules waive it, and that expectations are never rewritten, when one failed. Empty
  /// otherwise.
  ///
  /// A run over several scenarios that is not verbose counts the waived laws in one line
  /// instead of one line each: they are not failures, and a first run over the bundled
  /// scenarios should not open on a page of them. One scenario, or `-v`, lists each.
  package func notes(_ results: [ScenarioResult]) -> String {
    var out = ""
    let listsWaived = verbose || results.count == 1
    var waived = 0
    // A law the rules waive (a known bug, an alternative reading) is not a failure, but is said.
    for result in results {
      // What can never happen (an effect or an observed callback no screen receives).
      let renderer = DiagnosticRenderer(source: result.source ?? "")
      for warning in result.warnings {
        out += renderer.render(warning) + "\n"
      }
      let waivedHere = result.outcomes.filter { $0.kind == .law && $0.passed }
      if !waivedHere.isEmpty { waived += 1 }
      for outcome in waivedHere where listsWaived {
        out += palette.dim("note: \(result.path): step \(outcome.step ?? 0): law \(outcome.message)") + "\n"
      }
      // An effect's warning (a wasted refresh) passes unless --strict, but is said.
      for outcome in result.outcomes where outcome.kind == .audit && outcome.passed && outcome.step != nil {
        out += palette.dim("warning: \(result.path): step \(outcome.step ?? 0): \(outcome.message) (--strict makes it fail)") + "\n"
      }
    }
    if !listsWaived, waived > 0 {
      let scenarios = waived == 1 ? "1 scenario breaks a law" : "\(waived) scenarios break a law"
      out += palette.dim("note: \(scenarios) that a known bug or another reading waives, so they pass (-v lists each)") + "\n"
    }
    let yourWordsFailed = results.contains { $0.skipped == nil && $0.failures.contains(where: \.kind.isYourWords) }
    guard yourWordsFailed else { return out }
    return out + palette.dim("note: expectations are your words and are never rewritten; edit them if the new order is right") + "\n"
  }

  /// The last line: `N passed, N failed`, then `, N skipped` and `, N conflicts` (published
  /// observations that another observation contradicts, each holding under its own reading)
  /// when some were.
  package func summary(_ results: [ScenarioResult]) -> String {
    let failed = results.filter { !$0.passed }.count
    let skipped = results.filter { $0.skipped != nil }.count
    let conflicts = results.filter { $0.knownDisagreement != nil }.count
    var line = "\(results.count - failed - skipped - conflicts) passed, \(failed) failed"
    if skipped > 0 { line += ", \(skipped) skipped" }
    if conflicts > 0 { line += ", \(conflicts) conflict" + (conflicts == 1 ? "" : "s") }
    return line
  }

  /// `path:line:column: error: kind: step N (action): message`, the source line and a caret.
  private func diagnostic(_ outcome: CheckOutcome, _ result: ScenarioResult) -> String {
    var scope = ""
    if let step = outcome.step, let scenario = result.scenario {
      scope = "step \(step) (\(scenario.steps[step - 1].action.summary)): "
    }
    let (path, location, source) = place(outcome, result)
    let message = "\(outcome.kind.rawValue): \(scope)\(outcome.message)"
    let diagnostic = Diagnostic(.error, message, path: path, at: location)
    let snippet = DiagnosticRenderer(source: source ?? "").render(diagnostic).dropFirst(diagnostic.headline.count)
    let prefix = path + (location.map { ":\($0.line):\($0.column)" } ?? "")
    return "\(prefix): \(palette.failure("error")): \(message)\(snippet)"
  }

  /// The file, line and text an outcome points at.
  private func place(_ outcome: CheckOutcome, _ result: ScenarioResult) -> (String, SourceLocation?, String?) {
    if let location = outcome.location { return (result.path, location, result.source) }
    guard outcome.kind == .golden else { return (result.path, nil, nil) }
    guard let diff = outcome.diff else { return (result.path, SourceLocation(line: 1, column: 1), result.source) }
    // The golden's text is the diff's expected side: the lines of its window, after
    // `linesBefore` lines the diff left out because they are equal.
    let offset = diff.linesBefore
    let golden = diff.lines.filter { $0.expectedIndex != nil }.map(\.text)
    var line = offset + golden.count
    var before = offset
    for diffLine in diff.lines {
      if let index = diffLine.expectedIndex, diffLine.operation == .removed {
        line = index + 1
        break
      }
      if diffLine.operation == .inserted {
        line = min(before + 1, offset + golden.count)
        break
      }
      if diffLine.expectedIndex != nil { before += 1 }
    }
    line = max(line, 1)
    let text = golden.indices.contains(line - offset - 1) ? golden[line - offset - 1] : ""
    let column = (text.firstIndex { $0 != " " }.map { text.distance(from: text.startIndex, to: $0) } ?? 0) + 1
    let source = String(repeating: "\n", count: offset) + golden.joined(separator: "\n")
    return (GoldenTimeline.path(forScenario: result.path), SourceLocation(line: line, column: column), source)
  }

  private func acceptHint(_ outcome: CheckOutcome, _ result: ScenarioResult) -> String {
    if let hint = outcome.hint { return hint }
    switch outcome.kind {
    case .golden where outcome.diff == nil:
      return "to record it (outside CI): lifecycle check --record missing \(result.path)"
    case .golden:
      return "to accept the new timeline: lifecycle check --record failed \(result.path)"
    case .claim:
      return "if the new rules are right, change 'verdict:' in the claim by hand; see: lifecycle explain \(result.path)"
    case .expect, .expectContains, .assertion:
      return "to see the actual events: lifecycle run --flat \(runOptions.isEmpty ? "" : runOptions + " ")\(result.path)"
    case .law:
      return
        "the rules give a timeline no device can print; to see which row placed each event: lifecycle explain --all \(runOptions.isEmpty ? "" : runOptions + " ")\(result.path)"
    case .audit:
      return "to see each broken guarantee with a minimal scenario: lifecycle audit \(result.path)"
    case .log:
      return "the log's differences are listed below, against the log's lines"
    }
  }

}

extension CheckOutcome.Kind {
  /// Whether the user wrote what was compared (`expect`, `expect-contains`, `assert`), so the
  /// tool never rewrites it.
  fileprivate var isYourWords: Bool {
    switch self {
    case .expect, .expectContains, .assertion: return true
    case .claim, .golden, .law, .audit, .log: return false
    }
  }
}
