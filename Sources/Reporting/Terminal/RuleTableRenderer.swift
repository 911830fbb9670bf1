import LifecycleCore
import LifecycleKnowledge

/// Prints a rule book as `explain --rules` shows it: every overlay, every row with its
/// phase, callback, condition and citation, then every rule in full.
package enum RuleTableRenderer {
  /// The whole book.
  package static func render(_ book: RuleBook, profiles: [Profile]) -> String {
    var out = "Profiles\n"
    for profile in profiles {
      let applied = book.overlays.filter { $0.alternativeOf == nil && $0.applies.contains(profile) }.map(\.id)
      out += "\n  \(profile.id)  \(profile.summary)\n"
      if let note = book.sourceNote(profile) { out += "    \(note)\n" }
      out += "    overlays: \(applied.joined(separator: ", "))\n"
    }
    for overlay in book.overlays {
      out += "\n" + heading(overlay) + "\n"
      var kind: TransitionKind?
      for change in overlay.changes {
        switch change {
        case .add(let row), .replace(let row), .insert(let row, _):
          if row.kind != kind {
            out += "  \(row.kind.rawValue) (\(row.lane.framework))\n"
            kind = row.kind
          }
          out += "    " + line(row) + "\n"
          if case .insert(_, let after) = change { out += "      inserted after \(after)\n" }
        case .remove(let id): out += "    removes \(id)\n"
        case .fact(let fact): out += "    fact \(fact.fact.rawValue) = \(fact.value)  \(fact.rule.id) (\(fact.rule.confidence.rawValue))\n"
        case .clock(let clock):
          out += "    clock \(clock.phase): \(clock.first.framework) first  \(clock.rule.id) (\(clock.rule.confidence.rawValue))\n"
        }
      }
    }
    out += "\nTransition traits (roles: incoming / outgoing / bystander)\n"
    for traits in TransitionTraits.all { out += traitLine(traits) }
    out += "\nRules\n"
    let rules = book.rules
    let cited = Set(rules.map(\.id))
    for rule in rules + TransitionTraits.rules.filter({ !cited.contains($0.id) }) { out += ExplainRenderer.describe(rule) }
    return out
  }

  /// One kind's traits: its role labels, then each trait with its rule and confidence.
  static func traitLine(_ traits: TransitionTraits) -> String {
    func cite<Value>(_ trait: Trait<Value>) -> String { "  \(trait.rule.id) (\(trait.rule.confidence.rawValue))" }
    let roles = traits.roles
    return "\n  \(traits.kind.rawValue)  roles \(roles.incoming) / \(roles.outgoing) / \(roles.bystander)\n"
      + "    outcome      \(traits.outcome.value.rawValue)\(cite(traits.outcome))\n"
      + "    coordinator  \(traits.coordinator.value.rawValue)\(cite(traits.coordinator))\n"
      + "    jumps        \(traits.jumps.value.names)\(cite(traits.jumps))\n"
  }

  /// `base.uikit — UIKit on every version (iOS 12 baseline) [every version]`.
  static func heading(_ overlay: Overlay) -> String {
    var text = "\(overlay.id) — \(overlay.title) [\(overlay.applies)]"
    if let of = overlay.alternativeOf?.id { text += " (alternative of \(of), not applied unless asked)" }
    return text
  }

  /// One row on one line: role, phase, callback (or nothing), condition, rule and confidence.
  static func line(_ row: RuleRow) -> String {
    let callback = row.callback?.rawValue ?? "nothing"
    let condition = row.when.description.isEmpty ? "" : " [\(row.when)]"
    let order = row.order == .innermostFirst ? " innermost first" : ""
    return "\(row.role.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))"
      + "\(row.phase.description.padding(toLength: 16, withPad: " ", startingAt: 0))"
      + "\(callback)\(order)\(condition)  \(row.rule.id) (\(row.rule.confidence.rawValue)\(row.knownBug == nil ? "" : ", known bug"))"
  }
}
