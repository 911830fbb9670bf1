/// A statement from an article, put to the test: its words, the verdict recorded for it,
/// and, unless the tool cannot check it, the law that states it and where it applies.
package struct Claim: Hashable, Sendable {
  /// The verdict the rules give.
  package enum Verdict: String, CaseIterable, Hashable, Sendable {
    /// The law holds on every path, host and profile where the claim applies.
    case holds
    /// The law holds in some cases where the claim applies and breaks in others.
    case partly
    /// The law breaks in every case where the claim applies (or, for a claim about all
    /// cases at once, in any).
    case `false` = "false"
    /// The tool cannot check it (pixels, frames, view-hierarchy mutations, code inside a
    /// callback): `why` says why.
    case notCheckable = "not-checkable"

    /// The headline mark: ✓ holds, ◐ partly, ✗ false, ∅ not checkable.
    package var mark: String {
      switch self {
      case .holds: "✓"
      case .partly: "◐"
      case .false: "✗"
      case .notCheckable: "∅"
      }
    }

    /// `✗ false`.
    package var headline: String { "\(mark) \(rawValue)" }
  }

  /// Which seed article(s) make it.
  package var seed: String
  /// Its words, in the article's language.
  package var quote: String
  /// The statement in English.
  package var statement: String
  /// The recorded verdict.
  package var verdict: Verdict
  /// Where the verdict is written.
  package var location: SourceLocation
  /// For a claim the tool cannot check: why.
  package var why: String?
  /// The law that states the claim and where it applies; nil for a claim the tool cannot check.
  package var law: ClaimLaw?

  /// Creates a claim.
  package init(
    seed: String, quote: String, statement: String, verdict: Verdict, location: SourceLocation,
    why: String? = nil, law: ClaimLaw? = nil
  ) {
    self.seed = seed
    self.quote = quote
    self.statement = statement
    self.verdict = verdict
    self.location = location
    self.why = why
    self.law = law
  }
}
