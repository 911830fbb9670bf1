/// A published observation that the rules do not reproduce yet (`known-disagreement:`): the
/// scenario's checks state what was observed, the rule named here predicts otherwise, and its
/// confidence is lowered naming the observation. `lifecycle check` counts such a scenario
/// apart while its checks fail, and fails it once they all hold (the rule was fixed: remove
/// the key).
package struct KnownDisagreement: Hashable, Sendable {
  /// The id of the row (or rule) whose prediction the observation contradicts.
  package var rule: String
  /// Why they disagree, in a sentence.
  package var reason: String
  /// The observation that shows the rule's reading, when two observations disagree with each
  /// other (a conflict: both stay, and the rule is a conflict with both readings): a scenario
  /// file in the same folder.
  package var conflictsWith: String?
  /// Where the key is written.
  package var location: SourceLocation?

  /// Creates a known disagreement.
  package init(rule: String, reason: String, location: SourceLocation? = nil) {
    self.rule = rule
    self.reason = reason
    self.location = location
  }
}
