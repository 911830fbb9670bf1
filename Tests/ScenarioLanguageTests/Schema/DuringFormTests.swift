import LifecycleCore
import ScenarioLanguage
import Testing

/// A law's `during:` names callbacks and the phase each is expected in; a misspelt phase or
/// callback is an error at its line.
@Suite struct DuringFormTests {
  func decode(_ law: String) throws(DiagnosticList) -> Scenario {
    let text =
      "name: n\nsource: s\napp:\n  navigation: [A]\nsteps:\n  - launch\nclaim:\n  seed: \"000\"\n  quote: q\n  statement: s\n  verdict: holds\n  law:\n"
      + law
    return try ScenarioDecoder.decode(text, path: "s.yaml")
  }

  @Test func readsPhasesAndCallbacks() throws {
    let scenario = try decode("    during: [interaction viewWillAppear, transitionEnd viewDidAppear]\n")
    #expect(scenario.claim?.law?.during == [PhaseEvent(.interaction, .viewWillAppear), PhaseEvent(.transitionEnd, .viewDidAppear)])
    #expect(scenario.claim?.law?.callbacks == [.viewWillAppear, .viewDidAppear])
  }

  @Test func aMisspeltPhaseIsAnErrorAtItsLine() {
    do {
      _ = try decode("    during: [animation viewWillAppear]\n")
      Issue.record("a phase that does not exist was accepted")
    } catch {
      let headline = error.diagnostics.map(\.headline).joined(separator: "\n")
      #expect(headline.contains("s.yaml:13:"))
      #expect(headline.contains("expected a phase (action, update, transitionBegin"))
    }
  }
}
