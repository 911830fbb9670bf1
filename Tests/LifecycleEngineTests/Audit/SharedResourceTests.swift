import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// #41: a resource the app shares (`resources:`) is judged across every screen and the app's
/// own code that start and stop it, by its discipline; the app's own code (`app-effects:`)
/// runs on the scene's callbacks.
@Suite struct SharedResourceTests {
  /// A hosted SwiftUI list and a UIKit detail pushed over it, both using one socket.
  static func socket(
    _ discipline: String, list: String = "onAppear: [start socket]\n      onDisappear: [stop socket]", steps: [String] = ["launch", "push: Detail"]
  ) throws -> Scenario {
    let text = """
      name: t
      source: test
      host: uikit
      app:
        navigation: [Accounts]
      resources:
        socket: \(discipline)
      screens:
        - id: Accounts
          content: swiftui
          effects:
            \(list)
        - id: Detail
          effects:
            viewWillAppear: [start socket]
            viewWillDisappear: [stop socket]
      steps:
      \(steps.map { "  - " + $0 }.joined(separator: "\n"))

      """
    return try ScenarioDecoder.decode(text, path: "s.yaml")
  }

  @Test func anIdempotentSocketIsStoppedUnderTheDetailThatUsesIt() throws {
    // The push calls Detail's viewWillAppear (start: already running, nothing happens), then
    // the list's onDisappear (stop): the detail is on screen with the socket stopped.
    let found = try breaches(Self.socket("idempotent"))
    #expect(found.map(\.key) == ["Detail start socket: running-while-used"])
    #expect(found.first?.step == 2)
    #expect(found.first?.message.contains("stopped while Detail uses it") == true)
  }

  @Test func theSameSocketHoldsWhenItIsReferenceCounted() throws {
    #expect(try brokenKeys(Self.socket("reference-counted", steps: ["launch", "push: Detail", "pop", "push: Detail", "pop"])) == [])
  }

  @Test func anExclusiveSocketBreaksOnTheSecondStartAndTheUnbalancedStop() throws {
    let keys = try brokenKeys(Self.socket("exclusive", steps: ["launch", "push: Detail", "pop"]))
    #expect(keys.contains("Detail start socket: not-started-twice"))
    #expect(keys.contains("Detail stop socket: stopped-only-when-running"))
  }

  @Test func aReferenceCountedStopWithoutAStartIsABreach() throws {
    let keys = try brokenKeys(Self.socket("reference-counted", list: "onDisappear: [stop socket]"))
    #expect(keys == ["Accounts stop socket: stopped-only-when-running"])
  }

  @Test func withoutResourcesTheSameNamesAreEachScreensOwn() throws {
    var scenario = try Self.socket("idempotent")
    scenario.appDefinition.resources = [:]
    #expect(try brokenKeys(scenario) == [])
  }

  @Test func theAuditFindsTheSocketAndNamesEveryUserInTheTimeline() throws {
    let result = try Audit(depth: 2, jobs: 1).run(try Self.socket("idempotent"), name: "socket")
    let finding = try #require(result.findings.first)
    #expect(finding.breach.key == "Detail start socket: running-while-used")
    #expect(finding.timelineSubject == "the users of socket (Accounts, Detail)")
    #expect(finding.excerpt.contains { $0.screen.name == "Accounts" && $0.callback == .onDisappear })
    // The counterexample keeps the declaration, so `check` reproduces it.
    #expect(ScenarioWriter.text(of: finding.scenario).contains("resources:\n  socket: idempotent\n"))
  }

  static func app(_ effects: String, resources: String = "", host: String = "uikit") throws -> Scenario {
    let text = """
      name: t
      source: test
      host: \(host)
      app:
        navigation: [Home]
      \(resources)
      app-effects:
      \(effects)
      steps:
        - launch
        - background
        - foreground

      """
    return try ScenarioDecoder.decode(text, path: "s.yaml")
  }

