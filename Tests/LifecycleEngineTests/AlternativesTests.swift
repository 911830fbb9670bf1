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
      #expect(
        primary.rows != other.rows || primary.clock != other.clock || primary.facts != other.facts, "\(alternative.id) changes nothing")
    }
  }

  @Test func theConflictOnACancelledSwipeIsRunnableBothWays() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: [.viewDidDisappear], [.launch, .push("B", animated: true), .swipeBack(completed: false)])
    #expect(try ScenarioRun(scenario).observed.step(3).map(\.line) == ["A viewDidDisappear"])
    let other = try ScenarioRun(scenario, alternatives: ["alt.uikit.swipeBackCancel.revealedDidDisappear"])
    #expect(other.observed.step(3).isEmpty)
  }

  /// The conflict on alerts is runnable the other way in both frameworks: the presenter then
  /// leaves the window as under a full-screen cover.
  @Test func anAlertThatCoversItsPresenterIsTheOtherReadingOfTheAlertFact() throws {
    let uikit = makeScenario(
      .screen("A"), observe: [.viewWillDisappear, .viewDidDisappear],
      [.launch, .present("B", style: .alert, inNavigation: false, animated: true)])
    #expect(try ScenarioRun(uikit).observed.step(2).map(\.line) == [])
    let covered = try ScenarioRun(uikit, alternatives: ["alt.platform.alertCoversPresenter"])
    #expect(covered.observed.step(2).map(\.line) == ["A viewWillDisappear", "A viewDidDisappear"])
    let swiftUI = makeScenario(
      .screen("A"), host: .swiftui, screens: [ScreenDeclaration(id: "B", content: .uikit)], observe: [.onAppear, .onDisappear],
      [.launch, .present("B", style: .actionSheet, inNavigation: false, animated: true), .dismiss(nil, animated: true)])
    #expect(try ScenarioRun(swiftUI).observed.step(2).isEmpty)
    let other = try ScenarioRun(swiftUI, alternatives: ["alt.platform.alertCoversPresenter"])
    #expect(other.observed.step(2).map(\.line) == ["A onDisappear"])
    #expect(other.observed.step(3).map(\.line) == ["A onAppear"])
  }

  /// A UIKit controller that swaps its presentation (switch-item): the dismissal then the
  /// presentation, or, the other reading, the two overlapping.
  @Test func aSwappedPresentationCanStartBeforeTheOldOnesDidDisappear() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: [.viewWillAppear, .viewDidDisappear, .deinit],
      [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true), .switchItem("C")])
    #expect(try ScenarioRun(scenario).observed.step(3).map(\.line) == ["B viewDidDisappear", "B deinit", "C viewWillAppear"])
    let other = try ScenarioRun(scenario, alternatives: ["alt.uikit.sheetItem.presentBeforeDidDisappear"])
    #expect(other.observed.step(3).map(\.line) == ["C viewWillAppear", "B viewDidDisappear", "B deinit"])
  }

  /// A full-screen cover given another item: its presenter comes back between the two covers,
  /// or, the other reading, gets nothing.
  @Test func aCoverGivenAnotherItemBringsItsPresenterBackOrNot() throws {
    let scenario = makeScenario(
      .screen("A"), host: .swiftui, observe: [.onAppear, .onDisappear, .viewWillAppear, .viewWillDisappear], probe: true,
      [.launch, .present("B", style: .fullScreen, inNavigation: false, animated: true), .switchItem("C")])
    let lines = try ScenarioRun(scenario).observed.step(3).map(\.line)
    #expect(lines.contains("A onAppear"))
    #expect(lines.contains("A viewWillAppear"))
    #expect(lines.contains("A onDisappear"))
    #expect(lines.firstIndex(of: "A viewWillAppear")! < lines.firstIndex(of: "C viewWillAppear")!)
    let other = try ScenarioRun(scenario, alternatives: ["alt.platform.coverItem.presenterGetsNothing"])
    #expect(!other.observed.step(3).contains { $0.screen.name == "A" })
  }

  /// A path reversed: the moved value that comes on top keeps its view and is revealed by a
  /// pop (onAppear after its viewWillAppear), or, the other reading, is made anew and
  /// inserted as a pushed value is (onAppear in the update, before the UIKit callbacks).
  @Test func aMovedValueOnTopIsRevealedOrMadeAnew() throws {
    let scenario = makeScenario(
      .navigation(["R"]), host: .swiftui, observe: [.onAppear, .onDisappear, .viewWillAppear, .viewWillDisappear], probe: true,
      [.launch, .pathReplace(["A", "B"], animated: true), .pathReplace(["B", "A"], animated: true)])
    #expect(
      try ScenarioRun(scenario).observed.step(3).map(\.line) == [
        "B viewWillDisappear", "A viewWillAppear", "A onAppear", "B onDisappear",
      ])
    let other = try ScenarioRun(scenario, alternatives: ["alt.swiftui.path.movedValueMadeAnew"])
    #expect(
      other.observed.step(3).map(\.line) == ["A onAppear", "B viewWillDisappear", "A viewWillAppear", "B onDisappear"])
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
