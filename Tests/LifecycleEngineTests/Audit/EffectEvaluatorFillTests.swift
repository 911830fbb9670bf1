import LifecycleCore
import Testing

@testable import LifecycleEngine

/// The audit's reading of a step in place (`EffectEvaluator.fill`, from the lanes' own
/// lists, the merge deferred) against the reading of the merged events, and the state's bits.
@Suite struct EffectEvaluatorFillTests {
  /// A UIKit screen and a SwiftUI screen in a hosting controller, both with effects, so
  /// that one step runs effects from both lanes.
  let screens = """
      - id: Detail
        effects:
          viewWillAppear: [start subscription]
          viewDidDisappear: [stop subscription]
          viewDidAppear: [track screen-view]
      - id: Modal
        content: swiftui
        effects:
          onAppear: [refresh feed]
          onDisappear: [save draft]
    """

  @Test func theLanesHitsAreTheMergedEventsThatRunEffectsInTheirOrder() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch"])
    let engine = try Audit(depth: 2, jobs: 1).engine(for: scenario)
    let evaluator = EffectEvaluator(engine: engine)
    let choices = ActionChoices(engine)
    var launched = engine.initialWorld
    var merged = StepBuffer()
    try engine.step(&launched, .launch, number: 1, into: &merged)
    var deferred = StepBuffer()
    deferred.defersMerge = true
    var reading = evaluator.transition(before: launched.structure, after: launched.structure, kind: .none, events: [], step: 0)
    var refs: [ScreenRef] = []
    var compared = 0
    var fromBothLanes = 0
    var frontier = [launched]
    for level in 0..<2 {
      var next: [World] = []
      for world in frontier {
        evaluator.fill(&reading, before: world.structure, refs: &refs)
        for action in engine.candidateActions(in: world, choices: choices, bringingIn: { _ in true }) {
          var viaMerge = world
          var viaLanes = world
          guard (try? engine.step(&viaMerge, action, number: level + 2, into: &merged)) != nil else { continue }
          try engine.step(&viaLanes, action, number: level + 2, into: &deferred)
          let whole = evaluator.transition(
            before: world.structure, after: viaMerge.structure, kind: merged.lastTransition.kind, events: merged.events, step: level + 2)
          evaluator.fill(&reading, before: world.structure, after: viaLanes.structure, buffer: deferred, step: level + 2, refs: &refs)
          let expected = whole.hits.filter { evaluator.hits(screen: $0.screen, $0.callback) }
          #expect(reading.hits.map(\.screen) == expected.map(\.screen), "\(action)")
          #expect(reading.hits.map(\.callback) == expected.map(\.callback), "\(action)")
          #expect(reading.hits.map(\.name) == expected.map(\.name), "\(action)")
          #expect(reading.visitedAfter == whole.visitedAfter && reading.liveAfter == whole.liveAfter, "\(action)")
          #expect(reading.visitedBefore == whole.visitedBefore && reading.liveBefore == whole.liveBefore, "\(action)")
          let lanes = Set(expected.map { $0.screen == engine.app.index["Modal"] })
          if lanes.count == 2 { fromBothLanes += 1 }
          compared += 1
          next.append(viaMerge)
        }
      }
      frontier = next
    }
    // Steps were compared, and some ran effects of both screens, whose order the merge decides.
    #expect(compared > 20)
    #expect(fromBothLanes > 0)
  }

  @Test func aStatesBitsPastTheInlineWordsAreKeptApart() {
    var state = EffectState(bitCount: 300)
    #expect(state.rest.count == 3)
    for bit in [0, 63, 64, 127, 128, 191, 192, 299] {
      #expect(!state[bit: bit])
      state[bit: bit] = true
      #expect(state[bit: bit])
    }
    var other = state
    other[bit: 200] = true
    #expect(other != state)
    other[bit: 200] = false
    #expect(other == state)
    #expect(state.any(in: 129..<191) == false)
    #expect(state.any(in: 128..<130))
  }
}
