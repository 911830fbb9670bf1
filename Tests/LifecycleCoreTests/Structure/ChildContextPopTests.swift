import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A pop of the container whose child defines the context of the presentation up (its
/// navigation bar stays on screen): the presented screen gets nothing and stays alive with the
/// container (uikit.presentation.childContextPopped, inferred); the alternative tears it down.
@Suite struct ChildContextPopTests {
  func scenario(_ stack: [String], _ actions: [Action]) -> Scenario {
    var detail = ScreenDeclaration(id: "Detail", children: ["Preview"])
    detail.definesContext = true
    return makeScenario(
      .navigation(stack),
      screens: [ScreenDeclaration(id: "Inbox", children: ["Sidebar", "Detail"]), detail],
      observe: appearanceCallbacks.union([.deinit]), [.launch] + actions)
  }

  static func present(_ style: PresentationStyle) -> Action {
    .presentInContext("Compose", from: "Preview", style: style, inNavigation: false, animated: true)
  }

  /// For a pop, a pop to the root and a completed swipe-back, at any depth under the
  /// container: the container and its sibling disappear, the covered child and the presented
  /// screen get nothing, nobody deinits, and every law holds.
  @Test(arguments: [
    (["Home", "Inbox"], Action.pop(animated: true)), (["Home", "Middle", "Inbox"], Action.popToRoot(animated: true)),
    (["Home", "Inbox"], Action.swipeBack(completed: true)),
  ])
  func theContainerLeavesAndThePresentationStaysAlive(stack: [String], pop: Action) throws {
    let run = try ScenarioRun(scenario(stack, [Self.present(.currentContext), pop]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Inbox viewWillDisappear"))
    #expect(lines.contains("Sidebar viewDidDisappear"))
    #expect(lines.contains("Home viewDidAppear"))
    #expect(!lines.contains { $0.hasPrefix("Compose") || $0.hasPrefix("Detail") || $0.hasPrefix("Preview") })
    #expect(!lines.contains { $0.hasSuffix("deinit") && !$0.hasPrefix("Middle") })
  }

  /// The structure has no presentation left, and the stack its new top.
  @Test func theStructureHasNoPresentationLeft() throws {
    let scenario = scenario(["Home", "Inbox"], [Self.present(.overCurrentContext), .pop(animated: true)])
    let app = AppModel(scenario)
    var state = Structure(screenCount: app.count)
    let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: scenario.profile))
    for step in scenario.steps { _ = try navigator.apply(step.action, to: &state) }
    #expect(state.presentationCount == 0)
    #expect(state.onScreen.map { app.texts[$0.screen] } == ["Home"])
    #expect(state.invariantViolations().isEmpty)
  }

  /// The other reading tears the presentation down with the pop: the order changes.
  @Test func theAlternativeTearsThePresentationDown() throws {
    let steps = [Self.present(.currentContext), Action.pop(animated: true)]
    let base = try ScenarioRun(scenario(["Home", "Inbox"], steps))
    let run = try ScenarioRun(
      scenario(["Home", "Inbox"], steps), alternatives: ["alt.uikit.presentation.childContextPoppedTornDown"])
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Compose viewWillDisappear"))
    #expect(lines.contains("Compose deinit"))
    #expect(lines.contains("Detail deinit"))
    #expect(lines != base.observed.step(3).map(\.line))
  }

  /// A presented screen in a navigation stack of its own pops its own stack.
  @Test func aPresentedStackPopsItself() throws {
    let scenario = scenario(
      ["Home", "Inbox"],
      [
        .presentInContext("Compose", from: "Preview", style: .currentContext, inNavigation: true, animated: true),
        .push("Attach", animated: true), .pop(animated: true),
      ])
    let lines = try laneLines(scenario, .uikit)
    #expect(lines[3].contains("Attach viewWillDisappear"))
    #expect(!lines[3].contains("Inbox viewWillDisappear"))
  }
}
