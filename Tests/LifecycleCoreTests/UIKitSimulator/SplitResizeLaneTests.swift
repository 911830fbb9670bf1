import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The UIKit rows of a resize: the collapse's hidden columns disappear after the size change
/// and before the layout pass (uikit.split.resize, the background collapse's order), the
/// expansion's columns appear again; the alternative collapses after the layout pass.
@Suite struct SplitResizeLaneTests {
  func scenario(_ actions: [Action], observe: Set<Callback> = appearanceCallbacks) throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), profile: try #require(Profile.named("ios17-ipad")),
      observe: observe, [.launch] + actions)
    scenario.split = SplitDefinition()
    return scenario
  }

  @Test func theHiddenColumnDisappearsOnTheCollapseAndAppearsOnTheExpansion() throws {
    let run = try ScenarioRun(scenario([.resize(.compact), .resize(.regular)]))
    #expect(run.observed.step(2).map(\.line) == ["Sidebar viewWillDisappear", "Sidebar viewDidDisappear"])
    #expect(run.observed.step(3).map(\.line) == ["Sidebar viewWillAppear", "Sidebar viewDidAppear"])
  }

  @Test func theAlternativeCollapsesAfterTheLayoutPass() throws {
    let observe = appearanceCallbacks.union([.viewWillLayoutSubviews, .viewDidLayoutSubviews])
    let steps = try scenario([.resize(.compact)], observe: observe)
    let base = try ScenarioRun(steps).observed.step(2).map(\.line)
    #expect(base.first == "Sidebar viewWillDisappear")
    #expect(base.last == "Detail viewDidLayoutSubviews")
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.resizeAfterLayout"]).observed.step(2).map(\.line)
    #expect(after != base)
    #expect(after.last == "Sidebar viewDidDisappear")
    #expect(Set(after) == Set(base))
  }
}
