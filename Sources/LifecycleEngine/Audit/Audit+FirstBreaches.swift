import LifecycleCore

extension Audit {
  /// For each of `effects` (a declared screen's id and an effect's name), the first breach of
  /// its guarantees the audit finds (on the shortest path, then the smallest in the order of
  /// the actions tried), counting warnings only when `strict`; nil where it holds on every
  /// path up to the depth. This is what `breaches(_:)` finds first for each, without walking
  /// what cannot change it:
  ///
  /// - only the effects of the screens named run: each slot of an effect state changes by
  ///   its own screen's events and structure alone, so a screen's first breaches do not
  ///   depend on the others' effects (they only split the pairs the walk keeps);
  /// - the walk stops once each effect has a breach (`AuditWalk.enough`): a breach noted
  ///   later can never be the first of one.
  ///
  /// `Migration` judges today's placements with it (`judgesToday`): with `--screen`, a
  /// screen's effects, where they break early, answer in the steps that break them.
  package func firstBreaches(
    _ scenario: Scenario, of effects: [(screen: String, effect: String)], strict: Bool
  ) throws(UnresolvedRow) -> [(breach: EffectBreach, path: [Action])?] {
    guard !effects.isEmpty else { return [] }
    @Sendable func matches(_ breach: EffectBreach, _ wanted: (screen: String, effect: String)) -> Bool {
      breach.screen == wanted.screen && breach.effect.name == wanted.effect && (strict || !breach.isWarning)
    }
    var walk = AuditWalk(
      engine: try engine(for: scenario), depth: depth, guards: guards, jobs: jobs, screens: Set(effects.map(\.screen)))
    let wanted = effects.map { (screen: $0.screen, effect: $0.effect) }
    walk.enough = { found in wanted.allSatisfy { one in found.contains { matches($0, one) } } }
    let findings = walk.run().findings
    return wanted.map { one in
      findings.first { matches($0.breach, one) }.map { (breach: $0.breach, path: $0.path) }
    }
  }
}
