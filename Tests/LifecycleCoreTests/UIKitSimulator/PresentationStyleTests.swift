import LifecycleCore
import LifecycleTestSupport
import Testing

/// UIKit's context presentations, popovers and alerts, on iPhone and iPad.
@Suite struct PresentationStyleTests {
  func present(_ style: PresentationStyle, profile: Profile = .ios17, then more: [Action] = []) -> Scenario {
    makeScenario(
      .navigation(["A"]), profile: profile, observe: appearanceCallbacks.union([.deinit]),
      [.launch, .present("B", style: style, inNavigation: false, animated: true)] + more)
  }

  static let covering = ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear"]
  static let over = ["B viewDidLoad", "B viewWillAppear", "B viewDidAppear"]

  @Test func currentContextCoversTheContextAsFullScreen() throws {
    let steps = try laneLines(present(.currentContext, then: [.dismiss(nil, animated: true)]), .uikit)
    #expect(steps[1] == Self.covering)
    #expect(steps[2] == ["B viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "B viewDidDisappear", "B deinit"])
  }

  @Test(arguments: [PresentationStyle.overCurrentContext, .alert, .actionSheet])
  func overContextAndAlertsLeaveThePresenterSilent(style: PresentationStyle) throws {
    let steps = try laneLines(present(style, then: [.dismiss(nil, animated: true)]), .uikit)
    #expect(steps[1] == Self.over)
    #expect(steps[2] == ["B viewWillDisappear", "B viewDidDisappear", "B deinit"])
  }

  @Test func aPopoverOnAnIPhoneIsFullScreenBeforeIOS13AndASheetAfter() throws {
    #expect(try laneLines(present(.popover, profile: .ios12), .uikit)[1] == Self.covering)
    #expect(try laneLines(present(.popover), .uikit)[1] == Self.over)
  }

  @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .popover])
  func onAnIPadSheetsAndPopoversFloatOnEveryVersion(style: PresentationStyle) throws {
    let iPad12 = try #require(Profile.named("ios12-ipad"))
    #expect(try laneLines(present(style, profile: iPad12), .uikit)[1] == Self.over)
  }

  /// On an iPad a tap outside dismisses a popover and an action sheet as the user's dismissal;
  /// on an iPhone, and for any other style, it is refused saying what to write.
  @Test(arguments: [PresentationStyle.popover, .actionSheet])
  func aTapOutsideDismissesAPopoverOnAnIPad(style: PresentationStyle) throws {
    let iPad = try #require(Profile.named("ios17-ipad"))
    let observe = appearanceCallbacks.union([.presentationControllerWillDismiss, .presentationControllerDidDismiss])
    let scenario = makeScenario(
      .navigation(["A"]), profile: iPad, observe: observe,
      [.launch, .present("B", style: style, inNavigation: false, animated: true), .tapOutside])
    #expect(
      try laneLines(scenario, .uikit)[2] == [
        "B presentationControllerWillDismiss", "B viewWillDisappear", "B viewDidDisappear", "B presentationControllerDidDismiss",
      ])
    #expect(throws: (any Error).self) { try laneLines(present(style, then: [.tapOutside]), .uikit) }
    #expect(throws: (any Error).self) {
      try laneLines(present(.pageSheet, profile: iPad, then: [.tapOutside]), .uikit)
    }
  }

  @Test func aPopoverOnAnIPadCannotBeSwipedDown() throws {
    let iPad = try #require(Profile.named("ios17-ipad"))
    #expect(throws: (any Error).self) { try laneLines(present(.popover, profile: iPad, then: [.swipeDown(completed: true)]), .uikit) }
  }

  /// A popover the app keeps from adapting floats on an iPhone too, even before iOS 13 where a
  /// popover adapts to full screen: the presenter is silent, a tap outside dismisses it, and it
  /// cannot be swiped down.
  @Test func anUnadaptedPopoverFloatsOnAnIPhoneAndATapOutsideDismissesIt() throws {
    #expect(try laneLines(present(.unadaptedPopover, profile: .ios12), .uikit)[1] == Self.over)
    let steps = try laneLines(present(.unadaptedPopover, then: [.tapOutside]), .uikit)
    #expect(steps[1] == Self.over)
    #expect(steps[2] == ["B viewWillDisappear", "B viewDidDisappear", "B deinit"])
    #expect(throws: (any Error).self) { try laneLines(present(.unadaptedPopover, then: [.swipeDown(completed: true)]), .uikit) }
  }

  /// SwiftUI keeps a popover with presentationCompactAdaptation(.popover), from iOS 16.4 on the
  /// device and in the SDK: refused before, with the version in the message.
  @Test func aSwiftUIAppKeepsAPopoverFromIOS16Point4() throws {
    func scenario(_ profile: Profile) -> Scenario {
      makeScenario(
        .screen("A"), host: .swiftui, profile: profile, [.launch, .present("B", style: .unadaptedPopover, inNavigation: false, animated: true)])
    }
    #expect(throws: (any Error).self) { try laneLines(scenario(.ios16), .uikit) }
    do {
      _ = try laneLines(scenario(.ios16), .uikit)
    } catch {
      #expect("\(error)".contains("iOS 16.4"))
    }
    let at16Point4 = try #require(Profile.named("ios16.4"))
    _ = try laneLines(scenario(at16Point4), .uikit)
  }

  @Test func aSwiftUIAppRefusesUIKitOnlyStyles() throws {
    let scenario = makeScenario(
      .screen("A"), host: .swiftui, [.launch, .present("B", style: .currentContext, inNavigation: false, animated: true)])
    #expect(throws: (any Error).self) { try laneLines(scenario, .uikit) }
  }
}

