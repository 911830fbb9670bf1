import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// The claim forms judge what the seeds say and no less: each cycle of an instance, the
/// phase a callback runs in, a screen the user comes back to without it entering the window,
/// a screen covered and shown again within one step; and the profiles judged include the
/// versions where a known bug starts or ends.
@Suite struct ClaimFixesTests {
  let navigation = makeScenario(.navigation(["Home"]), [.launch])

  func law(depth: Int = 2, profiles: [Profile] = [.ios17], _ build: (inout ClaimLaw) -> Void) -> ClaimLaw {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.scope.hosts = [.uikit]
    law.scope.profiles = profiles
    law.scope.depth = depth
    build(&law)
    return law
  }

  @Test func theOrderFormJudgesEachCycleNotOnlyTheFirst() throws {
    // At launch Home gets viewWillAppear and viewDidAppear; a cancelled swipe over a pushed
    // screen then gives it viewWillAppear, viewWillDisappear and viewDidDisappear with no
    // viewDidAppear: the second cycle skips a stage although the first had one.
    let law = law { $0.order = [[.viewWillAppear], [.viewDidAppear], [.viewWillDisappear], [.viewDidDisappear]] }
    let judgement = try ClaimJudge.judge(law, scenario: navigation)
    #expect(judgement.verdict == .partly)
    let broken = try #require(judgement.breaks.first { $0.name == "swipeBackCancel" })
    #expect(broken.example.actions == [.launch, .push("New1", animated: true), .swipeBack(completed: false)])
    #expect(broken.example.message.contains("Home viewWillDisappear with no viewDidAppear since its viewWillAppear"))
    #expect(broken.example.assertions.contains(ClaimAssertion(step: 3, text: "never: Home viewDidAppear")))
    #expect(judgement.holds.contains("push") && judgement.holds.contains("pop"), "a full cycle on push and pop holds")
  }

  @Test func theDuringFormReadsThePhaseAnEventRunsIn() throws {
    // viewWillAppear runs in transitionBegin, before the animation (the interaction phase).
    let judgement = try ClaimJudge.judge(law(depth: 1) { $0.during = [PhaseEvent(.interaction, .viewWillAppear)] }, scenario: navigation)
    #expect(judgement.verdict == .false)
    let push = try #require(judgement.breaks.first { $0.name.hasPrefix("push") })
    #expect(push.example.message.contains("viewWillAppear fires in transitionBegin, before interaction"))
    let atStart = try ClaimJudge.judge(law(depth: 1) { $0.during = [PhaseEvent(.transitionBegin, .viewWillAppear)] }, scenario: navigation)
    #expect(atStart.verdict == .holds)
  }

  @Test func aPresenterUncoveredBySwipingDownASheetArrivesWithoutViewWillAppear() throws {
    let showing = law { $0.gets = [RoleEvent(.showing, .viewWillAppear)] }
    let shownAgain = law { $0.gets = [RoleEvent(.showing, .viewWillAppear), RoleEvent(.arriving, .viewWillAppear)] }
    let app = makeScenario(.screen("Home"), [.launch])
    #expect(try !ClaimJudge.judge(showing, scenario: app).breaks.contains { $0.name.hasPrefix("swipeDownComplete") })
    let judgement = try ClaimJudge.judge(shownAgain, scenario: app)
    let broken = try #require(judgement.breaks.first { $0.name.hasPrefix("swipeDownComplete") })
    #expect(broken.example.message.contains("arriving Home viewWillAppear does not fire"))
    #expect(judgement.breaks.contains { $0.name.hasPrefix("dismissOver") })
  }

  @Test func aScreenCoveredThenShownAgainInOneStepWasHiddenWhenItsViewDidDisappearRan() throws {
    // iOS 18's interrupted zoom push gives the source viewDidDisappear while the pushed
    // screen covers it, then shows it again: visible after the step, but not when it fired.
    let law = law(depth: 1, profiles: [.ios18]) { $0.getsNone = [RoleEvent(.visible, .viewDidDisappear)] }
    let judgement = try ClaimJudge.judge(law, scenario: navigation)
    #expect(judgement.holds.contains { $0.hasPrefix("interruptedPush") })
    #expect(!judgement.breaks.contains { $0.name.hasPrefix("interruptedPush") })
  }

  @Test func aClaimIsJudgedOnTheKnownBugsBoundariesToo() throws {
    let names = RuleBook.standard.judgedProfiles.map(\.id)
    #expect(Array(names.prefix(Profile.all.count)) == Profile.all.map(\.id))
    // 13.0's replaced-view bug is an alternative now (only a view replaced from its own
    // onAppear keeps its appearance), so 13.4 is no boundary of the profile's own rows.
    #expect(!names.contains("ios13.4"))
    #expect(names.contains("ios18.4"), "the 18.4 SDK's bug starts while 18.0's still holds")
    #expect(names.contains("ios18.5"), "the first version without 18.0's NavigationStack bug")
    #expect(Set(names).count == names.count)
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.once = [.viewDidLoad]
    law.scope.depth = 1
    law.scope.hosts = [.uikit]
    let judgement = try ClaimJudge.judge(law, scenario: navigation)
    #expect(judgement.targets.contains("self (uikit, ios18.4)"))
    #expect(judgement.walked.hasPrefix("\(names.count) targets"))
  }

  @Test func targetsAreSummarisedNotListed() {
    let labels = ["a (uikit, ios12)", "a (uikit, ios13)", "b (uikit, ios12)", "b (uikit, ios13)"]
    #expect(ClaimJudge.targetSummary(labels) == "4 targets (a, b × uikit × ios12, ios13)")
    #expect(ClaimJudge.targetSummary(labels, short: true) == "4 targets (2 apps, uikit, 2 profiles)")
    #expect(ClaimJudge.targetSummary(Array(labels.prefix(3))) == "3 targets (of a, b × uikit × ios12, ios13)")
  }
}
