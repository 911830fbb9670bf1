import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A push on the stack under a presentation made in a child's context: the presentation
/// leaves the window with its container and comes back when the container is revealed
/// (uikit.presentation.childContextPushedOver, inferred); the alternative dismisses it.
@Suite struct ChildContextPushTests {
  func scenario(_ actions: [Action], style: PresentationStyle = .currentContext) -> Scenario {
    var detail = ScreenDeclaration(id: "Detail")
    detail.definesContext = true
    return makeScenario(
      .navigation(["Home", "Inbox"]),
      screens: [ScreenDeclaration(id: "Inbox", children: ["Sidebar", "Detail"]), detail],
      observe: appearanceCallbacks.union([.deinit]),
      [.launch, .presentInContext("Compose", from: "Detail", style: style, inNavigation: false, animated: true)] + actions)
  }

  /// The presented screen leaves with its container and comes back with it; the covered
  /// child gets nothing until the dismissal; every law holds.
  @Test func thePresentationLeavesAndComesBackWithItsContainer() throws {
    let run = try ScenarioRun(scenario([.push("Next", animated: true), .pop(animated: true), .dismiss(nil, animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let push = run.observed.step(3).map(\.line)
    #expect(push.contains("Inbox viewWillDisappear"))
    #expect(push.contains("Compose viewWillDisappear"))
    #expect(push.contains("Next viewWillAppear"))
    #expect(!push.contains { $0.hasPrefix("Detail") })
    let pop = run.observed.step(4).map(\.line)
    #expect(pop.contains("Compose viewWillAppear"))
    #expect(pop.contains("Next deinit"))
    #expect(!pop.contains { $0.hasPrefix("Detail") })
    #expect(run.observed.step(5).map(\.line).contains("Detail viewDidAppear"))
  }

  /// Over an `.overCurrentContext` presentation the child is in the window: it leaves and
  /// comes back with its container.
  @Test func anOverContextChildLeavesWithItsContainer() throws {
    let run = try ScenarioRun(scenario([.push("Next", animated: true), .pop(animated: true)], style: .overCurrentContext))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(3).map(\.line).contains("Detail viewWillDisappear"))
    #expect(run.observed.step(4).map(\.line).contains("Detail viewWillAppear"))
  }

  /// A container popped past while pushed over keeps its presentation alive out of the app,
  /// as a pop under it does (uikit.presentation.childContextPopped); so does a new stack.
  @Test func aContainerThatLeavesKeepsItsPresentationAlive() throws {
    for step in [Action.popToRoot(animated: true), .setStack(["Home", "Other"], animated: true)] {
      let run = try ScenarioRun(scenario([.push("Next", animated: true), step]))
      #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
      let lines = run.observed.step(4).map(\.line)
      #expect(!lines.contains("Compose deinit"))
      #expect(!lines.contains("Inbox deinit"))
      #expect(lines.contains("Next deinit"))
    }
  }

  /// The other reading dismisses the presentation at the push: the order changes.
  @Test func theAlternativeDismissesThePresentation() throws {
    let steps: [Action] = [.push("Next", animated: true), .pop(animated: true)]
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.presentation.childContextPushDismisses"])
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(3).map(\.line).contains("Compose deinit"))
    #expect(run.observed.step(4).map(\.line).contains("Detail viewWillAppear"))
    #expect(run.observed.step(3).map(\.line) != base.observed.step(3).map(\.line))
  }
}
