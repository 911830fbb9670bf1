/// What a scenario does with its app and what it expects: the steps, the expectations over
/// the whole run, the claim, the audit and flag verdicts, a known disagreement, and why its
/// checks are skipped. The app itself is an `AppDefinition`; a `Scenario` is the two together.
///
/// ```swift
/// let test = TestDefinition(actions: [.launch, .push("Detail", animated: true)])
/// let scenario = Scenario(path: "", name: "push", source: "example", app: app, test: test)
/// ```
public struct TestDefinition: Hashable, Sendable {
  /// What the user does.
  public var steps: [Step]
  /// For each step that is an overlap (`Action.overlap`), by its index in `steps`: where its
  /// second step, the one written with `during: previous`, starts in the file (an impossible
  /// second action is reported there). Kept apart so that an ordinary step carries nothing.
  package var secondLocations: [Int: SourceLocation] = [:]
  /// Expectations over the whole run.
  package var checks: Checks
  /// The article statement this scenario tests, if any.
  package var claim: Claim?
  /// The audit verdict the scenario expects (`expect-audit:`), if any.
  package var expectAudit: AuditExpectation?
  /// The flags the scenario's UIKit appearance callbacks read (`expect-flags:`), if given.
  package var expectFlags: FlagExpectation?
  /// The rule an observation disagrees with (`known-disagreement:`), if it does: `check`
  /// expects its checks to fail, and fails the scenario when they all hold.
  package var knownDisagreement: KnownDisagreement?
  /// Why `check` should skip the scenario's checks, if it should (it still runs).
  package var skip: String?
  /// A device's console log to compare the prediction with (`expect-log:`), relative to the
  /// scenario file's folder.
  package var expectLog: String?

  /// Creates a test.
  package init(
    steps: [Step], checks: Checks = Checks(), claim: Claim? = nil, expectAudit: AuditExpectation? = nil,
    expectFlags: FlagExpectation? = nil, knownDisagreement: KnownDisagreement? = nil, skip: String? = nil,
    expectLog: String? = nil
  ) {
    self.steps = steps
    self.checks = checks
    self.claim = claim
    self.expectAudit = expectAudit
    self.expectFlags = expectFlags
    self.knownDisagreement = knownDisagreement
    self.skip = skip
    self.expectLog = expectLog
  }

  /// A test that only takes these steps, each at line `n` of a file, counted from 1 (as a
  /// written counterexample has them): what `explore`, `audit` and claims make of a path.
  public init(actions: [Action]) {
    self.init(
      steps: actions.enumerated().map { index, action in
        Step(action: action, location: SourceLocation(line: index + 1, column: 1))
      })
  }

  /// What the steps tell the engine about the app (`StepVocabulary`).
  public var vocabulary: StepVocabulary { StepVocabulary(steps) }
}
