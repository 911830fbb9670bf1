import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// Presentations per tab: a context presentation made in a tab goes out of the window with its
/// tab and comes back with it (uikit.presentation.contextInTab, inferred); the alternative
/// gives the covered tab content the switch's callbacks too.
@Suite struct TabContextTests {
  func scenario(_ actions: [Action]) -> Scenario {
    makeScenario(
      .tabs([.navigation(["Inbox"]), .navigation(["Settings"])]), observe: appearanceCallbacks.union([.deinit]),
      [.launch] + actions)
  }

  static func present(_ screen: String, _ style: PresentationStyle) -> Action {
    .present(screen, style: style, inNavigation: false, animated: true)
  }

  /// The presented screen leaves as the tab's visible top, the covered content gets nothing,
  /// steps in the other tab act on it, and switching back brings the presentation back.
  @Test func thePresentationGoesAndComesWithItsTab() throws {
    let steps: [Action] = [
      Self.present("Compose", .currentContext), .selectTab(.index(1)), .push("Detail", animated: true),
      .selectTab(.index(0)), .dismiss(nil, animated: true),
    ]
    let run = try ScenarioRun(scenario(steps))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let away = run.observed.step(3).map(\.line)
    #expect(away.contains("Compose viewWillDisappear"))
    #expect(away.contains("Settings viewDidAppear"))
    #expect(!away.contains { $0.hasPrefix("Inbox") })
    let back = run.observed.step(5).map(\.line)
    #expect(back.contains("Detail viewWillDisappear"))
    #expect(back.contains("Compose viewDidAppear"))
    #expect(!back.contains { $0.hasPrefix("Inbox") })
    let dismissal = run.observed.step(6).map(\.line)
    #expect(dismissal.contains("Inbox viewDidAppear"))
    #expect(dismissal.contains("Compose deinit"))
  }

  /// The structure parks the tab's presentation and brings it back, keeping its invariants.
  @Test func theStructureParksThePresentation() throws {
    let scenario = scenario([
      Self.present("Compose", .currentContext), .selectTab(.index(1)), Self.present("Picker", .overCurrentContext),
    ])
    let app = AppModel(scenario)
    var state = Structure(screenCount: app.count)
    let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: scenario.profile))
    for step in scenario.steps {
      _ = try navigator.apply(step.action, to: &state)
      #expect(state.invariantViolations().isEmpty)
    }
    #expect(state.presentationCount == 1)
    #expect(state.parkedPresentationCount(tab: 0) == 1)
    #expect(state.onScreen.map { app.texts[$0.screen] } == ["Settings", "Picker"])
    _ = try navigator.apply(.selectTab(.index(0)), to: &state)
    #expect(state.invariantViolations().isEmpty)
    #expect(state.parkedPresentationCount(tab: 1) == 1)
    #expect(state.onScreen.map { app.texts[$0.screen] } == ["Compose"])
  }

  /// A window root swapped while a tab's presentation is parked keeps it alive with the tab
  /// bar, as one up (uikit.swapRoot.presentationLeak), and the structure keeps its invariants.
  @Test func aRootSwapKeepsTheParkedPresentationAlive() throws {
    let steps: [Action] = [
      Self.present("Compose", .currentContext), .selectTab(.index(1)), .swapRoot("Login", inNavigation: false, animated: false),
    ]
    let run = try ScenarioRun(scenario(steps))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.contains("Settings viewWillDisappear"))
    #expect(!lines.contains { $0.hasPrefix("Compose") })
    #expect(!lines.contains { $0.hasSuffix("deinit") })
  }

  /// A full-screen presentation over the tab bar, or a context presentation from a tab without
  /// a navigation controller (the tab bar controller is then the context), covers the window:
  /// the tab switches under it with no callback (a deep link, uikit.tabs.switchUnderPresentation).
  @Test func aPresentationOverTheTabBarSwitchesTheTabUnderIt() throws {
    let sheet = try ScenarioRun(scenario([Self.present("Compose", .fullScreen), .selectTab(.index(1))]))
    #expect(sheet.observed.step(3).isEmpty)
    let bare = makeScenario(
      .tabs([.screen("Inbox"), .navigation(["Settings"])]), [.launch, Self.present("Compose", .currentContext), .selectTab(.index(1))])
    #expect(try ScenarioRun(bare).observed.step(3).isEmpty)
  }

  /// The other reading gives the covered Inbox the switch's callbacks: the order changes.
  @Test func theAlternativeReachesTheCoveredContent() throws {
    let steps: [Action] = [Self.present("Compose", .currentContext), .selectTab(.index(1))]
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.presentation.contextInTabReachesCovered"])
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Inbox viewWillDisappear"))
    #expect(lines != base.observed.step(3).map(\.line))
  }
}
