import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@testable import Reporting

/// `run --format json` and `check --format json` are written a value at a time; they must be
/// the bytes Foundation's JSONEncoder wrote for the same documents (the encoder they replaced
/// is kept here, in `FoundationTimelineJSON`, as the reference).
@Suite struct StreamingJSONTests {
  func corpus() throws -> [(Scenario, String)] {
    try ScenarioLoader.scenarioFiles(under: [repositoryRoot() + "/Scenarios"]).map { try ScenarioLoader.load(path: $0) }
  }

  @Test func runsAreWrittenAsFoundationEncodedThem() throws {
    let scenarios = try TestScale.sample(corpus(), every: 4)
    #expect(scenarios.count > 50)
    let renderers = [
      TimelineRenderer(), TimelineRenderer(observe: Set(Callback.allCases)), TimelineRenderer(lanes: .uikit),
      TimelineRenderer(lanes: .swiftui, observe: [.onAppear]),
    ]
    for renderer in renderers {
      var all: [(ScenarioRun, [Event])] = []
      for (scenario, _) in scenarios {
        let run = try ScenarioRun(scenario)
        let runs = [(run, renderer.events(of: run))]
        #expect(TimelineJSON.text { TimelineJSON.write(runs: runs, to: $0) } == FoundationTimelineJSON.runs(runs), "\(scenario.path)")
        all += runs
      }
      #expect(TimelineJSON.text { TimelineJSON.write(runs: all, to: $0) } == FoundationTimelineJSON.runs(all))
    }
    #expect(TimelineJSON.text { TimelineJSON.write(runs: [], to: $0) } == FoundationTimelineJSON.runs([]))
  }

  @Test func checkResultsAreWrittenAsFoundationEncodedThem() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = GoldenStore(mode: .never)
    var results = try TestScale.sample(corpus(), every: 4).map { Checker(goldens: store, keepingRuns: false).check($0.0, source: $0.1) }
    // Failures of every kind, and text that needs escaping: quotes, backslashes, control
    // characters, slashes and letters of other scripts.
    var odd = makeScenario(.navigation(["A"]), [.launch, .push("Б\"\\", animated: true), .pop(animated: true)])
    odd.name = "Tab\there \"quoted\" \\ back/slash \u{1} é 😀"
    odd.path = folder + "/odd \"name\".yaml"
    odd.steps[1].checks.exact = Expectation(
      events: [EventPattern(screen: "A", callback: .viewDidLoad)], location: SourceLocation(line: 12, column: 5))
    results.append(Checker(goldens: GoldenStore(mode: .missing)).check(odd, source: nil))
    results.append(Checker(goldens: store, keepingRuns: false).check(odd, source: nil))
    var impossible = odd
    impossible.steps.append(Step(action: .pop(animated: true), location: SourceLocation(line: 30, column: 5)))
    results.append(Checker(goldens: store, keepingRuns: false).check(impossible, source: nil))
    results.append(
      ScenarioResult(
        path: folder + "/broken.yaml", scenario: nil,
        diagnostics: [Diagnostic(.error, "unknown key 'stepz'", path: folder + "/broken.yaml", at: SourceLocation(line: 3, column: 1))]))
    // Errors with and without a place, a file and notes; a golden's and an
    // expect-contains' diff.
    results.append(
      ScenarioResult(
        path: folder + "/noted.yaml", scenario: nil,
        diagnostics: [
          Diagnostic(
            .error, "duplicate key 'name'", at: SourceLocation(line: 4, column: 1),
            notes: [.init("first written here", at: SourceLocation(line: 1, column: 3)), .init("a note without a place")]),
          Diagnostic(.warning, "a warning \"quoted\"", path: folder + "/other.yaml"),
        ]))
    var contains = odd
    contains.steps[1].checks.exact = nil
    contains.steps[1].checks.contains = Expectation(
      events: [EventPattern(screen: "A", callback: .viewDidLoad), EventPattern(screen: "A", callback: .viewWillDisappear)],
      location: SourceLocation(line: 9, column: 7))
    var containsResult = Checker(goldens: store, keepingRuns: false).check(contains, source: nil)
    containsResult.outcomes.append(
      CheckOutcome(
        kind: .golden, step: nil, location: nil, passed: false, message: "the timeline differs",
        diff: LineDiff(expected: ["x", "a  b", "c", "d"], actual: ["c", "x", "a  b", "e"], linesBefore: 7)))
    results.append(containsResult)
    #expect(containsResult.outcomes.contains { $0.kind == .expectContains && $0.diff != nil })
    var skipped = odd
    skipped.skip = "not settled"
    results.append(Checker(goldens: store, keepingRuns: false).check(skipped, source: nil))
    #expect(results.contains { !$0.passed })
    #expect(TimelineJSON.text { TimelineJSON.write(results: results, to: $0) } == FoundationTimelineJSON.results(results))
    #expect(TimelineJSON.text { TimelineJSON.write(results: [], to: $0) } == FoundationTimelineJSON.results([]))
  }
}
