import Testing

@testable import LifecycleCore
@testable import LifecycleEngine

@Suite struct StepBufferTests {
  let row = RowRegistry.shared.id(
    for: RowBuilder(.uikit, .push).row(
      .incoming, .transitionBegin, .viewWillAppear,
      Rule(id: "test", statement: "", source: "", confidence: .observed)))
  let names = ["A", "B"].map { ScreenName($0) }

  func event(_ screen: Int, _ callback: Callback, _ phase: Phase) -> LaneEvent {
    LaneEvent(screen: screen, callback: callback, phase: phase, row: row, nested: false)
  }

  @Test func mergeTakesPhasesInOrderThenTheFirstLaneThenEmissionOrder() {
    var buffer = StepBuffer()
    buffer.uikit = [event(0, .viewWillAppear, .transitionBegin), event(1, .deinit, .afterCommit), event(1, .`init`, .update)]
    buffer.swiftui = [event(0, .onAppear, .update), event(1, .onAppear, .update), event(0, .onDisappear, .afterCommit)]
    var firstLane = Array(repeating: Lane.uikit, count: Phase.allCases.count)
    firstLane[Phase.afterCommit.rawValue] = .swiftui
    buffer.merge(step: 3, names: names, firstLane: firstLane)
    #expect(buffer.events.map(\.line) == ["B init", "A onAppear", "B onAppear", "A viewWillAppear", "A onDisappear", "B deinit"])
    #expect(buffer.events.allSatisfy { $0.step == 3 })
  }

  @Test func theLaneThatSpeaksFirstComesFromTheClockTable() {
    var buffer = StepBuffer()
    buffer.uikit = [event(0, .viewWillAppear, .update)]
    buffer.swiftui = [event(0, .onAppear, .update)]
    var firstLane = Array(repeating: Lane.uikit, count: Phase.allCases.count)
    buffer.merge(step: 1, names: names, firstLane: firstLane)
    #expect(buffer.events.map(\.line) == ["A viewWillAppear", "A onAppear"])
    firstLane[Phase.update.rawValue] = .swiftui
    buffer.merge(step: 1, names: names, firstLane: firstLane)
    #expect(buffer.events.map(\.line) == ["A onAppear", "A viewWillAppear"])
  }
}
