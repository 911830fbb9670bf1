import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A container's own view (`observe-as:`, swiftui.containerView, inferred): in the window
/// exactly while its container is, after the content it shows; the alternative reading puts
/// it before that content.
@Suite struct ContainerViewTests {
  /// A TabView (`Tabs`) whose first tab is a NavigationStack (`FeedStack`), each with modifiers
  /// of its own; the second tab (`Settings`, which iOS 17 makes at launch) has none.
  func scenario(_ actions: [Action]) -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Feed"]), .navigation(["Settings"])]), host: .swiftui, profile: .ios17,
      observe: [.onAppear, .onDisappear, .taskStart, .taskCancel], [.launch] + actions)
    scenario.appDefinition.containerViews = ContainerViews(root: "Tabs", tabs: [0: "FeedStack"])
    return scenario
  }

  @Test func theContainersAppearAfterTheirContentDeepestFirst() throws {
    let run = try ScenarioRun(scenario([]))
    #expect(
      run.observed.step(1).map(\.line).filter { !$0.hasPrefix("Settings ") } == [
        "Feed onAppear", "FeedStack onAppear", "Tabs onAppear", "Feed taskStart", "FeedStack taskStart", "Tabs taskStart",
      ])
  }

  @Test func theAlternativePutsEachContainerBeforeItsContent() throws {
    let run = try ScenarioRun(scenario([]), alternatives: ["alt.swiftui.containerView.first"])
    #expect(
      run.observed.step(1).map(\.line).filter { !$0.hasPrefix("Settings ") } == [
        "Tabs onAppear", "FeedStack onAppear", "Feed onAppear", "Tabs taskStart", "FeedStack taskStart", "Feed taskStart",
      ])
  }

  @Test func aPushAndAPopInsideTheStackGiveTheContainersNothing() throws {
    let run = try ScenarioRun(scenario([.push("Detail", animated: true), .pop(animated: true)]))
    for step in [2, 3] {
      #expect(!run.observed.step(step).contains { $0.line.hasPrefix("FeedStack ") || $0.line.hasPrefix("Tabs ") })
    }
  }

  @Test func aTabSwitchTakesTheTabsStackOutAndLeavesTheTabView() throws {
    let run = try ScenarioRun(scenario([.selectTab(.index(1))]))
    let lines = run.observed.step(2).map(\.line)
    #expect(lines.contains("FeedStack onDisappear"))
    #expect(lines.firstIndex(of: "Feed onDisappear")! < lines.firstIndex(of: "FeedStack onDisappear")!)
    #expect(!lines.contains { $0.hasPrefix("Tabs ") })
  }

  @Test func aContainersViewCannotBePushed() {
    #expect {
      try ScenarioRun(scenario([.push("FeedStack", animated: true)]))
    } throws: { error in
      (error as? Diagnostic)?.message.contains("is the view of a container (observe-as:)") == true
    }
  }
}
