import LifecycleCore

/// How a device's log compares with a scenario's predicted timeline.
public struct DeviceLogResult: Hashable, Sendable {
  /// The overall finding.
  public enum Verdict: String, Hashable, Sendable {
    /// The log and the prediction agree.
    case matches
    /// The log differs from the prediction and matches an alternative timeline.
    case matchesAlternative
    /// The log differs from the prediction and from every alternative.
    case differs
    /// The log has no event of the scenario's screens: nothing was compared.
    case noEvents
  }

  /// The scenario.
  public var scenario: Scenario
  /// The log.
  public var log: ConsoleLog
  /// The callbacks compared: those the log contains. The prediction's other callbacks are left
  /// out, since a log without them says nothing about them.
  package var callbacks: [Callback]
  /// The first step compared (counted from 1); the log says nothing about the steps before it.
  package var firstStep: Int
  /// The prediction compared: events of the compared callbacks and steps, on the scenario's
  /// screens, in clock order.
  package var predicted: [Event]
  /// The log's events compared, in log order (all of the log's events of the scenario's screens).
  package var logged: [LoggedEvent]
  /// The move-aware diff, predicted (`-`) against logged (`+`).
  public var diff: LineDiff
  /// Every predicted event that is missing from the log or moved in it, and every logged event
  /// the prediction lacks, in diff order.
  public var differences: [LogDifference]
  /// The alternatives the log matches exactly. With `.matchesAlternative` they explain the
  /// differences; with `.matches` they are alternatives this log cannot tell from the
  /// prediction.
  public var matchingAlternatives: [AlternativeTimeline]
  /// The overall finding.
  public var verdict: Verdict

  /// Creates a result.
  package init(
    scenario: Scenario, log: ConsoleLog, callbacks: [Callback], firstStep: Int, predicted: [Event],
    logged: [LoggedEvent], diff: LineDiff, differences: [LogDifference],
    matchingAlternatives: [AlternativeTimeline], verdict: Verdict
  ) {
    self.scenario = scenario
    self.log = log
    self.callbacks = callbacks
    self.firstStep = firstStep
    self.predicted = predicted
    self.logged = logged
    self.diff = diff
    self.differences = differences
    self.matchingAlternatives = matchingAlternatives
    self.verdict = verdict
  }

  /// Whether the check holds: the log matches, or every difference is evidence about a rule we
  /// hold as uncertain. A log without events of the scenario fails.
  public var passed: Bool {
    switch verdict {
    case .matches: true
    case .noEvents: false
    case .matchesAlternative, .differs: failureCount == 0
    }
  }

  /// The differences that contradict a rule we believed, or that no rule explains.
  public var failures: [LogDifference] { differences.filter { $0.verdict == .failure } }

  /// How many differences are failures, without a copy of them (a log of a million events
  /// can differ a million times).
  package var failureCount: Int { differences.count { $0.verdict == .failure } }

  /// How many differences are evidence, without a copy of them.
  package var evidenceCount: Int { differences.count { $0.verdict == .evidence } }

  /// The comparison as one of the scenario's outcomes, so that `check`'s summary, its JSON
  /// and its exit status count it with the scenario's other checks.
  public var outcome: CheckOutcome {
    let found = failureCount
    let message: String
    switch verdict {
    case .matches: message = "the device log \(log.path) matches the prediction"
    case .noEvents: message = "the device log \(log.path) has no event of the scenario's screens; nothing was compared"
    case .matchesAlternative, .differs:
      message =
        found == 0
        ? "the device log \(log.path) differs only where a rule is uncertain (evidence, not a failure)"
        : "the device log \(log.path) contradicts the prediction: \(found) difference\(found == 1 ? "" : "s")"
    }
    var outcome = CheckOutcome(kind: .log, step: nil, location: nil, passed: passed, message: message)
    outcome.log = DeviceLogSummary(path: log.path, verdict: verdict.rawValue, failures: found, evidence: evidenceCount)
    return outcome
  }

  /// The differences that settle an open question.
  public var evidence: [LogDifference] { differences.filter { $0.verdict == .evidence } }
}

/// One place where a device's log and the prediction part.
public struct LogDifference: Hashable, Sendable {
  /// What differs.
  public enum Kind: String, Hashable, Sendable {
    /// Predicted, not logged.
    case missing
    /// Logged, not predicted.
    case extra
    /// Predicted and logged, at different places.
    case moved
  }

  /// What the difference means for the rule behind it.
  public enum Verdict: String, Hashable, Sendable {
    /// The device contradicts an observed, documented or claimed rule, or printed an event no
    /// rule predicts.
    case failure
    /// The device contradicts an inferred or conflicting rule: it settles an open question.
    case evidence
  }

  /// What differs.
  public var kind: Kind
  /// `<screen> <callback>`.
  public var event: String
  /// The step it belongs to (counted from 1): the predicted event's, or for an extra event the step of
  /// the predicted event aligned just before it.
  public var step: Int
  /// The predicted event (missing and moved).
  package var predicted: Event?
  /// Its 1-based position in the compared prediction.
  package var predictedPosition: Int?
  /// The logged event (extra and moved), with its log line.
  package var logged: LoggedEvent?
  /// Its 1-based position among the compared logged events.
  package var loggedPosition: Int?
  /// The rule the device contradicts: the predicted event's, or the rule of the alternative the
  /// log matches. Nil for an extra event no rule explains.
  public var rule: Rule?
  /// Failure or evidence.
  public var verdict: Verdict

  /// Creates a difference; the verdict follows from the rule's confidence.
  package init(
    kind: Kind, event: String, step: Int, predicted: Event? = nil, predictedPosition: Int? = nil,
    logged: LoggedEvent? = nil, loggedPosition: Int? = nil, rule: Rule?
  ) {
    self.kind = kind
    self.event = event
    self.step = step
    self.predicted = predicted
    self.predictedPosition = predictedPosition
    self.logged = logged
    self.loggedPosition = loggedPosition
    self.rule = rule
    self.verdict = rule.map { $0.confidence.isUncertain ? .evidence : .failure } ?? .failure
  }
}
