import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `set-tabs` while presentations are up or parked with a tab (uikit.setTabs.underPresentation,
/// inferred): the presentations made from the tab bar controller stay, one made in a tab's
/// context goes with its tab; its alternative alt.uikit.setTabs.removedContextSilent gives the
/// presented controllers of a removed selected tab's context presentation nothing.
@Suite struct SetTabsUnderPresentationTests {
  let observe = appearanceCallbacks.union([.`init`, .deinit, .willMoveToParent, .didMoveToParent])
  static let app = AppLayout.tabs([.navigation(["Feed"]), .navigation(["Inbox"]), .screen("Settings")])

  func scenario(_ actions: [Action]) -> Scenario {
    makeScenario(Self.app, observe: observe, [.launch] + actions)
  }

  func present(_ screen: String, _ style: PresentationStyle) -> Action {
    .present(screen, style: style, inNavigation: false, animated: true)
  }

  @Test func underAFullScreenCoverTheTabsChangeSilentlyAndTheDismissalBringsTheNewTab() throws {
    let run = try ScenarioRun(
      scenario([present("Login", .fullScreen), .setTabs(["Settings", "Promo"]), .dismiss(nil, animated: true)]))
    let change = run.observed.step(3).map(\.line)
    #expect(!change.contains { $0.hasSuffix("Disappear") || $0.hasSuffix("Appear") })
    #expect(change.contains("Promo willMoveToParent"))
    #expect(change.contains("Feed deinit"))
    let dismissal = run.observed.step(4).map(\.line)
    #expect(dismissal.contains("Settings viewWillAppear"))
    #expect(dismissal.contains("Settings viewDidAppear"))
    #expect(run.violations.isEmpty)
  }

  @Test(arguments: ["Feed", "Home"])
  func behindASheetTheSelectedTabChangesAsWithoutIt(selected: String) throws {
    let app = AppLayout.tabs([.navigation([selected]), .screen("Other")])
    let run = try ScenarioRun(
      makeScenario(app, observe: observe, [.launch, present("Sheet", .pageSheet), .setTabs(["Other"])]))
    #expect(
      run.observed.step(3).map(\.line) == [
        "\(selected) viewWillDisappear", "\(selected) viewDidDisappear", "Other viewDidLoad", "Other viewWillAppear",
        "Other viewDidAppear", "\(selected) deinit",
      ])
    #expect(run.violations.isEmpty)
  }

  @Test func aParkedPresentationGoesWithItsRemovedTabAndAKeptOneComesBack() throws {
    let steps: [Action] = [
      .selectTab(.index(1)), present("Note", .overCurrentContext), .selectTab(.index(0)), .setTabs(["Feed", "Settings"]),
    ]
    let run = try ScenarioRun(scenario(steps))
    #expect(run.observed.step(5).map(\.line) == ["Inbox deinit", "Note deinit"])
    #expect(run.violations.isEmpty)
    // Kept, and selected in place of the removed Feed: its presentation comes back over it.
    let kept = try ScenarioRun(scenario(Array(steps.dropLast()) + [.setTabs(["Inbox", "Settings"])]))
    let lines = kept.observed.step(5).map(\.line)
    #expect(lines.contains("Note viewDidAppear"))
    #expect(lines.firstIndex(of: "Inbox viewWillAppear")! < lines.firstIndex(of: "Note viewWillAppear")!)
    #expect(kept.violations.isEmpty)
  }

  @Test func theRemovedSelectedTabTakesItsContextPresentationAndTheAlternativeGivesItNothing() throws {
    let steps = scenario([.selectTab(.index(1)), present("Note", .overCurrentContext), .setTabs(["Feed"])])
    let base = try ScenarioRun(steps)
    let lines = base.observed.step(4).map(\.line)
    #expect(lines.firstIndex(of: "Inbox viewWillDisappear")! < lines.firstIndex(of: "Note viewWillDisappear")!)
    #expect(lines.contains("Note deinit"))
    #expect(base.violations.isEmpty)
    let other = try ScenarioRun(steps, alternatives: ["alt.uikit.setTabs.removedContextSilent"])
    let silent = other.observed.step(4).map(\.line)
    #expect(silent != lines)
    #expect(!silent.contains("Note viewWillDisappear"))
    #expect(silent.contains("Note deinit"))
  }
}
