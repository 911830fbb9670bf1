import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// An unwind segue whose destination is under the top of its stack, below a presentation:
/// the dismissal, then the pop, in one step (uikit.unwind.dismissThenPop, inferred); the
/// alternative runs the pop during the dismissal, a different order.
@Suite struct UnwindInTwoTests {
  let steps: [Action] = [
    .launch, .present("Compose", style: .fullScreen, inNavigation: false, animated: true), .unwind("Inbox", animated: true),
  ]

  func scenario() -> Scenario {
    makeScenario(.navigation(["Inbox", "Thread", "Message"]), observe: appearanceCallbacks, steps)
  }

  @Test func theDismissalEndsBeforeThePopStarts() throws {
    let lines = try laneLines(scenario(), .uikit)[2]
    let dismissed = try #require(lines.firstIndex(of: "Compose viewDidDisappear"))
    let popping = try #require(lines.firstIndex(of: "Inbox viewWillAppear"))
    #expect(dismissed < popping)
    #expect(lines.contains("Message viewWillDisappear"))
  }

  @Test func theAlternativePopsDuringTheDismissal() throws {
    let base = try ScenarioRun(scenario())
    let run = try ScenarioRun(scenario(), alternatives: ["alt.uikit.unwind.popDuringDismissal"])
    #expect(run.observed.step(3).map(\.line) != base.observed.step(3).map(\.line))
  }
}
