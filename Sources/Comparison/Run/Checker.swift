import LifecycleCore

/// Runs a decoded scenario and checks it against its expectations and golden.
public struct Checker: Sendable {
  /// How goldens are compared and recorded.
  public var goldens: GoldenStore?

  /// Creates a checker; `goldens` nil skips baselines.
  public init(goldens: GoldenStore?) {
    self.goldens = goldens
  }

  /// Simulates and checks one scenario.
  public func check(_ scenario: Scenario, source: String?) -> ScenarioResult {
    let run: ScenarioRun
    do {
      run = try ScenarioRun(scenario)
    } catch {
      return ScenarioResult(path: scenario.path, run: nil, diagnostics: [error], source: source)
    }
    // A skipped scenario must still run (its actions must be possible); nothing is compared.
    if scenario.skip != nil { return ScenarioResult(path: scenario.path, run: run, source: source) }
    var outcomes = ExpectationChecker.check(run)
    if let goldens { outcomes.append(goldens.check(run, expectationsHold: outcomes.allSatisfy(\.passed))) }
    return ScenarioResult(path: scenario.path, run: run, source: source, outcomes: outcomes)
  }
}
