import LifecycleCore
import LifecycleEngine
import Testing

/// Each effect kind's guarantee, judged along a scenario's own steps.
@Suite struct EffectEvaluatorTests {
  func detail(_ effects: String) -> String {
    "  - id: Detail\n    effects:\n" + effects.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
  }

  // MARK: start / stop

  @Test func aResourceStartedOnAppearAndStoppedOnDisappearHoldsOnPushAndPop() throws {
    let scenario = try auditScenario(
      screens: detail("viewWillAppear: [start timer]\nviewDidDisappear: [stop timer]"),
      steps: ["launch", "push: Detail", "present: Sheet\n    style: fullScreen", "dismiss", "pop"])
    #expect(try brokenKeys(scenario) == [])
  }

  @Test func aCancelledSwipeStartsAResourceTwice() throws {
    let scenario = try auditScenario(
      screens: detail("viewWillAppear: [start timer]\nviewDidDisappear: [stop timer]"),
      steps: ["launch", "push: Detail", "swipe-back: cancel"])
    let found = try breaches(scenario)
    #expect(found.map(\.key) == ["Detail start timer: not-started-twice"])
    #expect(found.first?.step == 3)
  }

  @Test func stoppingWhatIsNotRunningAndLeavingItRunningAreBroken() throws {
    let stopTwice = try auditScenario(
      screens: detail("viewDidLoad: [start subscription]\nviewWillDisappear: [stop subscription]"),
      steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    #expect(try brokenKeys(stopTwice) == ["Detail stop subscription: stopped-only-when-running"])
    let never = try auditScenario(screens: detail("viewDidLoad: [start subscription]"), steps: ["launch", "push: Detail", "pop"])
    #expect(try brokenKeys(never) == ["Detail start subscription: stopped-by-end"])
  }

  @Test func whileInWindowAndWhileVisitedDifferUnderAnOverFullScreenPresentation() throws {
    let effects = { (condition: String) in
      self.detail("viewWillAppear:\n  - start: timer\n    while: \(condition)\nviewDidDisappear: [stop timer]")
    }
    let steps = ["launch", "push: Detail", "present: Cover\n    style: overFullScreen", "dismiss"]
    let inWindow = try auditScenario(screens: effects("in-window"), steps: steps)
    #expect(try brokenKeys(inWindow) == [])
    let visited = try breaches(try auditScenario(screens: effects("visited"), steps: steps))
    #expect(visited.map(\.key) == ["Detail start timer: running-exactly-while"])
    #expect(visited.first?.step == 3)
  }

  // MARK: track

  @Test func trackingOnViewDidAppearCountsACancelledSwipeAsASecondVisit() throws {
    let scenario = try auditScenario(
      screens: detail("viewDidAppear: [track screen-view]"), steps: ["launch", "push: Detail", "swipe-back: cancel"])
    let found = try breaches(scenario)
    #expect(found.map(\.key) == ["Detail track screen-view: once-per-visit"])
    #expect(found.first?.message.contains("a second time in one visit") == true)
  }

  @Test func trackingOnViewDidLoadMissesTheSecondVisit() throws {
    let scenario = try auditScenario(
      screens: detail("viewDidLoad: [track screen-view]"),
      steps: ["launch", "push: Detail", "push: Next", "pop", "pop"])
    let found = try breaches(scenario)
    #expect(found.map(\.key) == ["Detail track screen-view: once-per-visit"])
    #expect(found.first?.step == 5)
  }

  @Test func trackingOnViewDidAppearHoldsUnderACardSheetAndTheBackground() throws {
    let scenario = try auditScenario(
      screens: detail("viewDidAppear: [track screen-view]"),
      steps: ["launch", "push: Detail", "present: Sheet\n    style: pageSheet", "dismiss", "background", "foreground", "pop"])
    #expect(try brokenKeys(scenario) == [])
  }

  // MARK: refresh

  @Test func refreshingOnViewDidLoadLeavesTheSecondVisitStale() throws {
    let scenario = try auditScenario(
      screens: detail("viewDidLoad: [refresh feed]"), steps: ["launch", "push: Detail", "push: Next", "pop"])
    let found = try breaches(scenario)
    #expect(found.map(\.key) == ["Detail refresh feed: current-at-every-visit"])
    #expect(found.first?.step == 4)
  }

  @Test func aRefreshNoVisitFollowsIsAWarning() throws {
    let scenario = try auditScenario(
      screens: detail("viewWillAppear: [refresh feed]"), steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    let found = try breaches(scenario)
    #expect(found.map(\.key) == ["Detail refresh feed: no-wasted-refresh"])
    #expect(found.allSatisfy { $0.isWarning })
  }

  // MARK: save

  @Test func savingOnlyInViewWillDisappearLosesDataInTheBackground() throws {
    let scenario = try auditScenario(
      screens: detail("viewWillDisappear: [save draft]"), steps: ["launch", "push: Detail", "background"])
    let found = try breaches(scenario)
    #expect(found.map(\.key) == ["Detail save draft: saved-before-loss"])
    #expect(found.first?.message.contains("background") == true)
    let popped = try auditScenario(
      screens: detail("viewWillDisappear: [save draft]"), steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    #expect(try brokenKeys(popped) == [])
  }

  @Test func aSaveAfterTheScreenWasVisitedAgainIsNeeded() throws {
    // Saved on the cancelled swipe, visited again, then ended without a save: lost.
    let scenario = try auditScenario(
      screens: detail("viewWillDisappear: [save draft]"),
      steps: ["launch", "push: Detail", "swipe-back: cancel", "present: Cover\n    style: overFullScreen", "background"])
    #expect(try brokenKeys(scenario) == ["Detail save draft: saved-before-loss"])
  }

  // MARK: both frameworks

  @Test func swiftUIEffectsKeyOnTheSwiftUICallbacks() throws {
    let scenario = try auditScenario(
      host: "swiftui", screens: detail("onAppear: [track screen-view]"),
      steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    #expect(try brokenKeys(scenario) == [])
  }
}

/// Effects keyed on app-level callbacks: the scene's events run the effects every live screen
/// places on them.
@Suite struct SceneEffectTests {
  @Test func savingOnSceneDidEnterBackgroundTooKeepsTheDraft() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewWillDisappear: [save draft]\n      sceneDidEnterBackground: [save draft]",
      steps: ["launch", "push: Detail", "background", "foreground", "pop"])
    #expect(try brokenKeys(scenario) == [])
    let alone = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewWillDisappear: [save draft]", steps: ["launch", "push: Detail", "background"])
    #expect(try brokenKeys(alone) == ["Detail save draft: saved-before-loss"])
  }
}
