import LifecycleCore
import LifecycleEngine

/// Checks a scenario run against the expectations, assertions and claim written in its file.
public enum ExpectationChecker {
  /// Every outcome, scenario-level first, then step by step.
  public static func check(_ run: ScenarioRun) -> [CheckOutcome] { check(run, watch: .none) }

  /// Every outcome, a claim's walk kept within `watch`'s budget.
  package static func check(_ run: ScenarioRun, watch: MemoryWatch) -> [CheckOutcome] {
    var stream = Stream(run.scenario)
    stream.watch = watch
    let eventsByStep = run.timeline.events.bySteps(run.scenario.steps.count)
    for index in eventsByStep.indices { stream.add(step: index + 1, events: eventsByStep[index]) }
    return stream.outcomes()
  }

  /// The checks of a scenario fed a step at a time, as `check` simulates it: it keeps only
  /// the observed events that a check reads (those of steps with checks, and the whole run's
  /// only when the scenario checks the whole run or states a claim), so a long run without
  /// such checks is checked in constant memory.
  package struct Stream: Sendable {
    /// The scenario.
    package let scenario: Scenario
    private let keepsAll: Bool
    /// The last step with checks: observed events are counted up to it (event numbers
    /// count over the whole run).
    private let lastCheckedStep: Int
    private var all: [Event] = []
    private var byStep: [Int: (events: [Event], offset: Int)] = [:]
    private var observedSoFar = 0
    /// Where a claim's verdict is remembered (`check`); nil judges every time. A verdict
    /// from the cache has no `judgement`: reports, which draw it, judge.
    package var verdicts: VerdictLookup?
    /// The memory budget a claim's walk keeps (`check --memory-budget`); `.none` keeps the
    /// default budget's estimate alone.
    package var watch: MemoryWatch = .none

    /// A stream for a scenario, before its first step.
    package init(_ scenario: Scenario) {
      self.scenario = scenario
      keepsAll = !scenario.checks.isEmpty || scenario.claim != nil
      lastCheckedStep = (scenario.steps.lastIndex { !$0.checks.isEmpty } ?? -1) + 1
    }

    /// Takes the merged events of step `number` (from 1), in clock order.
    package mutating func add(step number: Int, events: [Event]) {
      let stepChecks = scenario.steps.indices.contains(number - 1) && !scenario.steps[number - 1].checks.isEmpty
      if keepsAll || stepChecks {
        let observed = events.filter { scenario.observes($0.callback) }
        if keepsAll { all.append(contentsOf: observed) }
        if stepChecks { byStep[number] = (observed, observedSoFar) }
        observedSoFar += observed.count
      } else if number < lastCheckedStep {
        for event in events where scenario.observes(event.callback) { observedSoFar += 1 }
      }
    }

    /// Every outcome, scenario-level first, then step by step, then the claim.
    package func outcomes() -> [CheckOutcome] {
      // A claim read on the file's own steps (a printed log) is stated by its expectations
      // and assertions: its verdict, not each of them, is the check. A claim with a law over
      // every path has its own verdict; the file's checks stay ordinary checks.
      let ownSteps = scenario.claim?.law?.ownSteps == true
      var outcomes = check(scenario.checks, events: all, offset: 0, step: nil, assertions: !ownSteps, scenario: scenario)
      for (index, step) in scenario.steps.enumerated() where !step.checks.isEmpty {
        let (events, offset) = byStep[index + 1] ?? ([], 0)
        outcomes += check(
          step.checks, events: events, offset: offset, step: index + 1, assertions: !ownSteps, scenario: scenario)
      }
      if let claim = scenario.claim {
        var failures: [String] = []
        if ownSteps {
          for outcome in outcomes where !outcome.passed && (outcome.kind == .expect || outcome.kind == .expectContains) {
            failures.append((outcome.step.map { "step \($0): " } ?? "") + outcome.message)
          }
          outcomes.removeAll { $0.kind == .expect || $0.kind == .expectContains }
        }
        outcomes.append(
          verdict(of: claim, scenario: scenario, all: all, byStep: byStep, failures: failures, verdicts: verdicts, watch: watch))
      }
      return outcomes
    }
  }

  private static func check(
    _ checks: Checks, events: [Event], offset: Int, step: Int?, assertions: Bool, scenario: Scenario
  ) -> [CheckOutcome] {
    var outcomes: [CheckOutcome] = []
    let actual = events.map(\.line)
    if let exact = checks.exact {
      let expected = exact.events.map(\.description)
      let diff = LineDiff(expected: expected, actual: actual)
      outcomes.append(
        CheckOutcome(
          kind: .expect, step: step, location: exact.location, passed: diff.isEqual,
          message: diff.isEqual
            ? "\(expected.count) events match"
            : "the events differ from the expectation" + unobservedNote(exact.events, scenario),
          diff: diff.isEqual ? nil : diff))
    }
    if let contains = checks.contains {
      var outcome = checkSubsequence(contains, actual: actual, step: step)
      if !outcome.passed { outcome.message += unobservedNote(contains.events, scenario) }
      outcomes.append(outcome)
    }
    for assertion in checks.assertions where assertions {
      let (passed, reason) = AssertionEvaluator.evaluate(assertion, over: events, offset: offset)
      outcomes.append(
        CheckOutcome(
          kind: .assertion, step: step, location: assertion.location, passed: passed,
          message: "\(assertion): \(reason)" + (passed ? "" : unobservedNote(patterns(of: assertion), scenario))))
    }
    return outcomes
  }

