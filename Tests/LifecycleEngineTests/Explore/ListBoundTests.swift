import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import LifecycleEngine

/// `explore` cuts each lazy list to the rows its walk can bring into view, and walks the
/// same worlds and actions as with the whole list.
@Suite struct ListBoundTests {
  private func app(_ kind: ListKind, rows: Int, viewport: Int, steps: [Action] = [.launch, .push("Detail", animated: true)]) -> Scenario {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: kind, rows: ListDeclaration.countedRows(rows), counted: true, viewport: viewport)
    return makeScenario(.navigation(["Feed"]), host: .swiftui, screens: [feed], steps)
  }

  @Test func aLazyListKeepsAPageMoreThanTheDepthAndTheRestAsItIs() {
    let cut = app(.lazyVStack, rows: 10_000, viewport: 8).appDefinition.boundingLists(toDepth: 4)
    #expect(cut.screens["Feed"]?.list?.rows == ListDeclaration.countedRows(40))
    #expect(cut.screens["Feed"]?.list?.counted == true)
    // Shorter than the bound, or not lazy (every row is in the window): as declared.
    let short = app(.list, rows: 30, viewport: 8).appDefinition
    #expect(short.boundingLists(toDepth: 4) == short)
    let stack = app(.vStack, rows: 10_000, viewport: 8).appDefinition
    #expect(stack.boundingLists(toDepth: 4) == stack)
    // A route may scroll to any row.
    var routed = app(.lazyVStack, rows: 10_000, viewport: 8).appDefinition
    routed.routes = Routes(byScreen: ["Feed": [Route(.scroll("Feed", to: "row-9000"))]], order: ["Feed"])
    #expect(routed.boundingLists(toDepth: 4) == routed)
  }

  @Test(arguments: [ListKind.lazyVStack, .list, .lazyVGrid])
  func theWalkIsTheWalkOfTheWholeList(_ kind: ListKind) throws {
    let depth = 3
    let scenario = app(kind, rows: 60, viewport: 4)
    let target = ExploreTarget(name: "feed", scenario: scenario)
    let explorer = Explorer(depth: depth, jobs: 1)
    #expect(try explorer.engine(for: target).app.count < Engine(scenario: scenario, freshScreens: depth).app.count)
    let bounded = try explorer.explore(target)
    let whole = Walk(
      engine: Engine(scenario: scenario, freshScreens: depth), depth: depth, jobs: 1, reducesSymmetry: true)
    whole.run(start: .now, progress: nil)
    #expect(bounded.worlds == whole.worldCount)
    #expect(bounded.actions == whole.actionCount)
    #expect(bounded.findings.count == whole.findings().count)
  }

  /// With rows inserted and deleted (`absent:` rows keep their places), the cut list walks
  /// the same worlds too.
  @Test(arguments: [ListKind.lazyVStack, .list])
  func theWalkOfAListWhoseDataChangesIsTheWalkOfTheWholeList(_ kind: ListKind) throws {
    let depth = 3
    var feed = ScreenDeclaration(id: "Feed")
    let rows = ["New"] + ListDeclaration.countedRows(40) + ["Late"]
    feed.list = ListDeclaration(kind: kind, rows: rows, viewport: 3, absent: ["New", "row-5", "Late"])
    let scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [feed],
      [.launch, .changeRow("New", insert: true), .changeRow("row-1", insert: false)])
    #expect(scenario.appDefinition.boundingLists(toDepth: depth).screens["Feed"]?.list?.rows.count == 15)
    let target = ExploreTarget(name: "feed", scenario: scenario)
    let bounded = try Explorer(depth: depth, jobs: 1).explore(target)
    let whole = Walk(
      engine: Engine(scenario: scenario, freshScreens: depth), depth: depth, jobs: 1, reducesSymmetry: true)
    whole.run(start: .now, progress: nil)
    #expect(bounded.worlds == whole.worldCount)
    #expect(bounded.actions == whole.actionCount)
  }
}
