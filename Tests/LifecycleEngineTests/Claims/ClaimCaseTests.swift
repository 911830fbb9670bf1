import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A claim's cases split a kind of step by what can change the callbacks (the presentation's
/// style, a presented navigation stack, several presentations dismissed at once, a zoom push,
/// animation), and the judgement names the refinements only where their answers differ.
@Suite struct ClaimCaseTests {
  static let planted = Rule(id: "test.cases.planted", statement: "planted on purpose", source: "this test", confidence: .observed)

  /// The standard rules, plus a viewWillDisappear for the screen an unanimated push brings.
  static let unanimatedPushWillDisappear = RuleBook.standard.adding([
    Overlay(
      id: "test.cases", title: "An unanimated push that tells the arriving screen it will disappear",
      changes: [
        .add(
          RowBuilder(.uikit, .push).row(
            .incoming, .transitionEnd, .viewWillDisappear, planted, when: RowCondition(animated: false), name: "planted"))
      ])
  ])

  func tree(_ layout: AppLayout, profile: Profile, depth: Int) throws -> PathTree {
    let scenario = makeScenario(layout, profile: profile, [.launch])
    let target = ExploreTarget.targets(name: "app", scenario: scenario, hosts: [.uikit], profiles: [profile])[0]
    return try PathTree(target: target, depth: depth)
  }

  @Test func presentationsAreNamedByTheirStyleAndNavigation() throws {
    let names = Set(try tree(.screen("Home"), profile: .ios17, depth: 2).caseNames)
    #expect(names.contains("presentOver (sheet)"))
    #expect(names.contains("presentOver (overFullScreen)"))
    #expect(names.contains("presentOver (sheet, in navigation)"))
    #expect(names.contains("presentCovering (fullScreen)"))
    #expect(names.contains("dismissOver (sheet)"))
    #expect(names.contains("dismissOver (overFullScreen, in navigation)"))
    #expect(names.contains("dismissCovering (fullScreen)"))
    #expect(names.contains("swipeDownComplete (sheet)"))
    #expect(names.contains("swipeDownCancel (sheet)"))
    #expect(!names.contains("presentOver"), "a presentation always has its style")
    #expect(names.contains("launch") && names.contains("rotate"), "a kind without refinements is named alone")
  }

  @Test func beforeIOS13ASheetCoversThePresenter() throws {
    let names = Set(try tree(.screen("Home"), profile: .ios12, depth: 1).caseNames)
    #expect(names.contains("presentCovering (sheet)"))
    #expect(!names.contains { $0.hasPrefix("presentOver (sheet") })
  }

  @Test func aDismissalOfSeveralPresentationsIsACaseOfItsOwn() throws {
    let names = Set(try tree(.screen("Home"), profile: .ios17, depth: 3).caseNames)
    #expect(names.contains { $0.hasPrefix("dismiss") && $0.hasSuffix("2 presentations at once)") })
  }

  @Test func aKindIsNamedAloneWhenItsRefinementsAgree() throws {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.gets = [RoleEvent(.leaving, .viewWillDisappear)]
    law.scope.kinds = [.presentCovering, .presentOver]
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 1
    let judgement = try ClaimJudge.judge(law, scenario: makeScenario(.screen("Home"), [.launch]))
    // Sheets and over-full-screen presentations, in a navigation stack or not, all leave the
    // presenter without viewWillDisappear: one case.
    #expect(judgement.breaks.map(\.name) == ["presentOver"])
    #expect(judgement.holds == ["presentCovering"])
  }

  @Test func refinementsThatDisagreeAreNamedEachWithItsCounterexample() throws {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.onlyFor = [RoleEvent(.hiding, .viewWillDisappear)]
    law.scope.kinds = [.push]
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 1
    let navigation = makeScenario(.navigation(["Home"]), [.launch])
    #expect(try ClaimJudge.judge(law, scenario: navigation).verdict == .holds)
    let judgement = try ClaimJudge.judge(law, scenario: navigation, book: Self.unanimatedPushWillDisappear)
    #expect(judgement.verdict == .partly, "the animated push still holds")
    #expect(judgement.holds == ["push"])
    let broken = try #require(judgement.breaks.first)
    #expect(judgement.breaks.count == 1)
    #expect(broken.name == "push (not animated)")
    #expect(broken.example.actions == [.launch, .push("New1", animated: false)])
    #expect(broken.example.assertions == [ClaimAssertion(step: 2, text: "count: New1 viewWillDisappear = 1")])
  }
}
