import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `list:`, `rows:` and `viewport:` in a screen declaration, and `scroll`'s `to:`.
@Suite struct ListDecodingTests {
  @Test func aCountMakesNumberedRowsThatEventsMayName() throws {
    let text = scenarioText(
      app: "  screen: Feed\n", screens: "  - id: Feed\n    content: swiftui\n    list: List\n    rows: 3\n    viewport: 2\n",
      steps: "  - launch:\n    expect: |\n      row-1 onAppear\n  - scroll: Feed\n    to: row-3\n")
    let decoded = decodeCounting(text)
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    #expect(scenario.screens["Feed"]?.list == ListDeclaration(kind: .list, rows: ["row-1", "row-2", "row-3"], counted: true, viewport: 2))
    #expect(scenario.steps.last?.action == .scroll("Feed", to: "row-3"))
  }

  @Test func rowsMayBeIDs() throws {
    let decoded = decodeCounting(
      scenarioText(app: "  screen: S\n", screens: "  - id: S\n    content: swiftui\n    list: VStack\n    rows: [Top, Bottom]\n"))
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    #expect(scenario.screens["S"]?.list?.rows == ["Top", "Bottom"])
    #expect(scenario.screens["S"]?.list?.viewport == 2)
  }

  @Test(arguments: [
    ("    list: List\n    rows: 3\n", "s.yaml:7:11: error: a lazy list needs the number of rows in view: add 'viewport: 8'"),
    (
      "    list: Grid\n    rows: 3\n",
      "s.yaml:7:11: error: unknown list 'Grid' (expected one of: List, LazyVStack, LazyHStack, LazyVGrid, VStack, UITableView, UICollectionView)"
    ),
    ("    list: List\n    viewport: 3\n", "s.yaml:7:11: error: a list needs its rows: add 'rows: 40' (a count) or 'rows: [A, B]'"),
    (
      "    rows: 3\n",
      "s.yaml:7:5: error: 'rows' describes a list: add 'list:' (List, LazyVStack, LazyHStack, LazyVGrid, VStack, UITableView, UICollectionView)"
    ),
    ("    list: List\n    rows: 0\n    viewport: 2\n", "s.yaml:8:11: error: 'rows' must be between 1 and 1000000, found 0"),
    ("    list: List\n    rows: 3\n    viewport: none\n", "s.yaml:9:15: error: 'viewport' must be a number of rows above 0"),
  ])
  func badListsAreDiagnosedWhereTheyAreWritten(lines: String, headline: String) {
    let decoded = decodeCounting(scenarioText(app: "  screen: S\n", screens: "  - id: S\n" + lines))
    #expect(decoded.headlines == [headline])
  }

  @Test func absentRowsAreRowsOfTheListAndAreWrittenBack() throws {
    let decoded = decodeCounting(
      scenarioText(
        app: "  screen: S\n", screens: "  - id: S\n    content: swiftui\n    list: List\n    rows: [New, A]\n    viewport: 1\n    absent: [New]\n",
        steps: "  - launch\n  - insert-row: New\n  - delete-row: A\n"))
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    #expect(scenario.screens["S"]?.list?.absent == ["New"])
    #expect(scenario.screens["S"]?.list?.initialRows == ["A"])
    #expect(scenario.steps.map(\.action) == [.launch, .changeRow("New", insert: true), .changeRow("A", insert: false)])
    #expect(ScenarioWriter.text(of: scenario).contains("    absent: [New]\n"))
  }

  @Test func anAbsentRowMustBeARowOfTheList() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  screen: S\n", screens: "  - id: S\n    content: swiftui\n    list: List\n    rows: [A]\n    viewport: 1\n    absent: [B]\n"))
    #expect(decoded.headlines == ["s.yaml:11:14: error: 'B' is not a row of this list: 'absent:' names rows of 'rows:'"])
  }

  @Test func aRowThatIsAlsoInTheAppIsPlacedTwice() {
    let decoded = decodeCounting(scenarioText(app: "  screen: row-1\n", screens: "  - id: S\n    content: swiftui\n    list: VStack\n    rows: 2\n"))
    #expect(decoded.headlines.first?.contains("'row-1' is a child of 'S' and also in the app's structure") == true)
  }

  @Test func aSwiftUIListInUIKitContentIsRefused() {
    let decoded = decodeCounting(scenarioText(app: "  screen: S\n", screens: "  - id: S\n    list: VStack\n    rows: 2\n"))
    #expect(
      decoded.headlines == [
        "s.yaml:6:9: error: screen 'S' declares a VStack but has UIKit content; a VStack's rows are SwiftUI views: write 'list: UITableView' (or 'UICollectionView') for a list of cells, or give it 'content: swiftui'"
      ])
  }

  /// A table view's rows are cells, whose code runs on their delegate's two callbacks.
  @Test func aTableViewIsUIKitContentsAndItsRowsCodeIsACells() {
    let table = decodeCounting(
      scenarioText(
        app: "  screen: S\n",
        screens: "  - id: S\n    list: UITableView\n    rows: 2\n    viewport: 1\n    row-effects:\n      willDisplay: [track impression]\n"))
    #expect(table.headlines.isEmpty)
    let swiftui = decodeCounting(
      scenarioText(app: "  screen: S\n", screens: "  - id: S\n    content: swiftui\n    list: UITableView\n    rows: 2\n    viewport: 1\n"))
    #expect(
      swiftui.headlines == [
        "s.yaml:6:9: error: screen 'S' declares a UITableView but has SwiftUI content; its rows are cells of UIKit content: give it 'content: uikit', or write 'list: List' for SwiftUI rows"
      ])
    let onAppear = decodeCounting(
      scenarioText(
        app: "  screen: S\n",
        screens: "  - id: S\n    list: UITableView\n    rows: 2\n    viewport: 1\n    row-effects:\n      onAppear: [track impression]\n"))
    #expect(
      onAppear.headlines == [
        "s.yaml:11:7: error: 'onAppear' is not a cell's callback: a row of a UITableView or UICollectionView is a cell, whose code runs on willDisplay and didEndDisplaying"
      ])
  }

  @Test func scrollNeedsTo() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  screen: S\n", screens: "  - id: S\n    content: swiftui\n    list: VStack\n    rows: 2\n", steps: "  - launch\n  - scroll: S\n"))
    #expect(decoded.headlines == ["s.yaml:12:5: error: 'scroll' needs the row to bring into view: add 'to: R'"])
  }
}

/// `onScrollVisibilityChange` is iOS 18 API: an earlier profile refuses it where `observe:` names it.
@Suite struct ScrollVisibilityDecodingTests {
  @Test func anEarlierProfileRefusesItAtItsName() {
    let text = "name: x\nsource: y\nprofile: ios17\napp:\n  screen: S\nobserve: [onAppear, onScrollVisibilityChange]\nsteps:\n  - launch\n"
    #expect(
      decodeCounting(text).headlines == [
        "s.yaml:6:21: error: onScrollVisibilityChange(threshold:_:) is iOS 18 API; profile ios17 has none (it needs iOS 18 on the device and in the SDK): remove it from 'observe:' or use a profile from ios18"
      ])
    #expect(decodeCounting(text.replacingOccurrences(of: "ios17", with: "ios18")).headlines.isEmpty)
  }
}
