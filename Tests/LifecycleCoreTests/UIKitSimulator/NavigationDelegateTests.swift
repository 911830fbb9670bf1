import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The navigation controller's delegate: willShow and didShow around the new top's appearance,
/// only in an app that sets one, never for a cancelled swipe's end.
@Suite struct NavigationDelegateTests {
  static let observe: Set<Callback> = [
    .viewWillAppear, .viewDidAppear, .viewDidDisappear, .navigationControllerWillShow, .navigationControllerDidShow,
  ]

  func steps(_ actions: [Action], observe: Set<Callback> = observe, host: Host = .uikit) throws -> [[String]] {
    try laneLines(makeScenario(.navigation(["A"]), host: host, observe: observe, probe: true, [.launch] + actions), .uikit)
  }

  @Test func aPushAndAPopAnnounceTheNewTopAroundItsAppearance() throws {
    let lines = try steps([.push("B", animated: true), .pop(animated: true)])
    #expect(lines[0] == ["A viewWillAppear", "A viewDidAppear"], "the delegate is set after launch")
    #expect(
      lines[1] == [
        "B viewWillAppear", "B navigationControllerWillShow", "A viewDidDisappear", "B viewDidAppear", "B navigationControllerDidShow",
      ])
    #expect(
      lines[2] == [
        "A viewWillAppear", "A navigationControllerWillShow", "B viewDidDisappear", "A viewDidAppear", "A navigationControllerDidShow",
      ])
  }

  @Test func aCancelledSwipeOnlyAnnouncesTheControllerItRevealed() throws {
    let lines = try steps([.push("B", animated: true), .swipeBack(completed: false)])
    #expect(lines[2].filter { $0.contains("navigationController") } == ["A navigationControllerWillShow"])
  }

  @Test func onlyAnAppThatSetsADelegateHearsIt() throws {
    let lines = try steps([.push("B", animated: true)], observe: [.viewWillAppear, .viewDidAppear])
    #expect(lines[1] == ["B viewWillAppear", "B viewDidAppear"])
  }

  @Test func aSwiftUIStackHasSwiftUIsDelegate() throws {
    let lines = try steps([.push("B", animated: true)], host: .swiftui)
    #expect(!lines[1].contains { $0.contains("navigationController") })
  }

  /// An app that sets its delegate before the window shows hears of the launch's top of each
  /// declared stack, as vastdevblog's 2012 launch shows; a tab not on screen is not announced.
  @Test func anAppThatSetsItsDelegateBeforeTheWindowHearsTheLaunch() throws {
    var scenario = makeScenario(
      .tabs([.navigation(["A", "B"]), .navigation(["C"])]), observe: Self.observe, [.launch, .push("D", animated: true)])
    scenario.navigationDelegate = .atLaunch
    let lines = try laneLines(scenario, .uikit)
    #expect(
      lines[0] == [
        "B viewWillAppear", "B navigationControllerWillShow", "B navigationControllerDidShow", "B viewDidAppear",
        "B navigationControllerDidShow",
      ])
    #expect(lines[1].filter { $0.contains("navigationController") } == ["D navigationControllerWillShow", "D navigationControllerDidShow"])
    // The other reading: one didShow, after viewDidAppear.
    let once = try ScenarioRun(scenario, alternatives: ["alt.uikit.navigationDelegate.launchOnce"])
    #expect(
      once.observed.step(1).map(\.line) == [
        "B viewWillAppear", "B navigationControllerWillShow", "B viewDidAppear", "B navigationControllerDidShow",
      ])
  }

  /// A lone screen at the root has no navigation controller: nothing to announce.
  @Test func aLoneRootIsNotAnnounced() throws {
    var scenario = makeScenario(.screen("A"), observe: Self.observe, [.launch])
    scenario.navigationDelegate = .atLaunch
    #expect(try laneLines(scenario, .uikit)[0] == ["A viewWillAppear", "A viewDidAppear"])
  }

  /// A tab's stack first shown by a tab switch announces its top as the launch does, whenever
  /// the app set its delegate: the second didShow, after viewDidAppear, is still the first
  /// show's (the step's condition is decided before its rows run). A later switch back is silent.
  @Test func aTabsStackFirstShownAnnouncesItsTop() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["A"]), .navigation(["C", "E"]), .screen("F")]), observe: Self.observe,
      [.launch, .selectTab(.index(1)), .selectTab(.index(0)), .selectTab(.index(1)), .selectTab(.index(2))])
    let lines = try laneLines(scenario, .uikit)
    #expect(
      lines[1] == [
        "E viewWillAppear", "E navigationControllerWillShow", "E navigationControllerDidShow", "A viewDidDisappear",
        "E viewDidAppear", "E navigationControllerDidShow",
      ])
    #expect(lines[2] == ["A viewWillAppear", "E viewDidDisappear", "A viewDidAppear"], "A's stack was shown at launch")
    #expect(lines[3] == ["E viewWillAppear", "A viewDidDisappear", "E viewDidAppear"], "shown before: nothing to announce")
    #expect(!lines[4].contains { $0.contains("navigationController") }, "a lone screen has no navigation controller")
    // The other reading: nothing on the first show either.
    let silent = try ScenarioRun(scenario, alternatives: ["alt.uikit.navigationDelegate.firstShowSilent"])
    #expect(silent.observed.step(2).map(\.line) == ["E viewWillAppear", "A viewDidDisappear", "E viewDidAppear"])
  }
}
