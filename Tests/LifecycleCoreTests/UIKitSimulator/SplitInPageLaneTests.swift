import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A split view that is a page's content (uikit.split.inPage): a page turn takes every column
/// it shows out of the window and brings them back, leading first; the alternative lists the
/// secondary first; collapsed on an iPhone the page is one stack of the columns.
@Suite struct SplitInPageLaneTests {
  func scenario(_ actions: [Action], profile: String = "ios17-ipad") throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), .screen("Settings")]),
      profile: try #require(Profile.named(profile)), observe: appearanceCallbacks, [.launch] + actions)
    scenario.split = SplitDefinition()
    scenario.pageStyle = .scroll
    return scenario
  }

  @Test func aPageTurnTakesEveryColumnOutAndBringsThemBackLeadingFirst() throws {
    let run = try ScenarioRun(scenario([.turnPage(.index(1), completed: true), .turnPage(.index(0), completed: true)]))
    #expect(!run.observed.step(1).map(\.line).contains("Settings viewDidLoad"))
    let away = run.observed.step(2).map(\.line)
    #expect(away.contains("Sidebar viewDidDisappear") && away.contains("Detail viewDidDisappear"))
    #expect(away.firstIndex(of: "Sidebar viewWillDisappear")! < away.firstIndex(of: "Detail viewWillDisappear")!)
    let back = run.observed.step(3).map(\.line)
    #expect(back.firstIndex(of: "Sidebar viewWillAppear")! < back.firstIndex(of: "Detail viewWillAppear")!)
  }

  @Test func theAlternativeGivesTheSecondaryItsCallbacksFirst() throws {
    let steps = try scenario([.turnPage(.index(1), completed: true), .turnPage(.index(0), completed: true)])
    let base = try ScenarioRun(steps).observed.step(3).map(\.line)
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.inPageTrailingFirst"]).observed.step(3).map(\.line)
    #expect(after != base)
    #expect(Set(after) == Set(base))
    #expect(after.firstIndex(of: "Detail viewWillAppear")! < after.firstIndex(of: "Sidebar viewWillAppear")!)
    // The tab's alternative is another row's: it leaves a split view in a page as it is.
    let tabs = try ScenarioRun(steps, alternatives: ["alt.uikit.split.inTabTrailingFirst"]).observed.step(3).map(\.line)
    #expect(tabs == base)
  }

  @Test func theColumnStepsAreRefusedWhileAnotherPageIsShown() throws {
    var message = ""
    do {
      _ = try ScenarioRun(scenario([.turnPage(.index(1), completed: true), .setColumn(.primary, visible: false)]))
    } catch {
      message = "\(error)"
    }
    #expect(message.contains("page 0, which is not selected"), "\(message)")
    #expect(message.contains("turn-page: 0"), "\(message)")
  }

  @Test func onAnIPhoneThePageIsOneStackOfTheColumns() throws {
    let run = try ScenarioRun(scenario([.pop(animated: true)], profile: "ios17"))
    #expect(run.observed.step(1).map(\.line) == ["Detail viewDidLoad", "Detail viewWillAppear", "Detail viewDidAppear"])
    #expect(run.observed.step(2).map(\.line).contains("Detail viewWillDisappear"))
    #expect(run.observed.step(2).map(\.line).contains("Sidebar viewWillAppear"))
  }
}
