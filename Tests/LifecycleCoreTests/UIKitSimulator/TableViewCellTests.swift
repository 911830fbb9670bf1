import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A list in UIKit content (`list: UITableView`): its cells hear their delegate's
/// `willDisplay` and `didEndDisplaying` (opt-in), displayed in their screen's first layout, on
/// a scroll and on a change of the data, and kept displayed while their screen is covered.
@Suite struct TableViewCellTests {
  private func feed(_ kind: ListKind = .tableView) -> ScreenDeclaration {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: kind, rows: ListDeclaration.countedRows(8), counted: true, viewport: 3, absent: ["row-2"])
    return feed
  }

  private let observed: Set<Callback> = [.viewDidLayoutSubviews, .viewDidAppear, .viewDidDisappear, .willDisplay, .didEndDisplaying]

  private func run(_ actions: [Action], observe: Set<Callback>? = nil, alternatives: [String] = []) throws -> ScenarioRun {
    try ScenarioRun(
      makeScenario(.navigation(["Feed"]), screens: [feed()], observe: observe ?? observed, [.launch] + actions),
      alternatives: Set(alternatives))
  }

  @Test func theCellsInViewAreDisplayedAfterTheFirstLayoutAndBeforeViewDidAppear() throws {
    #expect(
      try run([]).observed.step(1).map(\.line) == [
        "Feed viewDidLayoutSubviews", "row-1 willDisplay", "row-3 willDisplay", "row-4 willDisplay", "Feed viewDidAppear",
      ])
  }

  @Test func theAlternativeDisplaysThemAfterViewDidAppear() throws {
    #expect(
      try run([], alternatives: ["alt.uikit.list.cellsAfterDidAppear"]).observed.step(1).map(\.line) == [
        "Feed viewDidLayoutSubviews", "Feed viewDidAppear", "row-1 willDisplay", "row-3 willDisplay", "row-4 willDisplay",
      ])
  }

  @Test func aScrollDisplaysTheCellsComingInThenEndsTheCellsGoingOut() throws {
    let scroll: [Action] = [.scroll("Feed", to: "row-6")]
    #expect(
      try run(scroll).observed.step(2).map(\.line) == [
        "row-5 willDisplay", "row-6 willDisplay", "row-1 didEndDisplaying", "row-3 didEndDisplaying",
      ])
    #expect(
      try run(scroll, alternatives: ["alt.uikit.list.cellsEndFirst"]).observed.step(2).map(\.line) == [
        "row-1 didEndDisplaying", "row-3 didEndDisplaying", "row-5 willDisplay", "row-6 willDisplay",
      ])
  }

  @Test func aPushOverTheListEndsNoCellAndThePopDisplaysNone() throws {
    let covered: [Action] = [.push("Detail", animated: true), .pop(animated: true)]
    let plain = try run(covered).observed
    #expect(!plain.step(2).map(\.line).contains { $0.hasPrefix("row-") })
    #expect(!plain.step(3).map(\.line).contains { $0.hasPrefix("row-") })
    let other = try run(covered, alternatives: ["alt.uikit.list.cellsEndWhenCovered"]).observed
    #expect(
      Array(other.step(2).map(\.line).suffix(4)) == [
        "Detail viewDidAppear", "row-1 didEndDisplaying", "row-3 didEndDisplaying", "row-4 didEndDisplaying",
      ])
    #expect(other.step(3).map(\.line).contains("row-1 willDisplay"))
  }

  @Test func anInsertedRowIsDisplayedAndADeletedOneEndsAfterItsAnimation() throws {
    let changes: [Action] = [.changeRow("row-2", insert: true), .changeRow("row-1", insert: false)]
    let plain = try run(changes).observed
    #expect(plain.step(2).map(\.line) == ["row-2 willDisplay", "row-4 didEndDisplaying"])
    #expect(plain.step(3).map(\.line) == ["row-4 willDisplay", "row-1 didEndDisplaying"])
    let other = try run(changes, alternatives: ["alt.uikit.list.cellsChangedEndFirst"]).observed
    #expect(other.step(3).map(\.line) == ["row-1 didEndDisplaying", "row-4 willDisplay"])
  }

  /// An app whose delegate does not implement them hears nothing of its cells, and a cell is
  /// no controller: it gets no appearance callback.
  @Test func anAppThatDoesNotNameThemHearsNoCell() throws {
    let lines = try run([.scroll("Feed", to: "row-6")], observe: [.viewWillAppear, .viewDidAppear]).observed
    #expect(lines.step(1).map(\.line) == ["Feed viewWillAppear", "Feed viewDidAppear"])
    #expect(lines.step(2).isEmpty)
  }

  /// A cell displayed once is displayed again after its screen is popped and pushed anew.
  @Test func aScreenPushedAgainDisplaysItsCellsAgain() throws {
    let scenario = makeScenario(
      .navigation(["Home"]), screens: [feed()], observe: [.willDisplay],
      [.launch, .push("Feed", animated: true), .pop(animated: true), .push("Feed", animated: true)])
    let run = try ScenarioRun(scenario).observed
    #expect(run.step(2).map(\.line) == ["row-1 willDisplay", "row-3 willDisplay", "row-4 willDisplay"])
    #expect(run.step(4).map(\.line) == ["row-1 willDisplay", "row-3 willDisplay", "row-4 willDisplay"])
  }
}
