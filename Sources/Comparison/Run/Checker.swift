import LifecycleCore
import LifecycleEngine

/// Runs a decoded scenario and checks it against its expectations and golden.
public struct Checker: Sendable {
  /// How goldens are compared and recorded.
  public var goldens: GoldenStore?
  /// Whether results keep the run with every event (reports draw them); otherwise the run
  /// is streamed: each step's events are checked and compared with the golden as they are
  /// simulated, and dropped.
  public var keepsRuns: Bool

  /// Creates a checker; `goldens` nil skips baselines. `keepingRuns: false` checks a run of
  /// any length in constant memory (beyond what whole-run expectations need).
  public init(goldens: GoldenStore?, keepingRuns: Bool = true) {
    self.goldens = goldens
    keepsRuns = keepingRuns
  }

  /// Simulates and checks one scenario.
  public func check(_ scenario: Scenario, source: String?) -> ScenarioResult {
    keepsRuns ? checkKeepingRun(scenario, source: source) : checkStreaming(scenario, source: source)
  }

  private func checkKeepingRun(_ scenario: Scenario, source: String?) -> ScenarioResult {
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

  private func checkStreaming(_ scenario: Scenario, source: String?) -> ScenarioResult {
    let simulation = Simulation(scenario)
    // A skipped scenario must still run (its actions must be possible); nothing is compared.
    if scenario.skip != nil {
      do {
        try simulation.validate()
      } catch {
        return ScenarioResult(path: scenario.path, scenario: nil, diagnostics: [error], source: source)
      }
      return ScenarioResult(path: scenario.path, scenario: scenario, source: source)
    }
    var expectations = ExpectationChecker.Stream(scenario)
    let comparison = goldens?.comparison(forScenario: scenario.path)
    let output = comparison.map { BufferedOutput($0) }
    var golden = output.map { GoldenTimeline.Writer($0) }
    do {
      try simulation.forEachStep { number, buffer in
        expectations.add(step: number, events: buffer.events)
        golden?.write(step: number, scenario.steps[number - 1], events: buffer.events)
      }
    } catch let diagnostic as Diagnostic {
      return ScenarioResult(path: scenario.path, scenario: nil, diagnostics: [diagnostic], source: source)
    } catch {
      return ScenarioResult(
        path: scenario.path, scenario: nil, diagnostics: [Diagnostic(.error, "\(error)", path: scenario.path)],
        source: source)
    }
    output?.flush()
    var outcomes = expectations.outcomes()
    if let goldens, let comparison {
      outcomes.append(
        goldens.verdict(comparison, expectationsHold: outcomes.allSatisfy(\.passed)) { output in
          // Recording writes the golden again from a second simulation rather than hold the first.
          var writer = GoldenTimeline.Writer(output)
          try? simulation.forEachStep { number, buffer in
            writer.write(step: number, scenario.steps[number - 1], events: buffer.events)
          }
        })
    }
    return ScenarioResult(path: scenario.path, scenario: scenario, source: source, outcomes: outcomes)
  }
}
