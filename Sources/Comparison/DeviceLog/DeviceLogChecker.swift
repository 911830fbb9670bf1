import LifecycleCore

/// Compares what a device printed with what the rules predict.
///
/// ```swift
/// let run = try ScenarioRun(scenario)
/// let log = try ConsoleLogReader(screens: scenario.screenIDs).read(path: "console.txt")
/// let result = DeviceLogChecker.check(log, against: run)
/// if !result.passed { print(result.failures.map(\.event)) }
/// ```
public enum DeviceLogChecker {
  /// Compares a log with a run's whole timeline (every callback, whatever `observe` says: the
  /// log decides which callbacks are compared).
  ///
  /// - Parameters:
  ///   - window: which steps the log covers; by default the start is detected.
  ///   - alternatives: timelines of rules read the other way; a log that matches one is evidence
  ///     for it.
  public static func check(
    _ log: ConsoleLog, against run: ScenarioRun, window: LogWindow = .detectStart,
    alternatives: [AlternativeTimeline] = []
  ) -> DeviceLogResult {
    check(log, scenario: run.scenario, predicted: run.timeline.events, window: window, alternatives: alternatives)
  }

  /// Compares a log with predicted events.
  ///
  /// The prediction is restricted to the callbacks the log contains (a log without layout
  /// callbacks says nothing about layout), to the scenario's screens and to the window's steps,
  /// then diffed with `LineDiff` against the log's events. Each difference names the rule of
  /// the predicted event that differs; a difference against an inferred or conflicting rule is
  /// evidence, any other a failure. When the prediction differs and an alternative matches the
  /// log exactly, the differences are put down to the (first such) alternative's rule instead.
  ///
  /// - Parameters:
  ///   - predicted: events in clock order, as `Timeline.events`.
  public static func check(
    _ log: ConsoleLog, scenario: Scenario, predicted: [Event], window: LogWindow = .detectStart,
    alternatives: [AlternativeTimeline] = []
  ) -> DeviceLogResult {
    let screens = scenario.screenIDs
    let callbacks = log.callbacks
    let compared = Set(callbacks)
    func restrict(_ events: [Event]) -> [Event] {
      events.filter { compared.contains($0.callback) && screens.containsScreenOrInstance($0.screen.name) }
    }
    let logged = log.events
    let loggedLines = interned(logged)
    guard !logged.isEmpty else {
      return DeviceLogResult(
        scenario: scenario, log: log, callbacks: [], firstStep: 1, predicted: [], logged: [],
        diff: LineDiff(expected: [], actual: []), differences: [], matchingAlternatives: [],
        verdict: .noEvents)
    }

    let restricted = restrict(predicted)
    let firstStep = Self.firstStep(window, predicted: restricted, logged: loggedLines)
    let windowed = restricted.filter { $0.stepNumber >= firstStep }
    let diff = LineDiff(expected: windowed.map(\.line), actual: loggedLines)
    let matching = alternatives.filter { alternative in
      restrict(alternative.events).filter { $0.stepNumber >= firstStep }.map(\.line) == loggedLines
    }
    let verdict: DeviceLogResult.Verdict =
      diff.isEqual ? .matches : matching.isEmpty ? .differs : .matchesAlternative
    return DeviceLogResult(
      scenario: scenario, log: log, callbacks: callbacks, firstStep: firstStep, predicted: windowed,
      logged: logged, diff: diff,
      differences: differences(
        diff, predicted: windowed, logged: logged, loggedLines: loggedLines, firstStep: firstStep,
        explainedBy: diff.isEqual ? nil : matching.first?.rule),
      matchingAlternatives: matching, verdict: verdict)
  }

  /// Each logged event's `<screen> <callback>` line; lines alike share one string, so a log
  /// of a million events holds as many strings as it has distinct events, not a million.
  static func interned(_ logged: [LoggedEvent]) -> [String] {
    var seen: [String: String] = [:]
    var lines: [String] = []
    lines.reserveCapacity(logged.count)
    for event in logged {
      let line = event.event
      if let shared = seen[line] {
        lines.append(shared)
      } else {
        seen[line] = line
        lines.append(line)
      }
    }
    return lines
  }

  /// The first step the log covers.
  static func firstStep(_ window: LogWindow, predicted: [Event], logged: [String]) -> Int {
    switch window {
    case .wholeRun: return 1
    case .fromStep(let step): return max(1, step)
    case .detectStart: break
    }
    // Starting later than step 1 only helps where one of the log's first events is predicted in
    // that step, so only those starts are tried (the first few, in case the very first is an
    // event the prediction lacks).
    let firsts = Set(logged.prefix(startProbeCount))
    var candidates = [1]
    for event in predicted where event.stepNumber > candidates.last! && firsts.contains(event.line) {
      candidates.append(event.stepNumber)
    }
    var best = (step: 1, changes: Int.max)
    for step in candidates {
      let expected = predicted.filter { $0.stepNumber >= step }.map(\.line)
      let changes = LineDiff(expected: expected, actual: logged).lines.count { $0.operation != .same }
      if changes < best.changes { best = (step, changes) }
      if changes == 0 { break }
    }
    return best.step
  }

  /// How many of the log's first events may say where it starts.
  static let startProbeCount = 3

  /// The differences of a diff, in diff order; a move is listed where its first half is.
  static func differences(
    _ diff: LineDiff, predicted: [Event], logged: [LoggedEvent], loggedLines: [String], firstStep: Int,
    explainedBy alternative: Rule?
  ) -> [LogDifference] {
    var movedTo: [Int: Int] = [:]  // predicted index → logged index
    var movedFrom: [Int: Int] = [:]  // logged index → predicted index
    for move in diff.moves {
      movedTo[move.from - 1] = move.to - 1
      movedFrom[move.to - 1] = move.from - 1
    }
    var listed: Set<Int> = []  // predicted indices of the moves already listed
    var step = predicted.first?.stepNumber ?? firstStep
    var result: [LogDifference] = []
    // As many as the diff's changes at most (a move is listed once): no doubling's slack on a
    // log of a million differences.
    result.reserveCapacity(diff.lines.count { $0.operation != .same })
    func moved(_ p: Int, _ l: Int) -> LogDifference {
      listed.insert(p)
      return LogDifference(
        kind: .moved, event: predicted[p].line, step: predicted[p].stepNumber, predicted: predicted[p],
        predictedPosition: p + 1, logged: logged[l], loggedPosition: l + 1,
        rule: alternative ?? predicted[p].rule)
    }
    for line in diff.lines {
      if let p = line.expectedIndex { step = predicted[p].stepNumber }
      switch line.operation {
      case .same:
        continue
      case .removed:
        let p = line.expectedIndex!
        if let l = movedTo[p] {
          if !listed.contains(p) { result.append(moved(p, l)) }
        } else {
          result.append(
            LogDifference(
              kind: .missing, event: predicted[p].line, step: step, predicted: predicted[p],
              predictedPosition: p + 1, rule: alternative ?? predicted[p].rule))
        }
      case .inserted:
        let l = line.actualIndex!
        if let p = movedFrom[l] {
          if !listed.contains(p) { result.append(moved(p, l)) }
        } else {
          result.append(
            LogDifference(
              kind: .extra, event: loggedLines[l], step: step, logged: logged[l], loggedPosition: l + 1,
              rule: alternative))
        }
      }
    }
    return result
  }
}
