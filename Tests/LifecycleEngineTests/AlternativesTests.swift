import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// Where sources conflict or an order is inferred, the other reading is rows too: a run can
/// take it, so laws, audits and device logs can accept either.
@Suite struct AlternativesTests {
  let book = RuleBook.standard

  @Test func everyAlternativeNamesARowOrARuleAndChangesTheRows() throws {
    let rowIDs = Set(book.overlays.flatMap(\.rows).map(\.id))
    let ruleIDs = Set(book.rules.map(\.id))
    #expect(book.alternatives.count >= 8)
    for alternative in book.alternatives {
      let of = try #require(alternative.alternativeOf).id
      #expect(rowIDs.contains(of) || ruleIDs.contains(of), "\(alternative.id) names \(of)")
      let profile = Profile.all.last { alternative.applies.contains($0) } ?? .ios12
      let primary = book.resolve(for: profile)
      let other = book.resolve(for: profile, alternatives: [alternative.id])
      #expect(primary.rows != other.rows || primary.clock != other.clock, "\(alternative.id) changes nothing")
    }
  }

  @Test func theConflictOnACancelledSwipeIsRunnableBothWays() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: [.viewDidDisappear], [.launch, .push("B", animated: true), .swipeBack(completed: false)])
    #expect(try ScenarioRun(scenario).observed.step(3).map(\.line) == ["A viewDidDisappear"])
    let other = try ScenarioRun(scenario, alternatives: ["alt.uikit.swipeBackCancel.revealedDidDisappear"])
    #expect(other.observed.step(3).isEmpty)
  }

  @Test func aSecondLayoutPassIsTheOtherReadingOfConflict5() throws {
    let scenario = makeScenario(.screen("A"), observe: [.viewWillLayoutSubviews, .viewDidAppear], [.launch])
    #expect(try ScenarioRun(scenario).observed.lines == ["A viewWillLayoutSubviews", "A viewDidAppear"])
    let other = try ScenarioRun(scenario, alternatives: ["alt.uikit.layout.secondPass"])
    #expect(other.observed.lines == ["A viewWillLayoutSubviews", "A viewWillLayoutSubviews", "A viewDidAppear"])
  }

  @Test func aHostedScreenWithoutAnimationCanAppearAfterViewDidAppear() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: [.onAppear, .viewDidAppear], content: .swiftui,
      [.launch, .push("B", animated: false)])
    #expect(try ScenarioRun(scenario).observed.step(2).map(\.line) == ["B onAppear", "B viewDidAppear"])
    let other = try ScenarioRun(scenario, alternatives: ["alt.swiftui.hosted.appearAfterDidAppear"])
    #expect(other.observed.step(2).map(\.line) == ["B viewDidAppear", "B onAppear"])
  }
}
