import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import Testing

/// Split views wherever the structure places them: one in each of several tabs, or in a page,
/// each with its own columns, stacks, detail and collapsed column; the split steps act on the
/// split view shown (the selected tab's or the page's).
@Suite struct ProbeSplitViewsTests {
  /// A tab bar with a split view in each of two tabs, the second collapsing to its primary.
  static func twoTabs(_ host: LifecycleCore.Host) -> Scenario {
    var scenario = makeScenario(
      .tabs([
        .tabs([.navigation(["Mailboxes"]), .navigation(["Inbox"])]), .tabs([.navigation(["Groups"]), .navigation(["Card"])]),
      ]),
      host: host, profile: Profile(device: IOSVersion(17), idiom: .pad),
      [
        .launch, .setColumn(.primary, visible: false), .selectTab(.index(1)), .showDetail("Message", inNavigation: false, animated: true),
      ])
    scenario.split = SplitDefinition(collapsedTop: nil, laterCollapsedTops: [1: .primary])
    return scenario
  }

  /// Pages whose first page is a split view.
  static func inPage(_ host: LifecycleCore.Host) -> Scenario {
    var scenario = makeScenario(
      .tabs([.tabs([.navigation(["Shelves"]), .navigation(["Library"])]), .screen("Settings")]), host: host,
      profile: Profile(device: IOSVersion(17), idiom: .pad),
      [.launch, .showDetail("Book", inNavigation: false, animated: true), .turnPage(.index(1), completed: true)])
    scenario.split = SplitDefinition()
    scenario.pageStyle = .scroll
    return scenario
  }

  @Test(arguments: [LifecycleCore.Host.uikit, .swiftui])
  func splitViewsInTwoTabsAreWrittenEachWithItsCollapsedColumn(_ host: LifecycleCore.Host) throws {
    let text = try ProbeProject(Self.twoTabs(host)).files.values.joined(separator: "\n")
    #expect(text.contains("static let splitTabs: [Int] = [0, 1]"))
    #expect(text.contains("static let collapsedTops: [Int: ProbeColumn] = [1: .primary]"))
    #expect(text.contains(".showDetail(\"Message\", inNavigation: false, animated: true)"))
  }

  @Test(arguments: [LifecycleCore.Host.uikit, .swiftui])
  func aSplitViewInAPageIsWritten(_ host: LifecycleCore.Host) throws {
    let text = try ProbeProject(Self.inPage(host)).files.values.joined(separator: "\n")
    #expect(text.contains("static let splitTabs: [Int] = [0]"))
    #expect(text.contains("static let pageStyle: ProbePageStyle? = .scroll"))
  }

  /// The UIKit app builds a split view for each place and remembers each one's collapsed
  /// column; the split steps find the selected tab's or the shown page's.
  @Test func theUIKitAppBuildsOneSplitViewPerPlace() throws {
    let text = try ProbeProject(Self.inPage(.uikit)).files.values.joined(separator: "\n")
    #expect(text.contains("collapsedTops[ObjectIdentifier(split)] = ProbeScenario.collapsedTops[place]"))
    #expect(text.contains("let pages = items.enumerated().map { index, item in build(item, tab: index) }"))
    #expect(text.contains("if let pages = root as? UIPageViewController { return pages.viewControllers?.first as? UISplitViewController }"))
    #expect(text.contains("return tabs.selectedViewController as? UISplitViewController"))
  }

  /// The SwiftUI app keeps each split view's detail, stacks and column visibility by place.
  @Test func theSwiftUIAppKeepsEachSplitViewsStateByPlace() throws {
    let text = try ProbeProject(Self.twoTabs(.swiftui)).files.values.joined(separator: "\n")
    #expect(text.contains("@Published var details: [Int: String] = ProbeState.initialDetails()"))
    #expect(text.contains("case .tabs(let items) where ProbeState.splitPlaces.contains(stack - 1):"))
    #expect(text.contains("ProbeSplitView(columns: items, place: stack - 1)"))
    #expect(text.contains("NavigationSplitView(columnVisibility: state.columnVisibility(place))"))
    #expect(text.contains("self.details[place] = screen"))
  }

  /// No bundled scenario is refused for where its split views are.
  @Test func noBundledSplitViewIsRefused() throws {
    let (_, refusals) = try ProbeSourcesTests.bundled()
    #expect(!refusals.contains { $0.message.contains("split view") }, "\(refusals.filter { $0.message.contains("split view") })")
  }

  /// A split view whose columns hold views of their own (`observe-as:` beside a column's
  /// `navigation:`): each such column is a NavigationStack whose modifiers log under its name.
  @Test func aColumnsOwnViewIsItsNavigationStacksModifiers() throws {
    var scenario = makeScenario(
      .tabs([.navigation(["Mailboxes"]), .navigation(["Inbox"])]), host: .swiftui, profile: Profile(device: IOSVersion(17), idiom: .pad),
      [.launch, .setColumn(.primary, visible: false)])
    scenario.split = SplitDefinition()
    scenario.appDefinition.containerViews = ContainerViews(columns: [
      ContainerViews.columnKey(item: nil, column: 0): "SidebarStack", ContainerViews.columnKey(item: nil, column: 1): "DetailStack",
    ])
    let text = try ProbeProject(scenario).files.values.joined(separator: "\n")
    #expect(text.contains("static let columnContainerViews: [Int: String] = [0: \"SidebarStack\", 1: \"DetailStack\"]"))
    #expect(text.contains("ProbeScenario.columnContainerViews[(place + 1) * 4 + column]"))
    #expect(text.contains(".modifier(ProbeViewLog(name: view))"))
  }
}
