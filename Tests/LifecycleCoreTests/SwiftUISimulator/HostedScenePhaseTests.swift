import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A UIKit app's hosted SwiftUI content that observes `scenePhase` (its `observe:` names a
/// change): the scene's changes after the scene delegate's calls, opt-in.
@Suite struct HostedScenePhaseTests {
  static let phases: Set<Callback> = [.scenePhaseInactive, .scenePhaseBackground, .scenePhaseActive]
  static let scene: Set<Callback> = [.sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive]

  func hosted(observe: Set<Callback>? = HostedScenePhaseTests.phases.union(HostedScenePhaseTests.scene), scenes: Bool = true) -> Scenario {
    var scenario = makeScenario(.navigation(["A"]), observe: observe, content: .swiftui, [.launch, .background, .foreground])
    scenario.sceneBased = scenes
    return scenario
  }

  @Test func hostedContentSeesThePhasesAfterTheSceneDelegate() throws {
    let run = try ScenarioRun(hosted())
    #expect(
      run.observed.step(2).map(\.line) == [
        "Scene sceneWillResignActive", "Scene sceneDidEnterBackground", "Scene scenePhaseInactive", "Scene scenePhaseBackground",
      ])
    #expect(
      run.observed.step(3).map(\.line) == [
        "Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive", "Scene scenePhaseInactive", "Scene scenePhaseActive",
      ])
    let phases = run.timeline.events.filter { $0.callback.lane == .swiftui && $0.callback.isSceneEvent }
    #expect(phases.count == 4)
    #expect(phases.allSatisfy { $0.rule.id == "swiftui.scenePhase.hosted" && $0.rule.confidence == .inferred && $0.lane == .swiftui })
    #expect(run.observed.step(1).isEmpty || !run.observed.step(1).contains { $0.callback.lane == .swiftui && $0.callback.isSceneEvent })
  }

  @Test func contentThatDoesNotObserveItAndAnAppWithoutScenesSeeNothing() throws {
    for scenario in [hosted(observe: HostedScenePhaseTests.scene), hosted(scenes: false)] {
      let run = try ScenarioRun(scenario)
      #expect(!run.timeline.events.contains { $0.callback.lane == .swiftui && $0.callback.isSceneEvent })
    }
  }

  @Test func theAlternativeSeesActiveAtLaunch() throws {
    let base = try ScenarioRun(hosted())
    let other = try ScenarioRun(hosted(), alternatives: ["alt.swiftui.scenePhase.hosted.activeAtLaunch"])
    let launch = other.timeline.step(1).map(\.line)
    #expect(launch.contains("Scene scenePhaseActive"))
    #expect(try #require(launch.firstIndex(of: "A onAppear")) < launch.firstIndex(of: "Scene scenePhaseActive")!)
    #expect(other.timeline.step(1).map(\.line) != base.timeline.step(1).map(\.line))
  }
}
