import Comparison
import LifecycleCore
import LifecycleEngine

/// The engine's step-by-step view agrees with the run, and every action `possibleActions`
/// offers in a world of the run is possible there.
enum WorldProperties {
  static func check(
    _ scenario: Scenario, run: ScenarioRun, budget: ScenarioProperties.Budget, into violations: inout Violations
  ) {
    let engine = Engine(scenario: scenario)
    var world = engine.initialWorld
    var actionsLeft = budget.actions
    // Worlds spread over the whole run when it has more steps than the budget has worlds.
    let stride = max(1, (scenario.steps.count + 1) / max(1, budget.worlds))
    let eventsByStep = run.timeline.events.bySteps(scenario.steps.count)
    for (index, step) in scenario.steps.enumerated() {
      if index % stride == 0 { possible(engine, world, &actionsLeft, into: &violations) }
      do {
        let (next, events) = try engine.step(world, step.action, number: index + 1)
        violations.expect(
          events == eventsByStep[index], "engine: step",
          "step \(index + 1) (\(step.action.summary)) gives other events than the run's")
        world = next
        // The structure keeps its invariants after every step (Structure.invariantViolations).
        let broken = world.structure.invariantViolations()
        violations.expect(broken.isEmpty, "engine: invariants", "step \(index + 1) (\(step.action.summary)): \(broken.prefix(3))")
      } catch {
        violations.add("engine: step", "step \(index + 1) (\(step.action.summary)) ran in the run but not alone: \(error.message)")
        return
      }
    }
    possible(engine, world, &actionsLeft, into: &violations)
  }

  /// Steps each possible action of `world`, within the budget.
  static func possible(_ engine: Engine, _ world: World, _ actionsLeft: inout Int, into violations: inout Violations) {
    guard actionsLeft > 0 else { return }
    let actions = engine.possibleActions(in: world)
    violations.expect(actions == engine.possibleActions(in: world), "engine: possible actions", "two lists differ")
    for action in actions.prefix(actionsLeft) {
      do {
        _ = try engine.step(world, action)
      } catch {
        violations.add("engine: possible actions", "\(action.summary) is offered but refused: \(error.message)")
      }
    }
    actionsLeft -= min(actions.count, actionsLeft)
  }
}
