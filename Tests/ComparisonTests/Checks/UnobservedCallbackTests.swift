import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// Expecting a callback the scenario does not observe can never match: the failure says so
/// rather than only showing a diff.
@Suite struct UnobservedCallbackTests {
  let at = SourceLocation(line: 1, column: 1)
  func pattern(_ screen: String, _ callback: Callback) -> EventPattern {
    EventPattern(screen: screen, callback: callback)
  }

  func outcomes(_ checks: Checks, observe: Set<Callback>? = [.viewWillAppear, .viewWillDisappear]) throws -> [CheckOutcome] {
    var scenario = makeScenario(.navigation(["A"]), observe: observe, [.launch, .push("B", animated: true)])
    scenario.steps[1].checks = checks
    return ExpectationChecker.check(try ScenarioRun(scenario))
  }

  let note = "; viewDidAppear is not observed: 'observe' lists viewWillAppear, viewWillDisappear; add it to see its events"

  @Test func aFailingExpectNamesTheUnobservedCallback() throws {
    let checks = Checks(
      exact: Expectation(
        events: [pattern("A", .viewWillDisappear), pattern("B", .viewWillAppear), pattern("B", .viewDidAppear)], location: at))
    let outcome = try #require(try outcomes(checks).first)
    #expect(!outcome.passed)
    #expect(outcome.message == "the events differ from the expectation" + note)
    #expect(outcome.diff != nil)
  }

  @Test func aFailingExpectContainsNamesIt() throws {
    let checks = Checks(contains: Expectation(events: [pattern("B", .viewDidAppear)], location: at))
    let outcome = try #require(try outcomes(checks).first)
    #expect(outcome.message == "'B viewDidAppear' (expected #1) never fires" + note)
  }

  @Test func aFailingAssertionNamesEveryUnobservedCallback() throws {
    let checks = Checks(assertions: [
      Assertion(.before(pattern("A", .viewDidDisappear), pattern("B", .viewDidAppear)), location: at)
    ])
    let outcome = try #require(try outcomes(checks).first)
    #expect(
      outcome.message == "A viewDidDisappear before B viewDidAppear: 'A viewDidDisappear' never fires; "
        + "viewDidAppear and viewDidDisappear are not observed: 'observe' lists viewWillAppear, viewWillDisappear; "
        + "add them to see their events")
  }

  @Test func observedCallbacksAndPassesSayNothingMore() throws {
    let wrongOrder = Checks(exact: Expectation(events: [pattern("B", .viewWillAppear), pattern("A", .viewWillDisappear)], location: at))
    #expect(try outcomes(wrongOrder).first?.message == "the events differ from the expectation")
    let everythingObserved = Checks(exact: Expectation(events: [pattern("B", .viewDidAppear)], location: at))
    #expect(try outcomes(everythingObserved, observe: nil).first?.message == "the events differ from the expectation")
    let never = Checks(assertions: [Assertion(.never(pattern("B", .viewDidAppear)), location: at)])
    #expect(try outcomes(never).first?.message == "never: B viewDidAppear: 'B viewDidAppear' never fires")
  }
}
