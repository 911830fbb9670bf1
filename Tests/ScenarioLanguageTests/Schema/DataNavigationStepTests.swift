import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// The steps of SwiftUI's data-driven navigation as a file writes them: a list of screens, a
/// count, a branch; their mistakes at their line and column; and the writer's spelling read
/// back.
@Suite struct DataNavigationStepTests {
  let app = "  navigation: [R]\n"

  @Test func listsCountsAndBranchesAreRead() throws {
    let decoded = decodeCounting(
      scenarioText(
        app: app, screens: "  - id: R\n    conditional: [X, Y]\n",
        steps:
          "  - launch\n  - path-append: [A, B]\n  - path-remove-last: 2\n  - path-replace: []\n  - task-id: R\n  - switch-to: X\n  - switch-item: S\n"
      ))
    #expect(decoded.headlines == [])
    let actions = try #require(decoded.scenario).steps.map(\.action)
    #expect(
      actions == [
        .launch, .pathAppend(["A", "B"], animated: true), .pathRemoveLast(2, animated: true), .pathReplace([], animated: true),
        .taskID("R"), .switchTo("X", transition: .default, animated: false), .switchItem("S"),
      ])
  }

  @Test(arguments: [
    ("  - path-append: A\n", "s.yaml:7:18: error: expected the screens of 'path-append' (a list such as [a, b]), found a scalar"),
    ("  - path-append: [A, A]\n", "s.yaml:7:22: error: 'A' is listed twice; a screen can be on a path only once"),
    ("  - path-append: []\n", "s.yaml:7:18: error: 'path-append' needs at least one screen: write '- path-append: [X]'"),
    ("  - path-remove-last: 0\n", "s.yaml:7:23: error: 'path-remove-last' takes a count of 1 or more, found '0'"),
    ("  - path-remove-last: two\n", "s.yaml:7:23: error: 'path-remove-last' takes a count of 1 or more, found 'two'"),
    ("  - switch-to: Q\n", "s.yaml:7:16: error: 'Q' is not a conditional child of any screen; list it under a screen's 'conditional:'"),
    ("  - set-tabs: [A, A]\n", "s.yaml:7:19: error: 'A' is listed twice; a tab bar holds a screen once"),
    ("  - set-stack: [A, A]\n", "s.yaml:7:20: error: 'A' is listed twice; a screen can be in a stack only once"),
  ])
  func mistakesAreReportedWhereTheyAre(step: String, headline: String) {
    let decoded = decodeCounting(scenarioText(app: app, steps: "  - launch\n" + step))
    #expect(decoded.headlines == [headline])
  }

  @Test func theWriterSpellsListsAndCountsAsTheReaderReadsThem() {
    #expect(ScenarioWriter.step(.pathAppend(["A", "B"], animated: false)) == ["  - path-append: [A, B]", "    animated: false"])
    #expect(ScenarioWriter.step(.pathReplace([], animated: true)) == ["  - path-replace: []"])
    #expect(ScenarioWriter.step(.pathRemoveLast(3, animated: true)) == ["  - path-remove-last: 3"])
  }
}
