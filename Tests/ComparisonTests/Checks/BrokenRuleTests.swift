import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A deliberately broken UIKit rule must make `check` fail with a diff that points at the
/// step and names the move.
@Suite struct BrokenRuleTests {
  /// The standard rules, except that on push the destination's viewWillAppear comes before
  /// the source's viewWillDisappear: the tab-switch order applied to push, planted as data.
  static let brokenPush = RuleBook.standard.adding([
    Overlay(
      id: "test.brokenPush", title: "A broken push order",
      changes: [
        .remove(RowBuilder(.uikit, .push).id(.outgoing, "viewWillDisappear")),
        .insert(
          RowBuilder(.uikit, .push).row(
            .outgoing, .transitionBegin, .viewWillDisappear,
            Rule(id: "test.broken", statement: "broken on purpose", source: "this test", confidence: .observed)),
          after: RowBuilder(.uikit, .push).id(.incoming, "viewWillAppear")),
      ])
  ])

  @Test func aBrokenRuleFailsTheExpectationWithAMoveAtTheStep() throws {
    var scenario = makeScenario(
      .navigation(["1"]), host: .swiftui, observe: seed003Observe, [.launch, .push("2", animated: true), .pop(animated: true)])
    scenario.probe = true
    scenario.steps[1].checks.exact = Expectation(
      events: ["2 onAppear", "1 viewWillDisappear", "2 viewWillAppear", "1 onDisappear"].map {
        let parts = $0.split(separator: " ")
        return EventPattern(screen: String(parts[0]), callback: Callback(rawValue: String(parts[1]))!)
      }, location: SourceLocation(line: 12, column: 5))
    #expect(ExpectationChecker.check(try ScenarioRun(scenario)).allSatisfy(\.passed))
    let broken = try ScenarioRun(scenario, book: Self.brokenPush)
    let failure = try #require(ExpectationChecker.check(broken).first { !$0.passed })
    #expect(failure.step == 2)
    #expect(failure.location == SourceLocation(line: 12, column: 5))
    let diff = try #require(failure.diff)
    #expect(diff.unified().contains("moved from #"))
    #expect(diff.moves.map(\.text).contains("1 viewWillDisappear") || diff.moves.map(\.text).contains("2 viewWillAppear"))
  }
}
