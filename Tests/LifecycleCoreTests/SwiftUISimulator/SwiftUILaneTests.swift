import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// SwiftUI events in both hosts, every container and transition.
@Suite struct SwiftUISimulatorTests {
  let swiftUI: Set<Callback> = [.onAppear, .onDisappear, .taskStart, .taskCancel]

  @Test func cancelledSwipeGivesTheTopNoSwiftUIEventAndTheRevealedAPairWithItsTask() throws {
    let scenario = makeScenario(
      .navigation(["A"]), host: .swiftui, observe: swiftUI,
      [.launch, .push("B", animated: true), .swipeBack(completed: false)])
    #expect(try laneLines(scenario, .swiftui)[2] == ["A onAppear", "A taskStart", "A onDisappear", "A taskCancel"])
  }

  @Test func sheetLeavesThePresenterSilentAndCoverTakesItAway() throws {
    for (style, presenter) in [(PresentationStyle.pageSheet, [String]()), (.fullScreen, ["A onDisappear"])] {
      let scenario = makeScenario(
        .screen("A"), host: .swiftui, observe: [.onAppear, .onDisappear],
        [.launch, .present("B", style: style, inNavigation: false, animated: true), .dismiss(nil, animated: true)])
      let steps = try laneLines(scenario, .swiftui)
      #expect(steps[1] == ["B onAppear"] + presenter, "\(style)")
      #expect(steps[2] == (presenter.isEmpty ? [] : ["A onAppear"]) + ["B onDisappear"], "\(style)")
    }
  }

  /// SwiftUI's .alert and .confirmationDialog show the system's UIAlertController (a screen
  /// with UIKit content stands for it), and .popover adapts to a sheet on an iPhone: the
  /// presenter stays in the window and gets nothing, whichever way the presentation ends.
  @Test(arguments: [PresentationStyle.alert, .actionSheet, .popover])
  func alertsDialogsAndPopoversLeaveThePresenterSilent(style: PresentationStyle) throws {
    let presented = ScreenDeclaration(id: "B", content: style.isAlert ? .uikit : .swiftui)
    let scenario = makeScenario(
      .screen("A"), host: .swiftui, screens: [presented], observe: [.onAppear, .onDisappear, .viewWillAppear, .viewDidDisappear],
      [.launch, .present("B", style: style, inNavigation: false, animated: true), .dismiss(nil, animated: true)])
    let steps = try laneLines(scenario, .swiftui)
    #expect(steps[1] == (style.isAlert ? [] : ["B onAppear"]))
    #expect(steps[2] == (style.isAlert ? [] : ["B onDisappear"]))
    // The alert's controller is UIKit's: its own callbacks are in the UIKit lane.
    if style.isAlert {
      let uikit = try laneLines(scenario, .uikit)
      #expect(uikit[1] == ["B viewWillAppear"])
      #expect(uikit[2] == ["B viewDidDisappear"])
    }
  }

