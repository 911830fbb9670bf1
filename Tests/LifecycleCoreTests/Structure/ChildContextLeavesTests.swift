import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// The child that defines a presentation's context leaves its container while the presentation
/// is up (`hide`, `show` with `replacing:`, `transition-children`): the presentation stays,
/// covering nothing any more (uikit.presentation.childContextLeaves, inferred); the alternative
/// tears it down with the child.
@Suite struct ChildContextLeavesTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var detail = ScreenDeclaration(id: "Detail", children: ["Preview"])
    detail.definesContext = true
    return makeScenario(
      .navigation(["Inbox"]),
      screens: [ScreenDeclaration(id: "Inbox", children: ["Sidebar", "Detail"], conditional: ["Summary"]), detail],
      observe: appearanceCallbacks.union([.deinit]), [.launch] + actions)
  }

  static func present(_ style: PresentationStyle) -> Action {
    .presentInContext("Compose", from: "Preview", style: style, inNavigation: false, animated: true)
  }

  static let leaving: [Action] = [
    .hide("Detail", animated: false), .show("Summary", replacing: "Detail", transition: .default, animated: false),
    .transitionChildren("Summary", replacing: "Detail", animated: true),
  ]

  /// Whatever step takes the child away, the presented screen hears nothing, the child covered
  /// by `.currentContext` hears no second disappearance, and the laws hold; the dismissal then
  /// brings nobody back.
  @Test(arguments: leaving)
  func thePresentationStaysAndCoversNothing(leave: Action) throws {
    let run = try ScenarioRun(scenario([Self.present(.currentContext), leave, .dismiss(nil, animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let step = run.observed.step(3).map(\.line)
    #expect(!step.contains { $0.hasPrefix("Compose view") })
    #expect(!step.contains("Detail viewWillDisappear"))
    #expect(step.contains("Detail deinit"))
    let dismissal = run.observed.step(4).map(\.line)
    #expect(dismissal.contains("Compose viewDidDisappear"))
    #expect(!dismissal.contains { $0.hasPrefix("Detail") || $0.hasPrefix("Inbox view") || $0.hasPrefix("Sidebar") })
  }

  /// Over the current context the child is still in the window: it gets its disappearance as
  /// any hidden child.
  @Test func overTheCurrentContextTheChildDisappears() throws {
    let lines = try laneLines(scenario([Self.present(.overCurrentContext), .hide("Detail", animated: false)]), .uikit)
    #expect(lines[2].contains("Detail viewWillDisappear"))
    #expect(!lines[2].contains { $0.hasPrefix("Compose view") })
  }

  /// The structure keeps the presentation over the container and the sibling.
  @Test func theContainerTheSiblingAndTheNewChildAreInTheWindow() throws {
    let scenario = scenario([
      Self.present(.currentContext), .show("Summary", replacing: "Detail", transition: .default, animated: false),
    ])
    let app = AppModel(scenario)
    var state = Structure(screenCount: app.count)
    let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: scenario.profile))
    for step in scenario.steps { _ = try navigator.apply(step.action, to: &state) }
    #expect(state.onScreen.map { app.texts[$0.screen] } == ["Inbox", "Sidebar", "Summary", "Compose"])
    #expect(state.invariantViolations().isEmpty)
  }

  /// The other reading tears the presentation down in the child's step: the order changes.
  @Test func theAlternativeTearsThePresentationDown() throws {
    let steps = [Self.present(.currentContext), Action.hide("Detail", animated: false)]
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.presentation.childContextTornDown"])
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Compose viewWillDisappear"))
    #expect(lines.contains("Compose deinit"))
    #expect(lines != base.observed.step(3).map(\.line))
  }
}
