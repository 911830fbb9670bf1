import LifecycleCore
import LifecycleTestSupport
import Testing

/// Navigation-controller transitions: the cases of the reference's section 13 and sequences
/// it does not list.
@Suite struct NavigationTests {
  @Test func launchOfAStoryboardRootFollowsT1() throws {
    let scenario = makeScenario(.screen("A"), screens: [ScreenDeclaration(id: "A", storyboard: true)], [.launch])
    #expect(
      try laneLines(scenario, .uikit)[0] == [
        "A init", "A awakeFromNib", "A loadView", "A viewDidLoad", "A viewWillAppear", "Scene sceneWillEnterForeground",
        "A viewIsAppearing", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "Scene sceneDidBecomeActive", "A viewDidAppear",
      ])
  }

  @Test func iOS12HasNoViewIsAppearing() throws {
    let scenario = makeScenario(.screen("A"), profile: .ios12, [.launch])
    #expect(try !laneLines(scenario, .uikit)[0].contains("A viewIsAppearing"))
  }

  @Test func pushFollowsT2WithContainment() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true)])
    #expect(
      try laneLines(scenario, .uikit)[1] == [
        "B init", "B willMoveToParent", "B loadView", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
        "B viewIsAppearing", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "A viewDidDisappear",
        "B viewDidAppear", "B didMoveToParent",
      ])
  }

  @Test func popFollowsT3AndReleasesThePoppedController() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: appearanceCallbacks.union([.deinit]), [.launch, .push("B", animated: true), .pop(animated: true)])
    #expect(
      try laneLines(scenario, .uikit)[2] == [
        "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear", "B deinit",
      ])
  }

  @Test func cancelledSwipeFollowsT5AndKeepsTheTopAlive() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: appearanceCallbacks.union([.deinit]), [.launch, .push("B", animated: true), .swipeBack(completed: false)])
    #expect(
      try laneLines(scenario, .uikit)[2] == [
        "B viewWillDisappear", "A viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear",
        "B viewDidAppear",
      ])
  }

  @Test func aCancelledSwipeFollowedByACompletedOneEndsOnTheRoot() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: appearanceCallbacks.union([.deinit]),
      [.launch, .push("B", animated: true), .swipeBack(completed: false), .swipeBack(completed: true)])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[3] == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear", "B deinit"])
    #expect(!steps[2].contains("A viewDidLoad"), "A loaded at launch; a view loads once")
  }

  @Test func popToRootFromDepthFiveGivesCallbacksToTheEndsOnly() throws {
    let scenario = makeScenario(
      .navigation(["S1"]), observe: appearanceCallbacks.union([.deinit]),
      [.launch] + (2...5).map { .push("S\($0)", animated: true) } + [.popToRoot(animated: true)])
    #expect(
      try laneLines(scenario, .uikit)[5] == [
        "S5 viewWillDisappear", "S1 viewWillAppear", "S2 deinit", "S3 deinit", "S4 deinit",
        "S5 viewDidDisappear", "S1 viewDidAppear", "S5 deinit",
      ])
  }

  @Test func screensBelowTheTopOfAnInitialStackLoadWhenRevealed() throws {
    let scenario = makeScenario(.navigation(["A", "B"]), observe: appearanceCallbacks.union([.`init`]), [.launch, .pop(animated: true)])
    let steps = try laneLines(scenario, .uikit)
    #expect(steps[0] == ["A init", "B init", "B viewDidLoad", "B viewWillAppear", "B viewDidAppear"])
    #expect(steps[1] == ["B viewWillDisappear", "A viewDidLoad", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
  }

  @Test func everyWillIsFollowedByItsDidOrACancellation() throws {
    // R2: for one controller a did never comes without its will.
    let valid = makeScenario(
      .navigation(["A"]),
      [
        .launch, .push("B", animated: true), .swipeBack(completed: false), .present("C", style: .fullScreen, inNavigation: false, animated: true),
        .dismiss(nil, animated: true), .popToRoot(animated: true),
      ])
    var pending: [String: String] = [:]
    for line in try laneLines(valid, .uikit).flatMap({ $0 }) {
      let parts = line.split(separator: " ").map(String.init)
      switch parts[1] {
      case "viewWillAppear", "viewWillDisappear": pending[parts[0]] = parts[1]
      case "viewDidAppear": #expect(pending[parts[0]] == "viewWillAppear", "\(line)")
      case "viewDidDisappear": #expect(pending[parts[0]] == "viewWillDisappear", "\(line)")
      default: break
      }
    }
  }
}
