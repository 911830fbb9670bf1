import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `resign-active` and `become-active`: an interruption (Control Center, a call, a system
/// alert) leaves the app inactive in the foreground; the scene delegate, the app delegate
/// without scenes and scenePhase hear it, no screen does.
@Suite struct InterruptionTests {
  static let steps: [Action] = [.launch, .push("B", animated: true), .resignActive, .becomeActive, .resignActive, .background, .foreground]

  @Test func aSceneBasedUIKitAppsSceneDelegateResignsAndBecomesActive() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["A"]), Self.steps))
    #expect(run.timeline.step(3).map(\.line) == ["Scene sceneWillResignActive"])
    #expect(run.timeline.step(4).map(\.line) == ["Scene sceneDidBecomeActive"])
    #expect(run.timeline.step(3).allSatisfy { $0.rule.id == "uikit.scene.interruption" && $0.rule.confidence == .documented })
    // From the inactive app the background has resigned already.
    // From iOS 17 the snapshot lays out twice (uikit.background.twoSnapshotPassesFromIOS17).
    let snapshot = ["B viewWillLayoutSubviews", "B viewDidLayoutSubviews"]
    #expect(run.timeline.step(6).map(\.line) == ["Scene sceneDidEnterBackground"] + snapshot + snapshot)
    #expect(run.timeline.step(7).map(\.line) == ["Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive"])
    #expect(run.violations.isEmpty)
  }

  @Test func withoutScenesTheAppDelegateHearsIt() throws {
    let observe: Set<Callback> = [.applicationWillResignActive, .applicationDidEnterBackground, .applicationDidBecomeActive]
    for profile in [Profile.ios12, .ios17] {
      var scenario = makeScenario(.navigation(["A"]), profile: profile, observe: observe, Self.steps)
      scenario.sceneBased = profile == .ios12
      let run = try ScenarioRun(scenario)
      #expect(run.observed.step(3).map(\.line) == ["AppDelegate applicationWillResignActive"])
      #expect(run.observed.step(4).map(\.line) == ["AppDelegate applicationDidBecomeActive"])
      #expect(run.observed.step(6).map(\.line) == ["AppDelegate applicationDidEnterBackground"])
    }
  }

  @Test func aSwiftUIAppsScenePhaseGoesInactiveAndBackAndTheAlternativeSeesNothing() throws {
    let scenario = makeScenario(.navigation(["A"]), host: .swiftui, Self.steps)
    let run = try ScenarioRun(scenario)
    #expect(run.timeline.step(3).map(\.line) == ["Scene scenePhaseInactive"])
    #expect(run.timeline.step(4).map(\.line) == ["Scene scenePhaseActive"])
    #expect(run.timeline.step(6).map(\.line) == ["Scene scenePhaseBackground"])
    #expect(run.timeline.step(3).allSatisfy { $0.rule.id == "swiftui.scenePhase.interruption" && $0.rule.confidence == .inferred })
    let other = try ScenarioRun(scenario, alternatives: ["alt.swiftui.scenePhase.interruptionUnseen"])
    #expect(other.timeline.step(3).isEmpty && other.timeline.step(4).isEmpty)
    #expect(other.timeline.step(3).map(\.line) != run.timeline.step(3).map(\.line))
  }

  @Test func hostedContentThatObservesScenePhaseSeesItAfterTheSceneDelegate() throws {
    let observe: Set<Callback> = [.sceneWillResignActive, .sceneDidBecomeActive, .scenePhaseInactive, .scenePhaseActive]
    let run = try ScenarioRun(makeScenario(.navigation(["A"]), observe: observe, content: .swiftui, [.launch, .resignActive, .becomeActive]))
    #expect(run.observed.step(2).map(\.line) == ["Scene sceneWillResignActive", "Scene scenePhaseInactive"])
    #expect(run.observed.step(3).map(\.line) == ["Scene sceneDidBecomeActive", "Scene scenePhaseActive"])
  }

  @Test func whatIsImpossibleIsRefusedAtItsStep() throws {
    let cases: [([Action], String)] = [
      ([.launch, .becomeActive], "the app is already active"),
      ([.launch, .resignActive, .resignActive], "the app is inactive"),
      ([.launch, .resignActive, .push("B", animated: true)], "the app is inactive"),
      ([.launch, .background, .becomeActive], "the app is in the background"),
    ]
    for (steps, message) in cases {
      #expect(throws: (any Error).self) { try ScenarioRun(makeScenario(.navigation(["A"]), steps)) }
      do {
        _ = try ScenarioRun(makeScenario(.navigation(["A"]), steps))
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }
}
