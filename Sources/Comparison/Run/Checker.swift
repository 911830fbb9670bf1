import LifecycleCore
import LifecycleEngine

/// Runs a decoded scenario and checks it against its expectations and golden.
public struct Checker: Sendable {
  /// How goldens are compared and recorded.
  public var goldens: GoldenStore?
  /// The ordering knowledge scenarios run with (a test can plant a broken rule).
  public var book: RuleBook

  /// Creates a checker; `goldens` nil skips baselines.
  public init(goldens: GoldenStore?, book: RuleBook = .standard) {
    self.goldens = goldens
    self.book = book
  }

  /// Simulates and checks one scenario.
  public func check(_ scenario: Scenario, source: String?) -> ScenarioResult {
    let run: ScenarioRun
    do {
      run = try ScenarioRun(scenario, book: book)
    } catch {
      return ScenarioResult(path: scenario.path, run: nil, diagnostics: [error], source: source)
    }
    // Every timeline keeps the lifecycle laws, a skipped scenario's too: it must still run
    // (its actions must be possible), but nothing else is compared.
    let laws = LawOutcomes.check(run)
    if scenario.skip != nil { return ScenarioResult(path: scenario.path, run: run, source: source, outcomes: laws) }
    var outcomes = laws + ExpectationChecker.check(run)
    if let goldens { outcomes.append(goldens.check(run, expectationsHold: outcomes.allSatisfy(\.passed))) }
    return ScenarioResult(path: scenario.path, run: run, source: source, outcomes: outcomes)
  }
}
