import LifecycleCore
import Testing

@testable import LifecycleEngine

/// The events `MigrationWalk` keeps of a step for its placements (`HitFilter`): each
/// placement steps from the kept events exactly as from every event of the step.
@Suite struct HitFilterTests {
  let screens = """
      - id: Detail
        effects:
          viewDidLoad: [start subscription]
          viewWillAppear: [refresh feed]
          viewDidAppear: [track screen-view]
          viewWillDisappear: [save draft, stop subscription]
      - id: Modal
        effects:
          onAppear:
            - start: timer
              while: visited
          sceneDidEnterBackground: [stop timer]
    """

  @Test func eachPlacementStepsFromTheKeptEventsAsFromEveryEvent() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch"])
    let engine = try Audit(depth: 2, jobs: 1).engine(for: scenario)
    // One placement per (screen, callback): each runs on a few of a step's events only.
    var placements: [[Int: [EffectPlacement]]] = []
    for screen in ["Detail", "Modal"] {
      let index = try #require(engine.app.index[screen])
      for placement in scenario.declaration(of: screen).effects { placements.append([index: [placement]]) }
    }
    let walk = MigrationWalk(engine: engine, placements: placements, guards: [:], depth: 2, jobs: 1) { _ in true }
    var buffer = StepBuffer()
    var launched = engine.initialWorld
    try engine.step(&launched, .launch, number: 1, into: &buffer)
    var dropped = 0
    var kept = 0
    var judged = 0
    for action in walk.actions(in: launched) {
      var world = launched
      guard (try? engine.step(&world, action, number: 2, into: &buffer)) != nil else { continue }
      let reader = walk.evaluators[0].evaluator
      let every = reader.transition(
        before: launched.structure, after: world.structure, kind: buffer.lastTransition.kind, events: buffer.events, step: 2,
        roles: buffer.lastTransition)
      var filtered = every
      walk.hitFilter.keepRelevant(&filtered.hits)
      dropped += every.hits.count - filtered.hits.count
      kept += filtered.hits.count
      for judge in walk.evaluators {
        // From the state before launch and from one with every bit set.
        var full = judge.initialState
        full.low = ~0
        for start in [judge.initialState, full] {
          var fromEvery = start
          var fromKept = start
          var everyBreaches: [EffectBreach] = []
          var keptBreaches: [EffectBreach] = []
          judge.evaluator.step(&fromEvery, every, into: &everyBreaches)
          judge.evaluator.step(&fromKept, filtered, into: &keptBreaches)
          #expect(fromEvery == fromKept, "\(action)")
          #expect(everyBreaches == keptBreaches, "\(action)")
          judged += 1
        }
      }
    }
    // The filter dropped events and kept some, so the comparison says something.
    #expect(dropped > 0)
    #expect(kept > 0)
    #expect(judged > 0)
  }

  @Test func anAppLevelEventIsKeptWhereSomePlacementRunsOnItsCallback() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch"])
    let engine = try Audit(depth: 2, jobs: 1).engine(for: scenario)
    let modal = try #require(engine.app.index["Modal"])
    let placement = try #require(scenario.declaration(of: "Modal").effects.first { $0.callback == .sceneDidEnterBackground })
    let filter = HitFilter([EffectEvaluator(engine: engine, guards: [:]) { $0 == modal ? [placement] : [] }])
    let scene = EffectEvaluator.Hit(screen: -1, name: .scene, callback: .sceneDidEnterBackground, phase: .action)
    let other = EffectEvaluator.Hit(screen: -1, name: .scene, callback: .sceneWillEnterForeground, phase: .action)
    #expect(filter.isRelevant(scene))
    #expect(!filter.isRelevant(other))
    var hits = [other, scene, other]
    filter.keepRelevant(&hits)
    #expect(hits.map(\.callback) == [.sceneDidEnterBackground])
  }
}
