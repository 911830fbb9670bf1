import LifecycleCore

extension Audit {
  /// For each of `effects` (a declared screen's id and an effect's name), the first breach of
  /// its guarantees the audit finds (on the shortest path, then the smallest in the order of
  /// the actions tried), counting warnings only when `strict`; nil where it holds on every
  /// path up to the depth. This is what `breaches(_:)` finds first for each, without walking
  /// what cannot change it:
  ///
  /// - only the named screens keep their effects (and the other users of a resource the app
  ///   shares, whose breaches are the named screen's too). Each slot of an effect state changes by its
  ///   own screen's events and structure alone (`EffectEvaluator.step`), so the others'
  ///   effects only split the pairs the walk keeps. And a screen without effects may be
  ///   interchangeable with others (`SymmetryFilter`), which then brings in only the
  ///   lowest-numbered one that is out of the app and reset: where the whole audit's first
  ///   path brings in a higher-numbered twin, the same path with the two renamed from there
  ///   on breaks the same guarantee of a screen that has effects (no twin) at the same step,
  ///   and is earlier in the order of the actions (a push or presentation of a screen comes
  ///   before the same of a higher-numbered one). So the first path is one the filter keeps.
  /// - the walk stops once each effect has a breach (`AuditWalk.enough`): a breach noted
  ///   later can never be the first of one.
  ///
  /// `Migration` judges today's placements with it (`judgesToday`): the screens of a part
  /// (`--screen`) answer in the worlds their own effects tell apart, and those that break
  /// in the steps that break them.
  package func firstBreaches(
    _ scenario: Scenario, of effects: [(screen: String, effect: String)], strict: Bool
  ) throws(UnresolvedRow) -> [(breach: EffectBreach, path: [Action])?] {
    guard !effects.isEmpty else { return [] }
    // A resource the app shares is one resource: a breach by any of its users is each user's.
    let shared = Set(effects.map(\.effect).filter { scenario.appDefinition.resources[$0] != nil })
    @Sendable func matches(_ breach: EffectBreach, _ wanted: (screen: String, effect: String)) -> Bool {
      (breach.screen == wanted.screen || shared.contains(wanted.effect)) && breach.effect.name == wanted.effect
        && (strict || !breach.isWarning)
    }
    let screens = Set(effects.map(\.screen))
    var only = scenario
    for id in scenario.screens.keys where !screens.contains(id) {
      let written = scenario.screens[id]?.effects ?? []
      only.screens[id]?.effects = written.compactMap { placement in
        var kept = placement
        kept.effects = placement.effects.filter { shared.contains($0.name) }
        return kept.effects.isEmpty ? nil : kept
      }
    }
    var walk = AuditWalk(engine: try engine(for: only), depth: depth, guards: guards, jobs: jobs)
    let wanted = effects.map { (screen: $0.screen, effect: $0.effect) }
    walk.enough = { found in wanted.allSatisfy { one in found.contains { matches($0, one) } } }
    let findings = walk.run().findings
    return wanted.map { one in
      findings.first { matches($0.breach, one) }.map { (breach: $0.breach, path: $0.path) }
    }
  }
}
