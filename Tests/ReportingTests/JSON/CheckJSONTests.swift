import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import Reporting
import Testing

/// `check --format json` (schema version 2): errors are objects with their place and notes,
/// and a failed comparison's diff names its sides and gives hunks of lines with their
/// positions, all of it as `Scenarios/schema/output.schema.json` describes.
@Suite struct CheckJSONTests {
  /// `push B` after `launch` on `[A]`, observing the appearance callbacks: step 2 predicts
  /// `B viewWillAppear`, `B viewDidAppear`.
  func pushScenario() -> Scenario {
    var scenario = makeScenario(
      .navigation(["A"]), observe: [.viewWillAppear, .viewDidAppear], [.launch, .push("B", animated: false)])
    scenario.path = "Scenarios/push.yaml"
    return scenario
  }

  func check(_ scenario: Scenario) -> ScenarioResult {
    Checker(goldens: GoldenStore(mode: .never), keepingRuns: false).check(scenario, source: nil)
  }

  @Test func anErrorIsAnObjectWithItsPlaceAndNotes() throws {
    let result = ScenarioResult(
      path: "Scenarios/broken.yaml", scenario: nil,
      diagnostics: [
        Diagnostic(
          .error, "duplicate key 'name'", at: SourceLocation(line: 4, column: 3),
          notes: [.init("first written here", at: SourceLocation(line: 1, column: 1)), .init("keys are unique")]),
        Diagnostic(.warning, "cannot read the file", path: "Scenarios/other.yaml"),
      ])
    let document = try JSONValue.parse(TimelineJSON.results([result]))
    let errors = try #require(document["scenarios"]?.array?.first?["errors"]?.array)
    #expect(errors.count == 2)
    let first = errors[0]
    #expect(first.keys == ["path", "line", "column", "severity", "message", "notes"])
    #expect(first["path"]?.string == "Scenarios/broken.yaml", "a diagnostic without a file is the scenario's")
    #expect(first["line"]?.integer == 4)
    #expect(first["column"]?.integer == 3)
    #expect(first["severity"]?.string == "error")
    #expect(first["message"]?.string == "duplicate key 'name'")
    let notes = try #require(first["notes"]?.array)
    #expect(notes.count == 2)
    #expect(notes[0].keys == ["path", "line", "column", "message"])
    #expect(notes[0]["line"]?.integer == 1 && notes[0]["column"]?.integer == 1)
    #expect(notes[0]["message"]?.string == "first written here")
    #expect(notes[1].keys == ["path", "message"], "a note without a place has no line or column")
    let second = errors[1]
    #expect(second.keys == ["path", "severity", "message", "notes"], "no place, no line or column")
    #expect(second["path"]?.string == "Scenarios/other.yaml")
    #expect(second["severity"]?.string == "warning")
    #expect(second["notes"]?.array?.isEmpty == true)
  }

