import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `effects:` and `expect-audit:`: what they read, and every mistake at its line and column.
@Suite struct EffectDecodingTests {
  let screens = """
      - id: A
        effects:
          viewDidLoad: [start subscription, refresh feed]
          viewDidAppear: [track screen-view]
          viewWillDisappear:
            - save: draft
            - start: timer
              while: in-window

    """

  @Test func effectsAreReadInOrderPerCallback() throws {
    let decoded = decodeCounting(scenarioText(app: "  screen: A\n", screens: screens))
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    let effects = scenario.screens["A"]!.effects
    #expect(effects.map(\.callback) == [.viewDidLoad, .viewDidAppear, .viewWillDisappear])
    #expect(effects[0].effects == [Effect(.start, "subscription"), Effect(.refresh, "feed")])
    #expect(effects[1].effects == [Effect(.track, "screen-view")])
    #expect(effects[2].effects == [Effect(.save, "draft"), Effect(.start, "timer", while: .inWindow)])
  }

  @Test func writtenEffectsReadBackTheSame() throws {
    let scenario = try #require(decodeCounting(scenarioText(app: "  screen: A\n", screens: screens)).scenario)
    let written = ScenarioWriter.text(of: scenario)
    let again = try #require(decodeCounting(written).scenario, "\(written)")
    #expect(again.screens["A"]!.effects.map { $0.effects } == scenario.screens["A"]!.effects.map(\.effects))
  }

  @Test func mistakesAreReportedWhereTheyAre() {
    let text = scenarioText(
      app: "  screen: A\n",
      screens: """
          - id: A
            effects:
              viewDidApear: [track x]
              viewDidLoad: [begin x, start, start a b]
              viewWillAppear:
                - track: x
                  while: visited
                - start: t
                  while: sometimes

        """)
    let lines = decodeCounting(text).headlines
    #expect(lines.contains("s.yaml:8:7: error: unknown callback 'viewDidApear' in effects; did you mean 'viewDidAppear'?"), "\(lines)")
    #expect(lines.contains("s.yaml:9:21: error: unknown effect 'begin' (expected one of: start, stop, track, refresh, save)"), "\(lines)")
    #expect(lines.contains("s.yaml:9:30: error: 'start' needs a name, such as 'start timer'"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:9:37: error: expected 'start NAME' with a name without spaces") }, "\(lines)")
    #expect(lines.contains("s.yaml:12:11: error: 'while' applies to 'start' only"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:14:18: error: unknown while 'sometimes'") }, "\(lines)")
  }

  @Test func expectAuditIsReadAndChecked() throws {
    let good = scenarioText(app: "  screen: A\n") + "expect-audit:\n  depth: 2\n  broken: [\"A track x: once-per-visit\"]\n"
    let scenario = try #require(decodeCounting(good).scenario)
    #expect(scenario.expectAudit?.depth == 2)
    #expect(scenario.expectAudit?.broken == ["A track x: once-per-visit"])
    let bad = scenarioText(app: "  screen: A\n") + "expect-audit:\n  depth: 9\n  broken: [\"A track x: twice\"]\n"
    let lines = decodeCounting(bad).headlines
    #expect(lines.contains("s.yaml:8:10: error: 'depth' must be a whole number from 1 to 8, found '9'"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:9:12: error: expected '<screen> <kind> <name>: <guarantee>'") }, "\(lines)")
  }
}
