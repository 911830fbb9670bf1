import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `resources:` and `app-effects:`: what they read, what they refuse and where, and that the
/// writer gives them back.
@Suite struct SharedResourceDecodingTests {
  let shared = """
    resources:
      socket: reference-counted
      camera: idempotent
    app-effects:
      sceneDidBecomeActive:
        - start: session-timer
          while: foreground
      sceneDidEnterBackground: [stop session-timer, start socket]

    """

  @Test func resourcesAndTheAppsCodeAreRead() throws {
    let scenario = try #require(decodeCounting(scenarioText(app: "  screen: A\n") + shared).scenario)
    #expect(scenario.appDefinition.resources == ["socket": .referenceCounted, "camera": .idempotent])
    #expect(scenario.appDefinition.appEffects.map(\.callback) == [.sceneDidBecomeActive, .sceneDidEnterBackground])
    #expect(scenario.appDefinition.appEffects[0].effects == [Effect(.start, "session-timer", while: .foreground)])
    #expect(scenario.appDefinition.declaresEffects)
  }

  @Test func theWriterGivesThemBack() throws {
    let scenario = try #require(decodeCounting(scenarioText(app: "  screen: A\n") + shared).scenario)
    let written = ScenarioWriter.text(of: scenario)
    let again = try #require(decodeCounting(written).scenario, "\(written)")
    #expect(again.appDefinition == scenario.appDefinition)
  }

  @Test func theAppsCodeIsRefusedWhatOnlyAScreenCanDo() {
    let text =
      scenarioText(app: "  screen: A\n")
        + """
        resources:
          socket: sometimes
          two words: idempotent
        app-effects:
          viewWillAppear: [start timer]
          sceneDidBecomeActive:
            - track: app-open
            - start: timer
              while: visited

        """
    let lines = decodeCounting(text).headlines
    #expect(lines.contains { $0.hasPrefix("s.yaml:8:11: error: unknown socket 'sometimes'") }, "\(lines)")
    #expect(lines.contains("s.yaml:9:3: error: an effect's name is one word without spaces, found 'two words'"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:11:3: error: 'viewWillAppear' is a screen's callback") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:13:7: error: 'track' is judged per visit of a screen") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:14:7: error: 'while: visited' is a screen's condition") }, "\(lines)")
  }
}
