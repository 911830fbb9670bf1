import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import Testing

/// The probe's apps build no table view: a scenario whose UIKit screen shows one is refused at
/// its declaration, rather than written with its cells as child view controllers.
@Suite struct ProbeTableViewRefusalTests {
  @Test func aScreenShowingATableViewIsRefusedAtItsDeclaration() throws {
    var feed = ScreenDeclaration(id: "Feed", location: SourceLocation(line: 7, column: 5))
    feed.list = ListDeclaration(kind: .tableView, rows: ListDeclaration.countedRows(4), counted: true, viewport: 2)
    let scenario = makeScenario(.navigation(["Feed"]), screens: [feed], [.launch, .push("Detail", animated: true)])
    do {
      _ = try ProbeProject(scenario)
      Issue.record("the probe wrote a table view's cells as controllers")
    } catch {
      #expect(
        error.message
          == "'Feed' shows a UITableView; the probe's apps build no table view yet, so its cells would be child view controllers on the device")
      #expect(error.location?.line == 7)
    }
  }
}
