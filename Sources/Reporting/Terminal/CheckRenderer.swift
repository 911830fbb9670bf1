import Comparison
import LifecycleCore

/// Renders `lifecycle check` results: a line per scenario, the failures in detail, and the
/// `N passed, N failed` summary as the last line.
public struct CheckRenderer: Sendable {
  /// Colours.
  public var palette: Palette
  /// Print passing scenarios too.
  public var verbose: Bool

  /// Creates a renderer.
  public init(palette: Palette = .plain, verbose: Bool = false) {
    self.palette = palette
    self.verbose = verbose
  }

  /// The report of one scenario: nothing for a pass unless verbose.
  public func render(_ result: ScenarioResult) -> String {
    if let reason = result.skipped {
      return palette.dim("SKIP") + "  \(result.path)  " + palette.dim("(\(reason))") + "\n"
    }
    if result.passed {
      guard verbose else { return "" }
      return palette.success("PASS") + "  \(result.path)  " + palette.dim("(\(result.outcomes.count) checks)") + "\n"
    }
    var out = palette.failure("FAIL") + "  \(result.path)" + (result.run.map { "  " + palette.dim($0.scenario.name) } ?? "") + "\n"
    let renderer = DiagnosticRenderer(source: result.source ?? "")
    for diagnostic in result.diagnostics {
      out += indent(renderer.render(diagnostic)) + "\n"
    }
    for failure in result.failures {
      out += indent(headline(failure, result)) + "\n"
      if let diff = failure.diff {
        out += indent(colored(diff.unified(context: 3)), by: 4) + "\n"
      }
      out += indent(palette.dim(acceptHint(failure, result)), by: 4) + "\n"
    }
    return out
  }

  /// The last line: `N passed, N failed`, then `, N skipped` when some were.
  public func summary(_ results: [ScenarioResult]) -> String {
    let failed = results.filter { !$0.passed }.count
    let skipped = results.filter { $0.skipped != nil }.count
    let line = "\(results.count - failed - skipped) passed, \(failed) failed"
    return skipped == 0 ? line : line + ", \(skipped) skipped"
  }

  private func headline(_ outcome: CheckOutcome, _ result: ScenarioResult) -> String {
    var place = result.path
    if let location = outcome.location { place += ":\(location.line):\(location.column)" }
    var scope = ""
    if let step = outcome.step, let run = result.run {
      scope = "step \(step) (\(run.scenario.steps[step - 1].action.summary)): "
    }
    return "\(place): \(palette.failure("error")): \(outcome.kind.rawValue): \(scope)\(outcome.message)"
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
      return "expectations are your words and are never rewritten; to see the actual events: lifecycle run --flat \(result.path)"
    }
  }

  private func colored(_ diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("-") { return palette.failure(String(line)) }
      if line.hasPrefix("+") { return palette.success(String(line)) }
      return String(line)
    }.joined(separator: "\n")
  }

  private func indent(_ text: String, by count: Int = 2) -> String {
    let pad = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }
      .joined(separator: "\n")
  }
}
