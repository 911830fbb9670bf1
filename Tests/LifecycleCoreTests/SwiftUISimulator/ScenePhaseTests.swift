import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// SwiftUI's `scenePhase` changes, placed by the `scene` rows of the SwiftUI table.
@Suite struct ScenePhaseTests {
  @Test func backgroundGoesInactiveThenBackgroundBeforeTheProbesLayoutAndIsInferred() throws {
    let scenario = makeScenario(.navigation(["1"]), host: .swiftui, probe: true, [.launch, .push("2", animated: true), .background])
    let step = try ScenarioRun(scenario).timeline.step(3)
    #expect(
      step.map(\.line) == [
        "Scene scenePhaseInactive", "Scene scenePhaseBackground", "2 viewWillLayoutSubviews", "2 viewDidLayoutSubviews",
        "2 viewWillLayoutSubviews", "2 viewDidLayoutSubviews",
      ])
    for event in step.prefix(2) {
      #expect(event.lane == .swiftui)
      #expect(event.rule.id == "swiftui.scenePhase.background")
      #expect(event.rule.confidence == .inferred)
      #expect(event.rule.alternative != nil)
    }
    #expect(!step.contains { $0.callback == .onDisappear })
  }

  @Test func foregroundGoesInactiveThenActive() throws {
    let scenario = makeScenario(.navigation(["1"]), host: .swiftui, [.launch, .background, .foreground])
    let step = try ScenarioRun(scenario).timeline.step(3)
    #expect(step.map(\.line) == ["Scene scenePhaseInactive", "Scene scenePhaseActive"])
    #expect(step.allSatisfy { $0.rule.id == "swiftui.scenePhase.foreground" && $0.rule.confidence == .observed })
  }

  @Test func activeAfterTheFirstOnAppearAtLaunchAndNothingInAUIKitApp() throws {
    let swiftUI = makeScenario(.navigation(["1"]), host: .swiftui, [.launch])
    let launch = try ScenarioRun(swiftUI).timeline.step(1).map(\.line)
    #expect(launch.filter { $0.hasPrefix("Scene ") } == ["Scene scenePhaseActive"])
    #expect(try #require(launch.firstIndex(of: "1 onAppear")) < launch.firstIndex(of: "Scene scenePhaseActive")!)
    let row = try #require(SwiftUITables.base.rows.first { $0.id == "swiftui.launch.scene.scenePhaseActive" })
    #expect(row.rule.confidence == .observed)
    #expect(row.rule.source.contains("https://memotut.com/en/8546dfa4811b34f669d4"))
    // Through .inactive is the alternative that swifty-ui's log shows.
    let through = try ScenarioRun(swiftUI, alternatives: ["alt.swiftui.scenePhase.launchThroughInactive"]).timeline.step(1)
    #expect(through.filter { $0.callback.isSceneEvent }.map(\.line) == ["Scene scenePhaseInactive", "Scene scenePhaseActive"])
    let hosted = makeScenario(.navigation(["A"]), content: .swiftui, [.launch, .background, .foreground])
    #expect(try laneLines(hosted, .swiftui)[1...].joined().allSatisfy { !$0.hasPrefix("Scene ") })
    let lines = try observedLines(hosted)
    #expect(lines[1].filter { $0.hasPrefix("Scene ") } == ["Scene sceneWillResignActive", "Scene sceneDidEnterBackground"])
  }
}
