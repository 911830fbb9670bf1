import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A tab switch under a sheet over the tab bar while a tab's context presentation is parked
/// (uikit.presentation.contextInTabUnderSheet, inferred): the parked presentation comes back
/// with its tab under the sheet, behind it in the window; under a cover silently; the
/// alternative gives the presented screen nothing.
@Suite struct TabContextUnderSheetTests {
  func scenario(_ style: PresentationStyle, _ more: [Action] = []) -> Scenario {
    makeScenario(
      .tabs([.navigation(["Inbox"]), .navigation(["Settings"])]), observe: appearanceCallbacks.union([.deinit]),
      [
        .launch, .present("Compose", style: .currentContext, inNavigation: false, animated: true),
        .selectTab(.screen("Settings")), .present("Alerts", style: style, inNavigation: false, animated: true),
        .selectTab(.screen("Inbox")),
      ] + more)
  }

  static let dismiss = Action.dismiss(nil, animated: true)

  /// Behind a sheet Settings leaves and Compose comes back in the window; the covered Inbox
  /// and the sheet get nothing; dismissing the sheet and then Compose brings Inbox back.
  @Test func behindASheetTheParkedPresentationComesBack() throws {
    let run = try ScenarioRun(scenario(.pageSheet, [.selectTab(.screen("Settings")), .selectTab(.screen("Inbox")), Self.dismiss, Self.dismiss]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(5).map(\.line)
    #expect(lines.contains("Settings viewWillDisappear") && lines.contains("Compose viewDidAppear"))
    #expect(!lines.contains { $0.hasPrefix("Inbox") || $0.hasPrefix("Alerts") })
    #expect(run.observed.step(6).map(\.line).contains("Compose viewWillDisappear"))
    #expect(run.observed.step(9).map(\.line).contains("Inbox viewDidAppear"))
  }

  /// Under a cover nobody gets a callback; the dismissal brings Compose in.
  @Test func underACoverTheSwitchIsSilent() throws {
    let run = try ScenarioRun(scenario(.fullScreen, [Self.dismiss]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(5).isEmpty)
    #expect(run.observed.step(6).map(\.line).contains("Compose viewDidAppear"))
  }

  /// The alternative gives the presented screen nothing: the order changes.
  @Test func theAlternativeSkipsThePresentedScreen() throws {
    let base = try ScenarioRun(scenario(.pageSheet))
    let run = try ScenarioRun(
      scenario(.pageSheet), alternatives: ["alt.uikit.presentation.contextInTabUnderSheetSkipsPresented"])
    let lines = run.observed.step(5).map(\.line)
    #expect(!lines.contains { $0.hasPrefix("Compose") })
    #expect(lines != base.observed.step(5).map(\.line))
  }
}
