import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// An effect's guard (`save draft if leaving`, `guard:`), `while: alive` and `visit:`: what
/// they read, what they write back, and each place they cannot apply, at its line and column.
@Suite struct EffectGuardDecodingTests {
  let screens = """
      - id: A
        effects:
          viewDidLoad:
            - start: observer
              while: alive
            - track: viewed
              visit: push
          viewWillAppear: [track screen-view on completion]
          viewWillDisappear:
            - save: draft
              guard: if leaving
          viewDidDisappear: [stop location if leaving]

    """

  @Test func guardsWhileAliveAndVisitsAreRead() throws {
    let decoded = decodeCounting(scenarioText(app: "  screen: A\n", screens: screens))
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    let effects = scenario.screens["A"]!.effects.map(\.effects)
    #expect(effects[0] == [Effect(.start, "observer", while: .alive), Effect(.track, "viewed", visit: .push)])
    #expect(effects[1] == [Effect(.track, "screen-view", guarded: .completed)])
    #expect(effects[2] == [Effect(.save, "draft", guarded: .leaving)])
    #expect(effects[3] == [Effect(.stop, "location", guarded: .leaving)])
  }

  @Test func writtenGuardsReadBackTheSame() throws {
    let scenario = try #require(decodeCounting(scenarioText(app: "  screen: A\n", screens: screens)).scenario)
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("stop location if leaving"), "\(written)")
    let again = try #require(decodeCounting(written).scenario, "\(written)")
    #expect(again.screens["A"]!.effects.map(\.effects) == scenario.screens["A"]!.effects.map(\.effects))
  }

  @Test func aGuardOrWhileThatCannotApplyIsAnErrorWhereItIsWritten() {
    let text = scenarioText(
      app: "  screen: A\n",
      screens: """
          - id: A
            effects:
              viewWillAppear: [stop x if leaving]
              viewDidAppear: [track y on completion]
              onDisappear: [save d if leaving]
              onAppear:
                - track: z
                  guard: on completion
              viewWillDisappear:
                - start: t
                  while: alive
                - refresh: r
                  visit: push
                - save: s
                  guard: when leaving

        """)
    let lines = decodeCounting(text).headlines
    #expect(
      lines.contains {
        $0.hasPrefix(
          "s.yaml:8:24: error: 'if leaving' cannot guard an effect on viewWillAppear: isMovingFromParent and isBeingDismissed are set only while a controller disappears"
        )
      }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:9:23: error: 'on completion' cannot guard an effect on viewDidAppear") }, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix(
          "s.yaml:10:21: error: 'if leaving' cannot guard an effect on onDisappear: SwiftUI gives a view no isMovingFromParent or isBeingDismissed")
      }, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("s.yaml:12:11: error: 'on completion' cannot guard an effect on onAppear: SwiftUI gives a view no transition coordinator")
      }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:15:11: error: 'while: alive' needs a start that runs once, when the instance begins") }, "\(lines)")
    #expect(lines.contains("s.yaml:18:11: error: 'visit' applies to 'track' only"), "\(lines)")
    #expect(lines.contains("s.yaml:20:18: error: unknown guard 'when leaving' (expected one of: 'if leaving', 'on completion')"), "\(lines)")
  }
}
