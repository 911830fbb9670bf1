import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// A case that breaks a claim says what it rests on: the rows that place the events its
/// counterexample asserts, their confidence, and the alternative readings that change them.
@Suite struct ClaimGroundsTests {
  let navigation = makeScenario(.navigation(["Home"]), [.launch])

  func example(_ build: (inout ClaimLaw) -> Void, case name: String) throws -> ClaimExample {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 2
    build(&law)
    let judgement = try ClaimJudge.judge(law, scenario: navigation)
    return try #require(judgement.breaks.first { $0.name == name }).example
  }

  @Test func aCancelledSwipesCaseRestsOnAnInferredRow() throws {
    let example = try example({ $0.order = [[.viewWillAppear], [.viewDidAppear], [.viewWillDisappear]] }, case: "swipeBackCancel")
    let grounds = try #require(ClaimGrounds(example))
    #expect(grounds.uncertain.contains { $0.rule.id == "uikit.swipeBack.cancel" })
    #expect(grounds.absent == ["step 3: Home viewDidAppear"])
    #expect(grounds.summary.contains("`uikit.swipeBack.cancel` (inferred)"))
    #expect(grounds.summary.contains("no surer than"))
  }

  @Test func anAlternativeReadingThatRemovesTheAssertedEventIsNamed() throws {
    // The revealed screen's viewDidDisappear on a cancelled swipe is a conflicting row whose
    // alternative reading drops it: the case may not break the claim under it.
    let example = try example({ $0.getsNone = [RoleEvent(.below, .viewDidDisappear)] }, case: "swipeBackCancel")
    let grounds = try #require(ClaimGrounds(example))
    #expect(grounds.flips.contains("alt.uikit.swipeBackCancel.revealedDidDisappear"))
    #expect(grounds.summary.contains("may not break the claim"))
  }

  @Test func assertionsNameTheirEvents() {
    let events = ClaimGrounds.events([
      ClaimAssertion(step: 2, text: "count: Home viewDidDisappear = 1"),
      ClaimAssertion(step: 3, text: "never: \"My screen\" viewDidAppear"),
      ClaimAssertion(step: 3, text: "A viewWillAppear before B onAppear"),
    ])
    #expect(events.map(\.line) == ["Home viewDidDisappear", "My screen viewDidAppear", "A viewWillAppear", "B onAppear"])
    #expect(events.map(\.fires) == [true, false, true, true])
  }
}
