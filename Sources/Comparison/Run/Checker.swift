import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import LifecycleKnowledge

/// Runs a decoded scenario and checks it against its expectations and golden.
package struct Checker: Sendable {
  /// How goldens are compared and recorded.
  package var goldens: GoldenStore?
  /// The ordering knowledge scenarios run with (a test can plant a broken rule).
  package var book: RuleBook
  /// Whether results keep the run with every event (reports draw them); otherwise the run
  /// is streamed: each step's events are checked and compared with the golden as they are
  /// simulated, and dropped.
  package var keepsRuns: Bool
  /// Whether a wasted refresh (a warning of the effects' audit) fails the scenario, and
  /// effects or observed callbacks that no screen receives are errors rather than warnings.
  package var strict = false
  /// Where the verdicts of claims and `expect-audit:` that walk every path are remembered,
  /// and the options the scenarios run with (see ``VerdictCache``); nil judges every time.
  /// Used only with the standard book, and only by streamed checks (a report draws each
  /// claim's judgement, which the cache does not keep).
  package var verdicts: (cache: VerdictCache, options: String)?
  /// The memory budget the walks of claims and `expect-audit:` keep while they run
  /// (`check --memory-budget`); `.none` keeps the default budget's estimate alone.
  package var watch: MemoryWatch = .none

  /// Creates a checker; `goldens` nil skips baselines. `keepingRuns: false` checks a run of
  /// any length in constant memory (beyond what whole-run expectations need).
  package init(goldens: GoldenStore?, book: RuleBook = .standard, keepingRuns: Bool = true) {
    self.goldens = goldens
    self.book = book
    keepsRuns = keepingRuns
  }

  /// Simulates and checks one scenario.
  package func check(_ scenario: Scenario, source: String?) -> ScenarioResult {
    var result = keepsRuns ? checkKeepingRun(scenario, source: source) : checkStreaming(scenario, source: source)
    let warnings = UnreceivedCallbacks.warnings(scenario)
    if strict {
      result.diagnostics += warnings.map { warning in
        var error = warning
        error.severity = .error
        error.message += " (an error with --strict)"
        return error
      }
    } else {
      result.warnings = warnings
    }
    return result
  }

  private func checkKeepingRun(_ scenario: Scenario, source: String?) -> ScenarioResult {
    let run: ScenarioRun
    do {
      run = try ScenarioRun(scenario, book: book)
    } catch {
      return ScenarioResult(path: scenario.path, run: nil, diagnostics: [error], source: source)
    }
    // Every timeline keeps the lifecycle laws, a skipped scenario's too: it must still run
    // (its actions must be possible), but nothing else is compared.
    let laws = LawOutcomes.outcomes(run.violations, scenario: scenario)
    if scenario.skip != nil { return ScenarioResult(path: scenario.path, run: run, source: source, outcomes: laws) }
    let expectations = KnownDisagreementCheck.apply(
      ExpectationChecker.check(run, watch: watch), scenario: scenario, book: book)
    var outcomes =
      laws + expectations + EffectOutcomes.check(scenario, book: book, strict: strict, watch: watch) + FlagOutcomes.check(scenario, book: book)
    // A counterexample `explore` or `report` wrote reproduces a finding, and an observation
    // states only what its report printed: neither has a golden to pin. A scenario read from
    // standard input ("-") has no file beside which a golden could live.
    let isCounterexample =
      ClaimCounterexample.isGenerated(source: source) || Observation.isObservation(path: scenario.path)
      || scenario.path == "-"
    if let goldens, !isCounterexample { outcomes.append(goldens.check(run, expectationsHold: outcomes.allSatisfy(\.passed))) }
    return ScenarioResult(path: scenario.path, run: run, source: source, outcomes: outcomes)
  }

  private func checkStreaming(_ scenario: Scenario, source: String?) -> ScenarioResult {
    let simulation: Simulation
    do {
      simulation = try Simulation(checked: scenario, book: book)
    } catch {
      return ScenarioResult(path: scenario.path, scenario: nil, diagnostics: [error], source: source)
    }
    var expectations = ExpectationChecker.Stream(scenario)
    let lookup = verdicts.flatMap { verdicts in
      book == .standard ? VerdictLookup(cache: verdicts.cache, source: source, options: verdicts.options) : nil
    }
    expectations.verdicts = lookup
    expectations.watch = watch
    // A skipped scenario must still run (its actions must be possible) and keep the laws;
    // nothing else is compared. A counterexample `explore` or `report` wrote has no golden to pin.
    let skipped = scenario.skip != nil
    let isCounterexample =
      ClaimCounterexample.isGenerated(source: source) || Observation.isObservation(path: scenario.path)
      || scenario.path == "-"
    let comparison = skipped || isCounterexample ? nil : goldens?.comparison(forScenario: scenario.path)
    let output = comparison.map { BufferedOutput($0) }
    var golden = output.map { GoldenTimeline.Writer($0) }
    var violations: [LawViolation] = []
    do {
      try simulation.forEachStep(checkingLaws: true) { number, buffer, broken in
        violations += broken
        guard !skipped else { return }
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
    let laws = LawOutcomes.outcomes(violations, scenario: scenario)
    if skipped { return ScenarioResult(path: scenario.path, scenario: scenario, source: source, outcomes: laws) }
    let observed = KnownDisagreementCheck.apply(
      expectations.outcomes(), scenario: scenario, book: book)
    var outcomes =
      laws + observed + EffectOutcomes.check(scenario, book: book, strict: strict, verdicts: lookup, watch: watch)
      + FlagOutcomes.check(scenario, book: book)
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
