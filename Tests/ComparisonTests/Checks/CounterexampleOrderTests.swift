import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// #37: a counterexample checks what breaks its claim, not only that the events fire. For a
/// claim about order or timing (`order`, `in-step`, `during`, `sequences`, `response`,
/// `first`, `last`), each counterexample file either asserts the absence of an event the claim
/// needs, or has an assertion that fails once its steps' rows are reversed (the events of the
/// step in the opposite order, each in the mirrored phase): the order the claim states.
@Suite struct CounterexampleOrderTests {
  static let folder = repositoryRoot() + "/Scenarios/claims/counterexamples"

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
  }

  /// The events of a step reversed, each in the mirrored phase of the clock.
  static func reversed(_ events: [Event]) -> [Event] {
    let phases = Phase.allCases
    return events.reversed().map { event in
      var flipped = event
      flipped.phase = phases[phases.count - 1 - phases.firstIndex(of: event.phase)!]
      return flipped
    }
  }

  /// Whether the assertions of a scenario still all hold with each step's rows reversed.
  static func holdReversed(_ scenario: Scenario, run: ScenarioRun) -> Bool {
    for (index, step) in scenario.steps.enumerated() {
      let events = run.observed.events.filter { $0.stepNumber == index + 1 }
      for assertion in step.checks.assertions where !AssertionEvaluator.evaluate(assertion, over: reversed(events)).passed {
        return false
      }
    }
    return true
  }

  static func assertsAbsence(_ scenario: Scenario) -> Bool {
    scenario.steps.flatMap(\.checks.assertions).contains {
      switch $0.kind {
      case .never: true
      case .count(_, let count): count == 0
      default: false
      }
    }
  }

  @Test func everyCounterexampleOfAnOrderClaimChecksTheOrderThatBreaksIt() throws {
    #expect(Self.files.count > 40)
    var checked = 0
    for file in Self.files {
      let (scenario, _) = try ScenarioLoader.load(path: Self.folder + "/" + file)
      let claimPath = try #require(scenario.source.components(separatedBy: "the claims page: ").last)
      let (claimFile, _) = try ScenarioLoader.load(path: repositoryRoot() + "/" + claimPath)
      let law = try #require(claimFile.claim?.law, "\(file)")
      let aboutOrder =
        !law.order.isEmpty || !law.inStep.isEmpty || !law.during.isEmpty || !law.sequences.isEmpty
        || law.response != nil || !law.first.isEmpty || !law.last.isEmpty
      guard aboutOrder else { continue }
      let run = try ScenarioRun(scenario)
      checked += 1
      #expect(
        Self.assertsAbsence(scenario) || !Self.holdReversed(scenario, run: run),
        "\(file): its assertions hold with the step's rows reversed, so they do not check what breaks \(claimPath)")
    }
    #expect(checked > 20)
  }

  /// The check can fail: a count alone holds both ways; an order or a phase does not.
  @Test func aCountAloneIsNotAnOrderCheck() throws {
    let text = """
      name: probe
      source: a test
      host: uikit
      app:
        navigation: [Home]
      steps:
        - launch
        - push: Detail
        - pop:
          assert:
            - count: Home viewWillAppear = 1
      """
    let counted = try ScenarioDecoder.decode(text, path: "count.yaml")
    #expect(Self.holdReversed(counted, run: try ScenarioRun(counted)))
    for assertion in ["Detail viewWillDisappear before Home viewDidAppear", "phase: Home viewWillAppear = transitionBegin"] {
      let ordered = try ScenarioDecoder.decode(
        text.replacingOccurrences(of: "count: Home viewWillAppear = 1", with: assertion), path: "order.yaml")
      let run = try ScenarioRun(ordered)
      let outcomes = ExpectationChecker.check(run)
      #expect(outcomes.allSatisfy { $0.passed }, "\(assertion) holds on the run")
      #expect(!Self.holdReversed(ordered, run: run), "\(assertion) fails with the rows reversed")
    }
  }
}
