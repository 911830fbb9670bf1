import LifecycleCore

/// Everything `check` learned about one scenario file.
public struct ScenarioResult: Sendable {
  /// The file.
  public var path: String
  /// The scenario, when the file decoded and every action was possible.
  public var scenario: Scenario?
  /// The run with every event, when the scenario ran and the checker kept it (a checker
  /// made for `check` streams the run instead; see `Checker.init(goldens:keepingRuns:)`).
  public var run: ScenarioRun?
  /// Errors that stopped the file from running, with the file's text for snippets.
  public var diagnostics: [Diagnostic]
  /// The file's text, when it could be read.
  public var source: String?
  /// The verdicts of its expectations, assertions, claim and golden.
  public var outcomes: [CheckOutcome]
  /// What can never happen but does not fail the file: effects or observed callbacks that no
  /// screen receives (see `UnreceivedCallbacks`); a strict check makes them errors instead.
  public var warnings: [Diagnostic] = []

  /// Creates a result; its scenario is the run's.
  public init(
    path: String, run: ScenarioRun?, diagnostics: [Diagnostic] = [], source: String? = nil,
    outcomes: [CheckOutcome] = []
  ) {
    self.init(path: path, scenario: run?.scenario, run: run, diagnostics: diagnostics, source: source, outcomes: outcomes)
  }

  /// Creates a result of a scenario that ran (when `scenario` is not nil), with or without
  /// its run kept.
  public init(
    path: String, scenario: Scenario?, run: ScenarioRun? = nil, diagnostics: [Diagnostic] = [], source: String? = nil,
    outcomes: [CheckOutcome] = []
  ) {
    self.path = path
    self.scenario = scenario
    self.run = run
    self.diagnostics = diagnostics
    self.source = source
    self.outcomes = outcomes
  }

  /// Whether the file ran and every check held (a skipped scenario counts as passed).
  public var passed: Bool {
    diagnostics.isEmpty && scenario != nil && outcomes.allSatisfy(\.passed)
  }

  /// The reason the scenario's checks were skipped, if they were (a skipped scenario that
  /// breaks a lifecycle law fails instead).
  public var skipped: String? {
    diagnostics.isEmpty && outcomes.allSatisfy(\.passed) ? scenario?.skip : nil
  }

  /// The rule a passing scenario is a known disagreement with (`known-disagreement:`): its
  /// observation still contradicts the rule, as recorded. Nil otherwise.
  public var knownDisagreement: String? {
    passed && skipped == nil ? scenario?.knownDisagreement?.rule : nil
  }

  /// The outcomes that failed.
  public var failures: [CheckOutcome] { outcomes.filter { !$0.passed } }
}
