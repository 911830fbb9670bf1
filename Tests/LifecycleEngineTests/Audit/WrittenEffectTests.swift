import LifecycleCore
import Testing

@testable import LifecycleEngine

/// Guards, `while: alive` and `visit: push` written in a scenario's effects: a written guard
/// is the same guard `Audit.guards` places, and the two new conditions are judged on the steps.
@Suite struct WrittenEffectTests {
  func detail(_ effects: String) -> String {
    "  - id: Detail\n    effects:\n" + effects.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
  }

  @Test func aWrittenGuardIsTheGuardTheAuditPlaces() throws {
    let steps = ["launch", "push: Detail", "push: Next", "swipe-back: cancel", "pop", "pop"]
    let plain = try auditScenario(
      screens: detail("viewDidLoad: [start subscription]\nviewDidDisappear: [stop subscription]"), steps: steps)
    let written = try auditScenario(
      screens: detail("viewDidLoad: [start subscription]\nviewDidDisappear: [stop subscription if leaving]"), steps: steps)
    #expect(try brokenKeys(plain) == ["Detail stop subscription: stopped-only-when-running"])
    let placed = try EffectRun(
      plain, guards: [GuardedEffect(screen: "Detail", callback: .viewDidDisappear, effect: Effect(.stop, "subscription")): .leaving]
    ).breaches.map(\.key)
    #expect(placed == [])
    #expect(try brokenKeys(written) == placed)
  }

  @Test func onCompletionSkipsTheCancelledSwipesReappearance() throws {
    let steps = ["launch", "push: Detail", "swipe-back: cancel", "pop"]
    let plain = try auditScenario(screens: detail("viewWillAppear: [track screen-view]"), steps: steps)
    let guarded = try auditScenario(screens: detail("viewWillAppear: [track screen-view on completion]"), steps: steps)
    #expect(try brokenKeys(plain) == ["Detail track screen-view: once-per-visit"])
    #expect(try brokenKeys(guarded) == [])
  }

  @Test func aliveRequiresTheResourceFromTheInstancesFirstStep() throws {
    let tabs = "  tabs:\n    - navigation: [Home]\n    - navigation: [Detail]"
    let steps = ["launch", "select-tab: 1", "select-tab: 0"]
    let inInit = try auditScenario(
      app: tabs, screens: detail("init:\n  - start: badge\n    while: alive\ndeinit: [stop badge]"), steps: steps)
    #expect(try brokenKeys(inInit) == [])
    let onLoad = try auditScenario(
      app: tabs, screens: detail("viewDidLoad:\n  - start: badge\n    while: alive\ndeinit: [stop badge]"), steps: steps)
    let found = try breaches(onLoad)
    #expect(found.map(\.key) == ["Detail start badge: running-exactly-while"])
    #expect(found.first?.step == 1)
  }

  @Test func aPushVisitCountsOnceHoweverOftenTheScreenReturns() throws {
    let steps = ["launch", "push: Detail", "push: Next", "pop", "pop"]
    let perPush = try auditScenario(screens: detail("viewDidLoad:\n  - track: viewed\n    visit: push"), steps: steps)
    #expect(try brokenKeys(perPush) == [])
    let perAppearance = try auditScenario(screens: detail("viewDidLoad: [track viewed]"), steps: steps)
    #expect(try brokenKeys(perAppearance) == ["Detail track viewed: once-per-visit"])
    let twice = try auditScenario(screens: detail("viewDidAppear:\n  - track: viewed\n    visit: push"), steps: steps)
    let found = try breaches(twice)
    #expect(found.map(\.key) == ["Detail track viewed: once-per-visit"])
    #expect(found.first?.message.contains("a second time in one push") == true)
  }

  @Test func aPushVisitNeverTrackedBreaksAtTheInstancesEnd() throws {
    // Tracked only when the app goes to the background, which this path never does.
    let scenario = try auditScenario(
      screens: detail("sceneDidEnterBackground:\n  - track: viewed\n    visit: push"), steps: ["launch", "push: Detail", "push: Next", "pop", "pop"])
    let found = try breaches(scenario)
    #expect(found.map(\.key) == ["Detail track viewed: once-per-visit"])
    #expect(found.first?.step == 5)
    #expect(found.first?.message.hasPrefix("the instance ends at step 5, visited, without track viewed") == true)
  }

  @Test func aCounterexampleOfAGuardedEffectWritesItsGuardSoCheckReproducesIt() throws {
    let scenario = try auditScenario(
      screens: detail("viewDidLoad: [start location]\nviewWillDisappear: [stop location]"), steps: ["launch", "push: Detail"])
    var audit = Audit(depth: 3)
    audit.guards = [GuardedEffect(screen: "Detail", callback: .viewWillDisappear, effect: Effect(.stop, "location")): .leaving]
    let result = try audit.run(scenario, name: "t")
    let finding = try #require(result.findings.first { $0.breach.key == "Detail stop location: stopped-only-when-running" })
    let written = finding.scenario.screens["Detail"]?.effects.flatMap(\.effects) ?? []
    #expect(written.contains(Effect(.stop, "location", guarded: .leaving)), "\(written)")
    // Unguarded by the library, the file alone breaks the same guarantee.
    #expect(try brokenKeys(finding.scenario).contains("Detail stop location: stopped-only-when-running"))
  }
}
