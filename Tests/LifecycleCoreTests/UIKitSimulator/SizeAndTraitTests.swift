import LifecycleCore
import LifecycleTestSupport
import Testing

/// A rotation's `viewWillTransition(to:with:)` and a trait change's callbacks.
@Suite struct SizeAndTraitTests {
  static let sizeAndTraits: Set<Callback> = [
    .viewWillTransition, .traitCollectionDidChange, .traitChangeHandler, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
  ]

  @Test func aRotationReachesEveryLayerThenLaysOutWhatIsOnScreen() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: Self.sizeAndTraits.union(appearanceCallbacks),
      [
        .launch, .push("B", animated: true), .present("C", style: .fullScreen, inNavigation: false, animated: true),
        .present("D", style: .pageSheet, inNavigation: false, animated: true), .rotate,
      ])
    #expect(
      try laneLines(scenario, .uikit)[4] == [
        "B viewWillTransition", "C viewWillTransition", "D viewWillTransition",
        "C viewWillLayoutSubviews", "C viewDidLayoutSubviews", "D viewWillLayoutSubviews", "D viewDidLayoutSubviews",
      ])
  }

  @Test func theTopOfAVisibleNavigationStackLaysOutTwiceAndAControllerAloneOnce() throws {
    let layout: Set<Callback> = [.viewWillLayoutSubviews, .viewDidLayoutSubviews]
    let stacked = makeScenario(
      .tabs([.navigation(["A"]), .screen("T")]), screens: [ScreenDeclaration(id: "B", children: ["C"])],
      observe: layout, [.launch, .push("B", animated: true), .rotate])
    let onePass = ["B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "C viewWillLayoutSubviews", "C viewDidLayoutSubviews"]
    #expect(try laneLines(stacked, .uikit)[2] == onePass + onePass)
    let underSheet = makeScenario(
      .navigation(["A"]), observe: layout,
      [.launch, .present("D", style: .pageSheet, inNavigation: false, animated: true), .rotate])
    #expect(
      try laneLines(underSheet, .uikit)[2] == [
        "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "D viewWillLayoutSubviews", "D viewDidLayoutSubviews",
        "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
      ])
    let alone = makeScenario(.tabs([.screen("A"), .screen("T")]), observe: layout, [.launch, .rotate])
    #expect(try laneLines(alone, .uikit)[1] == ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
  }

  @Test func aRotationReachesTheSelectedTabOnly() throws {
    let scenario = makeScenario(.tabs([.screen("A"), .screen("B")]), observe: [.viewWillTransition], [.launch, .rotate])
    #expect(try laneLines(scenario, .uikit)[1] == ["A viewWillTransition"])
  }

  @Test func anAppThatDoesNotOverrideThemLogsNone() throws {
    let scenario = makeScenario(.screen("A"), [.launch, .rotate, .traitChange])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[1] == ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
    #expect(steps[2] == ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
  }

  @Test func aTraitChangeReachesTheWindowParentFirstWithTheHandlerFromIOS17() throws {
    func traitChange(_ profile: Profile) throws -> [String] {
      let scenario = makeScenario(
        .navigation(["A"]), profile: profile, screens: [ScreenDeclaration(id: "B", children: ["C"])],
        observe: [.traitCollectionDidChange, .traitChangeHandler], [.launch, .push("B", animated: true), .traitChange])
      return try laneLines(scenario, .uikit)[2]
    }
    #expect(try traitChange(.ios16) == ["B traitCollectionDidChange", "C traitCollectionDidChange"])
    #expect(
      try traitChange(.ios17) == [
        "B traitCollectionDidChange", "B traitChangeHandler", "C traitCollectionDidChange", "C traitChangeHandler",
      ])
  }

  @Test func swiftUIContentGetsNoAppearanceFromEither() throws {
    let scenario = makeScenario(.screen("A"), content: .swiftui, [.launch, .rotate, .traitChange])
    let steps = try laneLines(scenario, .swiftui)
    #expect(steps[1].isEmpty)
    #expect(steps[2].isEmpty)
  }
}
