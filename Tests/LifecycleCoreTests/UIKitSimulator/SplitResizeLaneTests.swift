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

  /// A split view that launched collapsed on an iPhone, expanded: the column it never showed
  /// is created and added before the size change, loads and appears (uikit.split.separate);
  /// one alternative adds it after the size change reaches the controllers, the other loads its
  /// view as it adds it.
  @Test func theExpansionOfALaunchCollapsedSplitViewCreatesTheColumnItNeverShowed() throws {
    let observe = appearanceCallbacks.union([.`init`, .viewDidLoad, .willMoveToParent, .didMoveToParent, .viewWillTransition])
    var steps = makeScenario(
      .tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), host: .uikit, profile: .ios17, observe: observe,
      [.launch, .pop(animated: true), .resize(.regular)])
    steps.split = SplitDefinition()
    let base = try ScenarioRun(steps).observed.step(3).map(\.line)
    #expect(
      base == [
        "Detail init", "Detail willMoveToParent", "Sidebar viewWillTransition", "Detail viewDidLoad", "Detail viewWillAppear",
        "Detail viewDidAppear", "Detail didMoveToParent",
      ])
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.separateAfterSizeChange"]).observed.step(3).map(\.line)
    #expect(after != base)
    #expect(Set(after) == Set(base))
    #expect(after.firstIndex(of: "Detail willMoveToParent")! > after.firstIndex(of: "Sidebar viewWillTransition")!)
    let onAdd = try ScenarioRun(steps, alternatives: ["alt.uikit.split.separateLoadsOnAdd"]).observed.step(3).map(\.line)
    #expect(onAdd != base)
    #expect(Set(onAdd) == Set(base))
    #expect(onAdd.firstIndex(of: "Detail viewDidLoad")! < onAdd.firstIndex(of: "Sidebar viewWillTransition")!)
  }
}
