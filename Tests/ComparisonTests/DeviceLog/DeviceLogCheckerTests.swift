import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

@Suite struct DeviceLogCheckerTests {
  /// A log of these lines, one event a line, for the scenario's screens.
  func log(_ lines: [String], screens: Set<String>, path: String = "console.txt") -> ConsoleLog {
    ConsoleLogReader(screens: screens).read(lines.joined(separator: "\n"), path: path)
  }

  func seed003(_ actions: [Action]) throws -> ScenarioRun {
    try ScenarioRun(makeScenario(.navigation(["1"]), host: .swiftui, observe: seed003Observe, probe: true, actions))
  }

  let part1: [Action] = [.launch, .push("2", animated: true), .pop(animated: true)]
  let part2: [Action] = [.launch, .push("2", animated: true), .swipeBack(completed: false)]

  // MARK: - Seed 003

  @Test func seed003Part1LogMatchesThePrediction() throws {
    let run = try seed003(part1)
    let log = try ConsoleLogReader(screens: run.scenario.screenIDs).read(path: deviceLogFixture("seed003-part1.txt"))
    let result = DeviceLogChecker.check(log, against: run)
    #expect(result.verdict == .matches)
    #expect(result.passed)
    #expect(result.firstStep == 1)
    #expect(result.callbacks == [.viewWillAppear, .viewWillDisappear, .onAppear, .onDisappear])
    #expect(result.predicted.map(\.line) == seed003Part1Log)
    #expect(result.differences.isEmpty)
  }

