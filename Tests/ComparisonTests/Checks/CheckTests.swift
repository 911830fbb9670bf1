import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

@Suite struct CheckTests {
  let at = SourceLocation(line: 1, column: 1)
  func pattern(_ text: String) -> EventPattern {
    let parts = text.split(separator: " ")
    return EventPattern(screen: String(parts[0]), callback: Callback(rawValue: String(parts[1]))!)
  }

  func pushScenario(_ checks: Checks) -> Scenario {
    var scenario = makeScenario(.navigation(["A"]), observe: [.viewWillAppear, .viewWillDisappear], [.launch, .push("B", animated: true)])
    scenario.steps[1].checks = checks
    return scenario
  }

  @Test func assertionsGiveAVerdictAndAReason() throws {
    let events = try ScenarioRun(pushScenario(Checks())).observed.step(2)
    let before = AssertionEvaluator.evaluate(
      Assertion(.before(pattern("A viewWillDisappear"), pattern("B viewWillAppear")), location: at), over: events)
    #expect(before == (true, "'A viewWillDisappear' (#1) comes before 'B viewWillAppear' (#2)"))
    let reversed = AssertionEvaluator.evaluate(
      Assertion(.before(pattern("B viewWillAppear"), pattern("A viewWillDisappear")), location: at), over: events)
    #expect(!reversed.passed)
    let never = AssertionEvaluator.evaluate(Assertion(.never(pattern("A viewWillAppear")), location: at), over: events)
    #expect(never.passed)
    let count = AssertionEvaluator.evaluate(Assertion(.count(pattern("B viewWillAppear"), 2), location: at), over: events)
    #expect(count == (false, "'B viewWillAppear' fires 1 time, expected 2"))
    let missing = AssertionEvaluator.evaluate(
      Assertion(.before(pattern("C viewWillAppear"), pattern("B viewWillAppear")), location: at), over: events)
    #expect(missing == (false, "'C viewWillAppear' never fires"))
  }

  @Test func exactExpectationsFailWithADiff() throws {
    let checks = Checks(exact: Expectation(events: [pattern("B viewWillAppear"), pattern("A viewWillDisappear")], location: at))
    let outcomes = ExpectationChecker.check(try ScenarioRun(pushScenario(checks)))
    let outcome = try #require(outcomes.first)
    #expect(!outcome.passed)
    #expect(outcome.step == 2)
    #expect(outcome.diff?.moves.first?.text == "B viewWillAppear")
  }

  @Test func containsExpectationsAcceptGapsButNotDisorder() throws {
    let ok = Checks(contains: Expectation(events: [pattern("B viewWillAppear")], location: at))
    #expect(ExpectationChecker.check(try ScenarioRun(pushScenario(ok))).allSatisfy(\.passed))
    let disorder = Checks(contains: Expectation(events: [pattern("B viewWillAppear"), pattern("A viewWillDisappear")], location: at))
    let outcome = try #require(ExpectationChecker.check(try ScenarioRun(pushScenario(disorder))).first)
    #expect(!outcome.passed)
    #expect(outcome.message == "'A viewWillDisappear' (expected #2) fires, but not after 'B viewWillAppear'")
  }

  @Test func aPrintedLogClaimPassesWhenItsVerdictIsTheOneRecorded() throws {
    var scenario = pushScenario(Checks(assertions: [Assertion(.never(pattern("A viewWillDisappear")), location: at)]))
    var law = ClaimLaw(location: at)
    law.ownSteps = true
    scenario.claim = Claim(seed: "0", quote: "q", statement: "s", verdict: .false, location: at, law: law)
    let outcomes = ExpectationChecker.check(try ScenarioRun(scenario))
    #expect(outcomes.map(\.kind) == [.claim])
    #expect(outcomes[0].passed)
    #expect(outcomes[0].verdict == .false)
    // #2: counted over the run (launch's 'A viewWillAppear' is #1), as the reports number events.
    #expect(outcomes[0].evidence == ["step 2: 'A viewWillDisappear' fires at #2"])
    scenario.claim?.verdict = .holds
    #expect(!ExpectationChecker.check(try ScenarioRun(scenario))[0].passed)
  }

  @Test func aClaimWithALawFailsWhenTheVerdictOnEveryPathIsNotTheOneRecorded() throws {
    var scenario = makeScenario(.navigation(["A"]), [.launch])
    var law = ClaimLaw(location: at)
    law.response = .init(each: [.viewWillAppear], then: .viewDidAppear, before: [.viewWillDisappear, .viewDidDisappear])
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 2
    scenario.claim = Claim(seed: "0", quote: "q", statement: "s", verdict: .holds, location: at, law: law)
    let outcome = try #require(ExpectationChecker.check(try ScenarioRun(scenario)).last)
    #expect(outcome.kind == .claim)
    #expect(!outcome.passed, "a cancelled swipe-back breaks it: partly, not holds")
    #expect(outcome.verdict == .partly)
    #expect(outcome.message.hasPrefix("claim is now partly, recorded holds"))
    #expect(outcome.judgement?.breaks.map(\.name) == ["swipeBackCancel"])
    scenario.claim?.verdict = .partly
    #expect(try #require(ExpectationChecker.check(try ScenarioRun(scenario)).last).passed)
  }

  /// A claim that could not be walked (here: more screens than a claim's tree keeps) has no
  /// verdict; its judgement reads false, which used to pass a claim recorded false.
  @Test func aClaimThatCannotBeWalkedFailsWhateverWasRecorded() throws {
    var scenario = makeScenario(.navigation((0..<70).map { "S\($0)" }), [.launch])
    var law = ClaimLaw(location: at)
    law.order = [[.viewWillAppear, .viewDidAppear]]
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 1
    for recorded in [Claim.Verdict.false, .holds] {
      scenario.claim = Claim(seed: "0", quote: "q", statement: "s", verdict: recorded, location: at, law: law)
      let outcome = try #require(ExpectationChecker.check(try ScenarioRun(scenario)).last)
      #expect(outcome.kind == .claim)
      #expect(!outcome.passed)
      #expect(outcome.message.hasPrefix("claim could not be judged, recorded \(recorded.rawValue): "))
      #expect(outcome.message.contains("a claim walks apps of at most 64"))
    }
  }

  @Test func aClaimTheToolCannotCheckPassesAsSuch() throws {
    var scenario = makeScenario(.screen("A"), [.launch])
    scenario.claim = Claim(seed: "0", quote: "q", statement: "s", verdict: .notCheckable, location: at, why: "pixels")
    let outcome = try #require(ExpectationChecker.check(try ScenarioRun(scenario)).last)
    #expect(outcome.passed)
    #expect(outcome.verdict == .notCheckable)
  }
}
