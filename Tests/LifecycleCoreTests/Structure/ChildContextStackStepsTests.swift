import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// `set-stack` and `pop-to` on the stack under a presentation made in a child's context: the
/// navigation bar stays on screen, so the app can call them. A new top over the container is
/// a push over it (uikit.presentation.childContextPushedOver); a stack without the container,
/// or a pop-to under it, a pop under it (uikit.presentation.childContextPopped).
@Suite struct ChildContextStackStepsTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var detail = ScreenDeclaration(id: "Detail")
    detail.definesContext = true
    return makeScenario(
      .navigation(["Home", "Inbox"]),
      screens: [ScreenDeclaration(id: "Inbox", children: ["Sidebar", "Detail"]), detail],
      observe: appearanceCallbacks.union([.deinit]),
      [.launch, .presentInContext("Compose", from: "Detail", style: .currentContext, inNavigation: false, animated: true)] + actions)
  }

  func lines(_ run: ScenarioRun, _ step: Int) -> [String] { run.observed.step(step).map(\.line) }

  /// A new top over the container takes the presentation out with it, and the pop back
  /// brings it in.
  @Test func aNewTopIsAPushOverTheContainer() throws {
    let run = try ScenarioRun(scenario([.setStack(["Home", "Inbox", "Next"], animated: true), .pop(animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(lines(run, 3).contains("Compose viewWillDisappear"))
    #expect(!lines(run, 3).contains { $0.hasPrefix("Detail") })
    #expect(lines(run, 4).contains("Compose viewWillAppear"))
  }

  /// A stack without the container is a pop under the presentation: nobody deinits but the
  /// screens left out that hold no presentation.
  @Test func aStackWithoutTheContainerIsAPopUnderIt() throws {
    let run = try ScenarioRun(scenario([.setStack(["Home", "Other"], animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let step = lines(run, 3)
    #expect(step.contains("Inbox viewWillDisappear"))
    #expect(step.contains("Other viewWillAppear"))
    #expect(!step.contains { $0.hasPrefix("Compose") || $0.hasPrefix("Detail") })
    #expect(!step.contains("Inbox deinit"))
  }

  /// The container kept as the top keeps its presentation up: nobody in the window hears a
  /// thing, and the dismissal brings the child back.
  @Test func theContainerKeptOnTopKeepsItsPresentation() throws {
    let run = try ScenarioRun(scenario([.setStack(["Other", "Inbox"], animated: true), .dismiss(nil, animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(lines(run, 3).allSatisfy { $0.hasSuffix("deinit") || $0.hasSuffix("viewDidLoad") })
    #expect(lines(run, 4).contains("Detail viewWillAppear"))
  }

  /// `pop-to` under the presentation pops the container as a Back tap does.
  @Test func popToIsAPopUnderThePresentation() throws {
    let run = try ScenarioRun(scenario([.popTo("Home", animated: true)]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let step = lines(run, 3)
    #expect(step.contains("Inbox viewWillDisappear"))
    #expect(step.contains("Home viewWillAppear"))
    #expect(!step.contains { $0.hasPrefix("Compose") })
  }
}
