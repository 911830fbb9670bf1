import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// Re-tapping the selected tab while a presentation made in its context is up
/// (uikit.presentation.contextInTabRetap, inferred): the tab's stack pops to its root under
/// the presentation, silently under `.currentContext`, in the window under
/// `.overCurrentContext`; the alternative pops nothing.
@Suite struct TabContextRetapTests {
  func scenario(_ style: PresentationStyle, _ more: [Action] = []) -> Scenario {
    makeScenario(
      .tabs([.navigation(["Inbox"]), .navigation(["Settings"])]), observe: appearanceCallbacks.union([.deinit]),
      [
        .launch, .push("Message", animated: true), .present("Compose", style: style, inNavigation: false, animated: true),
        .selectTab(.screen("Inbox")),
      ] + more)
  }

  /// Under `.currentContext` the stack is out of the window: the popped screen deinits with no
  /// appearance callback, and the root appears at the dismissal.
  @Test func underCurrentContextThePopIsSilent() throws {
    let run = try ScenarioRun(scenario(.currentContext, [.dismiss(nil, animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(4).map(\.line) == ["Message deinit"])
    #expect(run.observed.step(5).map(\.line).contains("Inbox viewDidAppear"))
  }

  /// Under `.overCurrentContext` the stack pops in the window, behind the presented screen.
  @Test func underOverCurrentContextThePopIsInTheWindow() throws {
    let run = try ScenarioRun(scenario(.overCurrentContext, [.dismiss(nil, animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.contains("Message viewWillDisappear") && lines.contains("Inbox viewDidAppear"))
    #expect(!lines.contains { $0.hasPrefix("Compose") })
  }

  /// The alternative pops nothing: the order changes.
  @Test func theAlternativePopsNothing() throws {
    let base = try ScenarioRun(scenario(.currentContext))
    let run = try ScenarioRun(scenario(.currentContext), alternatives: ["alt.uikit.presentation.contextInTabRetapPopsNothing"])
    #expect(run.observed.step(4).isEmpty)
    #expect(run.observed.step(4).map(\.line) != base.observed.step(4).map(\.line))
  }
}