  /// `; viewDidAppear is not observed …` when the patterns name callbacks outside the scenario's
  /// `observe`, whose events are left out of the run and so can never match; else `""`.
  static func unobservedNote(_ patterns: [EventPattern], _ scenario: Scenario) -> String {
    let unobserved = Set(patterns.map(\.callback).filter { !scenario.observes($0) }).sorted()
    guard !unobserved.isEmpty, let observe = scenario.observe else { return "" }
    let names = unobserved.map(\.rawValue)
    let one = names.count == 1
    let listed = one ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
    let observed = observe.sorted().map(\.rawValue).joined(separator: ", ")
    return "; \(listed) \(one ? "is" : "are") not observed: 'observe' lists \(observed); "
      + "add \(one ? "it" : "them") to see \(one ? "its" : "their") events"
  }

  /// The events an assertion names.
  private static func patterns(of assertion: Assertion) -> [EventPattern] {
    switch assertion.kind {
    case .before(let first, let second): [first, second]
    case .never(let event), .count(let event, _), .phase(let event, _): [event]
    }
  }

  private static func checkSubsequence(_ expectation: Expectation, actual: [String], step: Int?) -> CheckOutcome {
    let expected = expectation.events.map(\.description)
    var cursor = 0
    for (index, line) in expected.enumerated() {
      guard let found = actual[cursor...].firstIndex(of: line) else {
        let reason =
          actual.contains(line)
          ? "'\(line)' (expected #\(index + 1)) fires, but not after '\(expected[max(0, index - 1)])'"
          : "'\(line)' (expected #\(index + 1)) never fires"
        return CheckOutcome(
          kind: .expectContains, step: step, location: expectation.location, passed: false,
          message: reason, diff: LineDiff(expected: expected, actual: actual.filter(expected.contains)))
      }
      cursor = found + 1
    }
    return CheckOutcome(
      kind: .expectContains, step: step, location: expectation.location, passed: true,
      message: "\(expected.count) events found in order")
  }

  private static func verdict(
    of claim: Claim, scenario: Scenario, all: [Event], byStep: [Int: (events: [Event], offset: Int)],
    failures: [String], verdicts: VerdictLookup?, watch: MemoryWatch
  ) -> CheckOutcome {
    let found: Claim.Verdict
    var evidence: [String] = []
    var judgement: ClaimJudgement?
    var detail = ""
    if claim.verdict == .notCheckable || claim.law == nil {
      found = .notCheckable
      detail = claim.why ?? "no law states it"
    } else if let law = claim.law, law.ownSteps {
      evidence = failures + ownAssertionFailures(scenario: scenario, all: all, byStep: byStep)
      found = evidence.isEmpty ? .holds : .false
      detail = evidence.isEmpty ? "the file's printed log and assertions hold" : evidence.joined(separator: "; ")
    } else if let verdicts, let known = verdicts.cache.claim(scenario, source: verdicts.source, options: verdicts.options),
      let verdict = Claim.Verdict(rawValue: known.verdict)
    {
      // Only a verdict that passed is remembered, so a hit passes as the judgement did.
      found = verdict
      evidence = known.evidence
      detail = known.detail
    } else {
      let judged: ClaimJudgement
      do {
        judged = try ClaimJudge.judge(
          claim.law!, scenario: scenario, budget: watch.budget(or: Audit.defaultMemoryBudget), watch: watch)
      } catch {
        judged = .refused("rule book: \(error)")
      }
      judgement = judged
      found = judged.verdict
      evidence = judged.breaks.map { "\($0.name): \($0.example.message) (\($0.example.target): \($0.example.path))" }
      detail = judged.reason
      // A claim that could not be walked has no verdict: it fails, whatever was recorded.
      if judged.refused {
        var outcome = CheckOutcome(
          kind: .claim, step: nil, location: claim.location, passed: false,
          message: "claim could not be judged, recorded \(claim.verdict.rawValue): \(detail)")
        outcome.judgement = judged
        return outcome
      }
      verdicts?.cache.remember(
        claim: .init(verdict: found.rawValue, detail: detail, evidence: evidence), of: scenario,
        source: verdicts?.source, options: verdicts?.options ?? "")
    }
    let message =
      found == claim.verdict
      ? "claim \(found.rawValue), as recorded: \(detail)"
      : "claim is now \(found.rawValue), recorded \(claim.verdict.rawValue): \(detail)"
        + (judgement?.breaks.first.map { "; e.g. \($0.name) on \($0.example.target): \($0.example.path): \($0.example.message)" } ?? "")
    var outcome = CheckOutcome(
      kind: .claim, step: nil, location: claim.location, passed: found == claim.verdict, message: message)
    outcome.evidence = evidence
    outcome.judgement = judgement
    outcome.verdict = found
    return outcome
  }

  /// The assertions of a claim read on its own steps that do not hold.
  private static func ownAssertionFailures(
    scenario: Scenario, all: [Event], byStep: [Int: (events: [Event], offset: Int)]
  ) -> [String] {
    var failures: [String] = []
    let scopes: [(Checks, [Event], Int, String)] =
      [(scenario.checks, all, 0, "")]
      + scenario.steps.enumerated().map { index, step in
        let (events, offset) = byStep[index + 1] ?? ([], 0)
        return (step.checks, events, offset, "step \(index + 1): ")
      }
    for (checks, events, offset, prefix) in scopes {
      for assertion in checks.assertions {
        let (passed, reason) = AssertionEvaluator.evaluate(assertion, over: events, offset: offset)
        if !passed { failures.append(prefix + reason) }
      }
    }
    return failures
  }
}
