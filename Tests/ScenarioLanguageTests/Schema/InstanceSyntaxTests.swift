import LifecycleCore
import ScenarioLanguage
import Testing

/// `instances:` on a screen, and instances' names (`X#2`) in events and `dismiss:`.
@Suite struct InstanceSyntaxTests {
  func decode(_ screens: String, steps: String = "  - launch\n", expect: String = "") throws(DiagnosticList) -> Scenario {
    let text = "name: n\nsource: s\napp:\n  navigation: [A]\nscreens:\n" + screens + "steps:\n" + steps + expect
    return try ScenarioDecoder.decode(text, path: "s.yaml")
  }

  func errors(_ screens: String, steps: String = "  - launch\n", expect: String = "") -> [String] {
    do {
      _ = try decode(screens, steps: steps, expect: expect)
      return []
    } catch {
      return error.diagnostics.map(\.headline)
    }
  }

  @Test func readsInstances() throws {
    let scenario = try decode("  - id: B\n    instances: 3\n")
    #expect(scenario.screens["B"]?.instances == 3)
  }

  @Test(arguments: ["0", "65", "two", "-1"])
  func anInstancesOutsideOneToSixtyFourIsAnErrorAtItsValue(value: String) {
    let found = errors("  - id: B\n    instances: \(value)\n")
    #expect(
      found == ["s.yaml:7:16: error: 'instances' is the most instances of the screen the app holds at once, a number from 1 to 64, found '\(value)'"])
  }

  @Test func anEventMayNameAnInstanceOfAScreenOfTheApp() throws {
    let scenario = try decode(
      "  - id: B\n", steps: "  - launch\n  - push: B\n  - push: B\n", expect: "expect-contains: |\n  B#2 viewDidLoad\n")
    #expect(scenario.checks.contains?.events.map(\.screen) == ["B#2"])
  }

  @Test func anInstanceOfAnUnknownScreenIsAnUnknownScreen() {
    let found = errors("  - id: B\n", expect: "expect-contains: |\n  Z#2 viewDidLoad\n")
    #expect(found.count == 1)
    #expect(found.first?.contains("unknown screen 'Z#2'") == true)
  }

  @Test func aScreenIDCannotBeWrittenAsAnInstance() {
    let found = errors("  - id: B#2\n")
    #expect(found.first?.contains("is not a valid screen id") == true)
  }

  @Test func dismissTakesAnInstancesName() throws {
    let scenario = try decode("  - id: B\n", steps: "  - launch\n  - present: B\n  - present: B\n  - dismiss: B#2\n")
    #expect(scenario.steps.last?.action == .dismiss("B#2", animated: true))
  }

  @Test func showHideAndReplacingTakeAChildsInstance() throws {
    let scenario = try decode(
      "  - id: B\n    instances: 2\n    conditional: [C, D]\n",
      steps: "  - launch\n  - push: B\n  - push: B\n  - show: C#2\n  - show: D#2\n    replacing: C#2\n  - hide: D#2\n")
    #expect(scenario.steps[3].action == .show("C#2", replacing: nil, transition: .default, animated: false))
    #expect(scenario.steps[4].action == .show("D#2", replacing: "C#2", transition: .default, animated: false))
    #expect(scenario.steps[5].action == .hide("D#2", animated: false))
  }

  @Test func showOfAnInstanceOfAScreenThatIsNoConditionalChildIsAnError() {
    let found = errors("  - id: B\n    instances: 2\n", steps: "  - launch\n  - show: B#2\n")
    #expect(found.first?.contains("'B' is not a conditional child of any screen") == true)
  }
}
