import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// #41: requirements an engineer states on an effect (`unless:`), judged on every step.
@Suite struct RequirementTests {
  static func detail(_ effects: String, steps: [String]) throws -> Scenario {
    try auditScenario(screens: "  - id: Detail\n    effects:\n" + effects, steps: steps)
  }

  @Test func aTrackThatMustNotRunOnACancelledSwipeBreaksInViewDidAppear() throws {
    let scenario = try Self.detail(
      "      viewDidAppear:\n        - track: screen-view\n          unless: cancelled", steps: ["launch", "push: Detail", "swipe-back: cancel"])
    let found = try breaches(scenario).filter { $0.guarantee == .notWhenCancelled }
    #expect(found.map(\.key) == ["Detail track screen-view: not-when-cancelled"])
    #expect(found.first?.step == 3)
  }

  @Test func theSameTrackBehindOnCompletionKeepsTheRequirement() throws {
    let scenario = try Self.detail(
      "      viewWillAppear:\n        - track: screen-view\n          guard: on completion\n          unless: cancelled",
      steps: ["launch", "push: Detail", "swipe-back: cancel", "swipe-back: complete"])
    #expect(try breaches(scenario).filter { $0.guarantee == .notWhenCancelled }.isEmpty)
  }

  @Test func aRefreshThatMustNotRunOnTheFirstLoadBreaksOnlyOnTheFirstVisit() throws {
    let effects = "      viewWillAppear:\n        - refresh: feed\n          unless: first-visit"
    let pushed = try breaches(Self.detail(effects, steps: ["launch", "push: Detail"])).filter { $0.guarantee == .notOnFirstVisit }
    #expect(pushed.map(\.key) == ["Detail refresh feed: not-on-first-visit"])
    #expect(pushed.first?.step == 2)
    // Revealed again after a push over it: a later visit, no breach at step 4.
    let later = try EffectRun(Self.detail(effects, steps: ["launch", "push: Detail", "push: Next", "pop"])).everyBreach
    #expect(later.filter { $0.guarantee == .notOnFirstVisit }.map(\.step) == [2])
  }

  @Test func aNewInstanceHasAFirstVisitOfItsOwn() throws {
    let effects = "      viewWillAppear:\n        - refresh: feed\n          unless: first-visit"
    let found = try EffectRun(Self.detail(effects, steps: ["launch", "push: Detail", "pop", "push: Detail", "push: Next", "pop"])).everyBreach
    #expect(found.filter { $0.guarantee == .notOnFirstVisit }.map(\.step) == [2, 4])
  }

  @Test func requirementsAreReadWrittenAndRefusedForTheAppsCode() throws {
    let scenario = try Self.detail(
      "      viewDidAppear:\n        - track: screen-view\n          unless: cancelled", steps: ["launch"])
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("          unless: cancelled\n"))
    #expect(try ScenarioDecoder.decode(written, path: "w.yaml").appDefinition == scenario.appDefinition)
    let text =
      "name: t\nsource: s\napp:\n  screen: A\napp-effects:\n  sceneDidBecomeActive:\n    - start: timer\n      unless: first-visit\nsteps:\n  - launch\n"
    #expect(throws: DiagnosticList.self) { try ScenarioDecoder.decode(text, path: "a.yaml") }
  }
}
