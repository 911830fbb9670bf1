import LifecycleCore
import LifecycleTestSupport
import Testing

/// `scroll: L to: R` moves a list's viewport the least that brings `R` into view; a
/// non-lazy stack holds every row; `opacity` changes nothing in the structure.
@Suite struct NavigatorListsTests {
  private func feed(_ kind: ListKind, rows: Int = 10, viewport: Int = 3) -> ScreenDeclaration {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: kind, rows: ListDeclaration.countedRows(rows), counted: true, viewport: viewport)
    return feed
  }

  @Test func scrollingDownBringsTheTargetToTheBottomEdge() throws {
    let scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [feed(.list)], [.launch, .scroll("Feed", to: "row-5")])
    let transitions = try navigate(scenario)
    #expect(transitions[0].incoming == ["Feed", "row-1", "row-2", "row-3"])
    #expect(transitions[1].kind == .scroll)
    #expect(transitions[1].incoming == ["row-4", "row-5"])
    #expect(transitions[1].outgoing == ["row-1", "row-2"])
    #expect(transitions[1].onScreen == ["Feed", "row-3", "row-4", "row-5"])
  }

  @Test func scrollingUpBringsTheTargetToTheTopEdgeAndKeepsTheRowsInOrder() throws {
    let scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [feed(.lazyVStack)],
      [.launch, .scroll("Feed", to: "row-10"), .scroll("Feed", to: "row-7")])
    let last = try #require(try navigate(scenario).last)
    #expect(last.incoming == ["row-7"])
    // Before iOS 26 a lazy stack's row leaves silently (`Fact.lazyStackRowsDisappear`); a List's,
    // or from iOS 26 a lazy stack's, leaves as an outgoing view.
    #expect(last.outgoing.isEmpty)
    #expect(last.silentlyRemoved == ["row-10"])
    #expect(last.onScreen == ["Feed", "row-7", "row-8", "row-9"])
    let onIOS26 = makeScenario(
      .navigation(["Feed"]), host: .swiftui, profile: .ios26, screens: [feed(.lazyVStack)],
      [.launch, .scroll("Feed", to: "row-10"), .scroll("Feed", to: "row-7")])
    let later = try #require(try navigate(onIOS26).last)
    #expect(later.outgoing == ["row-10"])
    #expect(later.silentlyRemoved.isEmpty)
  }

  @Test func aRowAlreadyInViewChangesNothing() throws {
    let scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [feed(.list)], [.launch, .scroll("Feed", to: "row-2")])
    let last = try #require(try navigate(scenario).last)
    #expect(last.incoming.isEmpty)
    #expect(last.outgoing.isEmpty)
  }

  @Test func aNonLazyStackHoldsEveryRowAndScrollsThemAsBystanders() throws {
    let scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [feed(.vStack, rows: 5)], [.launch, .scroll("Feed", to: "row-5")])
    let transitions = try navigate(scenario)
    #expect(transitions[0].incoming == ["Feed", "row-1", "row-2", "row-3", "row-4", "row-5"])
    #expect(transitions[1].incoming.isEmpty)
    #expect(transitions[1].bystanders == ["row-1", "row-2", "row-3", "row-4", "row-5"])
  }

  @Test(arguments: [
    (Action.scroll("Feed", to: "row-99"), "scroll: 'row-99' is not a row of 'Feed's list (its rows are 'row-1'…'row-10')"),
    (.scroll("Other", to: "row-1"), "scroll: 'Other' declares no list; give it 'list:' and 'rows:'"),
    (
      .show("row-5", replacing: nil, transition: .default, animated: false),
      "show: 'row-5' is a row of 'Feed's list: rows enter and leave with scrolling; write '- scroll: Feed' with 'to: row-5'"
    ),
    (
      .hide("row-1", animated: false),
      "hide: 'row-1' is a row of 'Feed's list: rows enter and leave with scrolling; write '- scroll: Feed' with 'to: row-1'"
    ),
  ])
  func impossibleScrollsAreRefused(action: Action, message: String) {
    let scenario = makeScenario(.tabs([.navigation(["Feed"]), .screen("Other")]), host: .swiftui, screens: [feed(.list)], [.launch, action])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message == message
    }
  }

  @Test func aListOffScreenScrollsOutOfSight() throws {
    let scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [feed(.list)],
      [.launch, .push("B", animated: true), .scroll("Feed", to: "row-9"), .pop(animated: true)])
    let transitions = try navigate(scenario)
    #expect(transitions[2].kind == .scrollOffscreen)
    #expect(transitions[2].incoming == ["row-7", "row-8", "row-9"])
    #expect(transitions[2].silentlyRemoved == ["row-1", "row-2", "row-3"])
    #expect(transitions[2].outgoing.isEmpty)
    #expect(transitions[3].incoming == ["Feed", "row-7", "row-8", "row-9"])
  }

  @Test func opacityLeavesTheViewWhereItIs() throws {
    let scenario = makeScenario(
      .navigation(["Home"]), host: .swiftui, screens: [ScreenDeclaration(id: "Home", children: ["Badge"])],
      [.launch, .opacity("Badge", visible: false)])
    let last = try #require(try navigate(scenario).last)
    #expect(last.kind == .opacity)
    #expect(last.bystanders == ["Badge"])
    #expect(last.onScreen == ["Home", "Badge"])
  }
}
