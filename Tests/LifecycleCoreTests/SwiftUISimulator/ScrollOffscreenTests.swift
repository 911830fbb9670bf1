import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A list scrolled by code while its screen is not in the window (swiftui.list.scrolledOffscreen,
/// inferred): no row hears anything, and the rows scrolled in appear when the list shows
/// again; the alternative alt.swiftui.list.scrolledOffscreenLaidOut lays them out at the scroll.
@Suite struct ScrollOffscreenTests {
  func scenario(_ root: AppLayout, profile: Profile = .ios17, _ steps: [Action]) -> Scenario {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: .list, rows: ListDeclaration.countedRows(10), counted: true, viewport: 3)
    return makeScenario(root, host: .swiftui, profile: profile, screens: [feed], observe: [.onAppear, .onDisappear], [.launch] + steps)
  }

  @Test func aCoveredListHearsNothingAndItsNewRowsAppearWithIt() throws {
    let run = try ScenarioRun(
      scenario(.navigation(["Feed"]), [.push("Detail", animated: true), .scroll("Feed", to: "row-6"), .pop(animated: true)]))
    #expect(run.observed.step(3).isEmpty)
    #expect(run.observed.step(4).map(\.line) == ["row-4 onAppear", "row-5 onAppear", "row-6 onAppear", "Feed onAppear", "Detail onDisappear"])
    #expect(run.violations.isEmpty)
  }

  @Test func aListInATabNotSelectedScrollsOutOfSight() throws {
    let run = try ScenarioRun(
      scenario(
        .tabs([.navigation(["Feed"]), .screen("Other")]), profile: .ios18,
        [.selectTab(.index(1)), .scroll("Feed", to: "row-9"), .selectTab(.index(0))]))
    #expect(run.observed.step(3).isEmpty)
    let back = run.observed.step(4).map(\.line)
    #expect(back.contains("row-9 onAppear") && !back.contains("row-1 onAppear"))
    #expect(run.violations.isEmpty)
  }

  @Test func theAlternativeLaysTheRowsOutAtTheScroll() throws {
    let steps: [Action] = [.push("Detail", animated: true), .scroll("Feed", to: "row-6")]
    let other = try ScenarioRun(scenario(.navigation(["Feed"]), steps), alternatives: ["alt.swiftui.list.scrolledOffscreenLaidOut"])
    #expect(
      other.observed.step(3).map(\.line) == [
        "row-4 onAppear", "row-5 onAppear", "row-6 onAppear", "row-4 onDisappear", "row-5 onDisappear", "row-6 onDisappear",
      ])
  }
}
