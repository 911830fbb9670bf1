import LifecycleCore
import LifecycleKnowledge

/// Makes a path that breaks an effect's guarantee as small as it gets, as `Shrinker` does
/// for a law: steps and screens go one at a time while the same guarantee of the same
/// effect still breaks and every remaining step is still possible. Screens whose effects
/// are under audit are removed only when the breach survives without them (it never does
/// for the breaking screen's own).
package struct AuditShrinker: Sendable {
  /// The ordering knowledge.
  package var book: RuleBook
  /// Alternative readings applied.
  package var alternatives: Set<String>
  /// The UIKit guards some effects sit behind.
  package var guards: [GuardedEffect: EffectGuard]

  /// Creates a shrinker.
  package init(book: RuleBook = .standard, alternatives: Set<String> = [], guards: [GuardedEffect: EffectGuard] = [:]) {
    self.book = book
    self.alternatives = alternatives
    self.guards = guards
  }

  /// The smallest scenario found from `scenario` and `path` that still breaks `key`
  /// (`<screen> <kind> <name>: <guarantee>`), ending at the breaking step, and the breach.
  package func shrink(_ scenario: Scenario, path: [Action], key: String) -> (scenario: Scenario, breach: EffectBreach)? {
    var current = Shrinker.Candidate(app: scenario.app, screens: scenario.screens, actions: path, keepsApp: scenario.routes != nil)
    guard var breach = breaks(current, scenario, key) else { return nil }
    current.actions = Array(current.actions.prefix(breach.step))
    var changed = true
    while changed {
      changed = false
      for candidate in Shrinker(book: book).smaller(current) + Self.withoutPairs(current) {
        if let found = breaks(candidate, scenario, key) {
          current = candidate
          current.actions = Array(current.actions.prefix(found.step))
          breach = found
          changed = true
          break
        }
      }
    }
    return (current.scenario(from: scenario), breach)
  }

  /// Candidates with two steps fewer: a step that only its pair makes possible (background
  /// and foreground, present and dismiss) goes with it. The latest pairs first.
  static func withoutPairs(_ current: Shrinker.Candidate) -> [Shrinker.Candidate] {
    var result: [Shrinker.Candidate] = []
    let indices = Array(current.actions.indices.dropFirst())
    for second in indices.reversed() {
      for first in indices where first < second {
        var candidate = current
        candidate.actions.remove(at: second)
        candidate.actions.remove(at: first)
        result.append(candidate)
      }
    }
    return result
  }

  /// The breach of `key` when the candidate runs, if every step is possible.
  func breaks(_ candidate: Shrinker.Candidate, _ base: Scenario, _ key: String) -> EffectBreach? {
    let scenario = candidate.scenario(from: base)
    guard let run = try? EffectRun(scenario, book: book, alternatives: alternatives, guards: guards), run.followsRoutes else { return nil }
    return run.breaches.first { $0.key == key }
  }
}
