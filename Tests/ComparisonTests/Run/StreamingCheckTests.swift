import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `check` streams each run (expectations and golden compared step by step); reports keep
/// the run. Both must give the same verdicts, word for word.
@Suite struct StreamingCheckTests {
  func same(_ kept: ScenarioResult, _ streamed: ScenarioResult, _ label: String) {
    #expect(streamed.passed == kept.passed, "\(label)")
    #expect(streamed.skipped == kept.skipped, "\(label)")
    #expect(streamed.scenario == kept.scenario, "\(label)")
    #expect(streamed.run == nil, "\(label)")
    #expect(streamed.diagnostics.map(\.headline) == kept.diagnostics.map(\.headline), "\(label)")
    #expect(streamed.outcomes.count == kept.outcomes.count, "\(label)")
    for (a, b) in zip(kept.outcomes, streamed.outcomes) {
      #expect(b.kind == a.kind && b.step == a.step && b.location == a.location && b.passed == a.passed, "\(label)")
      #expect(b.message == a.message, "\(label)")
      #expect(b.diff?.unified() == a.diff?.unified(), "\(label)")
      #expect(b.evidence == a.evidence && b.hint == a.hint, "\(label)")
    }
  }

  @Test func theCorpusGivesTheSameVerdictsStreamedOrKept() throws {
    let root = repositoryRoot() + "/Scenarios"
    let files = try ScenarioLoader.scenarioFiles(under: [root])
    #expect(files.count > 50)
    let store = GoldenStore(mode: .never)
    for file in TestScale.sample(files, every: 4) {
      let (scenario, source) = try ScenarioLoader.load(path: file)
      let kept = Checker(goldens: store, keepingRuns: true).check(scenario, source: source)
      let streamed = Checker(goldens: store, keepingRuns: false).check(scenario, source: source)
      same(kept, streamed, file)
    }
  }

  @Test func changedGoldensAndFailingExpectationsGiveTheSameVerdicts() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var scenario = makeScenario(
      .navigation(["A"]), [.launch, .push("B", animated: true), .pop(animated: true), .push("C", animated: true)])
    scenario.path = folder + "/s.yaml"
    scenario.steps[1].checks.exact = Expectation(
      events: [EventPattern(screen: "B", callback: .viewDidLoad)], location: SourceLocation(line: 12, column: 5))
    scenario.checks.assertions = [
      Assertion(.never(EventPattern(screen: "A", callback: .deinit)), location: SourceLocation(line: 3, column: 3))
    ]
    _ = GoldenStore(mode: .all).check(try ScenarioRun(scenario), expectationsHold: true)
    var golden = try String(contentsOfFile: folder + "/s.golden", encoding: .utf8).components(separatedBy: "\n")
    golden.swapAt(4, 5)
    golden.insert("  action          UIKit   Z init", at: golden.count - 3)
    try golden.joined(separator: "\n").write(toFile: folder + "/s.golden", atomically: true, encoding: .utf8)
    let store = GoldenStore(mode: .never)
    let kept = Checker(goldens: store).check(scenario, source: nil)
    let streamed = Checker(goldens: store, keepingRuns: false).check(scenario, source: nil)
    #expect(!kept.passed)
    same(kept, streamed, "changed")

    var impossible = scenario
    impossible.steps.append(Step(action: .dismiss(nil, animated: true), location: SourceLocation(line: 20, column: 5)))
    same(
      Checker(goldens: store).check(impossible, source: nil),
      Checker(goldens: store, keepingRuns: false).check(impossible, source: nil), "impossible")
  }
}
