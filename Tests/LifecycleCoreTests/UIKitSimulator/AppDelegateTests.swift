import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The app delegate's lifecycle methods (an app without scenes) and its memory warning,
/// logged by the `AppDelegate` participant and only by an app whose `observe:` names them.
@Suite struct AppDelegateTests {
  static let delegate: Set<Callback> = [
    .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationDidBecomeActive,
    .applicationDidReceiveMemoryWarning,
  ]

  func scenario(_ profile: Profile, scenes: Bool = true, observe: Set<Callback>? = AppDelegateTests.delegate.union([.didReceiveMemoryWarning]))
    -> Scenario
  {
    var scenario = makeScenario(.navigation(["A"]), profile: profile, observe: observe, [.launch, .background, .foreground, .memoryWarning])
    scenario.sceneBased = scenes
    return scenario
  }

  @Test func withoutScenesTheAppDelegateHearsTheBackgroundAndTheForeground() throws {
    for scenario in [scenario(.ios12), scenario(.ios17, scenes: false)] {
      let run = try ScenarioRun(scenario)
      #expect(run.observed.step(2).map(\.line) == ["AppDelegate applicationWillResignActive", "AppDelegate applicationDidEnterBackground"])
      #expect(run.observed.step(3).map(\.line) == ["AppDelegate applicationWillEnterForeground", "AppDelegate applicationDidBecomeActive"])
      #expect(run.observed.step(4).map(\.line) == ["AppDelegate applicationDidReceiveMemoryWarning", "A didReceiveMemoryWarning"])
    }
  }

  @Test func withScenesTheAppDelegateHearsOnlyTheMemoryWarning() throws {
    let run = try ScenarioRun(scenario(.ios17))
    #expect(run.observed.step(2).isEmpty && run.observed.step(3).isEmpty)
    #expect(run.observed.step(4).map(\.line).first == "AppDelegate applicationDidReceiveMemoryWarning")
  }

  @Test func anAppThatDoesNotNameThemLogsNone() throws {
    let run = try ScenarioRun(scenario(.ios12, observe: nil))
    #expect(!run.timeline.events.contains { $0.callback.isAppDelegateEvent })
  }

  @Test func theAlternativePutsTheAppDelegateAfterTheControllers() throws {
    let base = try ScenarioRun(scenario(.ios12))
    let other = try ScenarioRun(scenario(.ios12), alternatives: ["alt.uikit.appDelegate.memoryWarningLast"])
    #expect(other.observed.step(4).map(\.line) == ["A didReceiveMemoryWarning", "AppDelegate applicationDidReceiveMemoryWarning"])
    #expect(other.observed.step(4).map(\.line) != base.observed.step(4).map(\.line))
  }

  @Test func didFinishLaunchingComesFirstAndWithoutScenesTheAppBecomesActiveAfterTheRootAppears() throws {
    let observe: Set<Callback> = [.viewDidLoad, .viewDidAppear, .didFinishLaunchingWithOptions, .applicationDidBecomeActive]
    for scenario in [scenario(.ios12, observe: observe), scenario(.ios17, scenes: false, observe: observe)] {
      let run = try ScenarioRun(scenario)
      #expect(
        run.observed.step(1).map(\.line) == [
          "AppDelegate didFinishLaunchingWithOptions", "A viewDidLoad", "A viewDidAppear", "AppDelegate applicationDidBecomeActive",
        ])
      #expect(run.timeline.step(1).first?.line == "AppDelegate didFinishLaunchingWithOptions")
    }
    let scenes = try ScenarioRun(scenario(.ios17, observe: observe))
    #expect(scenes.observed.step(1).map(\.line) == ["AppDelegate didFinishLaunchingWithOptions", "A viewDidLoad", "A viewDidAppear"])
    let row = scenes.timeline.step(1).first { $0.callback == .didFinishLaunchingWithOptions }
    #expect(row?.rule.id == "uikit.appDelegate.didFinishLaunching")
    #expect(row?.rule.confidence == .documented)
  }

  @Test func theAlternativeMakesTheAppActiveBeforeTheRootsViewDidAppear() throws {
    let observe: Set<Callback> = [.viewDidLayoutSubviews, .viewDidAppear, .applicationDidBecomeActive]
    let base = try ScenarioRun(scenario(.ios12, observe: observe))
    let other = try ScenarioRun(scenario(.ios12, observe: observe), alternatives: ["alt.uikit.appDelegate.launchActiveBeforeDidAppear"])
    #expect(other.observed.step(1).map(\.line).suffix(2) == ["AppDelegate applicationDidBecomeActive", "A viewDidAppear"])
    #expect(other.observed.step(1).map(\.line) != base.observed.step(1).map(\.line))
  }
}
