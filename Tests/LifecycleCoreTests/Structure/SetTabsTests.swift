import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `set-tabs`: `UITabBarController.setViewControllers(_:animated:)` on the root tab bar. The
/// selection follows Apple's page (uikit.setTabs.selection, documented); the removed selected
/// tab disappears before the new one appears (uikit.setTabs.transition, inferred; its
/// alternative alt.uikit.setTabs.switchOrder gives the tab switch's order); the removed
/// controllers get no willMove/didMove (uikit.setTabs.removedNoContainment, observed).
@Suite struct SetTabsTests {
  let observe = appearanceCallbacks.union([.`init`, .deinit, .willMoveToParent, .didMoveToParent])
  static let app = AppLayout.tabs([.navigation(["Feed"]), .navigation(["Search"]), .screen("Settings")])

  func scenario(_ actions: [Action]) -> Scenario {
    makeScenario(Self.app, observe: observe, [.launch] + actions)
  }

  func refusal(_ scenario: Scenario) -> String? {
    do {
      _ = try ScenarioRun(scenario)
      return nil
    } catch {
      return (error as? Diagnostic)?.message
    }
  }

  @Test func theSelectedTabKeptHearsNothingAndARemovedTabIsReleased() throws {
    let run = try ScenarioRun(scenario([.setTabs(["Feed", "Settings", "Promo"])]))
    #expect(
      run.observed.step(2).map(\.line) == [
        "Promo init", "Promo willMoveToParent", "Promo didMoveToParent", "Search deinit",
      ])
    #expect(run.violations.isEmpty)
  }

  @Test(arguments: [("Feed", "Other"), ("Home", "Next")])
  func theRemovedSelectedTabLeavesBeforeTheTabAtItsIndexAppears(old: String, new: String) throws {
    let scenario = makeScenario(.tabs([.navigation([old]), .screen(new)]), observe: observe, [.launch, .setTabs([new])])
    let run = try ScenarioRun(scenario)
    #expect(
      run.observed.step(2).map(\.line) == [
        "\(old) viewWillDisappear", "\(old) viewDidDisappear", "\(new) viewDidLoad", "\(new) viewWillAppear",
        "\(new) viewDidAppear", "\(old) deinit",
      ])
    #expect(!run.observed.step(2).map(\.line).contains("\(old) willMoveToParent"))
    #expect(run.violations.isEmpty)
  }

  @Test func theAlternativeGivesTheTabSwitchOrder() throws {
    let steps = scenario([.setTabs(["Search", "Settings"])])
    let base = try ScenarioRun(steps).observed.step(2).map(\.line)
    let other = try ScenarioRun(steps, alternatives: ["alt.uikit.setTabs.switchOrder"])
    let lines = other.observed.step(2).map(\.line)
    #expect(lines != base)
    #expect(lines.firstIndex(of: "Search viewWillAppear")! < lines.firstIndex(of: "Feed viewWillDisappear")!)
    #expect(lines.firstIndex(of: "Feed viewDidDisappear")! < lines.firstIndex(of: "Search viewDidAppear")!)
    #expect(other.violations.isEmpty)
  }

  @Test func aDeclaredTabComesBackWithItsStackAndSelectionFallsToTheFirst() throws {
    let run = try ScenarioRun(scenario([.selectTab(.index(2)), .setTabs(["Search", "Feed"]), .setTabs(["Feed", "Search", "Settings"])]))
    // Tab 2 (Settings) removed: index 2 is out of range, so the first (Search) is selected.
    #expect(run.observed.step(3).map(\.line).contains("Search viewDidAppear"))
    #expect(run.observed.step(4).map(\.line) == ["Settings init", "Settings willMoveToParent", "Settings didMoveToParent"])
    #expect(run.violations.isEmpty)
  }

  @Test func impossibleListsAreRefused() {
    #expect(refusal(scenario([.setTabs(["Feed", "Feed"])]))?.contains("listed twice") == true)
    #expect(refusal(scenario([.setTabs([])]))?.contains("at least one tab") == true)
    #expect(refusal(scenario([.push("Detail", animated: true), .setTabs(["Detail"])]))?.contains("already in the app") == true)
    let stack = makeScenario(.navigation(["A"]), observe: observe, [.launch, .setTabs(["B"])])
    #expect(refusal(stack)?.contains("no tab bar") == true)
  }
}
