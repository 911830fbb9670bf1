/// A piece of ordering knowledge with its provenance.
///
/// Simulators never know a scenario: they apply rules to the roles a transition gives
/// each screen (incoming, outgoing, revealed, presenter…). Every event they emit names
/// the rule that placed it, so `lifecycle explain` can say why we believe it.
public struct Rule: Hashable, Sendable, Identifiable {
  /// A stable dotted identifier, e.g. `uikit.push.outgoing`.
  public var id: String
  /// What the rule says, in one sentence.
  public var statement: String
  /// Where it comes from: a section of the reference catalogue and its sources.
  public var source: String
  /// How sure we are.
  public var confidence: Confidence
  /// For inferred or conflicting rules: the reading we did not model.
  public var alternative: String?

  /// Creates a rule.
  public init(
    id: String, statement: String, source: String, confidence: Confidence,
    alternative: String? = nil
  ) {
    self.id = id
    self.statement = statement
    self.source = source
    self.confidence = confidence
    self.alternative = alternative
  }

  /// The same rule with a lower confidence, for a profile where the sources are weaker.
  public func downgraded(to confidence: Confidence, alternative: String) -> Rule {
    var copy = self
    copy.confidence = max(self.confidence, confidence)
    copy.alternative = alternative
    return copy
  }
}

extension Sequence where Element == Rule {
  /// Each rule once (by id), firmest confidence first, then by id: the order in which a page
  /// lists the rows something rests on.
  package func distinctFirmestFirst() -> [Rule] {
    var byID: [String: Rule] = [:]
    for rule in self { byID[rule.id] = rule }
    return byID.values.sorted { ($0.confidence, $0.id) < ($1.confidence, $1.id) }
  }
}
