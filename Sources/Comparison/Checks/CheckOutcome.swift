import LifecycleCore
import LifecycleEngine

/// The verdict of one expectation, assertion, claim or golden comparison.
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
  public var judgement: ClaimJudgement?
  /// For a claim: the verdict found (the recorded one is the claim's).
  public var verdict: Claim.Verdict?

  /// Creates an outcome.
  public init(
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
