import Testing

@testable import LifecycleCore

@Suite struct TimelineTests {
  let row = RowRegistry.shared.id(
    for: RowBuilder(.uikit, .push).row(
      .incoming, .transitionBegin, .viewWillAppear,
      Rule(id: "test", statement: "", source: "", confidence: .observed)))

  func event(_ screen: String, _ callback: Callback, step: Int, _ phase: Phase) -> Event {
    Event(screen: ScreenName(screen), callback: callback, step: step, phase: phase, row: row)
  }

  @Test func stepsCountFromOne() {
    let timeline = Timeline(events: [
      event("A", .viewWillAppear, step: 1, .transitionBegin), event("B", .`init`, step: 2, .action),
      event("B", .viewDidLoad, step: 2, .transitionBegin),
    ])
    #expect(timeline.step(1).map(\.line) == ["A viewWillAppear"])
    #expect(timeline.step(2).map(\.line) == ["B init", "B viewDidLoad"])
    #expect(timeline.events.bySteps(2).map(\.count) == [1, 2])
  }

  @Test func anEventIsSixteenBytesAndNamesItsScreen() {
    #expect(MemoryLayout<Event>.stride == 16)
    #expect(event("Détail", .onAppear, step: 1, .update).line == "Détail onAppear")
    #expect(ScreenName("Détail") == ScreenName("Détail"))
    #expect(ScreenName("A") != ScreenName("B"))
  }
}
