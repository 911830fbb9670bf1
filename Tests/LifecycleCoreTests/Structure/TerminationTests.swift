import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `terminate`: the app swiped away in the app switcher. A scene-based app's scene disconnects
/// and its window's controllers disappear; an app without scenes hears only its app delegate;
/// a suspended app hears nothing; no step can follow.
@Suite struct TerminationTests {
  static let appDelegate: Set<Callback> = [
    .viewWillDisappear, .viewDidDisappear, .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect,
    .didDiscardSceneSessions, .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillTerminate,
  ]

  @Test func aSceneBasedAppDisconnectsAndItsWindowDisappears() throws {
    let scenario = makeScenario(.navigation(["A"]), observe: Self.appDelegate, [.launch, .push("B", animated: true), .terminate])
    let run = try ScenarioRun(scenario)
    #expect(
      run.observed.step(3).map(\.line) == [
        "Scene sceneWillResignActive", "Scene sceneDidDisconnect", "AppDelegate didDiscardSceneSessions", "B viewWillDisappear",
        "B viewDidDisappear", "AppDelegate applicationWillTerminate",
      ])
    #expect(run.timeline.step(3).allSatisfy { $0.rule.id == "uikit.terminate.sceneDisconnect" && $0.rule.confidence == .observed })
    #expect(run.violations.isEmpty)
    // Neuburg's reading: the scene enters the background, the window stays.
    let other = try ScenarioRun(scenario, alternatives: ["alt.uikit.terminate.enterBackground"])
    #expect(
      other.observed.step(3).map(\.line) == [
        "Scene sceneWillResignActive", "Scene sceneDidEnterBackground", "AppDelegate applicationWillTerminate",
      ])
    #expect(other.violations.isEmpty)
  }

  @Test func fromTheAppSwitcherTheSceneHasResignedAlready() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["A"]), observe: Self.appDelegate, [.launch, .resignActive, .terminate]))
    #expect(
      run.observed.step(3).map(\.line) == [
        "Scene sceneDidDisconnect", "AppDelegate didDiscardSceneSessions", "A viewWillDisappear", "A viewDidDisappear",
        "AppDelegate applicationWillTerminate",
      ])
  }

  @Test func withoutScenesOnlyTheAppDelegateHearsIt() throws {
    for profile in [Profile.ios12, .ios17] {
      var scenario = makeScenario(.navigation(["A"]), profile: profile, observe: Self.appDelegate, [.launch, .terminate])
      scenario.sceneBased = profile == .ios12
      let run = try ScenarioRun(scenario)
      #expect(
        run.observed.step(2).map(\.line) == [
          "AppDelegate applicationWillResignActive", "AppDelegate applicationDidEnterBackground", "AppDelegate applicationWillTerminate",
        ])
      #expect(run.violations.isEmpty)
    }
  }

  /// On iOS 13 and later the app delegate's order for an app without scenes is our reading; its
  /// alternative takes the window's controllers away first, as in a scene-based app.
  @Test func withoutScenesTheAlternativeTakesTheWindowFromIOS13() throws {
    var scenario = makeScenario(.navigation(["A"]), profile: .ios17, observe: Self.appDelegate, [.launch, .terminate])
    scenario.sceneBased = false
    let run = try ScenarioRun(scenario, alternatives: ["alt.uikit.terminate.withoutScenesWindowLeaves"])
    #expect(
      run.observed.step(2).map(\.line) == [
        "AppDelegate applicationWillResignActive", "AppDelegate applicationDidEnterBackground", "A viewWillDisappear",
        "A viewDidDisappear", "AppDelegate applicationWillTerminate",
      ])
    #expect(run.violations.isEmpty)
  }

  @Test func aSuspendedAppHearsNothing() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["A"]), observe: Self.appDelegate, [.launch, .background, .terminate]))
    #expect(run.observed.step(3).isEmpty)
    #expect(run.violations.isEmpty)
  }

  @Test func aSwiftUIAppsViewsDisappearAndTheAlternativeSeesTheBackground() throws {
    let scenario = makeScenario(.navigation(["A"]), host: .swiftui, [.launch, .push("B", animated: true), .terminate])
    let run = try ScenarioRun(scenario)
    #expect(run.timeline.step(3).map(\.line) == ["Scene scenePhaseInactive", "B onDisappear", "B taskCancel"])
    #expect(run.timeline.step(3).prefix(2).allSatisfy { $0.rule.id == "swiftui.terminate" && $0.rule.confidence == .inferred })
    #expect(run.violations.isEmpty)
    let other = try ScenarioRun(scenario, alternatives: ["alt.swiftui.terminate.backgroundPhase"])
    #expect(other.timeline.step(3).map(\.line) == ["Scene scenePhaseInactive", "Scene scenePhaseBackground", "B onDisappear", "B taskCancel"])
  }

  @Test func nothingFollowsIt() throws {
    for steps: [Action] in [[.launch, .terminate, .launch], [.launch, .terminate, .push("B", animated: true)], [.launch, .terminate, .terminate]] {
      do {
        _ = try ScenarioRun(makeScenario(.navigation(["A"]), steps))
        Issue.record("\(steps) ran")
      } catch {
        #expect("\(error)".contains("the app was terminated"), "\(error)")
      }
    }
  }
}
