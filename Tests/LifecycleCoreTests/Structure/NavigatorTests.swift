import LifecycleCore
import LifecycleTestSupport
import Testing

@Suite struct NavigatorTests {
  @Test func pushAndPopMoveTheTopOfTheStack() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true), .pop(animated: true)])
    let transitions = try navigate(scenario)
    #expect(transitions[1].outgoing == ["A"])
    #expect(transitions[1].incoming == ["B"])
    #expect(transitions[2].outgoing == ["B"])
    #expect(transitions[2].incoming == ["A"])
    #expect(transitions[2].released == ["B"])
  }

  @Test func popToRootFromDepthFiveReleasesTheMiddleSilently() throws {
    let scenario = makeScenario(
      .navigation(["S1"]),
      [.launch] + (2...5).map { .push("S\($0)", animated: true) } + [.popToRoot(animated: true)])
    let last = try #require(try navigate(scenario).last)
    #expect(last.outgoing == ["S5"])
    #expect(last.incoming == ["S1"])
    #expect(last.silentlyRemoved == ["S2", "S3", "S4"])
    #expect(Set(last.released) == ["S2", "S3", "S4", "S5"])
  }

  @Test(arguments: [
    (Action.pop(animated: true), "pop: the navigation stack is at its root ('A'); there is nothing to pop"),
    (.dismiss(nil, animated: true), "dismiss: nothing is presented"),
    (.selectTab(.index(1)), "select-tab: the app has no tab bar"),
    (.swipeDown(completed: true), "swipe-down: nothing is presented"),
    (.foreground, "foreground: the app is already in the foreground"),
    (.launch, "launch: the app has already launched"),
  ])
  func impossibleActionsAreReportedAtTheStepsLine(action: Action, message: String) {
    let scenario = makeScenario(.navigation(["A"]), [.launch, action])
    #expect(throws: Diagnostic.self) { try navigate(scenario) }
    do {
      _ = try navigate(scenario)
    } catch {
      #expect(error.message == message)
      #expect(error.location == SourceLocation(line: 11, column: 5))
      #expect(error.notes.first?.message.hasPrefix("the app's state: navigation stack [A]") == true)
    }
  }

  @Test func selectingAMissingTabNamesTheTabCount() {
    let scenario = makeScenario(.tabs([.screen("A"), .screen("B")]), [.launch, .selectTab(.index(5))])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message == "select-tab: there is no tab 5; the tab bar has 2 tabs (0-1)"
    }
  }

  @Test func stepsBeforeLaunchAreRefused() {
    let scenario = makeScenario(.screen("A"), [.rotate])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message.contains("has not launched yet") == true
    }
  }

  @Test func fullScreenTakesThePresenterOutOfTheWindowButASheetDoesNot() throws {
    let sheet = try navigate(makeScenario(.screen("A"), [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true)]))
    #expect(sheet[1].outgoing.isEmpty)
    #expect(sheet[1].bystanders == ["A"])
    let full = try navigate(makeScenario(.screen("A"), [.launch, .present("B", style: .fullScreen, inNavigation: false, animated: true)]))
    #expect(full[1].outgoing == ["A"])
    let old = try navigate(
      makeScenario(.screen("A"), profile: .ios12, [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true)]))
    #expect(old[1].outgoing == ["A"], "iOS 12 sheets adapt to full screen on iPhone")
  }

  @Test func dismissingAChainRemovesTheMiddleThatIsStillInTheWindowWithItsCallbacks() throws {
    // B is full screen, C a card sheet over it: B's view is still in the window.
    let scenario = makeScenario(
      .screen("A"),
      [
        .launch, .present("B", style: .fullScreen, inNavigation: false, animated: true),
        .present("C", style: .pageSheet, inNavigation: false, animated: true), .dismiss("B", animated: true),
      ])
    let last = try #require(try navigate(scenario).last)
    #expect(last.outgoing == ["C"])
    #expect(last.intermediate == ["B"])
    #expect(last.silentlyRemoved.isEmpty)
    #expect(last.incoming == ["A"])
  }

  @Test func dismissingAChainRemovesACoveredMiddleSilently() throws {
    // B is a card sheet with a stack, C full screen over it: B's view left the window.
    let scenario = makeScenario(
      .screen("A"),
      [
        .launch, .present("B", style: .pageSheet, inNavigation: true, animated: true), .push("B2", animated: true),
        .present("C", style: .fullScreen, inNavigation: false, animated: true),
        .present("D", style: .overFullScreen, inNavigation: false, animated: true),
        .dismiss("B", animated: true),
      ])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .dismissOver)
    #expect(last.outgoing == ["D"])
    #expect(last.intermediate == ["C"], "under an over-full-screen presentation, still in the window")
    #expect(last.silentlyRemoved == ["B", "B2"], "under a full-screen one, out of the window")
    #expect(last.incoming.isEmpty && last.bystanders == ["A"])
  }

  @Test func swipeDownOfAFullScreenPresentationIsImpossible() {
    let scenario = makeScenario(
      .screen("A"), [.launch, .present("B", style: .fullScreen, inNavigation: false, animated: true), .swipeDown(completed: true)])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message == "swipe-down: 'B' is presented fullScreen; only a sheet can be swiped down"
    }
  }

  @Test func aSheetOverATabsNavigationStackCanPushInsideWhenPresentedInNavigation() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]),
      [
        .launch, .push("Mail", animated: true), .present("Compose", style: .pageSheet, inNavigation: true, animated: true),
        .push("Contacts", animated: true),
      ])
    let transitions = try navigate(scenario)
    #expect(transitions[2].bystanders == ["Mail"])
    #expect(transitions[3].outgoing == ["Compose"])
    #expect(transitions[3].incoming == ["Contacts"])
  }

  @Test func showAndHideChangeEmbeddedChildren() throws {
    let feed = ScreenDeclaration(id: "Feed", children: ["Header"], conditional: ["Banner", "Empty"])
    let scenario = makeScenario(
      .screen("Feed"), screens: [feed],
      [
        .launch, .show("Banner", replacing: nil, transition: .default, animated: false),
        .show("Empty", replacing: "Banner", transition: .default, animated: false), .hide("Header", animated: false),
      ])
    let transitions = try navigate(scenario)
    #expect(transitions[0].incoming == ["Feed", "Header"])
    #expect(transitions[1].incoming == ["Banner"])
    #expect(transitions[1].transition.incoming.first.map { transitions[1].names[$0.parent] } == "Feed")
    #expect(transitions[2].outgoing == ["Banner"])
    #expect(transitions[2].incoming == ["Empty"])
    #expect(transitions[3].outgoing == ["Header"])
    #expect(transitions[3].onScreen == ["Feed", "Empty"])
  }
}
