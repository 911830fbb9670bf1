import LifecycleCore
import LifecycleKnowledge

/// A scenario's own steps with its screens' effects judged along them: what `lifecycle
/// check` reports for a scenario with effects, and what the audit's minimiser replays.
package struct EffectRun: Sendable {
  /// The breaches, in step order (each guarantee of each effect at most once, its first).
  package var breaches: [EffectBreach]
  /// Every breach of every step, in step order, a guarantee as often as a step breaks it.
  package var everyBreach: [EffectBreach] = []
  /// Each step's events, by step (index 0 is step 1).
  package var events: [[Event]]
  /// Whether every step is one of the app's routes (always, for an app without `routes:`).
  package var followsRoutes = true

  /// Runs a scenario's steps and its effects, some behind UIKit guards (`Audit.guards`).
  ///
  /// - Throws: a diagnostic at the first step whose action is impossible, or one naming the
  ///   book's overlay and key when the book does not resolve strictly for the profile.
  package init(
    _ scenario: Scenario, book: RuleBook = .standard, alternatives: Set<String> = [], guards: [GuardedEffect: EffectGuard] = [:]
  ) throws(Diagnostic) {
    let simulation = try Simulation(checked: scenario, book: book, alternatives: alternatives)
    let engine = simulation.engine
    let evaluator = EffectEvaluator(engine: engine, guards: guards)
    var world = engine.initialWorld
    var state = evaluator.initialState
    var buffer = StepBuffer()
    var found: [EffectBreach] = []
    var seen = Set<String>()
    var events: [[Event]] = []
    for index in scenario.steps.indices {
      let before = world.structure
      do {
        try engine.step(&world, scenario.steps[index].action, number: index + 1, into: &buffer)
      } catch {
        throw simulation.impossible(index, error, world)
      }
      var breaches: [EffectBreach] = []
      evaluator.step(
        &state, before: before, after: world.structure, kind: buffer.lastTransition.kind, animated: buffer.lastTransition.animated,
        events: buffer.events,
        step: index + 1, roles: buffer.lastTransition, into: &breaches)
      for breach in breaches where seen.insert(breach.key).inserted { found.append(breach) }
      everyBreach += breaches
      events.append(buffer.events)
    }
    self.breaches = found
    self.events = events
    if scenario.routes != nil { followsRoutes = engine.followsRoutes(scenario.steps.map(\.action)) }
  }
}
