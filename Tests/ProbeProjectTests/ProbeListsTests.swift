import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import Testing

/// The probe's apps build a screen's list (`list:`) and drive its steps: a SwiftUI List or
/// stack over the list's data whose rows log their modifiers, a table or collection view whose
/// delegate logs its cells, `scroll` and the row steps as changes of the data.
@Suite struct ProbeListsTests {
  static func feed(_ kind: ListKind, rows: [String] = ["A", "B", "C", "D"], absent: [String] = []) -> ScreenDeclaration {
    var feed = ScreenDeclaration(id: "Feed", location: SourceLocation(line: 7, column: 5))
    if !kind.isUIKit { feed.content = .swiftui }
    feed.list = ListDeclaration(kind: kind, rows: rows, viewport: 2, absent: absent)
    return feed
  }

  static let steps: [Action] = [
    .launch, .scroll("Feed", to: "C"), .changeRow("E", insert: true), .changeRow("A", insert: false), .moveRow("D", to: "B"),
  ]

  @Test func aSwiftUIListIsAListViewOverItsDataWithItsRowSteps() throws {
    let scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [Self.feed(.list, rows: ["A", "B", "C", "D", "E"], absent: ["E"])],
      observe: [.onAppear, .onDisappear, .onScrollVisibilityChange], Self.steps)
    let project = try ProbeProject(scenario)
    let text = project.files.values.joined(separator: "\n")
    #expect(
      text.contains(
        #"static let lists: [String: ProbeList] = ["Feed": ProbeList(kind: .list, rows: ["A", "B", "C", "D", "E"], absent: ["E"], viewport: 2)]"#
      ))
    #expect(text.contains("static let logsScrollVisibility = true"))
    #expect(text.contains("static let logsCellDisplay = false"))
    for step in [#".scroll("Feed", to: "C")"#, #".insertRow("E")"#, #".deleteRow("A")"#, #".moveRow("D", to: "B")"#] {
      #expect(text.contains(step), "\(step)")
    }
    // The rows are the list's data, not the screen's children (they would appear twice).
    #expect(text.contains(#""Feed": ProbeScreen(content: .swiftui, storyboard: false, children: [], conditional: [], probe: false)"#))
    #expect(!text.contains(#""A": ProbeScreen("#))
    #expect(text.contains("ProbeListView(screen: screen, list: list)"))
    #expect(text.contains("proxy.scrollTo(target.row"))
    #expect(text.contains("withAnimation { data[screen] = after }"))
    #expect(text.contains("case .scroll, .insertRow, .deleteRow, .moveRow:\n      ProbeLists.shared.perform(step)"))
  }

  @Test func aTableViewIsATableWhoseDelegateLogsItsCells() throws {
    for kind in [ListKind.tableView, .collectionView] {
      let scenario = makeScenario(
        .navigation(["Feed"]), screens: [Self.feed(kind, rows: ["A", "B", "C", "D", "E"], absent: ["E"])],
        observe: [.viewDidAppear, .willDisplay, .didEndDisplaying], Self.steps)
      let project = try ProbeProject(scenario)
      #expect(!project.swiftUI)
      let text = project.files.values.joined(separator: "\n")
      #expect(text.contains("\"Feed\": ProbeList(kind: .\(kind == .tableView ? "tableView" : "collectionView"), "), "\(kind)")
      #expect(text.contains("static let logsCellDisplay = true"))
      #expect(text.contains("ProbeCellList.install(in: view, screen: screen)"))
      #expect(text.contains("table?.scrollToRow(at: path, at: .top, animated: true)"))
      #expect(text.contains("collection.performBatchUpdates {"))
      #expect(text.contains("ProbeLog.event(row, \"willDisplay\")"))
      // Its cells are no child view controllers of the screen.
      #expect(text.contains(#""Feed": ProbeScreen(content: .uikit, storyboard: false, children: [], conditional: [], probe: false)"#))
    }
    // Without 'observe:' naming them, the delegate does not log them, as the model's app does not.
    let quiet = try ProbeProject(makeScenario(.navigation(["Feed"]), screens: [Self.feed(.tableView)], [.launch]))
    #expect(quiet.files.values.joined().contains("static let logsCellDisplay = false"))
  }

  /// `swiftc -parse` does not check names: a list's `ProbeList(kind: .lazyVGrid, …)` compiles
  /// only if the probe's `ProbeListKind` has the case. Every container a scenario can declare
  /// is one.
  @Test func everyListKindIsAProbeListKind() throws {
    let model = ProbeProject.runtimeModelSource
    let declaration = try #require(model.range(of: "enum ProbeListKind {")).upperBound
    let body = model[declaration...].prefix { $0 != "}" }
    for kind in ListKind.allCases {
      let literal = try ProbeProject(makeScenario(.navigation(["Feed"]), screens: [Self.feed(kind)], [.launch]))
        .files["Sources/ProbeScenario.swift"]
      let name = try #require(literal?.firstRange(of: "ProbeList(kind: .").map { literal![$0.upperBound...].prefix { $0 != "," } })
      #expect(body.contains(" \(name)") || body.contains(" \(name),"), "the probe's ProbeListKind has no case \(name)")
    }
  }
}
