import LifecycleCore

extension TransitionTraits {
  /// Every rule a trait cites, each once, in kind order.
  package static var rules: [Rule] {
    var seen: Set<String> = []
    var result: [Rule] = []
    for traits in all {
      for rule in [traits.outcome.rule, traits.coordinator.rule, traits.jumps.rule] where seen.insert(rule.id).inserted {
        result.append(rule)
      }
    }
    return result
  }

  /// Every kind's traits, in `TransitionKind.allCases` order.
  public static let all: [TransitionTraits] = TransitionKind.allCases.map(of)
}

extension TransitionKind {
  /// The kind's traits.
  public var traits: TransitionTraits { TransitionTraits.all[ordinal] }
  /// The labels a report uses for the incoming, outgoing and bystander screens (the kind's
  /// `TransitionTraits.roles`).
  package var roleNames: (incoming: String, outgoing: String, bystander: String) {
    let roles = traits.roles
    return (roles.incoming, roles.outgoing, roles.bystander)
  }
}
