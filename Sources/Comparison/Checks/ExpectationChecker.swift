import LifecycleCore

/// Checks a scenario run against the expectations, assertions and claim written in its file.
public enum ExpectationChecker {
  /// Every outcome, scenario-level first, then step by step.
  public static func check(_ run: ScenarioRun) -> [CheckOutcome] {
    let observed = run.observed
    // A claim's assertions state the claim; its verdict, not each assertion, is the check.
    let assertions = run.scenario.claim == nil
    var outcomes = check(
      run.scenario.checks, events: observed.events, offset: 0, step: nil, assertions: assertions, scenario: run.scenario)
    let eventsByStep = observed.events.bySteps(run.scenario.steps.count)
    let offsets = stepOffsets(eventsByStep)
    for (index, step) in run.scenario.steps.enumerated() where !step.checks.isEmpty {
      outcomes += check(
        step.checks, events: eventsByStep[index], offset: offsets[index], step: index + 1, assertions: assertions,
        scenario: run.scenario)
    }
    if let claim = run.scenario.claim {
      outcomes.append(verdict(of: claim, in: run))
    }
    return outcomes
  }

  /// How many events come before each step's: event numbers count over the whole run.
  static func stepOffsets(_ eventsByStep: [[Event]]) -> [Int] {
    var offsets: [Int] = []
    var total = 0
    for events in eventsByStep {
      offsets.append(total)
      total += events.count
    }
    return offsets
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
        CheckOutcome(kind: .assertion, step: step, location: assertion.location, passed: passed,
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
    case .never(let event), .count(let event, _): [event]
    }
  }

  private static func checkSubsequence(_ expectation: Expectation, actual: [String], step: Int?) -> CheckOutcome {
    let expected = expectation.events.map(\.description)
    var cursor = 0
    for (index, line) in expected.enumerated() {
      guard let found = actual[cursor...].firstIndex(of: line) else {
        let reason = actual.contains(line)
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

  private static func verdict(of claim: Claim, in run: ScenarioRun) -> CheckOutcome {
    let observed = run.observed
    let eventsByStep = observed.events.bySteps(run.scenario.steps.count)
    var failures: [String] = []
    let offsets = stepOffsets(eventsByStep)
    let scopes: [(Checks, [Event], Int, String)] =
      [(run.scenario.checks, observed.events, 0, "")]
      + run.scenario.steps.enumerated().map { ($1.checks, eventsByStep[$0], offsets[$0], "step \($0 + 1): ") }
    for (checks, events, offset, prefix) in scopes {
      for assertion in checks.assertions {
        let (passed, reason) = AssertionEvaluator.evaluate(assertion, over: events, offset: offset)
        if !passed { failures.append(prefix + reason) }
      }
    }
    let found: Claim.Verdict = failures.isEmpty ? .supported : .refuted
    let message = found == claim.verdict
      ? "claim \(found.rawValue), as recorded" + (failures.isEmpty ? "" : ": " + failures.joined(separator: "; "))
      : "claim is now \(found.rawValue), recorded \(claim.verdict.rawValue)"
        + (failures.isEmpty ? "" : ": " + failures.joined(separator: "; "))
    var outcome = CheckOutcome(kind: .claim, step: nil, location: claim.location, passed: found == claim.verdict, message: message)
    outcome.evidence = failures
    return outcome
  }
}
