import LifecycleCore
import LifecycleEngine

/// The verdict of one expectation, assertion, claim, golden or device-log comparison.
public struct CheckOutcome: Hashable, Sendable {
  /// What was checked.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// An `expect:` block: the events, exactly.
    case expect
    /// An `expect-contains:` block: the events in order, others possibly between.
    case expectContains = "expect-contains"
    /// An `assert:` item: `A before B`, `never: A` or `count: A = N`.
    case assertion = "assert"
    /// A `claim:`'s verdict.
    case claim
    /// The golden file beside the scenario.
    case golden
    /// A lifecycle law the run broke (or broke where the rules waive it).
    case law
    /// A guarantee of the screens' effects, or the verdict `expect-audit:` records.
    case audit
    /// A device's console log (`--log`, or `expect-log:` in the file) compared with the
    /// prediction: its differences are printed in their own block, after the scenarios.
    case log
  }

  /// What was checked.
  public var kind: Kind
  /// The step it concerns, counted from 1, or nil for the whole scenario.
  public var step: Int?
  /// Where it is written.
  public var location: SourceLocation?
  /// Whether it held.
  public var passed: Bool
  /// A one-line verdict: what was compared, or why it failed.
  public var message: String
  /// The difference, for expectations and goldens that failed.
  public var diff: LineDiff?
  /// For claims: why each assertion that does not hold fails (the counterexample).
  public var evidence: [String] = []
  /// What to do about a failure, when the checker knows better than a generic hint.
  public var hint: String?
  /// For a claim with a law: the verdict found on every path, where it holds and where not.
  package var judgement: ClaimJudgement?
  /// For a claim: the verdict found (the recorded one is the claim's).
  package var verdict: Claim.Verdict?
  /// For a device log: the log compared and what the comparison found.
  package var log: DeviceLogSummary?

  /// Creates an outcome.
  package init(
    kind: Kind, step: Int?, location: SourceLocation?, passed: Bool, message: String,
    diff: LineDiff? = nil
  ) {
    self.kind = kind
    self.step = step
    self.location = location
    self.passed = passed
    self.message = message
    self.diff = diff
  }
}

/// What a device log's comparison found, as a scenario's outcome keeps it.
package struct DeviceLogSummary: Hashable, Sendable {
  /// The log file, as given.
  package var path: String
  /// The overall finding: `matches`, `matchesAlternative`, `differs` or `noEvents`.
  package var verdict: String
  /// The differences that contradict a rule we believed, or that no rule explains.
  package var failures: Int
  /// The differences that settle an open question (not failures).
  package var evidence: Int

  /// Creates a summary.
  package init(path: String, verdict: String, failures: Int, evidence: Int) {
    self.path = path
    self.verdict = verdict
    self.failures = failures
    self.evidence = evidence
  }
}
