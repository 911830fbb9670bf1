import LifecycleCore
import LifecycleEngine
import Testing

/// The audit walk, its minimiser and its verdicts.
@Suite struct AuditTests {
  let detail = "  - id: Detail\n    effects:\n      viewDidAppear: [track screen-view]"

  @Test func theMinimiserDropsStepsAndScreensTheBreachDoesNotNeed() throws {
    let scenario = try auditScenario(
      app: "  navigation: [Home, Extra]", screens: detail + "\n  - id: Extra",
      steps: ["launch"])
    let long: [Action] = [
      .launch, .rotate, .push("Detail", animated: true), .background, .foreground,
      .present("Sheet", style: .pageSheet, inNavigation: false, animated: true), .dismiss(nil, animated: true),
      .swipeBack(completed: false), .pop(animated: true),
    ]
    let key = "Detail track screen-view: once-per-visit"
    let shrunk = try #require(AuditShrinker().shrink(scenario.appDefinition, profile: scenario.profile, path: long, key: key))
    #expect(shrunk.scenario.steps.map(\.action) == [.launch, .push("Detail", animated: true), .swipeBack(completed: false)])
    #expect(shrunk.scenario.app == .navigation(["Home"]))
    #expect(shrunk.breach.key == key)
    #expect(shrunk.breach.step == 3)
    // It reproduces.
    #expect(try brokenKeys(shrunk.scenario) == [key])
  }

  @Test func theMinimiserKeepsWhatTheBreachNeeds() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewDidLoad: [refresh feed]", steps: ["launch"])
    let path: [Action] = [
      .launch, .rotate, .push("Detail", animated: true), .push("Next", animated: true), .rotate, .pop(animated: true), .pop(animated: true),
    ]
    let shrunk = try #require(
      AuditShrinker().shrink(scenario.appDefinition, profile: scenario.profile, path: path, key: "Detail refresh feed: current-at-every-visit"))
    #expect(shrunk.scenario.steps.map(\.action) == [.launch, .push("Detail", animated: true), .push("Next", animated: true), .pop(animated: true)])
  }

  @Test func aFindingSaysWhichScreensItsSmallerAppLeftOut() throws {
    let scenario = try auditScenario(
      app: "  tabs:\n    - navigation: [Home]\n    - navigation: [Other]", screens: detail, steps: ["launch"])
    let result = try Audit(depth: 3, jobs: 1).run(scenario, name: "tabs")
    let finding = try #require(result.findings.first { $0.breach.key == "Detail track screen-view: once-per-visit" })
    #expect(finding.shrunkAway.contains("Other"))
    #expect(!finding.shrunkAway.contains("Detail"))
  }

  @Test func aPathThatDoesNotBreakTheGuaranteeIsNotShrunk() throws {
    let scenario = try auditScenario(screens: detail, steps: ["launch"])
    #expect(
      AuditShrinker().shrink(
        scenario.appDefinition, profile: scenario.profile, path: [.launch, .push("Detail", animated: true)],
        key: "Detail track screen-view: once-per-visit") == nil)
  }

  @Test func theAuditFindsEachBrokenGuaranteeOnceWithAShortestPath() throws {
    let scenario = try auditScenario(screens: detail, steps: ["launch"])
    let result = try Audit(depth: 3).run(scenario, name: "detail")
    #expect(result.brokenKeys == ["Detail track screen-view: once-per-visit"])
    let finding = try #require(result.findings.first)
    #expect(finding.scenario.steps.count == 3)
    #expect(finding.fileName == "Detail-track-screen-view-once-per-visit.yaml", "the folder is the file's and the run's: the name says the rest")
    #expect(finding.excerpt.contains { $0.callback == .viewDidAppear && $0.stepNumber == 3 })
    #expect(!result.isClean(strict: false))
    // Deterministic.
    let again = try Audit(depth: 3).run(scenario, name: "detail")
    #expect(again.brokenKeys == result.brokenKeys)
    #expect(again.states == result.states)
    #expect(again.findings.map(\.path) == result.findings.map(\.path))
  }

  @Test func aPlacementThatHoldsEverywhereIsClean() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewDidLoad: [start subscription]\n      deinit: [stop subscription]",
      steps: ["launch"])
    let result = try Audit(depth: 3).run(scenario, name: "detail")
    #expect(result.findings.isEmpty)
    #expect(result.isClean(strict: true))
    #expect(result.states > 10)
  }

  @Test func aWastedRefreshFailsOnlyWhenStrict() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewWillAppear: [refresh feed]", steps: ["launch"])
    let result = try Audit(depth: 3).run(scenario, name: "detail")
    #expect(result.brokenKeys.contains("Detail refresh feed: no-wasted-refresh"))
    #expect(result.findings.filter { !$0.breach.isWarning }.map(\.breach.key) == ["Detail refresh feed: current-at-every-visit"])
    #expect(!result.isClean(strict: true))
  }
}