  @Test func theAppsSessionTimerRunsExactlyWhileInTheForeground() throws {
    let held = try Self.app(
      "  sceneDidBecomeActive:\n    - start: session-timer\n      while: foreground\n  sceneDidEnterBackground: [stop session-timer]")
    #expect(try brokenKeys(held) == [])
    // Stopped only when the scene resigns active on the way to the background, and started
    // again on the way back: the same, one callback earlier each way.
    let late = try Self.app(
      "  sceneWillEnterForeground:\n    - start: session-timer\n      while: foreground\n  sceneDidBecomeActive: [stop session-timer]")
    #expect(try brokenKeys(late) == ["App start session-timer: running-exactly-while"])
  }

  @Test func aLockStoppedOnEveryForegroundBreaksAtLaunchUnlessStoppingIsIdempotent() throws {
    // The scene enters the foreground at launch too, with no lock to stop.
    let effects = "  sceneDidEnterBackground: [start biometric-lock]\n  sceneWillEnterForeground: [stop biometric-lock]"
    let found = try breaches(Self.app(effects))
    #expect(found.map(\.key) == ["App stop biometric-lock: stopped-only-when-running"])
    #expect(found.first?.step == 1)
    #expect(try brokenKeys(Self.app(effects, resources: "resources:\n  biometric-lock: idempotent")) == [])
  }

  @Test func swiftUIAppsRunTheirCodeOnScenePhase() throws {
    let scenario = try Self.app("  scenePhaseActive: [start session-timer]\n  scenePhaseBackground: [stop session-timer]", host: "swiftui")
    #expect(try brokenKeys(scenario) == [])
    var twice = scenario
    twice.appDefinition.appEffects = [EffectPlacement(callback: .scenePhaseActive, effects: [Effect(.start, "session-timer")])]
    #expect(try brokenKeys(twice) == ["App start session-timer: not-started-twice"])
  }

  @Test func theAppsCodeAndAScreensShareOneResource() throws {
    // The app starts location updates while in the foreground; the map screen stops them
    // on disappear, under the app's use.
    let text = """
      name: t
      source: test
      host: uikit
      app:
        navigation: [Home]
      resources:
        location: idempotent
      app-effects:
        sceneDidBecomeActive: [start location]
        sceneDidEnterBackground: [stop location]
      screens:
        - id: Map
          effects:
            viewDidAppear: [start location]
            viewDidDisappear: [stop location]
      steps:
        - launch
        - push: Map
        - pop

      """
    let found = try breaches(ScenarioDecoder.decode(text, path: "s.yaml"))
    #expect(found.map(\.key) == ["App start location: running-while-used"])
    #expect(found.first?.step == 3)
  }

  @Test func auditToPlacesTheAppsCodeOnTheTargetsSceneCallbacks() throws {
    // A lock lifted on every foreground, also at launch: where the app's code keeps it.
    let effects = "  sceneDidEnterBackground: [start biometric-lock]\n  sceneWillEnterForeground: [stop biometric-lock]"
    var migration = Migration(depth: 3, jobs: 1)
    migration.judgesToday = true
    let uikit = try migration.table(for: Self.app(effects), to: .uikit)
    let row = try #require(uikit.rows.first { $0.screen == "App" })
    #expect(row.todayBreach?.breach.guarantee == .stoppedOnlyWhenRunning)
    #expect(!row.ranked.isEmpty)
    #expect(row.ranked.allSatisfy { $0.contains("scene") })
    #expect(row.unproven == nil)
    // In a SwiftUI app, the same code sits on scenePhase; shared and idempotent, it holds as written.
    let swiftUI = try migration.table(for: Self.app(effects, resources: "resources:\n  biometric-lock: idempotent"), to: .swiftui)
    let shared = try #require(swiftUI.rows.first { $0.screen == "App" })
    #expect(shared.todayBreach == nil)
    #expect(shared.ranked.allSatisfy { $0.contains("scenePhase") } && !shared.ranked.isEmpty)
  }
}
