import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// `only-for`: every screen that gets a callback plays one of the parts listed with it. It
/// holds where the rules give the callback only to such screens, and breaks, naming the
/// screen and the part it plays, where a rule gives it to another.
@Suite struct OnlyForLawTests {
  static let planted = Rule(id: "test.onlyFor.planted", statement: "planted on purpose", source: "this test", confidence: .observed)

  /// The standard rules, plus a viewWillDisappear for the pushed screen once it has appeared.
  static let pushedScreenWillDisappear = RuleBook.standard.adding([
    Overlay(
      id: "test.onlyFor", title: "A push that tells the arriving screen it will disappear",
      changes: [.add(RowBuilder(.uikit, .push).row(.incoming, .transitionEnd, .viewWillDisappear, planted, name: "planted"))])
  ])

  let navigation = makeScenario(.navigation(["Home"]), [.launch])

  func law(_ kinds: Set<TransitionKind>, _ parts: [ClaimRole] = [.hiding, .outside]) -> ClaimLaw {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.onlyFor = parts.map { RoleEvent($0, .viewWillDisappear) }
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.kinds = kinds
    return law
  }

  @Test func holdsWhereOnlyTheScreensThatGoGetTheCallback() throws {
    let judgement = try ClaimJudge.judge(law([.push, .pop, .popToRoot, .swipeBackComplete]), scenario: navigation)
    #expect(judgement.verdict == .holds)
    #expect(judgement.breaks.isEmpty)
    #expect(judgement.steps > 0, "it applied to the screens that got viewWillDisappear")
  }

  @Test func failsOnAPlantedCallbackToTheArrivingScreen() throws {
    let law = law([.push, .pop])
    #expect(try ClaimJudge.judge(law, scenario: navigation).verdict == .holds)
    let judgement = try ClaimJudge.judge(law, scenario: navigation, book: Self.pushedScreenWillDisappear)
    #expect(judgement.verdict == .partly)
    #expect(judgement.holds == ["pop"])
    let broken = try #require(judgement.breaks.first)
    #expect(broken.name == "push")
    #expect(broken.example.actions == [.launch, .push("New1", animated: true)])
    #expect(broken.example.message == "New1 viewWillDisappear fires, but New1 is not hiding or outside: it is arriving, entering, showing, visible")
    #expect(broken.example.assertions == [ClaimAssertion(step: 2, text: "count: New1 viewWillDisappear = 1")])
  }

  @Test func theTopScreenOfACancelledSwipeBackKeepsItsPlaceAndBreaksIt() throws {
    let judgement = try ClaimJudge.judge(law([.swipeBackCancel]), scenario: navigation)
    #expect(judgement.verdict == .false)
    let broken = try #require(judgement.breaks.first)
    #expect(broken.example.message.hasPrefix("New1 viewWillDisappear fires, but New1 is not hiding or outside: it is staying"))
  }

  @Test func eachPartListedWithTheCallbackIsAllowed() throws {
    // The screen a cancelled swipe reveals for a moment gets viewWillDisappear while outside
    // the window after the step: allowed with `outside`, not with `hiding` alone.
    let revealed = law([.swipeBackCancel], [.hiding, .outside, .staying])
    #expect(try ClaimJudge.judge(revealed, scenario: navigation).verdict == .holds)
    let hidingOnly = law([.swipeBackCancel], [.hiding, .staying])
    let judgement = try ClaimJudge.judge(hidingOnly, scenario: navigation)
    #expect(judgement.verdict == .false)
    #expect(judgement.breaks.first?.example.message.hasPrefix("Home viewWillDisappear fires, but Home is not hiding or staying") == true)
  }
}
