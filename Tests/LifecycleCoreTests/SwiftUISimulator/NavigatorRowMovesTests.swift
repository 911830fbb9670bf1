import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// `move-row: R` with `to: S` moves a row to another row's place in its list's data: the
/// row keeps its identity, so it stays in the structure while in view; the viewport keeps its
/// place in the data, so a row crossing its edge enters or leaves it; a list not in the
/// window changes with no incoming or outgoing row; moving a row back forgets the order.
@Suite struct NavigatorRowMovesTests {
  private func run(_ kind: ListKind, profile: Profile = .ios17, _ actions: [Action]) throws -> [NamedTransition] {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: kind, rows: ["A", "B", "C", "D", "E"], viewport: 3)
    return try navigate(makeScenario(.navigation(["Feed"]), host: .swiftui, profile: profile, screens: [feed], [.launch] + actions))
  }

  @Test func aRowMovedInViewKeepsItsIdentity() throws {
    let last = try #require(try run(.list, [.moveRow("C", to: "A")]).last)
    #expect(last.kind == .rowMove)
    #expect(last.incoming.isEmpty)
    #expect(last.outgoing.isEmpty)
    #expect(last.bystanders == ["C"])
    #expect(last.onScreen == ["Feed", "C", "A", "B"])
  }

  @Test func aRowMovedBelowTheViewportLeavesItAndLetsTheNextRowIn() throws {
    let last = try #require(try run(.list, [.moveRow("A", to: "D")]).last)
    #expect(last.outgoing == ["A"])
    #expect(last.incoming == ["D"])
    #expect(last.bystanders.isEmpty)
    #expect(last.onScreen == ["Feed", "B", "C", "D"])
  }

  @Test func aRowMovedIntoTheViewportPushesTheBottomRowOut() throws {
    let last = try #require(try run(.list, [.moveRow("E", to: "A")]).last)
    #expect(last.incoming == ["E"])
    #expect(last.outgoing == ["C"])
    #expect(last.onScreen == ["Feed", "E", "A", "B"])
  }

  @Test func aLazyStackRowMovedOutLeavesSilentlyBeforeIOS26() throws {
    let before = try #require(try run(.lazyVStack, [.moveRow("A", to: "D")]).last)
    #expect(before.outgoing.isEmpty)
    #expect(before.silentlyRemoved == ["A"])
    let after = try #require(try run(.lazyVStack, profile: .ios26, [.moveRow("A", to: "D")]).last)
    #expect(after.outgoing == ["A"])
  }

  @Test func aNonLazyStackKeepsEveryRow() throws {
    let last = try #require(try run(.vStack, [.moveRow("E", to: "A")]).last)
    #expect(last.incoming.isEmpty)
    #expect(last.outgoing.isEmpty)
    #expect(last.bystanders == ["E"])
    #expect(last.onScreen == ["Feed", "E", "A", "B", "C", "D"])
  }

  @Test func aCoveredListMovesWithNoEventAndShowsItsOrderWhenItComesBack() throws {
    let transitions = try run(.list, [.push("Detail", animated: true), .moveRow("E", to: "A"), .pop(animated: true)])
    #expect(transitions[2].incoming.isEmpty)
    #expect(transitions[2].bystanders.isEmpty)
    #expect(transitions[2].silentlyRemoved == ["C"])
    #expect(transitions[3].incoming == ["Feed", "E", "A", "B"])
  }

  @Test func movingBackForgetsTheOrder() throws {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: .list, rows: ["A", "B", "C"], viewport: 3)
    let scenario = makeScenario(.navigation(["Feed"]), host: .swiftui, profile: .ios17, screens: [feed], [.launch])
    let app = AppModel(scenario)
    let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: .ios17))
    var state = Structure(screenCount: app.count)
    _ = try navigator.apply(.launch, to: &state)
    let launched = state
    _ = try navigator.apply(.moveRow("C", to: "A"), to: &state)
    #expect(state.rowOrders.count == 1)
    _ = try navigator.apply(.moveRow("C", to: "B"), to: &state)
    #expect(state.rowOrders.isEmpty)
    #expect(state == launched)
  }

  @Test(arguments: [
    (Action.moveRow("A", to: "A"), "move-row: 'A' is already at its own place: move it to another row's place"),
    (.moveRow("A", to: "Z"), "move-row: 'Z' is not a row of 'Feed's list (its rows are 'A'…'E')"),
    (.moveRow("Feed", to: "A"), "move-row: 'Feed' is not a row of a list: declare it in a screen's 'rows:'"),
  ])
  func impossibleMovesAreRefused(action: Action, message: String) {
    #expect {
      try run(.list, [action])
    } throws: { error in
      (error as? Diagnostic)?.message == message
    }
  }
}
