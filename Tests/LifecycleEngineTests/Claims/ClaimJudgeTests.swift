import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A claim's verdict comes from its law on every path: it names the cases that break it with
/// a shortest path, and it changes when the rules (the evidence) change, so the claims page
/// and `check` can fail.
@Suite struct ClaimJudgeTests {
  /// The standard rules, except that a popped-to controller never gets viewDidAppear.
  static let brokenPop = RuleBook.standard.adding([
    Overlay(
      id: "test.claims.brokenPop", title: "A pop without the revealed viewDidAppear",
      changes: [.remove(RowBuilder(.uikit, .pop).id(.incoming, "viewDidAppear"))])
  ])

  let navigation = makeScenario(.navigation(["Home"]), [.launch])

  func law(depth: Int = 2, _ build: (inout ClaimLaw) -> Void) -> ClaimLaw {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = depth
    build(&law)
    return law
  }

  @Test func viewWillAppearWithoutAppearanceOnACancelledSwipeMakesTheClaimPartly() throws {
    let law = law {
      $0.response = .init(each: [.viewWillAppear], then: .viewDidAppear, before: [.viewWillDisappear, .viewDidDisappear])
    }
    let judgement = try ClaimJudge.judge(law, scenario: navigation)
    #expect(judgement.verdict == .partly)
    let broken = try #require(judgement.breaks.first { $0.name == "swipeBackCancel" })
    #expect(broken.example.actions == [.launch, .push("New1", animated: true), .swipeBack(completed: false)])
    #expect(broken.example.message.contains("viewWillDisappear"))
    #expect(judgement.holds.contains("push") && judgement.holds.contains("pop"))
    #expect(judgement.breaks.map(\.name) == ["swipeBackCancel"], "only the cancelled swipe breaks it")
  }

  @Test func aSheetOverTheScreenGivesItNoViewWillDisappear() throws {
    let law = law(depth: 1) {
      $0.gets = [RoleEvent(.leaving, .viewWillDisappear)]
      $0.scope.kinds = [.presentCovering, .presentOver]
    }
    let judgement = try ClaimJudge.judge(law, scenario: makeScenario(.screen("Home"), [.launch]))
    #expect(judgement.verdict == .partly)
    #expect(judgement.holds == ["presentCovering"])
    let broken = try #require(judgement.breaks.first)
    #expect(broken.name == "presentOver")
    #expect(broken.example.actions.count == 2)
    #expect(broken.example.message == "leaving Home viewWillDisappear does not fire")
  }

  @Test func theVerdictFlipsFromHoldsToFalseWhenThePopRuleChanges() throws {
    let law = law {
      $0.gets = [RoleEvent(.arriving, .viewDidAppear)]
      $0.scope.kinds = [.pop]
    }
    #expect(try ClaimJudge.judge(law, scenario: navigation).verdict == .holds)
    let changed = try ClaimJudge.judge(law, scenario: navigation, book: Self.brokenPop)
    #expect(changed.verdict == .false)
    #expect(changed.breaks.first?.example.actions == [.launch, .push("New1", animated: true), .pop(animated: true)])
  }

  @Test func theVerdictFlipsFromHoldsToPartlyWhenOneKindBreaks() throws {
    let law = law {
      $0.gets = [RoleEvent(.arriving, .viewDidAppear)]
      $0.scope.kinds = [.push, .pop]
    }
    #expect(try ClaimJudge.judge(law, scenario: navigation).verdict == .holds)
    let changed = try ClaimJudge.judge(law, scenario: navigation, book: Self.brokenPop)
    #expect(changed.verdict == .partly)
    #expect(changed.holds == ["push"])
    #expect(changed.breaks.map(\.name) == ["pop"])
  }

  @Test func aClaimAboutEveryCaseAtOnceIsFalseWhenOneBreaks() throws {
    var law = law {
      $0.gets = [RoleEvent(.arriving, .viewDidAppear)]
      $0.scope.kinds = [.push, .pop]
    }
    law.allOrNothing = true
    #expect(try ClaimJudge.judge(law, scenario: navigation, book: Self.brokenPop).verdict == .false)
  }

  @Test func aClaimThatALawCanBreakHoldsOnlyWhenAPathBreaksIt() throws {
    var law = law {
      $0.response = .init(each: [.viewWillDisappear], then: .viewDidDisappear, before: [.viewWillAppear, .viewDidAppear])
    }
    law.canBreak = true
    #expect(try ClaimJudge.judge(law, scenario: navigation).verdict == .holds, "a cancelled swipe breaks it")
    law.scope.kinds = [.push, .pop]
    #expect(try ClaimJudge.judge(law, scenario: navigation).verdict == .false, "no push or pop breaks it")
  }

  @Test func lastBeforeDeinitIgnoresContainmentButNotTheOtherLifecycleMethods() throws {
    let lastDisappear = law { $0.last = [.viewDidDisappear] }
    #expect(try ClaimJudge.judge(lastDisappear, scenario: navigation).verdict == .holds)
    let lastLoad = law { $0.last = [.viewDidLoad] }
    #expect(try ClaimJudge.judge(lastLoad, scenario: navigation).verdict == .false)
  }

  @Test func aRepetitionIsSeenOrNot() throws {
    let repeats = law { $0.repeats = [.viewWillAppear, .viewDidLoad] }
    let judgement = try ClaimJudge.judge(repeats, scenario: navigation)
    #expect(judgement.verdict == .partly, "viewWillAppear repeats, viewDidLoad never does")
    #expect(judgement.holds == ["viewWillAppear"])
    #expect(judgement.breaks.map(\.name) == ["viewDidLoad"])
  }

  @Test func aLawThatAppliesNowhereIsNotHeldToBeTrue() throws {
    let law = law(depth: 1) {
      $0.gets = [RoleEvent(.leaving, .viewWillDisappear)]
      $0.scope.kinds = [.pop]
    }
    let judgement = try ClaimJudge.judge(law, scenario: makeScenario(.screen("Home"), [.launch]))
    #expect(judgement.verdict == .false)
    #expect(judgement.reason.contains("applies to no step"))
  }
}

extension ClaimJudgeTests {
  @Test func anAppTooLargeToWalkIsAClearVerdictNotACrash() throws {
    let names = (1...70).map { "S\($0)" }
    let law = law(depth: 1) { $0.once = [.viewDidLoad] }
    let judgement = try ClaimJudge.judge(law, scenario: makeScenario(.tabs(names.map { .screen($0) }), [.launch]))
    #expect(judgement.verdict == .false)
    #expect(judgement.reason.contains("at most 64"))
  }
}
