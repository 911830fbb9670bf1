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

  /// The smallest scenario found from `app` and `path` on `profile` that still breaks `key`
  /// (`<screen> <kind> <name>: <guarantee>`), ending at the breaking step, and the breach: the
  /// app (or fewer of its screens) and a test of those steps, with no path, name or source yet.
  package func shrink(_ app: AppDefinition, profile: Profile, path: [Action], key: String) -> (scenario: Scenario, breach: EffectBreach)? {
    var current = Shrinker.Candidate(app: app, actions: path)
    guard var breach = breaks(current, profile, key) else { return nil }
    current.actions = Array(current.actions.prefix(breach.step))
    var changed = true
    while changed {
      changed = false
      for candidate in Shrinker(book: book).smaller(current) + Self.withoutPairs(current) {
        if let found = breaks(candidate, profile, key) {
          current = candidate
          current.actions = Array(current.actions.prefix(found.step))
          breach = found
          changed = true
          break
        }
      }
    }
    return (current.scenario(profile: profile), breach)
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
  func breaks(_ candidate: Shrinker.Candidate, _ profile: Profile, _ key: String) -> EffectBreach? {
    let scenario = candidate.scenario(profile: profile)
    guard let run = try? EffectRun(scenario, book: book, alternatives: alternatives, guards: guards), run.followsRoutes else { return nil }
    return run.breaches.first { $0.key == key }
  }
}
