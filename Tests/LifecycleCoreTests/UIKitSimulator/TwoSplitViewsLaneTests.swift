import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// Two tabs that each hold a split view: the split steps act on the selected tab's, each
/// collapses into its own column (`collapsed:` per split view), and a change of the window's
/// width collapses or expands both, the one out of the window without a callback.
@Suite struct TwoSplitViewsLaneTests {
  func scenario(_ actions: [Action], profile: String = "ios17-ipad") throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.tabs([.navigation(["Mail"]), .navigation(["Inbox"])]), .tabs([.navigation(["Groups"]), .navigation(["Card"])])]),
      profile: try #require(Profile.named(profile)), observe: appearanceCallbacks, [.launch] + actions)
    scenario.split = SplitDefinition(laterCollapsedTops: [1: .primary])
    return scenario
  }

  @Test func theColumnStepsActOnTheSelectedTabsSplitView() throws {
    let run = try ScenarioRun(scenario([.selectTab(.index(1)), .setColumn(.primary, visible: false), .selectTab(.index(0))]))
    #expect(run.observed.step(3).map(\.line) == ["Groups viewWillDisappear", "Groups viewDidDisappear"])
    // The first tab's sidebar was not hidden: both its columns come back.
    let back = run.observed.step(4).map(\.line)
    #expect(back.contains("Mail viewWillAppear") && back.contains("Inbox viewWillAppear"))
    #expect(back.contains("Card viewWillDisappear") && !back.contains("Groups viewWillDisappear"))
  }

  @Test func eachSplitViewCollapsesIntoItsOwnColumn() throws {
    let run = try ScenarioRun(scenario([.selectTab(.index(1))], profile: "ios17"))
    #expect(run.observed.step(1).map(\.line) == ["Inbox viewDidLoad", "Inbox viewWillAppear", "Inbox viewDidAppear"])
    #expect(run.observed.step(2).map(\.line).contains("Groups viewWillAppear"))
    #expect(!run.observed.step(2).map(\.line).contains("Card viewDidLoad"))
  }

  @Test func aResizeCollapsesBothAndOnlyTheOneOnScreenHearsIt() throws {
    let run = try ScenarioRun(scenario([.resize(.compact), .selectTab(.index(1)), .resize(.regular)]))
    #expect(run.observed.step(2).map(\.line) == ["Mail viewWillDisappear", "Mail viewDidDisappear"])
    // The second split view collapsed out of the window, into its primary.
    let switched = run.observed.step(3).map(\.line)
    #expect(switched.contains("Groups viewWillAppear") && !switched.contains("Card viewWillAppear"))
    #expect(run.observed.step(4).map(\.line).contains("Card viewWillAppear"))
    #expect(!run.observed.step(4).map(\.line).contains("Mail viewWillAppear"))
  }
}
