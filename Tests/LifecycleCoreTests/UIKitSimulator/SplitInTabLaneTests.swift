import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A split view that is a tab's content (uikit.split.inTab): a tab switch takes every column it
/// shows out of the window and brings them back, leading first; the alternative lists the
/// secondary first; collapsed on an iPhone the tab is one stack of the columns.
@Suite struct SplitInTabLaneTests {
  func scenario(_ actions: [Action], profile: String = "ios17-ipad") throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), .navigation(["Settings"])]),
      profile: try #require(Profile.named(profile)), observe: appearanceCallbacks, [.launch] + actions)
    scenario.split = SplitDefinition()
    return scenario
  }

  @Test func aTabSwitchTakesEveryColumnOutAndBringsThemBackLeadingFirst() throws {
    let run = try ScenarioRun(scenario([.selectTab(.index(1)), .selectTab(.index(0))]))
    #expect(
      run.observed.step(1).map(\.line) == [
        "Sidebar viewDidLoad", "Detail viewDidLoad", "Sidebar viewWillAppear", "Detail viewWillAppear", "Sidebar viewDidAppear",
        "Detail viewDidAppear",
      ])
    let away = run.observed.step(2).map(\.line)
    #expect(away.contains("Sidebar viewDidDisappear") && away.contains("Detail viewDidDisappear"))
    #expect(away.firstIndex(of: "Sidebar viewWillDisappear")! < away.firstIndex(of: "Detail viewWillDisappear")!)
    let back = run.observed.step(3).map(\.line)
    #expect(back.firstIndex(of: "Sidebar viewWillAppear")! < back.firstIndex(of: "Detail viewWillAppear")!)
  }

  @Test func theAlternativeGivesTheSecondaryItsCallbacksFirst() throws {
    let steps = try scenario([.selectTab(.index(1)), .selectTab(.index(0))])
    let base = try ScenarioRun(steps).observed.step(3).map(\.line)
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.inTabTrailingFirst"]).observed.step(3).map(\.line)
    #expect(after != base)
    #expect(Set(after) == Set(base))
    #expect(after.firstIndex(of: "Detail viewWillAppear")! < after.firstIndex(of: "Sidebar viewWillAppear")!)
  }

  @Test func theColumnStepsActOnTheSelectedTabsSplitView() throws {
    let run = try ScenarioRun(scenario([.setColumn(.primary, visible: false), .setColumn(.primary, visible: true)]))
    #expect(run.observed.step(2).map(\.line) == ["Sidebar viewWillDisappear", "Sidebar viewDidDisappear"])
    #expect(run.observed.step(3).map(\.line) == ["Sidebar viewWillAppear", "Sidebar viewDidAppear"])
  }

  @Test func theColumnStepsAreRefusedWhileAnotherTabIsSelected() throws {
    var message = ""
    do {
      _ = try ScenarioRun(scenario([.selectTab(.index(1)), .setColumn(.primary, visible: false)]))
    } catch {
      message = "\(error)"
    }
    #expect(message.contains("not selected"))
  }

  @Test func onAnIPhoneTheTabIsOneStackOfTheColumns() throws {
    let run = try ScenarioRun(scenario([.pop(animated: true), .resize(.regular)], profile: "ios17"))
    #expect(run.observed.step(1).map(\.line) == ["Detail viewDidLoad", "Detail viewWillAppear", "Detail viewDidAppear"])
    #expect(
      run.observed.step(2).map(\.line) == [
        "Detail viewWillDisappear", "Sidebar viewDidLoad", "Sidebar viewWillAppear", "Detail viewDidDisappear", "Sidebar viewDidAppear",
      ])
    #expect(run.observed.step(3).map(\.line).contains("Detail viewWillAppear"))
  }
}
