import LifecycleCore
import LifecycleTestSupport
import Testing

/// SwiftUI events in both hosts, every container and transition.
@Suite struct DeclarativeSimulatorTests {
  let swiftUI: Set<Callback> = [.onAppear, .onDisappear, .taskStart, .taskCancel]

  @Test func cancelledSwipeGivesTheTopNoSwiftUIEventAndTheRevealedAPairWithItsTask() throws {
    let scenario = makeScenario(
      .navigation(["A"]), host: .swiftui, observe: swiftUI,
      [.launch, .push("B", animated: true), .swipeBack(completed: false)])
    #expect(try laneLines(scenario, .declarative)[2] == ["A onAppear", "A taskStart", "A onDisappear", "A taskCancel"])
  }

  @Test func sheetLeavesThePresenterSilentAndCoverTakesItAway() throws {
    for (style, presenter) in [(PresentationStyle.pageSheet, [String]()), (.fullScreen, ["A onDisappear"])] {
      let scenario = makeScenario(
        .screen("A"), host: .swiftui, observe: [.onAppear, .onDisappear],
        [.launch, .present("B", style: style, inNavigation: false, animated: true), .dismiss(nil, animated: true)])
      let steps = try laneLines(scenario, .declarative)
      #expect(steps[1] == ["B onAppear"] + presenter, "\(style)")
      #expect(steps[2] == (presenter.isEmpty ? [] : ["A onAppear"]) + ["B onDisappear"], "\(style)")
    }
  }

  @Test func cancelledSwipeDownGivesNoSwiftUIEvent() throws {
    let scenario = makeScenario(
      .screen("A"), host: .swiftui,
      [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true), .swipeDown(completed: false)])
    #expect(try laneLines(scenario, .declarative)[2].isEmpty)
  }

  @Test func newTabAppearsBeforeTheOldDisappears() throws {
    // iOS 18: only the selected tab appears at launch (iOS 17 appears them all).
    var scenario = makeScenario(
      .tabs([.screen("A"), .screen("B")]), host: .swiftui, observe: [.onAppear, .onDisappear], [.launch, .selectTab(.index(1))])
    scenario.profile = .ios18
    #expect(try laneLines(scenario, .declarative)[1] == ["B onAppear", "A onDisappear"])
  }

  @Test func nestedContentFiresInnermostFirstAndTasksAfterEveryOnAppear() throws {
    let scenario = makeScenario(
      .screen("Group"), host: .swiftui,
      screens: [ScreenDeclaration(id: "Group", children: ["VStack"]), ScreenDeclaration(id: "VStack", children: ["Text"])],
      observe: [.onAppear, .taskStart], [.launch])
    #expect(
      try laneLines(scenario, .declarative)[0] == [
        "Text onAppear", "VStack onAppear", "Group onAppear", "Text taskStart", "VStack taskStart", "Group taskStart",
      ])
  }

  @Test func conditionalSwapOrderDependsOnTheTransition() throws {
    let feed = ScreenDeclaration(id: "Feed", conditional: ["Old", "New"])
    for (transition, expected) in [
      (ViewTransition.default, ["New onAppear", "Old onDisappear"]), (.identity, ["Old onDisappear", "New onAppear"]),
    ] {
      let scenario = makeScenario(
        .screen("Feed"), host: .swiftui, screens: [feed], observe: [.onAppear, .onDisappear],
        [
          .launch, .show("Old", replacing: nil, transition: .default, animated: false),
          .show("New", replacing: "Old", transition: transition, animated: false),
        ])
      #expect(try laneLines(scenario, .declarative)[2] == expected, "\(transition)")
    }
  }

  @Test func backgroundGivesNoViewEventsOnlyScenePhaseChanges() throws {
    let scenario = makeScenario(.navigation(["A"]), host: .swiftui, [.launch, .background, .foreground])
    let steps = try laneLines(scenario, .declarative)
    #expect(steps[1] == ["Scene scenePhaseInactive", "Scene scenePhaseBackground"])
    #expect(steps[2] == ["Scene scenePhaseInactive", "Scene scenePhaseActive"])
  }

  @Test func popToRootGivesTheMiddleScreensNoEvent() throws {
    let scenario = makeScenario(
      .navigation(["A"]), host: .swiftui, observe: [.onAppear, .onDisappear],
      [.launch, .push("B", animated: true), .push("C", animated: true), .popToRoot(animated: true)])
    #expect(try laneLines(scenario, .declarative)[3] == ["A onAppear", "C onDisappear"])
  }

  @Test func aUIKitHostedRootAppearsAfterItsViewWillAppear() throws {
    let scenario = makeScenario(.screen("A"), host: .uikit, observe: [.onAppear, .viewWillAppear, .viewDidAppear], content: .swiftui, [.launch])
    #expect(try observedLines(scenario)[0] == ["A viewWillAppear", "A onAppear", "A viewDidAppear"])
  }

  @Test func aPushAfterACancelledSwipeBehavesAsAnyPush() throws {
    let scenario = makeScenario(
      .navigation(["1"]), host: .swiftui, observe: seed003Observe, probe: true,
      [.launch, .push("2", animated: true), .swipeBack(completed: false), .push("3", animated: true)])
    #expect(try observedLines(scenario)[3] == ["3 onAppear", "2 viewWillDisappear", "3 viewWillAppear", "2 onDisappear"])
  }
}
