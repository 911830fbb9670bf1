import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge

/// What `check` says about a scenario's effects: with `expect-audit:`, whether the audit at
/// that depth breaks exactly the guarantees listed; otherwise, each guarantee the effects
/// break along the scenario's own steps (a wasted refresh is a warning: it passes, and is
/// the only passed audit outcome with a step, which `check` prints as a warning, unless
/// `strict`, when it fails). A scenario without effects or `expect-audit:` gives none.
package enum EffectOutcomes {
  /// The outcomes for a scenario; `strict` makes a wasted refresh fail; `verdicts` remembers
  /// an `expect-audit:` that holds (only with the standard book); `watch` is the memory budget
  /// an `expect-audit:` walk keeps (`check --memory-budget`): a walk that cannot fit it fails,
  /// with the depth that does, whatever was recorded.
  package static func check(
    _ scenario: Scenario, book: RuleBook = .standard, strict: Bool = false, verdicts: VerdictLookup? = nil,
    watch: MemoryWatch = .none
  ) -> [CheckOutcome] {
    if let expected = scenario.expectAudit {
      if let verdicts, verdicts.cache.auditHolds(scenario, source: verdicts.source, options: verdicts.options) {
        // Only an audit that held is remembered: it holds as the walk found.
        return [auditOutcome(expected, found: [], keys: expected.broken, scenario: scenario, strict: strict)]
      }
      let found: [(breach: EffectBreach, path: [Action], count: Int)]
      var audit = Audit(depth: expected.depth, book: book)
      audit.memoryBudget = watch.budget(or: Audit.defaultMemoryBudget)
      audit.watch = watch
      do {
        found = try audit.breachesWithinBudget(scenario)
      } catch let refusal as DepthRefusal {
        return [
          CheckOutcome(
            kind: .audit, step: nil, location: expected.location, passed: false,
            message: "audit at depth \(expected.depth) could not be walked within the memory budget of \(audit.memoryBudget >> 20) MB: "
              + refusal.explanation(of: "its walk", unit: "states"))
        ]
      } catch {
        return [CheckOutcome(kind: .audit, step: nil, location: expected.location, passed: false, message: "rule book: \(error)")]
      }
      let keys = found.map(\.breach.key).sorted()
      verdicts?.cache.remember(auditFound: keys, of: scenario, source: verdicts?.source, options: verdicts?.options ?? "")
      return [auditOutcome(expected, found: found, keys: keys, scenario: scenario, strict: strict)]
    }
    guard scenario.screens.values.contains(where: { !$0.effects.isEmpty }),
      let run = try? EffectRun(scenario, book: book)
    else { return [] }
    return run.breaches.map { breach in
      let location = scenario.steps.indices.contains(breach.step - 1) ? scenario.steps[breach.step - 1].location : nil
      var outcome = CheckOutcome(
        kind: .audit, step: breach.step, location: location, passed: breach.isWarning && !strict,
        message:
          "\(breach.key)\(breach.isWarning ? (strict ? " (a warning; an error with --strict)" : " (a warning)") : ""): \(breach.message); the guarantee: \(breach.guarantee.statement)"
      )
      if !breach.isWarning || strict {
        outcome.hint = "move the effect: lifecycle audit \(scenario.path) --to uikit|hosted|swiftui lists the placements that hold"
      }
      return outcome
    }
  }

  /// The outcome of an `expect-audit:` given the broken guarantees' keys found (sorted) and
  /// the findings (for the evidence of a change). It agrees with `lifecycle audit`: a wasted
  /// refresh is a warning, so one the audit finds and the file does not list passes (the
  /// message names it) unless `strict`; one the file lists must still be found.
  private static func auditOutcome(
    _ expected: AuditExpectation, found: [(breach: EffectBreach, path: [Action], count: Int)], keys: [String], scenario: Scenario,
    strict: Bool = false
  ) -> CheckOutcome {
    let unlistedWarnings = strict ? [] : keys.filter { Self.isWarning($0) && !expected.broken.contains($0) }
    let compared = keys.filter { !unlistedWarnings.contains($0) }
    let passed = compared == expected.broken
    let listed = compared.isEmpty ? "every guarantee holds" : "broken: " + compared.joined(separator: "; ")
    let warned =
      unlistedWarnings.isEmpty ? "" : "; warning: " + unlistedWarnings.joined(separator: "; ") + " (a warning, not listed; an error with --strict)"
    var outcome = CheckOutcome(
      kind: .audit, step: nil, location: expected.location, passed: passed,
      message: passed
        ? "audit at depth \(expected.depth) as recorded: \(listed)\(warned)"
        : "audit at depth \(expected.depth) changed: \(listed)\(warned); recorded: "
          + (expected.broken.isEmpty ? "every guarantee holds" : expected.broken.joined(separator: "; ")))
    if !passed {
      outcome.evidence = found.filter { !expected.broken.contains($0.breach.key) && !unlistedWarnings.contains($0.breach.key) }.map {
        "\($0.breach.key): " + $0.path.map(\.summary).joined(separator: ", ") + ": \($0.breach.message)"
      }
      outcome.hint = "lifecycle audit \(scenario.path) --depth \(expected.depth) shows each broken guarantee with a minimal scenario"
    }
    return outcome
  }

  /// Whether a broken guarantee's key (`<screen> <kind> <name>: <guarantee>`) names a warning.
  static func isWarning(_ key: String) -> Bool {
    guard let colon = key.lastIndex(of: ":") else { return false }
    return Guarantee(rawValue: key[key.index(after: colon)...].trimmingCharacters(in: .whitespaces))?.isWarning ?? false
  }
}
