import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A list's row moved while it is shown (swiftui.list.rowMovedInView, .rowMovedIntoView and
/// .rowMovedOutOfView, inferred): a row moved in view hears nothing, rows crossing the
/// viewport's edge appear and disappear as scrolled rows; the alternative reading makes the
/// moved row disappear and appear again.
@Suite struct ListRowMoveTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: .list, rows: ["A", "B", "C", "D"], viewport: 2)
    return makeScenario(
      .navigation(["Feed"]), host: .swiftui, profile: .ios17, screens: [feed], observe: [.onAppear, .onDisappear, .taskStart, .taskCancel],
      [.launch] + actions)
  }

  @Test func aRowMovedInViewHearsNothing() throws {
    let run = try ScenarioRun(scenario([.moveRow("B", to: "A")]))
    #expect(run.observed.step(2).isEmpty)
  }

  @Test func aRowMovedOutOfViewDisappearsAfterTheNextRowAppeared() throws {
    let run = try ScenarioRun(scenario([.moveRow("A", to: "C")]))
    #expect(run.observed.step(2).map(\.line) == ["C onAppear", "C taskStart", "A onDisappear", "A taskCancel"])
  }

  @Test func theAlternativeRemovesAndInsertsTheMovedRowAgain() throws {
    let run = try ScenarioRun(scenario([.moveRow("B", to: "A")]), alternatives: ["alt.swiftui.list.moveReinserts"])
    #expect(run.observed.step(2).map(\.line) == ["B onDisappear", "B taskCancel", "B onAppear", "B taskStart"])
  }
}
