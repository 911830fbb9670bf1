import Comparison
import LifecycleCore
import LifecycleTestSupport
import Reporting
import Testing

/// Rough edge 12 of issue 15: one numbering per page, links to the files, diagrams split
/// per step under a budget, and only the runtimes that have events.
@Suite struct ScenarioPageTests {
  func page(_ scenario: Scenario, sourceLink: (String) -> String? = { _ in nil }) throws -> String {
    let run = try ScenarioRun(scenario)
    let result = ScenarioResult(path: scenario.path, run: run, outcomes: ExpectationChecker.check(run))
    return ScenarioPageRenderer.render(result, comparison: nil, linkToRoot: "../", sourceLink: sourceLink)
  }

  /// The table rows: `#` → the event's `<screen> <callback>`.
  func tableRows(_ page: String) -> [Int: String] {
    var rows: [Int: String] = [:]
    for line in page.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 4, let number = Int(cells[1]) else { continue }
      rows[number] = cells[3].isEmpty ? cells[4] : cells[3]
    }
    return rows
  }

  /// The fenced diagrams of a page.
  func diagrams(_ page: String) -> [String] {
    page.components(separatedBy: "```mermaid\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
  }

  // MARK: - One numbering

  @Test func aStepsAssertionNamesTheEventsByTheTablesNumbers() throws {
    var scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true), .pop(animated: true)])
    scenario.steps[2].checks.assertions = [
      Assertion(
        .before(EventPattern(screen: "B", callback: .viewWillDisappear), EventPattern(screen: "A", callback: .viewDidAppear)),
        location: SourceLocation(line: 30, column: 5)),
      Assertion(.never(EventPattern(screen: "B", callback: .viewDidDisappear)), location: SourceLocation(line: 31, column: 5)),
    ]
    let text = try page(scenario)
    let rows = tableRows(text)
    let verdicts = try #require(text.components(separatedBy: "## Verdicts").last)
    let before = try #require(verdicts.firstMatch(of: /'B viewWillDisappear' \(#(\d+)\) comes before 'A viewDidAppear' \(#(\d+)\)/))
    #expect(rows[Int(before.1)!] == "B viewWillDisappear")
    #expect(rows[Int(before.2)!] == "A viewDidAppear")
    #expect(Int(before.1)! > 12, "counted over the run, not from the step's first event")
    let never = try #require(verdicts.firstMatch(of: /'B viewDidDisappear' fires at #(\d+)/))
    #expect(rows[Int(never.1)!] == "B viewDidDisappear")
  }

  @Test func diagramsNumberTheirArrowsAsTheTableDoes() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true), .push("C", animated: true), .popToRoot(animated: true)])
    let text = try page(scenario)
    let rows = tableRows(text)
    var number = 1
    for diagram in diagrams(text) {
      let start = try #require(diagram.firstMatch(of: /autonumber (\d+)\n/))
      #expect(Int(start.1)! == number, "each diagram goes on from the table's number")
      let participants = Dictionary(
        uniqueKeysWithValues: diagram.matches(of: /participant (P\d+) as (\S+) (UIKit|SwiftUI)\n/).map { (String($0.1), String($0.2)) })
      for arrow in diagram.matches(of: /(?:UIKit->>|SwiftUI-->>)(P\d+): (\w+)/) {
        #expect(rows[number] == "\(participants[String(arrow.1)]!) \(arrow.2)", "arrow \(number)")
        number += 1
      }
    }
    #expect(number - 1 == rows.count, "every event is drawn once")
  }

  // MARK: - Links

  @Test func scenarioAndGoldenAreRelativeLinksWhenTheFilesExist() throws {
    var scenario = makeScenario(.navigation(["A"]), observe: [.viewWillAppear], [.launch])
    scenario.path = "Scenarios/uikit/my push.yaml"
    let linked = try page(scenario) { "../" + $0 }
    #expect(linked.contains("scenario [`Scenarios/uikit/my push.yaml`](../../Scenarios/uikit/my%20push.yaml)"))
    #expect(linked.contains("golden [`Scenarios/uikit/my push.golden`](../../Scenarios/uikit/my%20push.golden)"))
    #expect(linked.contains("The full timeline is in [the golden file](../../Scenarios/uikit/my%20push.golden)"))
    let withoutGolden = try page(scenario) { $0.hasSuffix(".yaml") ? "../" + $0 : nil }
    #expect(!withoutGolden.contains("golden ["))
    #expect(!withoutGolden.contains("· golden"))
    let unlinked = try page(scenario)
    #expect(unlinked.contains("scenario `Scenarios/uikit/my push.yaml` · host"))
  }

  @Test func linkDestinationsAreEncoded() {
    #expect(MarkdownText.destination("../a b/(c)/é.yaml") == "../a%20b/%28c%29/%C3%A9.yaml")
  }

  // MARK: - Diagrams under a budget

  @Test func stepsAreGroupedUnderTheBudgetAndABigStepStandsAlone() {
    #expect(MermaidRenderer.stepGroups([8, 12, 12, 45, 0, 3, 0], budget: 20) == [[0, 1], [2], [3, 4], [5, 6]])
    #expect(MermaidRenderer.stepGroups([0, 30, 5], budget: 20) == [[0, 1], [2]])
    #expect(MermaidRenderer.stepGroups([0, 0], budget: 20) == [[0, 1]])
    #expect(MermaidRenderer.stepGroups([], budget: 20) == [])
  }

  @Test func aLongTimelineIsSplitIntoCaptionedDiagramsOfWholeSteps() throws {
    let scenario = makeScenario(
      .navigation(["A"]), [.launch, .push("B", animated: true), .push("C", animated: true), .push("D", animated: true), .popToRoot(animated: true)])
    let text = try page(scenario)
    let rows = tableRows(text)
    #expect(rows.count > 2 * MermaidRenderer.messageBudget)
    let drawn = diagrams(text)
    #expect(drawn.count >= 3)
    for diagram in drawn {
      let arrows = diagram.matches(of: /->>/).count
      let steps = diagram.matches(of: #/Note over /#).count
      #expect(arrows <= MermaidRenderer.messageBudget || steps == 1, "over the budget only for one step")
    }
    // The launch alone fills a diagram since the scene and the containment calls joined it.
    #expect(text.contains("**Step 1** (events 1–"))
    #expect(text.contains("**Step 5** (events "))
  }

  @Test func aShortTimelineIsOneDiagramWithoutCaption() throws {
    let text = try page(makeScenario(.navigation(["A"]), observe: [.viewWillAppear], [.launch, .push("B", animated: true)]))
    #expect(diagrams(text).count == 1)
    #expect(!text.contains("**Step"))
  }

  // MARK: - Only the runtimes that have events

  @Test func aUIKitOnlyPageDrawsNoSwiftUI() throws {
    let text = try page(makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true)]))
    #expect(!text.contains("participant SwiftUI"))
    #expect(!text.contains("SwiftUI-->>"))
    #expect(text.contains("| # | step | UIKit | phase | confidence |"))
    // A, the scene (its launch callbacks), then B.
    #expect(text.contains("Note over UIKit,P3: step 2 push B"))
  }

  @Test func aSwiftUIOnlyPageDrawsNoUIKit() throws {
    let text = try page(makeScenario(.navigation(["1"]), host: .swiftui, observe: [.onAppear, .onDisappear], [.launch, .push("2", animated: true)]))
    #expect(!text.contains("participant UIKit"))
    #expect(text.contains("| # | step | SwiftUI | phase | confidence |"))
    #expect(text.contains("participant SwiftUI"))
    #expect(text.contains("Note over P1,SwiftUI: step 1 launch"))
  }

  @Test func aDiagramOfOneLaneInAMixedRunDrawsThatLaneOnly() throws {
    let scenario = makeScenario(
      .navigation(["1"]), host: .swiftui, observe: [.onAppear, .viewWillAppear], probe: true, [.launch, .push("2", animated: true)])
    let text = try page(scenario)
    #expect(text.contains("participant UIKit"))
    #expect(text.contains("participant SwiftUI"))
    #expect(text.contains("| # | step | UIKit | SwiftUI | phase | confidence |"))
  }
}

@Suite struct ScenarioPageDiffTests {
  @Test func aDiffSaysWhatItComparesAndHowItCounts() throws {
    var scenario = makeScenario(.navigation(["A"]), observe: [.viewWillAppear, .viewWillDisappear], [.launch, .push("B", animated: true)])
    scenario.steps[1].checks.exact = Expectation(
      events: [EventPattern(screen: "B", callback: .viewWillAppear), EventPattern(screen: "A", callback: .viewWillDisappear)],
      location: SourceLocation(line: 12, column: 5))
    let run = try ScenarioRun(scenario)
    let result = ScenarioResult(path: scenario.path, run: run, outcomes: ExpectationChecker.check(run))
    let page = ScenarioPageRenderer.render(result, comparison: nil, linkToRoot: "../")
    #expect(page.contains("In a diff, lines and moves count within what was compared"))
    #expect(page.contains("expect, step 2:\n\n```diff\n"))
  }
}
