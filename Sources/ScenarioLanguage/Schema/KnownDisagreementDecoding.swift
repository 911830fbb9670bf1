import LifecycleCore

extension SchemaReader {
  /// `known-disagreement:` a mapping with the contradicted rule's id and the reason, both
  /// required, `conflicts-with:`, the observation (a scenario file beside this one) that
  /// shows the rule's reading, and `reading:`, the alternative under which this one holds.
  mutating func knownDisagreement(_ node: Int) -> KnownDisagreement? {
    guard mapping(node, "a known disagreement (rule and reason)") else { return nil }
    let keys = fields(node, SchemaKeys.knownDisagreement, in: "known-disagreement")
    for required: Word in [.rule, .reason] where !keys.has(required) {
      error("missing required key '\(required.spelling)' in known-disagreement", at: location(node))
    }
    let rule = field(.rule, keys).flatMap { scalar($0.value, "a rule's id") }
    let reason = field(.reason, keys).flatMap { scalar($0.value, "the reason they disagree") }
    let other = field(.conflictsWith, keys).flatMap { scalar($0.value, "the file of the observation it conflicts with") }
    let reading = field(.reading, keys).flatMap { scalar($0.value, "the id of an alternative reading") }
    guard let rule, let reason else { return nil }
    var known = KnownDisagreement(rule: rule, reason: reason, location: location(node))
    known.conflictsWith = other
    known.reading = reading
    return known
  }
}
