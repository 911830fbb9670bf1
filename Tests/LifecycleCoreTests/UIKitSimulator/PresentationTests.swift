import LifecycleCore
import LifecycleTestSupport
import Testing

/// Modal presentation in each style, dismissal, swipe-down and chains.
@Suite struct PresentationTests {
  func present(_ style: PresentationStyle, profile: Profile = .ios17, then more: [Action] = []) -> Scenario {
    makeScenario(
      .screen("A"), profile: profile, observe: appearanceCallbacks.union([.deinit]),
      [.launch, .present("B", style: style, inNavigation: false, animated: true)] + more)
  }

  @Test func fullScreenPresentAndDismissFollowT6AndT7() throws {
    let steps = try laneLines(present(.fullScreen, then: [.dismiss(nil, animated: true)]), .uikit)
    #expect(steps[1] == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear"])
    #expect(steps[2] == ["B viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "B viewDidDisappear", "B deinit"])
  }

  @Test(arguments: [PresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen])
  func sheetsAndOverFullScreenLeaveThePresenterSilentT8(style: PresentationStyle) throws {
    let steps = try laneLines(present(style, then: [.dismiss(nil, animated: true)]), .uikit)
    #expect(steps[1] == ["B viewDidLoad", "B viewWillAppear", "B viewDidAppear"])
    #expect(steps[2] == ["B viewWillDisappear", "B viewDidDisappear", "B deinit"])
  }

  @Test func onIOS12APageSheetBehavesAsFullScreen() throws {
    let steps = try laneLines(present(.pageSheet, profile: .ios12), .uikit)
    #expect(steps[1] == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear"])
  }

  @Test func cancelledSwipeDownFollowsT9() throws {
    let scenario = makeScenario(
      .screen("A"), [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true), .swipeDown(completed: false)])
    #expect(try laneLines(scenario, .uikit)[2] == ["B viewWillDisappear", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
  }

  @Test func completedSwipeDownFollowsT10() throws {
    let steps = try laneLines(present(.pageSheet, then: [.swipeDown(completed: true)]), .uikit)
    #expect(steps[2] == ["B viewWillDisappear", "B viewDidDisappear", "B deinit"])
  }

  @Test func aSheetOverATabsNavigationStackLeavesTheStackSilent() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]), observe: appearanceCallbacks,
      [
        .launch, .push("Mail", animated: true), .present("Compose", style: .pageSheet, inNavigation: false, animated: true),
        .dismiss(nil, animated: true),
      ])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[2] == ["Compose viewDidLoad", "Compose viewWillAppear", "Compose viewDidAppear"])
    #expect(steps[3] == ["Compose viewWillDisappear", "Compose viewDidDisappear"])
  }

  @Test func dismissingAChainAnimatesTheTopAndReleasesTheMiddle() throws {
    let scenario = makeScenario(
      .screen("A"), observe: appearanceCallbacks.union([.deinit]),
      [
        .launch, .present("B", style: .fullScreen, inNavigation: false, animated: true),
        .present("C", style: .fullScreen, inNavigation: false, animated: true), .dismiss("B", animated: true),
      ])
    #expect(
      try laneLines(scenario, .uikit)[3] == [
        "C viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "C viewDidDisappear", "B deinit", "C deinit",
      ])
  }
}
