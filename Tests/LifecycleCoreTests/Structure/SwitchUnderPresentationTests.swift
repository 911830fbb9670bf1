import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A deep link switches tabs or turns a page while a presentation is up
/// (uikit.tabs.switchUnderPresentation, inferred): behind a sheet the switch gives its order in
/// the window; under a full-screen presentation nothing, the new item appearing at the
/// dismissal; the alternative makes the switch under a sheet wait for the dismissal.
@Suite struct SwitchUnderPresentationTests {
  /// A SwiftUI app runs on iOS 16, whose TabView does not show the other tabs at launch.
  func tabs(_ style: PresentationStyle, host: Host = .uikit, _ more: [Action] = []) -> Scenario {
    makeScenario(
      .tabs([.navigation(["Inbox"]), .navigation(["Settings"])]), host: host, profile: host == .swiftui ? .ios16 : .ios17,
      observe: appearanceCallbacks.union([.deinit, .onAppear, .onDisappear]),
      [.launch, .present("Compose", style: style, inNavigation: false, animated: true), .selectTab(.screen("Settings"))] + more)
  }

  static let dismiss = Action.dismiss(nil, animated: true)

  /// A switch the alternative holds back under a sheet belongs to the tab bar it was made on:
  /// a root swapped under the sheet forgets it, so a later dismissal over the new root brings
  /// back no tab (it once indexed the old tab bar's boxes).
  @Test func aHeldBackSwitchIsForgottenWithItsRoot() throws {
    let sheet = Action.present("Compose", style: .pageSheet, inNavigation: false, animated: true)
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .navigation(["Settings"])]), observe: appearanceCallbacks,
      [
        .launch, .selectTab(.screen("Settings")), sheet, .selectTab(.screen("Inbox")),
        .swapRoot("Login", inNavigation: false, animated: false),
        .present("Terms", style: .pageSheet, inNavigation: false, animated: true), Self.dismiss,
      ])
    let run = try ScenarioRun(scenario, alternatives: ["alt.uikit.tabs.switchUnderSheetAtDismissal"])
    #expect(run.observed.step(4).isEmpty)
    #expect(!run.observed.step(7).map(\.line).contains { $0.hasPrefix("Settings") || $0.hasPrefix("Inbox") })
  }

  /// Behind a sheet, the old tab's top disappears and the new one's appears, as in a tab
  /// switch; the sheet gets nothing; its dismissal gives the tabs nothing.
  @Test(arguments: [Host.uikit, .swiftui])
  func behindASheetTheTabsSwitchInTheWindow(host: Host) throws {
    let run = try ScenarioRun(tabs(.pageSheet, host: host, [Self.dismiss]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(3).map(\.line)
    if host == .swiftui {
      #expect(lines == ["Settings onAppear", "Inbox onDisappear"])
    } else {
      #expect(lines.contains("Settings viewWillAppear") && lines.contains("Inbox viewDidDisappear"))
    }
    #expect(!lines.contains { $0.hasPrefix("Compose") })
    #expect(!run.observed.step(4).map(\.line).contains { $0.hasPrefix("Settings") || $0.hasPrefix("Inbox") })
  }

  /// Under a full-screen presentation nobody gets a callback at the switch; the dismissal
  /// brings in the new tab, and the old never reappears.
  @Test(arguments: [Host.uikit, .swiftui])
  func underACoverTheSwitchIsSilentUntilTheDismissal(host: Host) throws {
    let run = try ScenarioRun(tabs(.fullScreen, host: host, [Self.dismiss]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(3).isEmpty)
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.contains(host == .swiftui ? "Settings onAppear" : "Settings viewDidAppear"))
    #expect(!lines.contains { $0.hasPrefix("Inbox") })
  }

  /// The tab shown, selected under a presentation, changes nothing.
  @Test func theTabShownChangesNothing() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .navigation(["Settings"])]),
      [.launch, .present("Compose", style: .pageSheet, inNavigation: false, animated: true), .selectTab(.index(0))])
    #expect(try observedLines(scenario)[2].isEmpty)
  }

  /// The alternative makes the switch under a sheet wait for the dismissal: the order changes.
  @Test func theAlternativeWaitsForTheDismissal() throws {
    let scenario = tabs(.pageSheet, [Self.dismiss])
    let base = try ScenarioRun(scenario)
    let run = try ScenarioRun(scenario, alternatives: ["alt.uikit.tabs.switchUnderSheetAtDismissal"])
    #expect(run.observed.step(3).isEmpty)
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.contains("Inbox viewWillDisappear") && lines.contains("Settings viewDidAppear"))
    #expect(lines.contains("Compose viewDidDisappear"))
    #expect(lines != base.observed.step(4).map(\.line))
  }

  /// A page turned by code under a sheet gives the turn's order behind it; a swipe cannot
  /// reach the pages, so a cancelled turn is refused at its step.
  @Test func aPageTurnsByCodeUnderASheet() throws {
    let steps: [Action] = [
      .launch, .present("Terms", style: .pageSheet, inNavigation: false, animated: true),
      .turnPage(.screen("Start"), completed: true),
    ]
    let scenario = makeScenario(.tabs([.screen("Welcome"), .screen("Start")]), observe: appearanceCallbacks, steps)
    let lines = try ScenarioRun(pages(scenario)).observed.step(3).map(\.line)
    #expect(lines.contains("Start viewWillAppear") && lines.contains("Welcome viewDidDisappear"))
    var cancelled = scenario
    cancelled.steps[2] = Step(action: .turnPage(.screen("Start"), completed: false), location: scenario.steps[2].location)
    #expect(throws: (any Error).self) { try ScenarioRun(pages(cancelled)) }
  }

  /// A scenario whose root is a page view controller.
  func pages(_ scenario: Scenario) -> Scenario {
    var scenario = scenario
    scenario.pageStyle = .scroll
    return scenario
  }
}

