import LifecycleCore
import LifecycleTestSupport
import Testing

/// `insert-row: R` and `delete-row: R` change a list's data while it is shown: the viewport
/// keeps its place in the data, so rows move into and out of it; a deleted row always leaves
/// as an outgoing view; a list not in the window changes with no incoming or outgoing row.
@Suite struct NavigatorRowsTests {
  private func feed(_ kind: ListKind, viewport: Int = 3) -> ScreenDeclaration {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: kind, rows: ["New", "A", "B", "C", "D", "Last"], viewport: viewport, absent: ["New", "Last"])
    return feed
  }

  private func run(_ kind: ListKind, profile: Profile = .ios17, _ actions: [Action]) throws -> [NamedTransition] {
    try navigate(makeScenario(.navigation(["Feed"]), host: .swiftui, profile: profile, screens: [feed(kind)], [.launch] + actions))
  }

  @Test func absentRowsAreNotShownAtFirst() throws {
    let transitions = try run(.list, [])
    #expect(transitions[0].incoming == ["Feed", "A", "B", "C"])
  }

  @Test func aRowInsertedInViewPushesTheBottomRowOut() throws {
    let last = try #require(try run(.list, [.changeRow("New", insert: true)]).last)
    #expect(last.kind == .rowChange)
    #expect(last.incoming == ["New"])
    #expect(last.outgoing == ["C"])
    #expect(last.onScreen == ["Feed", "New", "A", "B"])
  }

  @Test func aRowInsertedOutOfViewChangesNothingSeenAndCanBeScrolledTo() throws {
    let transitions = try run(.list, [.changeRow("Last", insert: true), .scroll("Feed", to: "Last")])
    #expect(transitions[1].incoming.isEmpty)
    #expect(transitions[1].outgoing.isEmpty)
    #expect(transitions[2].incoming == ["D", "Last"])
  }

  @Test func aRowDeletedInViewLetsTheNextRowIn() throws {
    let last = try #require(try run(.list, [.changeRow("B", insert: false)]).last)
    #expect(last.incoming == ["D"])
    #expect(last.outgoing == ["B"])
    #expect(last.onScreen == ["Feed", "A", "C", "D"])
  }

  @Test func aLazyStackRowPushedOutBeforeIOS26LeavesSilentlyButADeletedRowDoesNot() throws {
    let pushed = try #require(try run(.lazyVStack, [.changeRow("New", insert: true)]).last)
    #expect(pushed.outgoing.isEmpty)
    #expect(pushed.silentlyRemoved == ["C"])
    let deleted = try #require(try run(.lazyVStack, [.changeRow("A", insert: false)]).last)
    #expect(deleted.outgoing == ["A"])
    let onIOS26 = try #require(try run(.lazyVStack, profile: .ios26, [.changeRow("New", insert: true)]).last)
    #expect(onIOS26.outgoing == ["C"])
  }

  @Test func aNonLazyStackHoldsEveryRowOfItsData() throws {
    let transitions = try run(.vStack, [.changeRow("Last", insert: true), .changeRow("D", insert: false)])
    #expect(transitions[0].incoming == ["Feed", "A", "B", "C", "D"])
    #expect(transitions[1].incoming == ["Last"])
    #expect(transitions[2].outgoing == ["D"])
  }

  @Test func aCoveredListChangesWithNoEventAndItsDataLeavesWithItsScreen() throws {
    let transitions = try run(
      .list, [.push("Detail", animated: true), .changeRow("New", insert: true), .pop(animated: true)])
    #expect(transitions[2].incoming.isEmpty)
    #expect(transitions[2].silentlyRemoved == ["C"])
    #expect(transitions[3].incoming.contains("New"))
  }

  @Test(arguments: [
    (Action.changeRow("A", insert: true), "insert-row: 'A' is already in 'Feed's list: delete it first, or declare it 'absent:'"),
    (.changeRow("New", insert: false), "delete-row: 'New' is not in 'Feed's list now, so it cannot be deleted"),
    (.changeRow("Feed", insert: true), "insert-row: 'Feed' is not a row of a list: declare it in a screen's 'rows:'"),
    (.scroll("Feed", to: "Last"), "scroll: 'Last' is not in 'Feed's list now: it was deleted, or is absent until an 'insert-row'"),
  ])
  func impossibleChangesAreRefused(action: Action, message: String) {
    #expect {
      try run(.list, [action])
    } throws: { error in
      (error as? Diagnostic)?.message == message
    }
  }
}
