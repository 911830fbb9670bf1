import LifecycleCore
import LifecycleTestSupport
import Testing

/// SwiftUI's data-driven navigation in the navigator: which screens play which role when a
/// path is appended, shortened or assigned, a task(id:) sees a new id, a switch takes a
/// branch, or a sheet(item:) another item; and the steps it refuses, at the step's line.
@Suite struct NavigatorPathTests {
  func swiftUI(_ app: AppLayout, screens: [ScreenDeclaration] = [], _ actions: [Action]) -> Scenario {
    makeScenario(app, host: .swiftui, screens: screens, [.launch] + actions)
  }

  @Test func appendingSeveralValuesShowsOnlyTheLast() throws {
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), [.pathAppend(["A", "B"], animated: true)])).last)
    #expect(last.kind == .push)
    #expect(last.outgoing == ["R"])
    #expect(last.incoming == ["B"])
    #expect(last.created == ["A", "B"])
    #expect(last.onScreen == ["B"])
  }

  @Test func aValueAppendedUnseenIsRevealedByAPop() throws {
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), [.pathAppend(["A", "B"], animated: true), .pop(animated: true)])).last)
    #expect(last.incoming == ["A"])
    #expect(last.released == ["B"])
  }

  @Test func removingTwoValuesPopsToTheKeptTopAndDropsTheMiddleSilently() throws {
    let steps: [Action] = [.pathAppend(["A", "B", "C"], animated: true), .pathRemoveLast(2, animated: true)]
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), steps)).last)
    #expect(last.kind == .popToRoot)
    #expect(last.outgoing == ["C"])
    #expect(last.incoming == ["A"])
    #expect(last.silentlyRemoved == ["B"])
    #expect(Set(last.released) == ["B", "C"])
  }

  @Test func removingOneValueIsAPop() throws {
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), [.push("A", animated: true), .pathRemoveLast(1, animated: true)])).last)
    #expect(last.kind == .pop)
    #expect(last.incoming == ["R"])
  }

  @Test func aPathAssignedANewTopPushesItAndReleasesTheOldValues() throws {
    let steps: [Action] = [.pathAppend(["A", "B", "C"], animated: true), .pathReplace(["A", "D"], animated: true)]
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), steps)).last)
    #expect(last.kind == .push)
    #expect(last.outgoing == ["C"])
    #expect(last.incoming == ["D"])
    #expect(last.silentlyRemoved == ["B"])
    #expect(last.released == ["B", "C"])
    #expect(last.created == ["D"])
  }

  /// A value that stays at another place keeps its controller: setViewControllers, a pop
  /// when the new top was on the stack (swiftui.path.movedValueKeepsView).
  @Test func aReversedPathPopsToTheMovedTopAndKeepsEveryValue() throws {
    let steps: [Action] = [.pathAppend(["A", "B"], animated: true), .pathReplace(["B", "A"], animated: true)]
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), steps)).last)
    #expect(last.kind == .setStackPop)
    #expect(last.outgoing == ["B"])
    #expect(last.incoming == ["A"])
    #expect(last.released.isEmpty && last.created.isEmpty)
    #expect(last.onScreen == ["A"])
  }

  /// A moved value under a new top, and one left out: a push, the old values that leave
  /// released, the moved one kept.
  @Test func aMovedValueUnderANewTopStaysAndTheOthersLeave() throws {
    let steps: [Action] = [.pathAppend(["A", "B", "C"], animated: true), .pathReplace(["C", "D"], animated: true)]
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), steps)).last)
    #expect(last.kind == .setStackPush)
    #expect(last.outgoing == ["C"])
    #expect(last.incoming == ["D"])
    #expect(last.silentlyRemoved == ["B", "A"])
    #expect(last.released == ["A", "B"])
    #expect(last.created == ["D"])
  }

  @Test func anEmptiedPathPopsToTheRoot() throws {
    let last = try #require(
      try navigate(swiftUI(.navigation(["R"]), [.pathAppend(["A", "B"], animated: true), .pathReplace([], animated: true)])).last)
    #expect(last.kind == .popToRoot)
    #expect(last.incoming == ["R"])
    #expect(last.silentlyRemoved == ["A"])
  }

  @Test func aNewTaskIDRestartsTheVisibleScreensTaskOnly() throws {
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), [.taskID("R")])).last)
    #expect(last.kind == .taskRestart)
    #expect(last.bystanders == ["R"])
    #expect(last.incoming.isEmpty && last.outgoing.isEmpty)
  }

  @Test func aSwitchReplacesTheBranchItShows() throws {
    let screens = [ScreenDeclaration(id: "P", conditional: ["X", "Y", "Z"])]
    let last = try #require(
      try navigate(
        swiftUI(
          .screen("P"), screens: screens,
          [
            .switchTo("X", transition: .default, animated: false), .switchTo("Z", transition: .default, animated: false),
          ])
      ).last)
    #expect(last.kind == .showView)
    #expect(last.incoming == ["Z"])
    #expect(last.outgoing == ["X"])
  }

  @Test func aSheetItemSwitchDismissesTheOldItemAndPresentsTheNew() throws {
    let last = try #require(
      try navigate(
        swiftUI(
          .screen("P"),
          [
            .present("A", style: .pageSheet, inNavigation: false, animated: true), .switchItem("B"),
          ])
      ).last)
    #expect(last.kind == .presentationSwap)
    #expect(last.outgoing == ["A"])
    #expect(last.incoming == ["B"])
    #expect(last.bystanders == ["P"])
    #expect(last.released == ["A"])
  }

  @Test(arguments: [
    (
      [Action.pathRemoveLast(2, animated: true)],
      "path-remove-last: the path holds 0 values; removeLast(2) needs at least 2 (Swift stops the app when a collection has fewer)"
    ),
    (
      [.pathAppend(["A", "B"], animated: true), .pathReplace(["B", "B"], animated: true)],
      "path-replace: 'B' is listed twice; a screen can be on a path only once"
    ),
    (
      [.pathAppend(["A"], animated: true), .pathReplace(["A"], animated: true)],
      "path-replace: the path already holds these values: assigning it changes nothing"
    ),
    ([.taskID("A")], "task-id: 'A' is not in the app: there is no view whose task(id:) could see a new id"),
    ([.switchItem("A")], "switch-item: nothing is presented: present the first item with 'present: X' and 'style: sheet'"),
  ])
  func impossibleDataDrivenStepsAreRefused(actions: [Action], message: String) {
    let scenario = swiftUI(.navigation(["R"]), actions)
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message == message
    }
  }

  @Test func pathStepsNeedASwiftUIStack() {
    let scenario = makeScenario(.navigation(["R"]), [.launch, .pathAppend(["A"], animated: true)])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message
        == "path-append: path-append changes the path of a SwiftUI NavigationStack; the visible stack is a UIKit navigation controller: use push and pop (a SwiftUI stack inside a UIKit app is a 'hosting:' tab or flow)"
    }
  }

  /// #41: a sheet(item:) is SwiftUI content's; in a UIKit app, a hosted tab's content can
  /// present one and give it another item, and a UIKit controller cannot.
  /// A cover given another item: its presenter is back in the window between the two covers,
  /// and the new cover covers it again.
  @Test func aCoverGivenAnotherItemBringsItsPresenterBackBetweenTheTwo() throws {
    let steps: [Action] = [.present("A", style: .fullScreen, inNavigation: false, animated: true), .switchItem("B")]
    let last = try #require(try navigate(swiftUI(.navigation(["R"]), steps)).last)
    #expect(last.kind == .presentationSwap)
    #expect(last.betweenCovers == ["R"])
    #expect(last.bystanders.isEmpty)
    #expect(last.onScreen == ["B"])
  }

  /// From SwiftUI content (a hosted tab's stack) and from a UIKit controller alike: the UIKit
  /// controller dismisses and presents from the dismissal's completion.
  @Test func switchItemSwapsAPresentationFromSwiftUIContentOrAUIKitController() throws {
    let screens = [ScreenDeclaration(id: "A", content: .swiftui), ScreenDeclaration(id: "B", content: .swiftui)]
    let hosted = AppLayout.tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))])
    let sheet = Action.present("A", style: .pageSheet, inNavigation: false, animated: true)
    let fromHosted = makeScenario(hosted, screens: screens, [.launch, .selectTab(.index(1)), sheet, .switchItem("B")])
    #expect(try navigate(fromHosted).last?.kind == .presentationSwap)
    #expect(try navigate(fromHosted).last?.transition.host == .swiftui)
    let fromUIKit = try #require(try navigate(makeScenario(hosted, screens: screens, [.launch, sheet, .switchItem("B")])).last)
    #expect(fromUIKit.kind == .presentationSwap)
    #expect(fromUIKit.outgoing == ["A"])
    #expect(fromUIKit.incoming == ["B"])
    #expect(fromUIKit.bystanders == ["Home"])
  }

  /// #41: `NavigationStack(path:)` is iOS 16 API. Before it the path steps are refused, naming
  /// the version, in a SwiftUI app and in a hosted stack of a UIKit app alike; a push (a
  /// NavigationView link) is what such an app does, and it is accepted.
  @Test(arguments: ["ios13", "ios14", "ios15"])
  func pathStepsNeedIOS16(profileName: String) throws {
    let profile = try #require(Profile.named(profileName))
    let screens = [ScreenDeclaration(id: "A", content: .swiftui), ScreenDeclaration(id: "B", content: .swiftui)]
    let hosted = AppLayout.tabs([.navigation(["Home"]), .hosting("CardsTab", .navigation(["Cards"]))])
    let steps: [[Action]] = [
      [.pathAppend(["A"], animated: true)], [.push("A", animated: true), .pathRemoveLast(1, animated: true)],
      [.push("A", animated: true), .pathReplace([], animated: true)],
    ]
    for actions in steps {
      for var scenario in [
        swiftUI(.navigation(["R"]), screens: screens, actions),
        makeScenario(hosted, screens: screens, [.launch, .selectTab(.index(1))] + actions),
      ] {
        scenario.profile = profile
        #expect {
          try navigate(scenario)
        } throws: { error in
          let message = (error as? Diagnostic)?.message ?? ""
          return message.contains("iOS 16 API on the device and in the SDK; profile \(profileName) has NavigationView")
            && message.contains("write push and pop")
        }
        scenario.steps.removeLast()
        #expect(throws: Never.self) { try navigate(scenario) }
      }
    }
    var fromIOS16 = swiftUI(.navigation(["R"]), screens: screens, steps[0])
    fromIOS16.profile = .ios16
    #expect(try navigate(fromIOS16).last?.kind == .push)
  }
}
