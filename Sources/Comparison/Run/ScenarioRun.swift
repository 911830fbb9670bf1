import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge

/// One scenario simulated by both lanes and merged on the shared clock, every event held.
public struct ScenarioRun: Sendable {
  /// The scenario.
  public var scenario: Scenario
  /// What each step did (transition kind, roles, silent rows), in order.
  package var steps: [StepSummary]
  /// Every event of both lanes.
  public var timeline: Timeline
  /// The rules the run used.
  public var rules: ResolvedRules
  /// The lifecycle laws the run broke, step by step; waived ones are marked (`isWaived`).
  public var violations: [LawViolation]

  /// Simulates a scenario, with the standard rules or another book (a test plants a broken
  /// rule this way), and optionally alternative readings of conflicting rows.
  ///
  /// - Throws: a diagnostic at the step whose action is impossible in the app's state, or
  ///   one naming the book's overlay and key when the book does not resolve strictly for the
  ///   scenario's profile.
  public init(_ scenario: Scenario, book: RuleBook = .standard, alternatives: Set<String> = []) throws(Diagnostic) {
    self.scenario = scenario
    let simulation = try Simulation(checked: scenario, book: book, alternatives: alternatives)
    var events: [Event] = []
    var steps: [StepSummary] = []
    var violations: [LawViolation] = []
    do {
      try simulation.forEachStep(recordingSilences: true, checkingLaws: true) { number, buffer, broken in
        events.append(contentsOf: buffer.events)
        var summary = simulation.engine.summary(of: buffer.transition!, silences: buffer.silences)
        if case .overlap(_, let second, _) = scenario.steps[number - 1].action, let overlap = buffer.overlap {
          summary.overlap = overlap.line(second: second)
          summary.overlapRule = overlap.rule
        }
        steps.append(summary)
        violations.append(contentsOf: broken)
      }
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch {
      throw Diagnostic(.error, "\(error)", path: scenario.path)
    }
    self.steps = steps
    self.violations = violations
    timeline = Timeline(events: events)
    rules = simulation.engine.rules
  }

  /// The events the app logs: those whose callbacks the scenario observes.
  public var observed: Timeline {
    timeline.filtered(scenario.observes)
  }
}
