import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `set-tabs` in a SwiftUI app: the root TabView's tabs change with the data its ForEach reads
/// (swiftui.tabView.tabsChanged, inferred). The removed selected tab gives way as at a tab
/// switch; its alternative alt.swiftui.tabView.tabsChangedRemovalFirst has it disappear first.
@Suite struct TabViewTabsChangedTests {
  func scenario(_ selected: String, _ next: String) -> Scenario {
    makeScenario(
      .tabs([.navigation([selected]), .screen(next)]), host: .swiftui, profile: .ios16,
      observe: [.onAppear, .onDisappear, .taskStart, .taskCancel], [.launch, .setTabs([next])])
  }

  @Test(arguments: [("Feed", "Other"), ("Home", "Next")])
  func theRemovedSelectedTabGivesWayAsAtATabSwitch(selected: String, next: String) throws {
    let run = try ScenarioRun(scenario(selected, next))
    #expect(
      run.observed.step(2).map(\.line) == [
        "\(next) onAppear", "\(selected) onDisappear", "\(selected) taskCancel", "\(next) taskStart",
      ])
    #expect(run.violations.isEmpty)
  }

  @Test func theAlternativeHasTheRemovedTabDisappearFirst() throws {
    let steps = scenario("Feed", "Other")
    let base = try ScenarioRun(steps).observed.step(2).map(\.line)
    let other = try ScenarioRun(steps, alternatives: ["alt.swiftui.tabView.tabsChangedRemovalFirst"])
    let lines = other.observed.step(2).map(\.line)
    #expect(lines != base)
    #expect(lines.firstIndex(of: "Feed onDisappear")! < lines.firstIndex(of: "Other onAppear")!)
    #expect(other.violations.isEmpty)
  }

  @Test func aKeptSelectedTabHearsNothing() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Feed"]), .screen("Search")]), host: .swiftui, profile: .ios16,
      observe: [.onAppear, .onDisappear, .taskStart, .taskCancel], [.launch, .setTabs(["Promo", "Feed"])])
    let run = try ScenarioRun(scenario)
    #expect(run.observed.step(2).isEmpty)
    #expect(run.violations.isEmpty)
  }
}