  /// Part 2's log shows only the swipe: the comparison starts at step 3 by itself.
  @Test func seed003Part2LogIsComparedFromTheStepItStartsAt() throws {
    let run = try seed003(part2)
    let log = try ConsoleLogReader(screens: run.scenario.screenIDs).read(path: deviceLogFixture("seed003-part2.txt"))
    let result = DeviceLogChecker.check(log, against: run)
    #expect(result.verdict == .matches)
    #expect(result.firstStep == 3)
    #expect(result.predicted.map(\.line) == seed003Part2Log)

    let whole = DeviceLogChecker.check(log, against: run, window: .wholeRun)
    #expect(whole.verdict == .differs)
    #expect(!whole.passed)
    #expect(whole.differences.allSatisfy { $0.kind == .missing && $0.step < 3 })
    // A missing event is a failure, or evidence on an open question where its row is inferred.
    #expect(whole.differences.allSatisfy { $0.verdict == ($0.rule?.confidence.isUncertain == true ? .evidence : .failure) })
    #expect(
      whole.differences.map(\.event) == ["1 onAppear", "1 viewWillAppear", "2 onAppear", "1 viewWillDisappear", "2 viewWillAppear", "1 onDisappear"])
    #expect(DeviceLogChecker.check(log, against: run, window: .fromStep(3)).verdict == .matches)
  }

  /// The start is found even when the log's first event is one the prediction lacks.
  @Test func theStartIsFoundPastAnUnpredictedFirstEvent() throws {
    let run = try seed003(part2)
    let result = DeviceLogChecker.check(log(["2 onDisappear"] + seed003Part2Log, screens: ["1", "2"]), against: run)
    #expect(result.firstStep == 3)
    #expect(result.differences.map(\.kind) == [.extra])
    #expect(result.differences.first?.logged?.line == 1)
  }

  /// Every format of the same device run checks the same.
  @Test(arguments: [
    "print-plain.txt", "xcode-nslog.txt", "xcode-oslog.txt", "log-stream-default.txt",
    "log-stream-compact.txt", "log-show-syslog.txt", "console-app.txt", "probe-tags.txt",
  ])
  func everyFormatOfPart1Matches(fixture: String) throws {
    let run = try seed003(part1)
    let log = try ConsoleLogReader(screens: run.scenario.screenIDs).read(path: deviceLogFixture(fixture))
    #expect(DeviceLogChecker.check(log, against: run).verdict == .matches)
  }

  // MARK: - Which callbacks

  /// A log without UIKit callbacks says nothing about them: only SwiftUI's are compared, although
  /// the run predicts viewDidLoad, layout and the did-callbacks too.
  @Test func onlyTheCallbacksTheLogContainsAreCompared() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["Inbox"]), host: .swiftui, probe: true, part1.map(renamed)))
    #expect(run.timeline.events.contains { $0.callback == .viewDidLayoutSubviews })
    let result = DeviceLogChecker.check(
      log(
        ["Inbox onAppear", "Thread onAppear", "Inbox onDisappear", "Inbox onAppear", "Thread onDisappear"],
        screens: run.scenario.screenIDs),
      against: run)
    #expect(result.callbacks == [.onAppear, .onDisappear])
    #expect(result.verdict == .matches)
  }

  func renamed(_ action: Action) -> Action {
    if case .push(_, let animated) = action { return .push("Thread", animated: animated) }
    return action
  }

  /// `observe` is the user's words about what the app prints; the log is what it printed. A
  /// callback in the log but not in `observe` is still compared.
  @Test func theLogNotObserveDecidesTheCallbacks() throws {
    let run = try seed003([.launch])
    let result = DeviceLogChecker.check(log(["1 onAppear", "1 viewWillAppear", "1 viewDidAppear"], screens: ["1"]), against: run)
    #expect(result.callbacks == [.viewWillAppear, .viewDidAppear, .onAppear])
    #expect(result.verdict == .matches)
  }

  // MARK: - Differences and verdicts

  @Test func aMovedEventNamesTheRuleItContradicts() throws {
    let run = try seed003(part1)
    var lines = seed003Part1Log
    lines.swapAt(2, 3)  // 1 viewWillDisappear before 2 onAppear
    let result = DeviceLogChecker.check(log(lines, screens: ["1", "2"]), against: run)
    #expect(result.verdict == .differs)
    #expect(!result.passed)
    let difference = try #require(result.differences.first)
    #expect(result.differences.count == 1)
    #expect(difference.kind == .moved)
    #expect(difference.step == 2)
    #expect(difference.verdict == .failure)
    #expect(difference.rule?.confidence == .observed)
    #expect(difference.rule?.id == difference.predicted?.rule.id)
    #expect(difference.logged?.line == lines.firstIndex(of: difference.event)! + 1)
    #expect(difference.predictedPosition == seed003Part1Log.firstIndex(of: difference.event)! + 1)
  }

  @Test func missingAndExtraEvents() throws {
    let run = try seed003(part1)
    var lines = seed003Part1Log
    lines.remove(at: 4)  // 2 viewWillAppear
    lines.insert("2 onDisappear", at: 6)  // in the pop, too early
    let result = DeviceLogChecker.check(log(lines, screens: ["1", "2"]), against: run)
    let missing = try #require(result.differences.first { $0.kind == .missing })
    #expect(missing.event == "2 viewWillAppear")
    #expect(missing.step == 2)
    #expect(missing.rule?.id == "uikit.push.order")
    #expect(missing.logged == nil)
    #expect(missing.predictedPosition == 5)
    let extra = try #require(result.differences.first { $0.kind == .extra || $0.kind == .moved })
    #expect(extra.event == "2 onDisappear")
    #expect(extra.logged?.line == 7)
    // The push order is observed (the log that once conflicted was a presentation): the missing
    // viewWillAppear is a failure, as the early onDisappear, whose place an observation backs.
    #expect(missing.verdict == .failure)
    #expect(result.failures.count == result.differences.count)
  }

  @Test func anEventNoRulePredictsIsAFailureWithoutARule() throws {
    let run = try seed003(part2)
    let lines = seed003Part2Log + ["2 onDisappear"]
    let result = DeviceLogChecker.check(log(lines, screens: ["1", "2"]), against: run)
    let extra = try #require(result.differences.first)
    #expect(result.differences.count == 1)
    #expect(extra.kind == .extra)
    #expect(extra.rule == nil)
    #expect(extra.verdict == .failure)
    #expect(extra.step == 3)
    #expect(extra.logged?.line == 7)
    #expect(!result.passed)
  }

  /// Predicted events whose rules are uncertain: a device that contradicts them settles an open
  /// question rather than failing.
  @Test func aDifferenceAgainstAnInferredRuleIsEvidence() throws {
    let run = try seed003([.launch])
    let inferred = Rule(id: "test.inferred", statement: "s", source: "test", confidence: .inferred, alternative: "the other way")
    let conflicting = Rule(id: "test.conflicting", statement: "s", source: "test", confidence: .conflicting)
    let claimed = Rule(id: "test.claimed", statement: "s", source: "test", confidence: .claimed)
    let predicted = [
      event("1", .onAppear, 0, inferred), event("1", .viewWillAppear, 1, conflicting),
      event("1", .viewDidAppear, 2, claimed),
    ]
    let swapped = DeviceLogChecker.check(
      log(["1 viewWillAppear", "1 onAppear", "1 viewDidAppear"], screens: ["1"]), scenario: run.scenario,
      predicted: predicted)
    #expect(swapped.differences.map(\.verdict) == [.evidence])
    #expect(swapped.evidence.first?.rule?.id == "test.inferred")
    #expect(swapped.passed)
    #expect(swapped.verdict == .differs)

    let withClaimed = DeviceLogChecker.check(
      log(["1 viewDidAppear", "1 onAppear", "1 viewWillAppear"], screens: ["1"]), scenario: run.scenario,
      predicted: predicted)
    #expect(withClaimed.failures.contains { $0.rule?.id == "test.claimed" })
    #expect(!withClaimed.passed)
  }

  func event(_ screen: String, _ callback: Callback, _ sequence: Int, _ rule: Rule, step: Int = 1) -> Event {
    let row = RowBuilder(callback.lane, .launch).row(.incoming, .transitionBegin, callback, rule, name: "test.\(rule.id).\(sequence)")
    return Event(screen: ScreenName(screen), callback: callback, step: step, phase: .transitionBegin, row: row.register())
  }

  @Test func aLogWithoutEventsOfTheScenarioFails() throws {
    let run = try seed003(part1)
    let result = DeviceLogChecker.check(log(["Settings onAppear", "hello"], screens: ["1", "2"]), against: run)
    #expect(result.verdict == .noEvents)
    #expect(!result.passed)
    #expect(result.log.otherScreens.map(\.event) == ["Settings onAppear"])
  }

  // MARK: - Alternatives

  /// A hand-built alternative: the tie-break rule read the other way puts SwiftUI's onAppear
  /// before UIKit's will-callbacks in a pop. A log in that order matches it: evidence.
  @Test func aLogThatMatchesAnAlternativeIsEvidenceForIt() throws {
    let run = try seed003(part1)
    let rule = PlatformOverlays.controllersBeforeQueuedActions
    var alternative = run.timeline.events
    let onAppear = try #require(alternative.lastIndex { $0.line == "1 onAppear" })
    let willDisappear = try #require(alternative.lastIndex { $0.line == "2 viewWillDisappear" })
    alternative.insert(alternative.remove(at: onAppear), at: willDisappear)
    let lines = alternative.filter { seed003Observe.contains($0.callback) }.map(\.line)
    #expect(lines != seed003Part1Log)

    let timeline = AlternativeTimeline(rule: rule, events: alternative)
    #expect(timeline.label == rule.alternative)
    let result = DeviceLogChecker.check(log(lines, screens: ["1", "2"]), against: run, alternatives: [timeline])
    #expect(result.verdict == .matchesAlternative)
    #expect(result.matchingAlternatives == [timeline])
    #expect(!result.differences.isEmpty)
    #expect(result.differences.allSatisfy { $0.rule == rule && $0.verdict == .evidence })
    #expect(result.passed)

    // The same order, offered as the alternative of an observed rule, contradicts that rule.
    let observed = AlternativeTimeline(
      rule: try #require(run.timeline.events.first { $0.rule.confidence == .observed }?.rule), label: "x", events: alternative)
    #expect(observed.rule.confidence == .observed)
    let contradiction = DeviceLogChecker.check(log(lines, screens: ["1", "2"]), against: run, alternatives: [observed])
    #expect(contradiction.verdict == .matchesAlternative)
    #expect(!contradiction.passed)
    #expect(contradiction.failures.count == contradiction.differences.count)

    // The prediction's own log matches the prediction, not the alternative.
    let own = DeviceLogChecker.check(log(seed003Part1Log, screens: ["1", "2"]), against: run, alternatives: [timeline])
    #expect(own.verdict == .matches)
    #expect(own.matchingAlternatives.isEmpty)
  }

  /// An alternative that differs only in callbacks the log lacks cannot be told apart: the
  /// result says so.
  @Test func anAlternativeTheLogCannotTellApartIsListed() throws {
    let run = try seed003([.launch])
    var alternative = run.timeline.events
    let layout = try #require(alternative.firstIndex { $0.callback == .viewDidLayoutSubviews })
    alternative.remove(at: layout)
    let timeline = AlternativeTimeline(rule: PlatformOverlays.controllersBeforeQueuedActions, label: "no layout", events: alternative)
    let result = DeviceLogChecker.check(log(["1 onAppear", "1 viewWillAppear"], screens: ["1"]), against: run, alternatives: [timeline])
    #expect(result.verdict == .matches)
    #expect(result.matchingAlternatives.map(\.label) == ["no layout"])
  }

  // MARK: - Other scenarios

  /// Nothing depends on seed 003: another app, a log printed with os_log prefixes, the cancelled
  /// swipe of a deeper stack.
  @Test func anyScenarioChecksAgainstItsOwnPrintedLog() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]), host: .uikit,
      observe: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
      [
        .launch, .push("Thread", animated: true), .push("Reply", animated: true), .swipeBack(completed: false),
        .selectTab(.screen("Settings")), .selectTab(.index(0)),
      ])
    let run = try ScenarioRun(scenario)
    let printed = run.observed.events.enumerated().map { index, event in
      "2024-03-01 10:\(10 + index / 60):\(10 + index % 50).000 Mail[10:2a] [ui] \(event.line)"
    }
    let noisy = ["launching"] + printed + ["done"]
    let result = DeviceLogChecker.check(log(noisy, screens: scenario.screenIDs), against: run)
    #expect(result.verdict == .matches)
    #expect(result.logged.first?.line == 2)
    #expect(result.predicted.count == run.observed.events.count)
  }
}