/// The presentation controller's delegate: only an app that implements it (its `observe:`
/// names a delegate callback) logs it.
@Suite struct PresentationDelegateTests {
  static let observe: Set<Callback> = appearanceCallbacks.union([
    .deinit, .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
    .presentationControllerDidAttemptToDismiss, .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
  ])

  func sheet(then more: [Action], observe: Set<Callback>? = observe, profile: Profile = .ios17) -> Scenario {
    makeScenario(
      .screen("A"), profile: profile, observe: observe,
      [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true)] + more)
  }

  @Test func aUserDismissalTellsTheDelegateAroundTheSheetsCallbacks() throws {
    #expect(
      try laneLines(sheet(then: [.swipeDown(completed: true)]), .uikit)[2] == [
        "B presentationControllerShouldDismiss", "B presentationControllerWillDismiss", "B viewWillDisappear",
        "B viewDidDisappear", "B presentationControllerDidDismiss", "B deinit",
      ])
  }

  @Test func aCancelledDragHasNoDidDismiss() throws {
    let step = try laneLines(sheet(then: [.swipeDown(completed: false)]), .uikit)[2]
    #expect(step.prefix(2) == ["B presentationControllerShouldDismiss", "B presentationControllerWillDismiss"])
    #expect(!step.contains("B presentationControllerDidDismiss"))
  }

  @Test func aRefusedSwipeAndADetentChangeAreNoAppearance() throws {
    let steps = try laneLines(sheet(then: [.swipeDownRefused, .changeDetent]), .uikit)
    #expect(steps[2] == ["B presentationControllerDidAttemptToDismiss"])
    #expect(steps[3] == ["B sheetPresentationControllerDidChangeSelectedDetentIdentifier"])
  }

  @Test func theAppsOwnDismissTellsTheDelegateNothing() throws {
    #expect(
      try laneLines(sheet(then: [.dismiss(nil, animated: true)]), .uikit)[2] == [
        "B viewWillDisappear", "B viewDidDisappear", "B deinit",
      ])
  }

  @Test func anAppThatDoesNotImplementTheDelegateLogsNothingOfIt() throws {
    let steps = try laneLines(sheet(then: [.swipeDownRefused, .swipeDown(completed: true)], observe: nil), .uikit)
    #expect(steps[2].isEmpty)
    #expect(!steps.joined().contains { $0.contains("presentationController") })
  }

  @Test func detentsNeedIOS15() throws {
    #expect(throws: (any Error).self) { try laneLines(sheet(then: [.changeDetent], profile: .ios14), .uikit) }
  }
}
