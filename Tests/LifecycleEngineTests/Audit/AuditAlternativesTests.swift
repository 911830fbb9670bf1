import LifecycleCore
import ScenarioLanguage
import Testing

@testable import LifecycleEngine

/// Where a verdict rests on an uncertain row, every alternative reading that applies to the
/// profile is tried, each alone; the walk's result does not depend on the number of threads.
@Suite struct AuditAlternativesTests {
  /// An iOS 18 app whose Detail tracks its screen view in viewDidAppear, zoom-pushed and its
  /// pop cancelled (conflict 4-2: the modelled row calls viewDidAppear again).
  func zoomScenario() throws -> Scenario {
    try ScenarioDecoder.decode(
      """
      name: t
      source: test
      host: uikit
      profile: ios18
      app:
        navigation: [Home]
      screens:
        - id: Home
        - id: Detail
          effects:
            viewDidAppear: [track screen-view]
      steps:
        - launch
        - push: Detail
          zoom: true
        - swipe-back: cancel

      """, path: "zoom.yaml")
  }

  @Test func everyAlternativeReadingIsTriedAloneAndTheOnesThatFlipItAreNamed() throws {
    let scenario = try zoomScenario()
    let breach = try #require(EffectRun(scenario).breaches.first)
    #expect(breach.key == "Detail track screen-view: once-per-visit")
    let finding = Audit(depth: 3).finding(breach, path: scenario.steps.map(\.action), count: 1, scenario: scenario, name: "zoom")
    let row = try #require(finding.uncertain.first { $0.row.hasPrefix("uikit.zoom") || $0.alternatives.count > 1 })
    #expect(row.confidence == .conflicting)
    // Both overlays of the row apply on iOS 18; each is tried alone.
    #expect(Set(row.alternatives.map(\.overlay)) == ["alt.uikit.zoomPopCancel.classic", "alt.uikit.zoomPopCancel.prose"])
    // The classic reading calls viewDidAppear again too; Apple's prose calls viewDidDisappear instead.
    #expect(row.alternatives.first { $0.overlay == "alt.uikit.zoomPopCancel.classic" }?.flips == false)
    #expect(row.alternatives.first { $0.overlay == "alt.uikit.zoomPopCancel.prose" }?.flips == true)
    #expect(row.flips == true)
  }

  @Test func theWalkIsTheSameOnOneThreadAndOnMany() throws {
    let scenario = try auditScenario(
      screens:
        "  - id: Detail\n    effects:\n      viewWillAppear: [refresh feed, start timer]\n      viewDidAppear: [track screen-view]\n      viewWillDisappear: [save draft, stop timer]",
      steps: ["launch"])
    let one = try Audit(depth: 3, jobs: 1).breaches(scenario)
    for jobs in [2, 5] {
      let many = try Audit(depth: 3, jobs: jobs).breaches(scenario)
      #expect(many.states == one.states)
      #expect(many.steps == one.steps)
      #expect(many.findings.map(\.breach) == one.findings.map(\.breach))
      #expect(many.findings.map(\.path) == one.findings.map(\.path))
      #expect(many.findings.map(\.count) == one.findings.map(\.count))
    }
    #expect(one.findings.count >= 3)
  }
}
