import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A root page view controller: its turns in both styles, completed and let go (wangling.me
/// 2014's logs), and what it refuses.
@Suite struct PageViewControllerTests {
  func scenario(_ style: PageStyle, _ actions: [Action]) -> Scenario {
    var scenario = makeScenario(.tabs([.screen("A"), .screen("B"), .screen("C")]), observe: appearanceCallbacks, [.launch] + actions)
    scenario.pageStyle = style
    return scenario
  }

  @Test func onlyTheFirstPageIsAChildAtLaunch() throws {
    var launch = scenario(.scroll, [])
    launch.appDefinition.observe = [.willMoveToParent, .didMoveToParent]
    #expect(try laneLines(launch, .uikit)[0] == ["A willMoveToParent", "A didMoveToParent"])
  }

  /// SO 48653763's log: the first page appears inside setViewControllers, then is laid out; a
  /// lone root (or the alternative) is laid out before its viewDidAppear.
  @Test func theFirstPageAppearsBeforeItsLayoutAtLaunch() throws {
    var launch = scenario(.scroll, [])
    launch.appDefinition.observe = [.viewWillAppear, .viewWillLayoutSubviews, .viewDidAppear, .didMoveToParent]
    #expect(try laneLines(launch, .uikit)[0] == ["A viewWillAppear", "A viewDidAppear", "A didMoveToParent", "A viewWillLayoutSubviews"])
    let laidOutFirst = try ScenarioRun(launch, alternatives: ["alt.uikit.page.launchLaidOutFirst"])
    #expect(
      laidOutFirst.observed.step(1).map(\.line) == ["A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidAppear", "A didMoveToParent"])
    let lone = makeScenario(.screen("A"), observe: [.viewWillAppear, .viewWillLayoutSubviews, .viewDidAppear], [.launch])
    #expect(try laneLines(lone, .uikit)[0] == ["A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidAppear"])
  }

  @Test func aScrollTurnAndAScrollLetGoTakeTheLoggedOrders() throws {
    let lines = try laneLines(scenario(.scroll, [.turnPage(.index(1), completed: true), .turnPage(.index(2), completed: false)]), .uikit)
    #expect(lines[1] == ["B viewDidLoad", "B viewWillAppear", "A viewWillDisappear", "B viewDidAppear", "A viewDidDisappear"])
    #expect(
      lines[2] == [
        "C viewDidLoad", "C viewWillAppear", "B viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "C viewWillDisappear",
        "C viewDidDisappear",
      ])
  }

  @Test func aCurlTurnAndACurlLetGoTakeTheLoggedOrders() throws {
    let lines = try laneLines(scenario(.pageCurl, [.turnPage(.index(1), completed: true), .turnPage(.index(0), completed: false)]), .uikit)
    #expect(lines[1] == ["B viewDidLoad", "B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear"])
    #expect(
      lines[2] == [
        "A viewWillAppear", "B viewWillDisappear", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
      ])
  }

  @Test func aSwipeReachesOnlyThePageBesideTheShownOneAndATabBarIsNotThere() throws {
    #expect(throws: (any Error).self) { try laneLines(scenario(.scroll, [.turnPage(.index(2), completed: false)]), .uikit) }
    #expect(try laneLines(scenario(.scroll, [.turnPage(.index(2), completed: true)]), .uikit)[1].contains("C viewDidAppear"))
    #expect(throws: (any Error).self) { try laneLines(scenario(.scroll, [.selectTab(.index(1))]), .uikit) }
    #expect(throws: (any Error).self) { try laneLines(scenario(.scroll, [.turnPage(.index(0), completed: true)]), .uikit) }
    // A tab bar has no pages to turn.
    let tabs = makeScenario(.tabs([.screen("A"), .screen("B")]), [.launch, .turnPage(.index(1), completed: true)])
    #expect(throws: (any Error).self) { try laneLines(tabs, .uikit) }
  }
}
