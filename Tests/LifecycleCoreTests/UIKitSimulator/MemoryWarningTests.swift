import LifecycleCore
import LifecycleTestSupport
import Testing

/// A memory warning's `didReceiveMemoryWarning()`: every controller of the app's structure,
/// logged only by an app that overrides it.
@Suite struct MemoryWarningTests {
  @Test func aMemoryWarningReachesEveryControllerLowestLayerFirstAStackBottomFirst() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["A"]), .screen("T")]), screens: [ScreenDeclaration(id: "B", children: ["C"])],
      observe: Set(appearanceCallbacks).union([.didReceiveMemoryWarning, .viewWillLayoutSubviews]),
      [.launch, .push("B", animated: true), .present("D", style: .pageSheet, inNavigation: false, animated: true), .memoryWarning])
    // The covered root, the top and its child, the tab never selected (its view never loaded),
    // then the sheet; nothing appears, disappears or lays out.
    #expect(
      try laneLines(scenario, .uikit)[3] == [
        "A didReceiveMemoryWarning", "B didReceiveMemoryWarning", "C didReceiveMemoryWarning", "T didReceiveMemoryWarning",
        "D didReceiveMemoryWarning",
      ])
  }

  @Test func anAppThatDoesNotOverrideItLogsNothing() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true), .memoryWarning])
    #expect(try laneLines(scenario, .uikit)[2].isEmpty)
  }

  @Test func swiftUIContentGetsNothing() throws {
    let scenario = makeScenario(
      .screen("A"), observe: [.didReceiveMemoryWarning, .onAppear, .onDisappear], content: .swiftui, [.launch, .memoryWarning])
    #expect(try laneLines(scenario, .swiftui)[1].isEmpty)
  }

  @Test func theCallbackIsOptInAndOutOfTheMigrationsPlacements() {
    #expect(Callback.didReceiveMemoryWarning.optIn == .memoryWarning)
    #expect(Callback.didReceiveMemoryWarning.lane == .uikit)
    #expect(!Callback.didReceiveMemoryWarning.isSizeOrTrait)
  }
}
