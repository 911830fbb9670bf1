import LifecycleCore
import LifecycleTestSupport
import Testing

/// The stack operations: a pop to a named screen, an unwind segue, a stack replaced, the
/// window's root swapped, a view loaded before it is shown.
@Suite struct NavigatorStackTests {
  @Test func popToAMiddleScreenRemovesTheScreensAboveIt() throws {
    let scenario = makeScenario(
      .navigation(["S1"]), [.launch] + (2...5).map { .push("S\($0)", animated: true) } + [.popTo("S2", animated: true)])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .popTo)
    #expect(last.outgoing == ["S5"])
    #expect(last.incoming == ["S2"])
    #expect(last.silentlyRemoved == ["S3", "S4"])
    #expect(last.released == ["S3", "S4", "S5"])
  }

  @Test func popToTheRootIsAPopToRoot() throws {
    let scenario = makeScenario(.navigation(["A", "B", "C"]), [.launch, .popTo("A", animated: false)])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .popToRoot)
  }

  @Test func unwindAcrossAPresentationDismissesIt() throws {
    let scenario = makeScenario(
      .navigation(["A", "B"]),
      [.launch, .present("C", style: .fullScreen, inNavigation: true, animated: true), .push("D", animated: true), .unwind("B", animated: true)])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .dismissCovering)
    #expect(last.incoming == ["B"])
    #expect(Set(last.released) == ["C", "D"])
  }

  @Test func setStackChoosesPushOrPopByItsNewTop() throws {
    let push = makeScenario(.navigation(["A", "B", "C"]), [.launch, .setStack(["A", "D"], animated: true)])
    let pushed = try #require(try navigate(push).last)
    #expect(pushed.kind == .setStackPush)
    #expect(pushed.outgoing == ["C"])
    #expect(pushed.incoming == ["D"])
    #expect(pushed.silentlyRemoved == ["B"])
    #expect(pushed.created == ["D"])
    #expect(pushed.released == ["B", "C"])
    let pop = makeScenario(.navigation(["A", "B", "C"]), [.launch, .setStack(["E", "C"], animated: true)])
    let kept = try #require(try navigate(pop).last)
    #expect(kept.kind == .setStackPop)
    #expect(kept.incoming.isEmpty && kept.outgoing.isEmpty)
    #expect(kept.created == ["E"])
    #expect(kept.released == ["A", "B"])
  }

  @Test func swapRootReleasesTheOldRoot() throws {
    let scenario = makeScenario(.navigation(["A", "B"]), [.launch, .swapRoot("C", inNavigation: false, animated: true)])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .swapRoot)
    #expect(last.outgoing == ["B"])
    #expect(last.incoming == ["C"])
    #expect(Set(last.released) == ["A", "B"])
  }

  @Test func swapRootOverPresentationsLeaksThemAndTheOldRoot() throws {
    let scenario = makeScenario(
      .navigation(["A", "B"]),
      [
        .launch, .present("C", style: .pageSheet, inNavigation: true, animated: true),
        .present("D", style: .fullScreen, inNavigation: false, animated: true), .swapRoot("E", inNavigation: false, animated: false),
      ])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .swapRoot)
    // B, under a card sheet, is in the window; C, under the full-screen D, is not.
    #expect(last.outgoing == ["B"])
    #expect(last.released.isEmpty)
    #expect(Set(last.leaked) == ["A", "B", "C", "D"])
    #expect(last.onScreen == ["E"])
  }

  @Test func loadViewNamesAScreenOffScreen() throws {
    let scenario = makeScenario(.tabs([.screen("A"), .screen("B")]), [.launch, .loadView("B")])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .loadViewIfNeeded)
    #expect(last.transition.offscreen.map { last.names[$0.screen] } == ["B"])
  }

  @Test(arguments: [
    (Action.popTo("C", animated: true), "pop-to: 'C' is already the top of the navigation stack; there is nothing to pop to"),
    (.popTo("Z", animated: true), "pop-to: 'Z' is not in the visible navigation stack [A, B, C]; there is nothing to pop to"),
    (.setStack(["A", "A"], animated: true), "set-stack: 'A' is listed twice; a screen can be in a stack only once"),
    (.loadView("C"), "load-view: 'C' is on screen: its view is loaded"),
    (
      .unwind("Z", animated: true),
      "unwind: 'Z' is not on the unwind path: it is neither in the visible navigation stack nor shown by a layer under the presentations"
    ),
  ])
  func impossibleStackActionsSayWhy(action: Action, message: String) {
    let scenario = makeScenario(.navigation(["A", "B", "C"]), [.launch, action])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message == message
    }
  }

  /// #43, item 4: `set-stack:` and `path-replace:` looked each screen up in the lists before
  /// it (30,000 screens took 78 s to read and 50 s to run). A list of 40,000 screens, with a
  /// duplicate at its end, is now read with a set beside it: the stack is set whole, and the
  /// duplicate is still found.
  @Test func aLongStackIsSetWholeAndADuplicateAtItsEndIsStillFound() throws {
    let names = (1...40_000).map { "S\($0)" }
    let scenario = makeScenario(.navigation(["A"]), [.launch, .setStack(names, animated: true)])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .setStackPush)
    #expect(last.incoming == ["S40000"])
    #expect(last.transition.created.count == 40_000)
    let duplicated = makeScenario(.navigation(["A"]), [.launch, .setStack(names + ["S1"], animated: true)])
    #expect {
      try navigate(duplicated)
    } throws: { error in
      (error as? Diagnostic)?.message == "set-stack: 'S1' is listed twice; a screen can be in a stack only once"
    }
  }

  @Test func stackOperationsAreUIKitOnes() {
    let scenario = makeScenario(.navigation(["A", "B"]), host: .swiftui, [.launch, .popTo("A", animated: true)])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message
        == "pop-to: this is a UINavigationController operation (host: uikit); a SwiftUI NavigationStack changes its path instead"
    }
  }

  /// #43, item 9: refusals are assembled from parts ("there is no navigation stack to \(verb)"),
  /// and one had lost its object ("set-stack: set the screens of is a UINavigationController
  /// operation"). Every stack and path action is refused in the apps that cannot perform it,
  /// and no message has a verb left without its object or an empty slot.
  @Test(arguments: [
    Action.push("B", animated: true), .pop(animated: true), .popToRoot(animated: true), .popTo("A", animated: true),
    .unwind("A", animated: true), .setStack(["B"], animated: true), .pathAppend(["B"], animated: true),
    .pathRemoveLast(1, animated: true), .pathReplace(["B"], animated: true), .swipeBack(completed: true),
  ])
  func everyRefusalOfAStackActionIsAWholeSentence(action: Action) {
    let apps = [
      makeScenario(.screen("A"), [.launch, action]), makeScenario(.navigation(["A"]), host: .swiftui, [.launch, action]),
      makeScenario(.screen("A"), host: .swiftui, [.launch, action]), makeScenario(.navigation(["A"]), [.launch, action]),
    ]
    let dangling = [" of is ", " of:", " onto is ", " to is ", " in is ", " of;", "''", "  ", "[]'", "( )", " : "]
    for scenario in apps {
      do {
        _ = try navigate(scenario)
      } catch {
        let message = error.message
        for slot in dangling { #expect(!message.contains(slot), "\(message)") }
        #expect(!message.hasSuffix(" ") && !message.hasSuffix(":"), "\(message)")
      }
    }
  }

  @Test func anUnwindThatAlsoPopsIsTheDismissalThenThePop() throws {
    let scenario = makeScenario(
      .navigation(["A", "B"]), [.launch, .present("C", style: .fullScreen, inNavigation: false, animated: true), .unwind("A", animated: true)])
    // What a reader of the structure alone sees: the transition that ended last, the pop.
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .popToRoot)
  }
}
