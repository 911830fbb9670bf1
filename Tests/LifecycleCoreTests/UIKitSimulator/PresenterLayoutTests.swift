import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A presentation that covers its presenter lays the presenter out once after the presented
/// controller's first layout pass (seeking-star's log, uikit.present.fullScreen.presenterLayout);
/// a card sheet leaves the presenter as it is, and the alternative gives no such pass.
@Suite struct PresenterLayoutTests {
  static let observe: Set<Callback> = [
    .viewWillAppear, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
  ]

  func scenario(_ style: PresentationStyle, _ layout: AppLayout = .screen("First")) -> Scenario {
    makeScenario(layout, observe: Self.observe, [.launch, .present("Second", style: style, inNavigation: false, animated: true)])
  }

  static let seekingStar = [
    "First viewWillDisappear", "Second viewWillAppear", "Second viewWillLayoutSubviews", "Second viewDidLayoutSubviews",
    "First viewWillLayoutSubviews", "First viewDidLayoutSubviews", "Second viewDidAppear", "First viewDidDisappear",
  ]

  @Test(arguments: [AppLayout.screen("First"), .navigation(["First"])])
  func aFullScreenPresentationLaysThePresenterOutBeforeThePresentedAppears(_ layout: AppLayout) throws {
    let lines = try laneLines(scenario(.fullScreen, layout), .uikit)[1]
    #expect(lines.filter { $0.hasPrefix("First") || $0.hasPrefix("Second") } == Self.seekingStar)
  }

  @Test func aSheetLeavesThePresenterAsItIs() throws {
    let lines = try laneLines(scenario(.pageSheet), .uikit)[1]
    #expect(!lines.contains { $0.hasPrefix("First") })
  }

  @Test func theAlternativeGivesThePresenterNoLayoutPass() throws {
    let run = try ScenarioRun(scenario(.fullScreen), alternatives: ["alt.uikit.present.fullScreen.presenterNotLaidOut"])
    #expect(run.observed.step(2).map(\.line) == Self.seekingStar.filter { !$0.hasPrefix("First view") || !$0.contains("Layout") })
  }
}
