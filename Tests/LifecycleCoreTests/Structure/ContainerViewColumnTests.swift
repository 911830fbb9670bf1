import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The view a split view's column holds (`observe-as:` beside a column's `navigation:`,
/// swiftui.containerView.column, inferred): in the window while its column is shown; the
/// alternative keeps it while the split view is.
@Suite struct ContainerViewColumnTests {
  static let observed: Set<Callback> = [.onAppear, .onDisappear, .taskStart, .taskCancel]

  /// A NavigationSplitView (`Split`) whose sidebar holds `SidebarStack` and whose detail
  /// holds `DetailStack`, on `profile`.
  func split(_ actions: [Action], profile: String = "ios17-ipad") throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), host: .swiftui,
      profile: try #require(Profile.named(profile)), observe: Self.observed, [.launch] + actions)
    scenario.split = SplitDefinition()
    scenario.appDefinition.containerViews = ContainerViews(
      root: "Split",
      columns: [
        ContainerViews.columnKey(item: nil, column: 0): "SidebarStack", ContainerViews.columnKey(item: nil, column: 1): "DetailStack",
      ])
    return scenario
  }

  @Test func eachColumnsViewAppearsAfterItsContentAndBeforeTheSplitViews() throws {
    let run = try ScenarioRun(split([]))
    #expect(
      run.observed.step(1).map(\.line).prefix(5) == [
        "Sidebar onAppear", "SidebarStack onAppear", "Detail onAppear", "DetailStack onAppear", "Split onAppear",
      ])
  }

  @Test func hidingAColumnTakesItsViewOutAfterItsContentAndASelectionLeavesItAlone() throws {
    let run = try ScenarioRun(split([.showDetail("Note", inNavigation: false, animated: true), .setColumn(.primary, visible: false)]))
    #expect(!run.observed.step(2).contains { $0.line.hasPrefix("DetailStack ") })
    let hidden = run.observed.step(3).map(\.line)
    #expect(hidden.filter { $0.hasSuffix("onDisappear") } == ["Sidebar onDisappear", "SidebarStack onDisappear"])
    #expect(!hidden.contains { $0.hasPrefix("Split ") || $0.hasPrefix("DetailStack ") })
  }

  @Test func theAlternativeKeepsAHiddenColumnsViewWithTheSplitView() throws {
    let actions: [Action] = [.setColumn(.primary, visible: false), .resize(.compact)]
    let base = try ScenarioRun(split(actions))
    let alternative = try ScenarioRun(split(actions), alternatives: ["alt.swiftui.containerView.columnFollowsSplit"])
    #expect(base.observed.step(2).contains { $0.line == "SidebarStack onDisappear" })
    #expect(!alternative.observed.step(2).contains { $0.line.hasPrefix("SidebarStack ") })
    #expect(base.observed.events.map(\.line) != alternative.observed.events.map(\.line))
  }

  @Test func aCollapseByTheWindowTakesTheDetailColumnsViewOutAndAnExpansionBringsItBack() throws {
    let run = try ScenarioRun(split([.resize(.compact), .resize(.regular)]))
    let collapsed = run.observed.step(2).map(\.line)
    #expect(collapsed.firstIndex(of: "Detail onDisappear")! < collapsed.firstIndex(of: "DetailStack onDisappear")!)
    #expect(!collapsed.contains { $0.hasPrefix("SidebarStack ") || $0.hasPrefix("Split ") })
    #expect(run.observed.step(3).contains { $0.line == "DetailStack onAppear" })
  }

  /// On an iPhone the split view is one stack: the view of the column whose screen is on top.
  @Test func onAnIPhoneTheColumnOnTopOfTheStackShowsItsView() throws {
    let run = try ScenarioRun(split([.showDetail("Note", inNavigation: false, animated: true), .pop(animated: true)], profile: "ios17"))
    let launch = run.observed.step(1).map(\.line)
    #expect(launch.contains("SidebarStack onAppear"))
    #expect(!launch.contains { $0.hasPrefix("DetailStack ") })
    let selected = run.observed.step(2).map(\.line)
    #expect(selected.contains("SidebarStack onDisappear"))
    #expect(selected.firstIndex(of: "Note onAppear")! < selected.firstIndex(of: "DetailStack onAppear")!)
    let back = run.observed.step(3).map(\.line)
    #expect(back.contains("DetailStack onDisappear"))
    #expect(back.contains("SidebarStack onAppear"))
  }
}
