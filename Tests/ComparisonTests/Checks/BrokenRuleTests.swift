import Comparison
import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A deliberately broken UIKit rule must make `check` fail with a diff that points at the
/// step and names the move.
@Suite struct BrokenRuleTests {
  /// The real UIKit simulator, except that on push the destination's viewWillAppear is
  /// stamped before the source's viewWillDisappear: the tab-switch order applied to push.
  struct BrokenPushSimulator: LifecycleSimulator {
    var lane: Lane { .imperative }
    func simulate(_ scenario: Scenario, transitions: [Transition]) -> [Event] {
      var events = ImperativeSimulator().simulate(scenario, transitions: transitions)
      for (step, transition) in transitions.enumerated() where transition.kind == .push {
        guard let will = events.firstIndex(where: { $0.stamp.step == step && $0.callback == .viewWillDisappear }),
          let appear = events.firstIndex(where: { $0.stamp.step == step && $0.callback == .viewWillAppear })
        else { continue }
        (events[will].stamp.sequence, events[appear].stamp.sequence) = (events[appear].stamp.sequence, events[will].stamp.sequence)
      }
      return events
    }
  }

  @Test func aBrokenRuleFailsTheExpectationWithAMoveAtTheStep() throws {
    var scenario = makeScenario(.navigation(["1"]), host: .swiftui, observe: seed003Observe, [.launch, .push("2", animated: true), .pop(animated: true)])
    scenario.steps[1].checks.exact = Expectation(
      events: ["2 onAppear", "1 viewWillDisappear", "2 viewWillAppear", "1 onDisappear"].map {
        let parts = $0.split(separator: " ")
        return EventPattern(screen: String(parts[0]), callback: Callback(rawValue: String(parts[1]))!)
      }, location: SourceLocation(line: 12, column: 5))
    #expect(ExpectationChecker.check(try ScenarioRun(scenario)).allSatisfy(\.passed))
    let broken = try ScenarioRun(scenario, simulators: [BrokenPushSimulator(), DeclarativeSimulator()])
    let failure = try #require(ExpectationChecker.check(broken).first { !$0.passed })
    #expect(failure.step == 1)
    #expect(failure.location == SourceLocation(line: 12, column: 5))
    let diff = try #require(failure.diff)
    #expect(diff.unified().contains("moved from #"))
    #expect(diff.moves.map(\.text).contains("1 viewWillDisappear") || diff.moves.map(\.text).contains("2 viewWillAppear"))
  }
}
