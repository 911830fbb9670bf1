import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A step written with `during: previous`: the outcome each fact gives a pair, and the events
/// the engine composes from the two transitions' rows, for any screen names and depths.
@Suite struct EngineOverlapTests {
  let observed: Set<Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .onAppear, .onDisappear]

  /// The lines of a scenario's step.
  func lines(_ scenario: Scenario, step: Int, alternatives: Set<String> = []) throws -> [String] {
    try ScenarioRun(scenario, alternatives: alternatives).observed.step(step).map(\.line)
  }

  /// A queued pair gives exactly the events of its two actions as steps of their own, in
  /// order, whatever the names and the depth of the stack.
  @Test(arguments: [(["Home"], "X", "Y"), (["Root", "A", "B"], "Detail", "Photos"), (["L"], "M", "N")])
  func aQueuedPairIsItsTwoStepsInOrder(stack: [String], first: String, second: String) throws {
    for landing in OverlapLanding.allCases {
      let overlapped = makeScenario(
        .navigation(stack), observe: observed,
        [.launch, .overlap(first: .push(first, animated: true), second: .push(second, animated: true), at: landing)])
      let apart = makeScenario(
        .navigation(stack), observe: observed, [.launch, .push(first, animated: true), .push(second, animated: true)])
      let together = try lines(overlapped, step: 2)
      #expect(together == (try lines(apart, step: 2)) + (try lines(apart, step: 3)), "\(landing)")
      #expect(together.contains("\(first) viewDidAppear"))
    }
  }

  /// A present made while a dismissal runs is dropped: the step is the dismissal alone and the
  /// structure keeps no presentation (a later dismiss is refused).
  @Test func aPresentDuringADismissalIsDropped() throws {
    let dismissal = Action.dismiss(nil, animated: true)
    let present = Action.present("Share", style: .fullScreen, inNavigation: false, animated: true)
    let scenario = makeScenario(
      .navigation(["Notes"]), observe: observed,
      [
        .launch, .present("Editor", style: .fullScreen, inNavigation: false, animated: true),
        .overlap(first: dismissal, second: present, at: .sameTurn),
      ])
    let alone = makeScenario(
      .navigation(["Notes"]), observe: observed,
      [.launch, .present("Editor", style: .fullScreen, inNavigation: false, animated: true), dismissal])
    #expect(try lines(scenario, step: 3) == lines(alone, step: 3))
    var refused = scenario
    refused.steps.append(Step(action: .dismiss(nil, animated: true), location: SourceLocation(line: 20, column: 5)))
    #expect(throws: Diagnostic.self) { try ScenarioRun(refused) }
    // The other reading queues it: the share sheet comes after the dismissal.
    let queued = try lines(scenario, step: 3, alternatives: ["alt.uikit.overlap.presentationQueued"])
    #expect(
      queued == (try lines(alone, step: 3)) + ["Notes viewWillDisappear", "Share viewWillAppear", "Share viewDidAppear", "Notes viewDidDisappear"])
  }

  /// A tab selected during a push cuts it short: the pushed screen is covered before its
  /// viewDidAppear, and the walk's laws allow it (the kind's jumps); queued, it appears first.
  @Test func aTabSwitchDuringAPushLeavesThePushedScreenUnbalanced() throws {
    let app = AppLayout.tabs([.navigation(["Feed"]), .navigation(["Inbox"])])
    let scenario = makeScenario(
      app, observe: observed,
      [.launch, .overlap(first: .push("Story", animated: true), second: .selectTab(.index(1)), at: .midAnimation)])
    let run = try ScenarioRun(scenario)
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.steps[1].kind == .interruptedByOverlap)
    #expect(
      run.observed.step(2).map(\.line) == [
        "Feed viewWillDisappear", "Story viewWillAppear", "Inbox viewWillAppear", "Story viewWillDisappear", "Story viewDidDisappear",
        "Inbox viewDidAppear", "Feed viewDidDisappear",
      ])
    let queued = try lines(scenario, step: 2, alternatives: ["alt.uikit.overlap.tabSwitchQueued"])
    #expect(queued.contains("Story viewDidAppear"))
    #expect(queued.firstIndex(of: "Story viewDidAppear")! < queued.firstIndex(of: "Inbox viewWillAppear")!)
  }

  /// A push made at once during another (the other reading of the navigation fact) leaves
  /// the first pushed screen without viewDidAppear, and the covered one gets its
  /// viewDidDisappear after the second push.
  @Test func aPushAtOnceDuringAPushIsUnbalanced() throws {
    let scenario = makeScenario(
      .navigation(["Home"]), observe: observed,
      [.launch, .overlap(first: .push("A", animated: true), second: .push("B", animated: true), at: .midAnimation)])
    let atOnce = try lines(scenario, step: 2, alternatives: ["alt.uikit.overlap.navigationAtOnce"])
    #expect(
      atOnce == [
        "Home viewWillDisappear", "A viewWillAppear", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
        "Home viewDidDisappear",
      ])
  }

  /// A SwiftUI path changed twice in one update is one change to its final value from iOS
  /// 16; before, where a NavigationView's links push (there is no path), only the first of
  /// two pushes shows. Changing it back to the value it had does nothing.
  @Test func aPathChangedTwiceInOneUpdateIsOneChange() throws {
    let twice = Action.overlap(first: .pathAppend(["Orders"], animated: true), second: .pathAppend(["Order"], animated: true), at: .sameTurn)
    let ios17 = makeScenario(.navigation(["Home"]), host: .swiftui, observe: observed, [.launch, twice])
    #expect(try lines(ios17, step: 2) == ["Order onAppear", "Home onDisappear"])
    let links = Action.overlap(first: .push("Orders", animated: true), second: .push("Order", animated: true), at: .sameTurn)
    let ios15 = makeScenario(.navigation(["Home"]), host: .swiftui, profile: .ios15, observe: observed, [.launch, links])
    #expect(try lines(ios15, step: 2) == ["Orders onAppear", "Home onDisappear"])
    let back = Action.overlap(first: .pathAppend(["Orders"], animated: true), second: .pathRemoveLast(1, animated: true), at: .sameTurn)
    let nothing = makeScenario(.navigation(["Home"]), host: .swiftui, observe: observed, [.launch, back])
    #expect(try lines(nothing, step: 2).isEmpty)
  }

  /// An impossible second action is reported at its own line, the first's at the step's.
  @Test func anImpossibleActionIsReportedAtTheLineOfItsHalf() throws {
    var scenario = makeScenario(.navigation(["A"]), [.launch])
    let step = { (first: Action, second: Action) in
      Step(action: .overlap(first: first, second: second, at: .sameTurn), location: SourceLocation(line: 8, column: 5))
    }
    scenario.secondLocations[1] = SourceLocation(line: 9, column: 5)
    scenario.steps.append(step(.push("B", animated: true), .dismiss(nil, animated: true)))
    #expect {
      try ScenarioRun(scenario)
    } throws: { error in
      "\(error)".contains("test.yaml:9:5: error: dismiss: ")
    }
    scenario.steps[1] = step(.pop(animated: true), .push("B", animated: true))
    #expect {
      try ScenarioRun(scenario)
    } throws: { error in
      "\(error)".contains("test.yaml:8:5: error: pop: ")
    }
  }

  /// A call the app makes during the user's gesture waits for the gesture's end: the step is
  /// the gesture's events, then the call's as a step of its own from the state the gesture
  /// left, whatever the names, the depth and whether the gesture completes.
  @Test(arguments: [(["Home", "A"], "X"), (["Root", "A", "B", "C"], "Photos")])
  func aCallDuringASwipeBackIsTheSwipeThenTheCall(stack: [String], pushed: String) throws {
    for completed in [true, false] {
      for landing in [OverlapLanding.sameTurn, .midAnimation] {
        let swipe = Action.swipeBack(completed: completed)
        let push = Action.push(pushed, animated: true)
        let overlapped = makeScenario(.navigation(stack), observe: observed, [.launch, .overlap(first: swipe, second: push, at: landing)])
        let apart = makeScenario(.navigation(stack), observe: observed, [.launch, swipe, push])
        let run = try ScenarioRun(overlapped)
        #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
        #expect(run.observed.step(2).map(\.line) == (try lines(apart, step: 2)) + (try lines(apart, step: 3)), "\(completed) \(landing)")
      }
    }
  }

  /// A dismiss made while the user swipes a sheet down is dropped: the swipe alone decides.
  @Test func aDismissDuringASwipeDownIsDropped() throws {
    let sheet = Action.present("S", style: .pageSheet, inNavigation: false, animated: true)
    for completed in [true, false] {
      let swipe = Action.swipeDown(completed: completed)
      let overlapped = makeScenario(
        .navigation(["A"]), observe: observed, [.launch, sheet, .overlap(first: swipe, second: .dismiss(nil, animated: true), at: .midAnimation)])
      let alone = makeScenario(.navigation(["A"]), observe: observed, [.launch, sheet, swipe])
      #expect(try lines(overlapped, step: 3) == lines(alone, step: 3))
    }
  }

  /// The user's gesture still cannot start during the app's transition: UIKit takes no touch
  /// while one animates.
  @Test func aGestureDuringATransitionIsRefused() throws {
    let scenario = makeScenario(
      .navigation(["A", "B"]), [.launch, .overlap(first: .push("C", animated: true), second: .swipeBack(completed: true), at: .midAnimation)])
    #expect(throws: Diagnostic.self) { try ScenarioRun(scenario) }
  }

  /// Each alternative reading of an overlap fact gives a different order on a pair it decides.
  @Test func everyOverlapAlternativeChangesTheOrderOfAPair() throws {
    let push = Action.push("B", animated: true)
    let cases: [(String, Scenario, Int)] = [
      (
        "alt.uikit.overlap.navigationAtOnce",
        makeScenario(.navigation(["A"]), observe: observed, [.launch, .overlap(first: .push("C", animated: true), second: push, at: .midAnimation)]),
        2
      ),
      (
        "alt.uikit.overlap.presentationQueued",
        makeScenario(
          .navigation(["A"]), observe: observed,
          [
            .launch,
            .overlap(
              first: .present("S", style: .fullScreen, inNavigation: false, animated: true), second: .dismiss(nil, animated: true), at: .sameTurn),
          ]), 2
      ),
      (
        "alt.uikit.overlap.navigationQueuedAfterPresentation",
        makeScenario(
          .navigation(["A"]), observe: observed,
          [.launch, .overlap(first: .present("S", style: .fullScreen, inNavigation: true, animated: true), second: push, at: .sameTurn)]), 2
      ),
      (
        "alt.uikit.overlap.tabSwitchQueued",
        makeScenario(
          .tabs([.navigation(["A"]), .navigation(["T"])]), observe: observed,
          [.launch, .overlap(first: push, second: .selectTab(.index(1)), at: .sameTurn)]), 2
      ),
      (
        "alt.overlap.otherAtOnce",
        makeScenario(
          .navigation(["A"]), observe: observed,
          [.launch, .overlap(first: push, second: .present("S", style: .fullScreen, inNavigation: false, animated: true), at: .midAnimation)]), 2
      ),
      (
        "alt.uikit.overlap.gestureCallAtOnce",
        makeScenario(
          .navigation(["A", "C"]), observe: observed,
          [.launch, .overlap(first: .swipeBack(completed: true), second: push, at: .midAnimation)]), 2
      ),
      (
        "alt.uikit.overlap.gesturePresentationQueued",
        makeScenario(
          .navigation(["A"]), observe: observed,
          [
            .launch, .present("S", style: .pageSheet, inNavigation: false, animated: true),
            .overlap(
              first: .swipeDown(completed: true), second: .present("T", style: .pageSheet, inNavigation: false, animated: true),
              at: .midAnimation),
          ]), 3
      ),
      (
        "alt.swiftui.overlap.firstChangeOnly",
        makeScenario(
          .navigation(["A"]), host: .swiftui, observe: observed,
          [.launch, .overlap(first: .pathAppend(["C"], animated: true), second: .pathAppend(["B"], animated: true), at: .sameTurn)]), 2
      ),
      (
        "alt.swiftui.overlap.presentationDropped",
        makeScenario(
          .navigation(["A"]), host: .swiftui, observe: observed,
          [
            .launch, .present("S", style: .pageSheet, inNavigation: false, animated: true),
            .overlap(
              first: .dismiss(nil, animated: true), second: .present("T", style: .pageSheet, inNavigation: false, animated: true), at: .sameTurn),
          ]), 3
      ),
      (
        "alt.uikit.overlap.launchPushCutShort",
        makeScenario(.navigation(["A"]), observe: observed, [.overlap(first: .launchPushing("C"), second: push, at: .sameTurn)]), 1
      ),
      (
        "alt.swiftui.overlap.itemSwitchDropsCalls",
        makeScenario(
          .navigation(["A"]), host: .swiftui, observe: observed,
          [
            .launch, .present("S", style: .pageSheet, inNavigation: false, animated: true),
            .overlap(first: .switchItem("T"), second: .switchItem("U"), at: .midAnimation),
          ]), 3
      ),
    ]
    let alternatives = Set(OverlapRulesTestAccess.alternativeIDs)
    #expect(Set(cases.map(\.0)) == alternatives)
    for (id, scenario, step) in cases {
      #expect(try lines(scenario, step: step) != lines(scenario, step: step, alternatives: [id]), "\(id)")
    }
  }
}

/// The ids of the overlap facts' alternatives, as the standard book lists them.
enum OverlapRulesTestAccess {
  static var alternativeIDs: [String] {
    RuleBook.standard.alternatives.map(\.id).filter { $0.contains(".overlap.") }
  }
}
