import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The UIKit rows of an expanded split view: a replaced column swaps as two children
/// (uikit.split.replaceColumn), its alternative leaves the old column before the new root
/// appears, and a column shown or hidden gets the appearance pair alone.
@Suite struct SplitViewLaneTests {
  func scenario(_ actions: [Action]) throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), profile: try #require(Profile.named("ios17-ipad")),
      observe: appearanceCallbacks, [.launch] + actions)
    scenario.split = SplitDefinition()
    return scenario
  }

  @Test func aReplacedColumnSwapsAsTwoChildrenAndTheAlternativeInTurn() throws {
    let steps = try scenario([.showDetail("B", inNavigation: true, animated: true)])
    let swapped = try ScenarioRun(steps).observed.step(2).map(\.line)
    #expect(swapped == ["B viewDidLoad", "Detail viewWillDisappear", "B viewWillAppear", "Detail viewDidDisappear", "B viewDidAppear"])
    let inTurn = try ScenarioRun(steps, alternatives: ["alt.uikit.split.replaceColumnInTurn"]).observed.step(2).map(\.line)
    #expect(inTurn == ["B viewDidLoad", "Detail viewWillDisappear", "Detail viewDidDisappear", "B viewWillAppear", "B viewDidAppear"])
  }

  @Test func aHiddenColumnDisappearsAndAppearsAloneAgain() throws {
    let run = try ScenarioRun(scenario([.setColumn(.primary, visible: false), .setColumn(.primary, visible: true)]))
    #expect(run.observed.step(2).map(\.line) == ["Sidebar viewWillDisappear", "Sidebar viewDidDisappear"])
    #expect(run.observed.step(3).map(\.line) == ["Sidebar viewWillAppear", "Sidebar viewDidAppear"])
  }

  /// From iOS 17 the background snapshot collapses an expanded split view and expands it
  /// again: the sidebar disappears and appears; before iOS 17 no report says so.
  @Test func goingToTheBackgroundCollapsesTheSplitViewFromIOS17() throws {
    var scenario = try scenario([.background])
    #expect(
      try ScenarioRun(scenario).observed.step(2).map(\.line) == [
        "Sidebar viewWillDisappear", "Sidebar viewDidDisappear", "Sidebar viewWillAppear", "Sidebar viewDidAppear",
      ])
    scenario.profile = try #require(Profile.named("ios16-ipad"))
    #expect(try ScenarioRun(scenario).observed.step(2).map(\.line).isEmpty)
  }
}