  @Test func aFailedExpectationsDiffNamesItsSidesAndGivesLinesWithPositions() throws {
    var scenario = pushScenario()
    scenario.steps[1].checks.exact = Expectation(
      events: [EventPattern(screen: "B", callback: .viewWillAppear), EventPattern(screen: "A", callback: .viewDidAppear)],
      location: SourceLocation(line: 14, column: 5))
    let result = check(scenario)
    let document = try JSONValue.parse(TimelineJSON.results([result]))
    let checks = try #require(document["scenarios"]?.array?.first?["checks"]?.array)
    let failed = try #require(checks.first { $0["kind"]?.string == "expect" })
    #expect(failed["passed"]?.boolean == false)
    #expect(failed["line"]?.integer == 14 && failed["column"]?.integer == 5 && failed["step"]?.integer == 2)
    let diff = try #require(failed["diff"])
    #expect(diff.keys == ["expected", "predicted", "hunks", "moves"])
    #expect(diff["expected"]?["kind"]?.string == "expect")
    #expect(diff["expected"]?["path"]?.string == "Scenarios/push.yaml")
    #expect(diff["expected"]?["line"]?.integer == 14)
    #expect(diff["predicted"]?["kind"]?.string == "events")
    #expect(diff["predicted"]?["step"]?.integer == 2)
    let hunks = try #require(diff["hunks"]?.array)
    #expect(hunks.count == 1)
    let hunk = hunks[0]
    #expect(
      [hunk["expectedStart"], hunk["expectedCount"], hunk["predictedStart"], hunk["predictedCount"]].map { $0?.integer }
        == [1, 2, 1, 2])
    let lines = try #require(hunk["lines"]?.array)
    let rendered = lines.map { line in
      [
        line["kind"]?.string ?? "?", line["expectedLine"]?.integer.map(String.init) ?? "-",
        line["predictedLine"]?.integer.map(String.init) ?? "-", line["text"]?.string ?? "?",
      ].joined(separator: " ")
    }
    #expect(
      rendered == [
        "context 1 1 B viewWillAppear",
        "expected 2 - A viewDidAppear",
        "predicted - 2 B viewDidAppear",
      ])
    #expect(diff["moves"]?.array?.isEmpty == true)
  }

  @Test func anExpectContainsDiffComparesTheEventsItNames() throws {
    var scenario = pushScenario()
    scenario.steps[1].checks.contains = Expectation(
      events: [EventPattern(screen: "B", callback: .viewDidAppear), EventPattern(screen: "B", callback: .viewWillAppear)],
      location: SourceLocation(line: 9, column: 5))
    let document = try JSONValue.parse(TimelineJSON.results([check(scenario)]))
    let failed = try #require(document["scenarios"]?.array?.first?["checks"]?.array?.first { $0["kind"]?.string == "expect-contains" })
    #expect(failed["passed"]?.boolean == false)
    #expect(failed["diff"]?["expected"]?["kind"]?.string == "expect-contains")
    #expect(failed["diff"]?["predicted"]?["kind"]?.string == "namedEvents")
    let moves = try #require(failed["diff"]?["moves"]?.array)
    // The two events swap places: one of them stays, the other moves across it.
    #expect(moves.count == 1)
    let move = try #require(moves.first)
    #expect(Set([move["expectedLine"]?.integer, move["predictedLine"]?.integer]) == [1, 2])
    #expect(["B viewDidAppear", "B viewWillAppear"].contains(move["text"]?.string ?? ""))
  }

  @Test func aGoldensDiffNamesTheGoldenFileAndCountsItsLinesFromTheTop() throws {
    var result = check(pushScenario())
    result.outcomes.append(
      CheckOutcome(
        kind: .golden, step: nil, location: nil, passed: false, message: "the timeline differs from the golden",
        diff: LineDiff(expected: ["x", "a", "c"], actual: ["a", "x", "c"], linesBefore: 7)))
    let document = try JSONValue.parse(TimelineJSON.results([result]))
    let golden = try #require(
      document["scenarios"]?.array?.first?["checks"]?.array?.last { $0["kind"]?.string == "golden" }, "the one appended, after the missing golden's")
    #expect(golden["line"] == nil && golden["step"] == nil)
    let diff = try #require(golden["diff"])
    #expect(diff["expected"]?.keys == ["kind", "path"])
    #expect(diff["expected"]?["kind"]?.string == "golden")
    #expect(diff["expected"]?["path"]?.string == GoldenTimeline.path(forScenario: "Scenarios/push.yaml"))
    #expect(diff["predicted"]?.keys == ["kind"])
    #expect(diff["predicted"]?["kind"]?.string == "timeline")
    let hunk = try #require(diff["hunks"]?.array?.first)
    #expect(hunk["expectedStart"]?.integer == 8 && hunk["predictedStart"]?.integer == 8, "lines count from the file's top")
    let kinds = hunk["lines"]?.array?.map { "\($0["kind"]?.string ?? "") \($0["text"]?.string ?? "")" }
    #expect(kinds == ["expected x", "context a", "predicted x", "context c"])
    let move = try #require(diff["moves"]?.array?.first)
    #expect(move["text"]?.string == "x" && move["expectedLine"]?.integer == 8 && move["predictedLine"]?.integer == 9)
  }

  @Test func failingCheckAndRunOutputFollowTheSchema() throws {
    let schemaText = try String(contentsOfFile: repositoryRoot() + "/Scenarios/schema/output.schema.json", encoding: .utf8)
    let validator = SchemaSubset(root: try JSONValue.parse(schemaText))
    func definition(_ name: String) -> JSONValue { .object(["$ref": .string("#/$defs/\(name)")]) }

    var failing = pushScenario()
    failing.steps[1].checks.exact = Expectation(
      events: [EventPattern(screen: "A", callback: .viewDidAppear)], location: SourceLocation(line: 14, column: 5))
    failing.steps[1].checks.contains = Expectation(
      events: [EventPattern(screen: "A", callback: .viewWillAppear)], location: SourceLocation(line: 17, column: 5))
    var failingResult = check(failing)
    failingResult.outcomes.append(
      CheckOutcome(
        kind: .golden, step: nil, location: nil, passed: false, message: "the timeline differs",
        diff: LineDiff(expected: ["a", "b"], actual: ["b", "a", "c"])))
    var skipped = pushScenario()
    skipped.skip = "not settled"
    let broken = ScenarioResult(
      path: "broken.yaml", scenario: nil,
      diagnostics: [Diagnostic(.error, "unknown key", at: SourceLocation(line: 2, column: 1), notes: [.init("here")])])
    let results = [check(pushScenario()), failingResult, check(skipped), broken]
    #expect(failingResult.outcomes.filter { $0.diff != nil }.count == 3)

    let checkDocument = try JSONValue.parse(TimelineJSON.results(results))
    #expect(validator.problems(checkDocument, against: definition("checkOutput")) == [])
    let run = try ScenarioRun(pushScenario())
    let runDocument = try JSONValue.parse(TimelineJSON.runs([(run, TimelineRenderer().events(of: run))]))
    #expect(validator.problems(runDocument, against: definition("runOutput")) == [])

    // The validator can fail: version 1's string errors and string diffs are refused.
    let version1 = try JSONValue.parse(
      #"""
      {"schemaVersion": 1, "summary": {"passed": 0, "failed": 1, "skipped": 0}, "scenarios": [{
        "path": "a.yaml", "passed": false, "errors": ["a.yaml:2:1: error: unknown key"],
        "checks": [{"kind": "expect", "passed": false, "message": "differs", "diff": "@@ -1 +1 @@"}]}]}
      """#)
    let problems = validator.problems(version1, against: definition("checkOutput"))
    #expect(problems.contains { $0.hasPrefix("/schemaVersion") })
    #expect(problems.contains { $0.hasPrefix("/scenarios/0/errors/0") })
    #expect(problems.contains { $0.hasPrefix("/scenarios/0/checks/0/diff") })
  }
}
