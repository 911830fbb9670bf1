import LifecycleCore

extension Migration.Table {
  /// A placement that holds only because of a guard: the guarded placement, the same
  /// placement without the guard, and what breaks it then (its guarantee and path).
  package struct GuardFix: Sendable {
    package var screen: String
    package var effect: Effect
    /// The guarded placement that holds.
    package var label: String
    /// The same placement without its guard, which breaks.
    package var plainLabel: String
    package var breach: EffectBreach
    package var path: [Action]
  }

  /// The guards' own finding, row by row: each placement a guard makes hold that fails
  /// without it (the terminal's and the reports' tables both list them).
  package var guardFixes: [GuardFix] {
    var fixes: [GuardFix] = []
    for row in rows {
      let failing = Dictionary(row.failing.map { ($0.placement, $0) }, uniquingKeysWith: { first, _ in first })
      for label in row.holding where guards.contains(where: { label.contains(" " + $0.label) }) {
        let plainLabel = guards.reduce(label) { $0.replacingOccurrences(of: " " + $1.label, with: "") }
        guard let plain = failing[plainLabel] else { continue }
        fixes.append(
          GuardFix(
            screen: row.screen, effect: row.effect, label: label, plainLabel: plainLabel, breach: plain.breach,
            path: plain.path))
      }
    }
    return fixes
  }
}
