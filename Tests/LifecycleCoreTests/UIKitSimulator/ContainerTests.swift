import LifecycleCore
import LifecycleTestSupport
import Testing

/// Tab bars, embedded children, app state and layout.
@Suite struct ContainerTests {
  @Test func firstTabSwitchLoadsLazilyT12AndSwitchingBackDoesNotT13() throws {
    let scenario = makeScenario(
      .tabs([.screen("A"), .screen("B")]), observe: appearanceCallbacks,
      [.launch, .selectTab(.index(1)), .selectTab(.screen("A"))])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[0] == ["A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])
    #expect(steps[1] == ["B viewDidLoad", "B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear"])
    #expect(steps[2] == ["A viewWillAppear", "B viewWillDisappear", "B viewDidDisappear", "A viewDidAppear"])
  }

  @Test func eachTabKeepsItsOwnStack() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .navigation(["Search"])]), observe: appearanceCallbacks,
      [.launch, .push("Mail", animated: true), .selectTab(.index(1)), .selectTab(.index(0)), .pop(animated: true)])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[3] == ["Mail viewWillAppear", "Search viewWillDisappear", "Search viewDidDisappear", "Mail viewDidAppear"])
    #expect(steps[4] == ["Mail viewWillDisappear", "Inbox viewWillAppear", "Mail viewDidDisappear", "Inbox viewDidAppear"])
  }

  @Test func tappingTheSelectedTabPopsItsStackToTheRoot() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]), observe: appearanceCallbacks,
      [.launch, .push("Mail", animated: true), .selectTab(.index(0))])
    #expect(
      try laneLines(scenario, .uikit)[2] == [
        "Mail viewWillDisappear", "Inbox viewWillAppear", "Mail viewDidDisappear", "Inbox viewDidAppear",
      ])
  }

  @Test func embeddedChildrenAreAddedOnLoadAndFollowTheirParentT15() throws {
    let scenario = makeScenario(
      .screen("P"), screens: [ScreenDeclaration(id: "P", children: ["C"])],
      observe: appearanceCallbacks.union([.willMoveToParent, .didMoveToParent, .viewWillLayoutSubviews]), [.launch])
    #expect(
      try laneLines(scenario, .uikit)[0] == [
        "P viewDidLoad", "C willMoveToParent", "C viewDidLoad", "C didMoveToParent", "P viewWillAppear",
        "C viewWillAppear", "P viewWillLayoutSubviews", "C viewWillLayoutSubviews", "C viewWillLayoutSubviews",
        "P viewDidAppear", "C viewDidAppear",
      ])
  }

  /// SO 48653763: a child added on load lays out twice on its first appearance, once on a
  /// later one; its parent lays out once, and a pop reveals both without a layout pass.
  @Test func aChildAddedOnLoadLaysOutTwiceOnItsFirstAppearanceOnly() throws {
    let scenario = makeScenario(
      .navigation(["P"]), screens: [ScreenDeclaration(id: "P", children: ["C"])],
      observe: [.viewWillLayoutSubviews], [.launch, .push("D", animated: true), .pop(animated: true)])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[0] == ["P viewWillLayoutSubviews", "C viewWillLayoutSubviews", "C viewWillLayoutSubviews"])
    #expect(steps[1] == ["D viewWillLayoutSubviews"])
    #expect(steps[2].isEmpty)
  }

  @Test func backgroundAndForegroundGiveNoAppearanceCallbacksT14() throws {
    let scenario = makeScenario(.navigation(["A"]), observe: appearanceCallbacks, [.launch, .background, .foreground])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[1].isEmpty)
    #expect(steps[2].isEmpty)
  }

  @Test func rotateLaysOutWhatIsOnScreenParentFirst() throws {
    let scenario = makeScenario(
      .screen("P"), screens: [ScreenDeclaration(id: "P", children: ["C"])],
      observe: [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewWillAppear], [.launch, .rotate])
    #expect(
      try laneLines(scenario, .uikit)[1] == [
        "P viewWillLayoutSubviews", "P viewDidLayoutSubviews", "C viewWillLayoutSubviews", "C viewDidLayoutSubviews",
      ])
  }

  @Test func showingAndHidingAChildWhileVisible() throws {
    let scenario = makeScenario(
      .screen("P"), screens: [ScreenDeclaration(id: "P", conditional: ["Banner"])],
      observe: appearanceCallbacks.union([.willMoveToParent, .didMoveToParent, .deinit]),
      [.launch, .show("Banner", replacing: nil, transition: .default, animated: false), .hide("Banner", animated: false)])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[1] == ["Banner willMoveToParent", "Banner viewDidLoad", "Banner viewWillAppear", "Banner didMoveToParent", "Banner viewDidAppear"])
    #expect(
      steps[2] == ["Banner willMoveToParent", "Banner viewWillDisappear", "Banner didMoveToParent", "Banner viewDidDisappear", "Banner deinit"])
  }
}
