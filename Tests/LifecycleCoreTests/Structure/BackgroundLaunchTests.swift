import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `launch` with `in-background: true`: a scene-based or SwiftUI app hears only its app
/// delegate and shows its window at the next `foreground`; an app without scenes makes its
/// window at once, in the background. Each inferred reading's alternative changes the order.
@Suite struct BackgroundLaunchTests {
  static let observed: Set<Callback> = [
    .viewDidLoad, .viewWillAppear, .viewDidAppear, .didFinishLaunchingWithOptions, .applicationWillEnterForeground,
    .applicationDidBecomeActive, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneDidEnterBackground,
  ]

  @Test func aSceneBasedAppShowsItsWindowAtTheForeground() throws {
    let scenario = makeScenario(.navigation(["A"]), observe: Self.observed, [.launchInBackground, .foreground])
    let run = try ScenarioRun(scenario)
    #expect(run.observed.step(1).map(\.line) == ["AppDelegate didFinishLaunchingWithOptions"])
    #expect(
      run.observed.step(2).map(\.line) == [
        "Scene sceneWillEnterForeground", "A viewDidLoad", "A viewWillAppear", "Scene sceneDidBecomeActive", "A viewDidAppear",
      ])
    #expect(run.violations.isEmpty)
    // The other reading: the scene connects in the background, its root appears there.
    let other = try ScenarioRun(scenario, alternatives: ["alt.uikit.backgroundLaunch.sceneConnectsInBackground"])
    #expect(
      other.observed.step(1).map(\.line) == [
        "AppDelegate didFinishLaunchingWithOptions", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear",
      ])
    #expect(other.observed.step(2).map(\.line) == ["Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive"])
    #expect(other.observed.step(1).map(\.line) != run.observed.step(1).map(\.line))
    #expect(other.violations.isEmpty)
  }

  @Test func withoutScenesTheRootAppearsInTheBackground() throws {
    for profile in [Profile.ios12, .ios17] {
      var scenario = makeScenario(.navigation(["A"]), profile: profile, observe: Self.observed, [.launchInBackground, .foreground])
      scenario.sceneBased = profile == .ios12
      let run = try ScenarioRun(scenario)
      #expect(
        run.observed.step(1).map(\.line) == [
          "AppDelegate didFinishLaunchingWithOptions", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear",
        ])
      #expect(
        run.observed.step(2).map(\.line) == ["AppDelegate applicationWillEnterForeground", "AppDelegate applicationDidBecomeActive"])
      #expect(run.violations.isEmpty)
    }
  }

  @Test func aSwiftUIAppsViewsWaitForTheForegroundAndTheAlternativeShowsThemAtOnce() throws {
    let scenario = makeScenario(.navigation(["A"]), host: .swiftui, [.launchInBackground, .foreground])
    let run = try ScenarioRun(scenario)
    #expect(run.timeline.step(1).filter { $0.lane == .swiftui }.isEmpty)
    #expect(run.timeline.step(2).map(\.line) == ["A onAppear", "Scene scenePhaseActive", "A taskStart"])
    #expect(run.violations.isEmpty)
    let other = try ScenarioRun(scenario, alternatives: ["alt.swiftui.backgroundLaunch.viewsAppear"])
    #expect(other.timeline.step(1).map(\.line) == ["A onAppear", "A taskStart"])
    #expect(other.timeline.step(2).map(\.line) == ["Scene scenePhaseInactive", "Scene scenePhaseActive"])
    #expect(other.violations.isEmpty)
  }

  @Test func aSuspendedAppLaunchedInTheBackgroundHearsNothingWhenEnded() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["A"]), observe: Self.observed, [.launchInBackground, .terminate]))
    #expect(run.observed.step(2).isEmpty)
  }

  @Test func onlyTheForegroundOrTheEndCanFollowIt() throws {
    for steps: [Action] in [[.launchInBackground, .push("B", animated: true)], [.launchInBackground, .launch]] {
      do {
        _ = try ScenarioRun(makeScenario(.navigation(["A"]), steps))
        Issue.record("\(steps) ran")
      } catch {
        #expect("\(error)".contains("background") || "\(error)".contains("already launched"), "\(error)")
      }
    }
  }
}
