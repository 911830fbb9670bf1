import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A swipe back let go early under a presentation made in a child's context: the container and
/// the screen under it get the cancelled swipe's callbacks, the presented screen nothing
/// (uikit.presentation.childContextSwipeCancelled, inferred); the alternative reaches it too.
@Suite struct ChildContextSwipeCancelTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var detail = ScreenDeclaration(id: "Detail")
    detail.definesContext = true
    return makeScenario(
      .navigation(["Home", "Inbox"]),
      screens: [ScreenDeclaration(id: "Inbox", children: ["Sidebar", "Detail"]), detail],
      observe: appearanceCallbacks.union([.deinit]), [.launch] + actions)
  }

  static let present = Action.presentInContext(
    "Compose", from: "Detail", style: .currentContext, inNavigation: false, animated: true)

  /// The presentation stays, the stack keeps its top, every law holds.
  @Test func thePresentationStays() throws {
    let run = try ScenarioRun(scenario([Self.present, .swipeBack(completed: false), .dismiss(nil, animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Inbox viewWillDisappear"))
    #expect(lines.contains("Home viewWillAppear"))
    #expect(lines.contains("Sidebar viewDidAppear"))
    #expect(!lines.contains { $0.hasPrefix("Compose") || $0.hasPrefix("Detail") })
    #expect(run.observed.step(4).map(\.line).contains("Detail viewDidAppear"))
  }

  /// The other reading gives the presented screen the swipe's callbacks: the order changes.
  @Test func theAlternativeReachesThePresentedScreen() throws {
    let steps = [Self.present, Action.swipeBack(completed: false)]
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(
      scenario(steps), alternatives: ["alt.uikit.presentation.childContextSwipeCancelledReachesPresented"])
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Compose viewWillDisappear"))
    #expect(lines != base.observed.step(3).map(\.line))
  }
}
