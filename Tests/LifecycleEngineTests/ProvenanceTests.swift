import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// Each event cites a rule that says what its source says: the provenance fixes of issue 14.
@Suite struct ProvenanceTests {
  func rules(_ run: ScenarioRun, step: Int, screen: String, _ callback: Callback) -> [String] {
    run.timeline.step(step).filter { $0.screen == screen && $0.callback == callback }.map(\.rule.id)
  }

  /// One pass per controller, parent first, is our reading of "layout can happen at any time".
  @Test func rotationLayoutIsInferred() throws {
    #expect(UIKitRules.rotateLayout.confidence == .inferred)
    #expect(UIKitRules.rotateLayout.alternative != nil)
  }

  /// Nested views' onAppear cite the benigumo log; their onDisappear, which it does not
  /// show, a rule of its own.
  @Test func nestedOnDisappearHasItsOwnRule() throws {
    let screens = [ScreenDeclaration(id: "Outer", children: ["Inner"])]
    let run = try ScenarioRun(makeScenario(.navigation(["Outer"]), host: .swiftui, screens: screens, [.launch, .push("Next", animated: true)]))
    #expect(rules(run, step: 1, screen: "Inner", .onAppear) == [SwiftUIRules.nestedDeepestFirst.id])
    #expect(rules(run, step: 2, screen: "Inner", .onDisappear) == [SwiftUIRules.nestedDisappear.id])
    #expect(rules(run, step: 2, screen: "Outer", .onDisappear) == [SwiftUIRules.leftWindowDisappearAfterCommit.id])
    #expect(SwiftUIRules.nestedDisappear.confidence == .inferred)
  }

  /// A conditional view swapped in or out cites the conditional rules, not the nesting rule,
  /// though it is embedded in its screen; its own children cite the nesting rules.
  @Test func conditionalViewsCiteTheirOwnRules() throws {
    let screens = [ScreenDeclaration(id: "Root", conditional: ["Old", "New"]), ScreenDeclaration(id: "New", children: ["Badge"])]
    let scenario = makeScenario(
      .screen("Root"), host: .swiftui, screens: screens,
      [
        .launch, .show("Old", replacing: nil, transition: .default, animated: false),
        .show("New", replacing: "Old", transition: .identity, animated: false), .hide("New", animated: false),
      ])
    let run = try ScenarioRun(scenario)
    #expect(rules(run, step: 2, screen: "Old", .onAppear) == [SwiftUIRules.conditionalDefault.id])
    #expect(rules(run, step: 3, screen: "New", .onAppear) == [SwiftUIRules.conditionalIdentity.id])
    #expect(rules(run, step: 3, screen: "Old", .onDisappear) == [SwiftUIRules.conditionalIdentity.id])
    #expect(rules(run, step: 3, screen: "Badge", .onAppear) == [SwiftUIRules.nestedDeepestFirst.id])
    #expect(rules(run, step: 4, screen: "New", .onDisappear) == [SwiftUIRules.hideImmediate.id])
    #expect(rules(run, step: 4, screen: "Badge", .onDisappear) == [SwiftUIRules.nestedDisappear.id])
  }

  /// The SO 48653763 log shows willMove then viewDidLoad, and no didMove: didMove cites
  /// Apple's documentation, loadView the general load rule.
  @Test func aChildAddedOnLoadCitesOnlyWhatTheLogShows() throws {
    let screens = [ScreenDeclaration(id: "Parent", children: ["Child"])]
    let run = try ScenarioRun(makeScenario(.screen("Parent"), screens: screens, [.launch]))
    #expect(rules(run, step: 1, screen: "Child", .willMoveToParent) == [UIKitRules.childAddedOnLoad.id])
    #expect(rules(run, step: 1, screen: "Child", .viewDidLoad) == [UIKitRules.childAddedOnLoad.id])
    #expect(rules(run, step: 1, screen: "Child", .loadView) == [UIKitRules.loadLazily.id])
    #expect(rules(run, step: 1, screen: "Child", .didMoveToParent) == [UIKitRules.childDidMoveOnLoad.id])
    #expect(UIKitRules.childAddedOnLoad.confidence == .observed)
    #expect(UIKitRules.childDidMoveOnLoad.confidence == .documented)
  }

