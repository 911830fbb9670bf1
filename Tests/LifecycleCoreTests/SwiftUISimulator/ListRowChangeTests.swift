import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A list's data changing while it is shown (swiftui.list.rowInserted and .rowDeleted,
/// inferred): the rows entering the viewport appear in the update, the rows leaving it
/// disappear after the commit; the alternative reading gives the other order.
@Suite struct ListRowChangeTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: .list, rows: ["New", "A", "B", "C"], viewport: 2, absent: ["New"])
    return makeScenario(
      .navigation(["Feed"]), host: .swiftui, profile: .ios17, screens: [feed], observe: [.onAppear, .onDisappear, .taskStart, .taskCancel],
      [.launch] + actions)
  }

  @Test func anInsertedRowAppearsBeforeThePushedOutRowDisappears() throws {
    let run = try ScenarioRun(scenario([.changeRow("New", insert: true)]))
    #expect(run.observed.step(2).map(\.line) == ["New onAppear", "New taskStart", "B onDisappear", "B taskCancel"])
  }

  @Test func aDeletedRowDisappearsAfterTheNextRowAppeared() throws {
    let run = try ScenarioRun(scenario([.changeRow("A", insert: false)]))
    #expect(run.observed.step(2).map(\.line) == ["C onAppear", "C taskStart", "A onDisappear", "A taskCancel"])
  }

  @Test func theAlternativeAppearsTheEnteringRowsAfterTheLeavingRowsDisappeared() throws {
    let run = try ScenarioRun(scenario([.changeRow("New", insert: true)]), alternatives: ["alt.swiftui.list.changeDisappearFirst"])
    #expect(run.observed.step(2).map(\.line) == ["B onDisappear", "B taskCancel", "New onAppear", "New taskStart"])
  }
}
