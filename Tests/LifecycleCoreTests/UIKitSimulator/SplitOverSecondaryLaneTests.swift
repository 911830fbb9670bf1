import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A column shown over the secondary (`over: true`: iPad portrait's overlay display modes)
/// leaves the secondary in the window with no callbacks (uikit.split.overSecondary); the
/// alternative makes it disappear and appear again, a different order.
@Suite struct SplitOverSecondaryLaneTests {
  func scenario(_ actions: [Action]) throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), profile: try #require(Profile.named("ios17-ipad")),
      observe: appearanceCallbacks, [.launch] + actions)
    scenario.split = SplitDefinition()
    return scenario
  }

  @Test func theSecondaryStaysAndTheAlternativeMakesItDisappear() throws {
    let steps = try scenario([.setColumn(.primary, visible: false), .showColumnOver(.primary), .setColumn(.primary, visible: false)])
    let run = try ScenarioRun(steps)
    #expect(run.observed.step(3).map(\.line) == ["Sidebar viewWillAppear", "Sidebar viewDidAppear"])
    #expect(run.observed.step(4).map(\.line) == ["Sidebar viewWillDisappear", "Sidebar viewDidDisappear"])
    let covers = try ScenarioRun(steps, alternatives: ["alt.uikit.split.overSecondaryCovers"])
    #expect(
      covers.observed.step(3).map(\.line) == [
        "Sidebar viewWillAppear", "Detail viewWillDisappear", "Sidebar viewDidAppear", "Detail viewDidDisappear",
      ])
    #expect(covers.observed.step(4).map(\.line) != run.observed.step(4).map(\.line))
    #expect(covers.observed.step(4).map(\.line).contains("Detail viewWillAppear"))
  }
}