  /// In a SwiftUI app the root hosting controller (and a probe made in the same update)
  /// loads before the content's onAppear; the seed 003 log pins only onAppear before
  /// viewWillAppear.
  @Test func aSwiftUIAppsRootLoadsBeforeItsContentAppears() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["1"]), host: .swiftui, probe: true, [.launch]))
    #expect(
      run.timeline.step(1).map(\.line) == [
        "1 init", "1 loadView", "1 viewDidLoad", "1 onAppear", "1 viewWillAppear", "1 viewIsAppearing",
        "1 viewWillLayoutSubviews", "1 viewDidLayoutSubviews", "1 viewDidAppear", "Scene scenePhaseActive", "1 taskStart",
      ])
    #expect(rules(run, step: 1, screen: "1", .loadView) == [UIKitRules.hostLoadsBeforeContent.id])
    #expect(UIKitRules.hostLoadsBeforeContent.confidence == .inferred)
    let uikit = try ScenarioRun(makeScenario(.navigation(["1"]), content: .swiftui, [.launch]))
    // In a UIKit app the navigation controller adds its root when it is made (uikit.launch.containment).
    // From iOS 17 its scene enters the foreground before the root loads (uikit.scene.launch.enterBeforeLoad).
    #expect(
      uikit.timeline.step(1).map(\.line).prefix(7) == [
        "1 init", "1 willMoveToParent", "Scene sceneWillEnterForeground", "1 loadView", "1 viewDidLoad", "1 viewWillAppear",
        "1 viewIsAppearing",
      ])
  }

  /// The snapshot layout pass on background is a scene's: a scene log shows it, the iOS 12.2
  /// log and a run without scenes show none. Scenes are the variable; the no-pass reading of
  /// a scene-based app is an alternative overlay. From iOS 17 the pass runs twice (hdk2200),
  /// with the one-pass reading as its alternative.
  @Test func theSnapshotLayoutIsAScenesWithItsNoPassAlternative() throws {
    var scenario = makeScenario(
      .screen("A"), profile: .ios16, observe: [.viewWillLayoutSubviews, .viewDidLayoutSubviews], [.launch, .background])
    let onePass = ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"]
    #expect(try ScenarioRun(scenario).observed.step(2).map(\.line) == onePass)
    #expect(try ScenarioRun(scenario, alternatives: ["alt.uikit.background.noSnapshotLayout"]).observed.step(2).isEmpty)
    #expect(
      try ScenarioRun(scenario, alternatives: ["alt.uikit.background.twoSnapshotPasses"]).observed.step(2).map(\.line) == onePass + onePass)
    scenario.profile = .ios17
    #expect(try ScenarioRun(scenario).observed.step(2).map(\.line) == onePass + onePass)
    #expect(
      try ScenarioRun(scenario, alternatives: ["alt.uikit.background.oneSnapshotPassFromIOS17"]).observed.step(2).map(\.line) == onePass)
    scenario.profile = .ios12
    #expect(try ScenarioRun(scenario).observed.step(2).isEmpty)
    #expect(UIKitRules.backgroundSnapshotLayout.confidence == .observed)
    #expect(UIKitRules.backgroundTwoSnapshotPassesFromIOS17.confidence == .observed)
    #expect(!UIKitRules.backgroundSnapshotLayout.statement.contains("may"))
  }

  /// At launch the controllers the window does not show get a row that says why they get nothing.
  @Test func launchCitesWhyHiddenControllersGetNothing() throws {
    let run = try ScenarioRun(makeScenario(.tabs([.navigation(["A", "B"]), .screen("C")]), [.launch]))
    let silence = try #require(run.steps[0].silences.first { $0.row.row.rule.id == UIKitRules.launchHidden.id })
    #expect(silence.screens == ["A", "C"])
    #expect(!run.timeline.events.contains { $0.screen == "A" && $0.callback == .viewDidLoad })
  }

  /// A card sheet on an iOS 13 device in an app built with the iOS 12 SDK cites the SDK claim.
  @Test func theOldSDKsFullScreenSheetsCiteTheirClaim() throws {
    let rules = RuleBook.standard.resolve(for: Profile(device: IOSVersion(13), sdk: IOSVersion(12)))
    #expect(rules.facts[.cardSheets]?.rule.id == PlatformOverlays.oldSDKKeepsFullScreenSheets.id)
    #expect(rules.facts[.cardSheets]?.rule.confidence == .claimed)
    #expect(RuleBook.standard.resolve(for: .ios12).facts[.cardSheets]?.rule.id == PlatformOverlays.sheetsAdaptBeforeIOS13.id)
  }
}
