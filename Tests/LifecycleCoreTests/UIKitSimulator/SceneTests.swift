import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// The scene delegate's callbacks, placed by the `scene` rows of the UIKit table.
@Suite struct SceneTests {
  let sceneCallbacks: Set<Callback> = [
    .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive,
  ]

  /// The merged events of one step (counted from 1), with their rules.
  func events(_ scenario: Scenario, step: Int) throws -> [Event] {
    try ScenarioRun(scenario).timeline.step(step)
  }

  @Test func backgroundResignsThenEntersTheBackgroundBeforeTheSnapshotLayoutT14() throws {
    let scenario = makeScenario(.navigation(["A"]), profile: .ios16, [.launch, .push("B", animated: true), .background])
    let step = try events(scenario, step: 3)
    #expect(
      step.map(\.line) == [
        "Scene sceneWillResignActive", "Scene sceneDidEnterBackground", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
      ])
    // Observed (prashuk, uikit §8): the rows cite it as such.
    for event in step.prefix(2) {
      #expect(event.rule.id == "uikit.scene.background")
      #expect(event.rule.confidence == .observed)
      #expect(event.lane == .uikit)
    }
    // No controller disappears: neither the top nor the one under it (R1, §8).
    #expect(!step.contains { $0.callback == .viewWillDisappear || $0.callback == .viewDidDisappear })
  }

  @Test func foregroundEntersTheForegroundThenBecomesActiveAsPublishedLogsShow() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch, .background, .foreground])
    let step = try events(scenario, step: 3)
    #expect(step.map(\.line) == ["Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive"])
    for event in step {
      #expect(event.rule.id == "uikit.scene.foreground")
      #expect(event.rule.confidence == .observed)
      #expect(event.rule.source.contains("https://github.com/flutter/flutter/"))
    }
  }

  /// An app that declares no scenes (an app delegate alone) on iOS 17: its scene logs nothing
  /// and nothing is laid out for a snapshot; the same app with scenes gets both.
  @Test func anAppWithoutScenesGetsNoSceneCallbackAndNoSnapshotLayout() throws {
    var scenario = makeScenario(
      .navigation(["A"]), observe: [.viewWillLayoutSubviews, .sceneWillResignActive, .sceneDidEnterBackground],
      [.launch, .background, .foreground])
    let withScenes = try observedLines(scenario)
    #expect(
      withScenes[1] == ["Scene sceneWillResignActive", "Scene sceneDidEnterBackground", "A viewWillLayoutSubviews", "A viewWillLayoutSubviews"])
    scenario.sceneBased = false
    let without = try observedLines(scenario)
    #expect(without[1].isEmpty && without[2].isEmpty)
    let row = RuleBook.standard.resolve(for: .ios17).rows.first { $0.id == "uikit.background.scene.nothing" }
    #expect(row?.rule.id == "uikit.scene.notDeclared")
    #expect(row?.when.sceneBased == false)
  }

  /// At launch the scene's two callbacks fall among the root's, and the container is the
  /// variable: a root alone loads and will appear before the scene enters the foreground
  /// (63rabbits, iOS 13.4); a root in a navigation controller loads after it, in the
  /// navigation controller's first layout (prashuk on iOS 13: after both calls; hdk2200 on
  /// iOS 17: sceneDidBecomeActive after the layout), and so does the top of a selected tab's
  /// stack. No scene before iOS 13, none in an app that declares none, and a SwiftUI app's
  /// scene is its scenePhase.
  @Test func theSceneEntersTheForegroundAndBecomesActiveAmongTheRootsCallbacks() throws {
    func launch(_ profile: Profile, _ layout: AppLayout = .navigation(["A"]), scenes: Bool = true) throws -> [String] {
      var scenario = makeScenario(
        layout, profile: profile,
        observe: [.loadView, .viewWillAppear, .viewDidLayoutSubviews, .viewDidAppear, .sceneWillEnterForeground, .sceneDidBecomeActive],
        [.launch])
      scenario.sceneBased = scenes
      return try observedLines(scenario)[0]
    }
    let alone = [
      "A loadView", "A viewWillAppear", "Scene sceneWillEnterForeground", "A viewDidLayoutSubviews", "Scene sceneDidBecomeActive",
      "A viewDidAppear",
    ]
    for profile in [Profile.ios13, .ios17, .ios18] { #expect(try launch(profile, .screen("A")) == alone) }
    let stackedBefore17 = [
      "Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive", "A loadView", "A viewWillAppear", "A viewDidLayoutSubviews",
      "A viewDidAppear",
    ]
    let stackedFrom17 = [
      "Scene sceneWillEnterForeground", "A loadView", "A viewWillAppear", "A viewDidLayoutSubviews", "Scene sceneDidBecomeActive",
      "A viewDidAppear",
    ]
    #expect(try launch(.ios13) == stackedBefore17)
    #expect(try launch(.ios16) == stackedBefore17)
    #expect(try launch(.ios17) == stackedFrom17)
    #expect(try launch(.ios17, .tabs([.navigation(["A"]), .screen("B")])) == stackedFrom17)
    #expect(try launch(.ios17, .tabs([.screen("A"), .navigation(["B"])])) == alone)
    #expect(try launch(.ios12) == ["A loadView", "A viewWillAppear", "A viewDidLayoutSubviews", "A viewDidAppear"])
    #expect(try launch(.ios17, scenes: false) == ["A loadView", "A viewWillAppear", "A viewDidLayoutSubviews", "A viewDidAppear"])
    #expect(UIKitRules.sceneLaunch.confidence == .observed)
    #expect(UIKitRules.sceneLaunchStackedBeforeLoad.confidence == .observed)
    #expect(UIKitRules.sceneLaunchEnterBeforeLoad.confidence == .observed)
  }

  /// The alternative of a stacked root on iOS 13 to 16 gives it a root alone's order.
  @Test func aStackedRootHearsItsSceneAsARootAloneUnderTheAlternative() throws {
    let scenario = makeScenario(
      .navigation(["A"]), profile: .ios13, observe: [.loadView, .viewWillAppear, .sceneWillEnterForeground, .sceneDidBecomeActive],
      [.launch])
    #expect(try ScenarioRun(scenario).observed.step(1).map(\.line).first == "Scene sceneWillEnterForeground")
    let plain = try ScenarioRun(scenario, alternatives: ["alt.uikit.scene.stackedLaunchAsPlain"])
    #expect(plain.observed.step(1).map(\.line) == ["A loadView", "A viewWillAppear", "Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive"])
  }

  @Test func theSceneEventsAreTheSameWhateverTheScreensAndTheirDepth() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]),
      [
        .launch, .push("Mail", animated: true), .push("Thread", animated: true),
        .present("Compose", style: .pageSheet, inNavigation: true, animated: true), .background, .foreground,
      ])
    let lines = try observedLines(scenario)
    #expect(lines[4].filter { $0.hasPrefix("Scene ") } == ["Scene sceneWillResignActive", "Scene sceneDidEnterBackground"])
    #expect(lines[5] == ["Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive"])
    // Nothing but layout besides the scene: no screen leaves or enters the window.
    #expect(lines[4].dropFirst(2).allSatisfy { $0.hasSuffix("LayoutSubviews") })
  }

  @Test func theSceneComesBackBeforeAScreenLeavesOnTheNextAction() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: sceneCallbacks.union([.viewWillDisappear, .viewDidDisappear]),
      [.launch, .push("B", animated: true), .background, .foreground, .pop(animated: true)])
    let lines = try observedLines(scenario)
    #expect(lines[2] == ["Scene sceneWillResignActive", "Scene sceneDidEnterBackground"])
    #expect(lines[3] == ["Scene sceneWillEnterForeground", "Scene sceneDidBecomeActive"])
    #expect(lines[4] == ["B viewWillDisappear", "B viewDidDisappear"])
  }

  @Test func noSceneBeforeIOS13AndNoSceneDelegateInASwiftUIApp() throws {
    let old = makeScenario(.navigation(["A"]), profile: .ios12, [.launch, .background, .foreground])
    #expect(try observedLines(old).joined().allSatisfy { !$0.hasPrefix("Scene ") })
    let swiftUI = makeScenario(.navigation(["A"]), host: .swiftui, probe: true, [.launch, .background, .foreground])
    #expect(try laneLines(swiftUI, .uikit).joined().allSatisfy { !$0.hasPrefix("Scene ") })
  }
}
