/// A published observation that another observation contradicts (`known-disagreement:`, a
/// conflict): the scenario's checks state what was observed, the rule named here predicts the
/// other observation's order, and no modelled variable tells the two apart. Both stay, and
/// both readings run: `reading` names the alternative overlay under which this observation's
/// checks hold. `lifecycle check` counts such a scenario as a conflict while its checks fail
/// under the rules and hold under its reading; it fails a key without `conflicts-with:` or
/// `reading:` (a log no other log contradicts changes its row instead), and fails once the
/// checks hold under the rules (remove the key).
package struct KnownDisagreement: Hashable, Sendable {
  /// The id of the row (or rule) whose prediction the observation contradicts.
  package var rule: String
  /// Why they disagree, in a sentence.
  package var reason: String
  /// The observation that shows the rule's reading, when two observations disagree with each
  /// other (a conflict: both stay, and the rule is a conflict with both readings): a scenario
  /// file in the same folder.
  package var conflictsWith: String?
  /// The id of the alternative overlay under which the observation's checks hold: the
  /// conflict's other reading, runnable.
  package var reading: String?
  /// Where the key is written.
  package var location: SourceLocation?

  /// Creates a known disagreement.
  package init(rule: String, reason: String, location: SourceLocation? = nil) {
    self.rule = rule
    self.reason = reason
    self.location = location
  }
}