  /// An alert shows no view of the app: a screen declared with SwiftUI content cannot be one,
  /// and the refusal says how to write it; nor can one the steps also show as a view.
  @Test func anAlertOfSwiftUIContentIsRefusedSayingHowToWriteIt() throws {
    for style in [PresentationStyle.alert, .actionSheet] {
      let declared = makeScenario(
        .screen("A"), host: .swiftui, screens: [ScreenDeclaration(id: "B", content: .swiftui)],
        [.launch, .present("B", style: style, inNavigation: false, animated: true)])
      let alsoASheet = makeScenario(
        .screen("A"), host: .swiftui,
        [
          .launch, .present("B", style: .pageSheet, inNavigation: false, animated: true), .dismiss(nil, animated: true),
          .present("B", style: style, inNavigation: false, animated: true),
        ])
      for scenario in [declared, alsoASheet] {
        #expect {
          try laneLines(scenario, .swiftui)
        } throws: { error in
          "\(error)".contains("declare 'B' with 'content: uikit'")
        }
      }
    }
  }

  /// A screen the steps present only as an alert or a dialog, its content not declared, stands
  /// for the system's alert controller: a newcomer writes `present: Confirm` with
  /// `style: alert` and nothing else.
  @Test func anUndeclaredScreenPresentedOnlyAsAnAlertIsTheAlertController() throws {
    for style in [PresentationStyle.alert, .actionSheet] {
      let scenario = makeScenario(
        .screen("A"), host: .swiftui, observe: [.onAppear, .onDisappear, .viewWillAppear, .viewDidDisappear],
        [.launch, .present("B", style: style, inNavigation: false, animated: true), .dismiss(nil, animated: true)])
      #expect(try laneLines(scenario, .swiftui)[1...].allSatisfy(\.isEmpty))
      let uikit = try laneLines(scenario, .uikit)
      #expect(uikit[1] == ["B viewWillAppear"])
      #expect(uikit[2] == ["B viewDidDisappear"])
    }
  }

  /// A sheet's and a cover's onDismiss: on the presenter, once the dismissal is over, only in
  /// an app that passes the closure, and never for a popover or an alert.
  @Test func onDismissRunsOnThePresenterAfterTheDismissalOnlyWhereTheAppPassesOne() throws {
    let observed: Set<Callback> = [.onAppear, .onDisappear, .onDismiss, .viewDidDisappear]
    func lines(_ style: PresentationStyle, observe: Set<Callback> = observed, then last: Action = .dismiss(nil, animated: true)) throws
      -> [String]
    {
      let presented = ScreenDeclaration(id: "B", content: style.isAlert ? .uikit : .swiftui)
      let scenario = makeScenario(
        .screen("A"), host: .swiftui, screens: [presented], observe: observe, probe: true,
        [.launch, .present("B", style: style, inNavigation: false, animated: true), last])
      return try ScenarioRun(scenario).observed.step(3).map(\.line)
    }
    #expect(try lines(.pageSheet) == ["B viewDidDisappear", "A onDismiss", "B onDisappear"])
    #expect(try lines(.pageSheet, then: .swipeDown(completed: true)) == ["B viewDidDisappear", "A onDismiss", "B onDisappear"])
    #expect(try lines(.pageSheet, then: .swipeDown(completed: false)).isEmpty)
    #expect(try lines(.fullScreen) == ["A onAppear", "B viewDidDisappear", "A onDismiss", "B onDisappear"])
    // An app that does not name it passes no closure.
    #expect(try lines(.pageSheet, observe: [.onAppear, .onDisappear, .viewDidDisappear]) == ["B viewDidDisappear", "B onDisappear"])
    // The modifiers without an onDismiss parameter.
    #expect(try lines(.popover) == ["B viewDidDisappear", "B onDisappear"])
    #expect(try lines(.alert) == ["B viewDidDisappear"])
  }

  /// The other reading of onDismiss's place runs, and gives another order.
  @Test func onDismissAfterTheContentsOnDisappearIsTheAlternative() throws {
    let scenario = makeScenario(
      .screen("A"), host: .swiftui, observe: [.onDisappear, .onDismiss],
      [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true), .dismiss(nil, animated: true)])
    #expect(try ScenarioRun(scenario).observed.step(3).map(\.line) == ["A onDismiss", "B onDisappear"])
    let other = try ScenarioRun(scenario, alternatives: ["alt.swiftui.onDismiss.afterContentDisappear"])
    #expect(other.observed.step(3).map(\.line) == ["B onDisappear", "A onDismiss"])
  }

  /// A chain dismissal runs each removed presentation's onDismiss, the top one's first.
  @Test func aChainDismissalRunsEachPresentersOnDismissTopFirst() throws {
    let scenario = makeScenario(
      .screen("A"), host: .swiftui, observe: [.onDismiss],
      [
        .launch, .present("B", style: .pageSheet, inNavigation: false, animated: true),
        .present("C", style: .fullScreen, inNavigation: false, animated: true), .dismiss("B", animated: true),
      ])
    #expect(try ScenarioRun(scenario).observed.step(4).map(\.line) == ["B onDismiss", "A onDismiss"])
  }

  @Test func cancelledSwipeDownGivesNoSwiftUIEvent() throws {
    let scenario = makeScenario(
      .screen("A"), host: .swiftui,
      [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true), .swipeDown(completed: false)])
    #expect(try laneLines(scenario, .swiftui)[2].isEmpty)
  }

  @Test func newTabAppearsBeforeTheOldDisappears() throws {
    // iOS 18: only the selected tab appears at launch (iOS 17 appears them all).
    var scenario = makeScenario(
      .tabs([.screen("A"), .screen("B")]), host: .swiftui, observe: [.onAppear, .onDisappear], [.launch, .selectTab(.index(1))])
    scenario.profile = .ios18
    #expect(try laneLines(scenario, .swiftui)[1] == ["B onAppear", "A onDisappear"])
  }

  @Test func nestedContentFiresInnermostFirstAndTasksAfterEveryOnAppear() throws {
    let scenario = makeScenario(
      .screen("Group"), host: .swiftui,
      screens: [ScreenDeclaration(id: "Group", children: ["VStack"]), ScreenDeclaration(id: "VStack", children: ["Text"])],
      observe: [.onAppear, .taskStart], [.launch])
    #expect(
      try laneLines(scenario, .swiftui)[0] == [
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
      #expect(try laneLines(scenario, .swiftui)[2] == expected, "\(transition)")
    }
  }

  @Test func backgroundGivesNoViewEventsOnlyScenePhaseChanges() throws {
    let scenario = makeScenario(.navigation(["A"]), host: .swiftui, [.launch, .background, .foreground])
    let steps = try laneLines(scenario, .swiftui)
    #expect(steps[1] == ["Scene scenePhaseInactive", "Scene scenePhaseBackground"])
    #expect(steps[2] == ["Scene scenePhaseInactive", "Scene scenePhaseActive"])
  }

  @Test func popToRootGivesTheMiddleScreensNoEvent() throws {
    let scenario = makeScenario(
      .navigation(["A"]), host: .swiftui, observe: [.onAppear, .onDisappear],
      [.launch, .push("B", animated: true), .push("C", animated: true), .popToRoot(animated: true)])
    #expect(try laneLines(scenario, .swiftui)[3] == ["A onAppear", "C onDisappear"])
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
