import LifecycleCore
import Testing

@Suite struct TimelineTests {
  let rule = Rule(id: "test", statement: "", source: "", confidence: .observed)

  func event(_ screen: String, _ callback: Callback, step: Int, _ phase: Phase, _ sequence: Int) -> Event {
    Event(screen: screen, callback: callback, stamp: Stamp(step: step, phase: phase, sequence: sequence), rule: rule)
  }

  @Test func mergeSortsByStepThenPhaseThenLaneOrderThenSequence() {
    let uikit = [
      event("A", .viewWillAppear, step: 0, .transitionBegin, 0),
      event("B", .deinit, step: 1, .afterCommit, 1),
      event("B", .`init`, step: 1, .update, 0),
    ]
    let swiftui = [
      event("A", .onAppear, step: 0, .update, 0),
      event("B", .onAppear, step: 1, .update, 1),
      event("A", .onDisappear, step: 1, .afterCommit, 2),
    ]
    let merged = Timeline.merge([uikit, swiftui], profile: .ios17).lines
    #expect(merged == ["A onAppear", "A viewWillAppear", "B init", "B onAppear", "A onDisappear", "B deinit"])
  }

  @Test func mergeIsDeterministicWhateverTheLaneOrderGiven() {
    let a = [event("A", .viewWillAppear, step: 0, .transitionBegin, 0)]
    let b = [event("A", .onAppear, step: 0, .transitionBegin, 0)]
    #expect(Timeline.merge([a, b], profile: .ios17) == Timeline.merge([b, a], profile: .ios17))
  }
}