/// `show-detail` on a split view out of sight (uikit.split.detailOutOfSight, inferred): in a
/// tab not selected or under a full-screen presentation the column changes silently and the
/// new detail appears when the split view comes back; behind a sheet as without one.
@Suite struct DetailOutOfSightTests {
  func scenario(_ actions: [Action], profile: String = "ios17-ipad") throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.tabs([.navigation(["Mailboxes"]), .navigation(["Inbox"])]), .navigation(["Settings"])]),
      profile: try #require(Profile.named(profile)), observe: appearanceCallbacks.union([.deinit]), [.launch] + actions)
    scenario.split = SplitDefinition()
    return scenario
  }

  static let detail = Action.showDetail("Message", inNavigation: true, animated: true)

  /// In a tab not selected: the Inbox is released silently, the Message waits for its tab.
  @Test func inATabNotSelectedTheDetailWaitsForItsTab() throws {
    let run = try ScenarioRun(try scenario([.selectTab(.screen("Settings")), Self.detail, .selectTab(.screen("Mailboxes"))]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(3).map(\.line) == ["Inbox deinit"])
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.contains("Message viewDidLoad") && lines.contains("Message viewDidAppear"))
    #expect(!lines.contains("Inbox viewWillAppear"))
  }

  /// Behind a sheet the column is replaced in the window; under a cover silently.
  @Test(arguments: [(PresentationStyle.formSheet, true), (.fullScreen, false)])
  func underAPresentation(style: PresentationStyle, inWindow: Bool) throws {
    let present = Action.present("Compose", style: style, inNavigation: false, animated: true)
    let run = try ScenarioRun(try scenario([present, Self.detail, .dismiss(nil, animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Message viewWillAppear") == inWindow)
    #expect(lines.contains("Inbox deinit"))
    #expect(!lines.contains { $0.hasPrefix("Compose") })
    #expect(run.observed.step(4).map(\.line).contains("Message viewDidAppear") == !inWindow)
  }

  /// Collapsed (an iPhone), the detail is pushed onto the split view's stack under the sheet,
  /// not onto the presented screen.
  @Test func collapsedTheDetailIsPushedUnderTheSheet() throws {
    let scenario = try scenario(
      [
        .present("Compose", style: .pageSheet, inNavigation: false, animated: true),
        .showDetail("Message", inNavigation: false, animated: true),
      ], profile: "ios17")
    let run = try ScenarioRun(scenario)
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Message viewWillAppear") && lines.contains("Inbox viewWillDisappear"))
  }

  /// The alternative loads the new top as the split view installs it: the order changes.
  @Test func theAlternativeLoadsTheDetailAtTheStep() throws {
    let scenario = try scenario([.selectTab(.screen("Settings")), Self.detail, .selectTab(.screen("Mailboxes"))])
    let run = try ScenarioRun(scenario, alternatives: ["alt.uikit.split.detailLoadsOnInstall"])
    #expect(run.observed.step(3).map(\.line).contains("Message viewDidLoad"))
    #expect(!run.observed.step(4).map(\.line).contains("Message viewDidLoad"))
  }
}
