import FuzzChecks
import Testing

/// The property checks can fail: each is shown a doctored case it must catch.
@Suite struct PropertyCheckTests {
  @Test func aValidScenarioKeepsEveryProperty() {
    let text = "name: x\nsource: y\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n    expect: |\n      B viewDidLoad\n"
    #expect(ScenarioProperties.check(Array(text.utf8)).isEmpty)
  }

  @Test func anExpectationThatFailsBreaksOnlyTheOwnExpectationsProperty() {
    let text = "name: x\nsource: y\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n    expect: |\n      A viewDidLoad\n"
    #expect(ScenarioProperties.check(Array(text.utf8)).isEmpty)
    let violations = ScenarioProperties.check(Array(text.utf8), expectationsHold: true)
    #expect(violations.map(\.property) == ["check: own expectations"])
    // The marker line asks for the same.
    let marked = ScenarioProperties.expectationsHoldMarker + text
    #expect(ScenarioProperties.check(Array(marked.utf8)).map(\.property) == ["check: own expectations"])
  }

  @Test func invalidInputsGiveErrorsInTheFileAndKeepTheProperties() {
    for text in [
      "", "\u{FEFF}", "- a\n- b", "a: [", "name: x\r\nsteps:\r\n  - launch\r\n", "\u{1}\u{2}", "k:\n" + String(repeating: " ", count: 300) + "x: y",
    ] {
      #expect(ScenarioProperties.check(Array(text.utf8)).isEmpty, "\(text.debugDescription)")
    }
    #expect(ScenarioProperties.check([0xFF, 0x0A, 0xC3]).isEmpty)
  }
}
