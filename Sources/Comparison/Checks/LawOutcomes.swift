import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge

/// The lifecycle laws a run broke, as check outcomes: a failure for each law the rules do
/// not waive (at its first violation, counting the others), and a passing outcome that says
/// so for each waived one. A run that keeps every law gives none, so reports of clean
/// scenarios do not change.
package enum LawOutcomes {
  /// The outcomes of a run's violations, in law order.
  package static func check(_ run: ScenarioRun) -> [CheckOutcome] {
    outcomes(run.violations, scenario: run.scenario)
  }

  /// The outcomes of the violations of a scenario's run (kept or streamed), in law order.
  package static func outcomes(_ violations: [LawViolation], scenario: Scenario) -> [CheckOutcome] {
    var byLaw: [String: [LawViolation]] = [:]
    for violation in violations { byLaw[violation.law.id, default: []].append(violation) }
    return Law.all.compactMap { law in
      guard let violations = byLaw[law.id], let first = violations.first else { return nil }
      let location = scenario.steps.indices.contains(first.step - 1) ? scenario.steps[first.step - 1].location : nil
      let others = violations.count - 1
      let more = others == 0 ? "" : " (and \(others) more violation\(others == 1 ? "" : "s") of this law)"
      if let waiver = first.waivedBy {
        return CheckOutcome(
          kind: .law, step: first.step, location: location, passed: true,
          message: "\(law.id) is broken, waived by \(waiver.by) (\(waiver.reason)): \(first.message)\(more)")
      }
      var outcome = CheckOutcome(
        kind: .law, step: first.step, location: location, passed: false,
        message: "\(law.id): \(first.message)\(more); the law: \(law.statement) (\(law.source))")
      outcome.hint =
        "the rules give a timeline that breaks a lifecycle law; to see which row placed each event: lifecycle explain --all \(scenario.path)"
      return outcome
    }
  }
}
