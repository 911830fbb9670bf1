import LifecycleCore
import LifecycleTestSupport
import Testing

/// `resize: compact` and `resize: regular`: an expanded split view collapses into the column
/// it shows collapsed and expands again into the columns its display mode showed; an app
/// without a split view moves nothing.
@Suite struct NavigatorResizeTests {
  static let twoColumns = AppLayout.tabs([.navigation(["Sidebar"]), .navigation(["Detail"])])
  static let threeColumns = AppLayout.tabs([.navigation(["Sidebar"]), .navigation(["Content"]), .navigation(["Detail"])])

  func scenario(
    _ actions: [Action], layout: AppLayout = twoColumns, host: Host = .uikit, iPad: Bool = true, collapsedTop: SplitColumn? = nil
  ) throws -> Scenario {
    let profile = iPad ? try #require(Profile.named("ios17-ipad")) : Profile.ios17
    var scenario = makeScenario(layout, host: host, profile: profile, [.launch] + actions)
    scenario.split = SplitDefinition(collapsedTop: collapsedTop)
    return scenario
  }

  @Test func aCollapseHidesEveryColumnButTheOneItShowsAndAnExpansionBringsThemBack() throws {
    let steps = try navigate(
      scenario([.resize(.compact), .push("A", animated: true), .resize(.regular)], layout: Self.threeColumns))
    #expect(steps[1].kind == .resize)
    #expect(steps[1].outgoing == ["Sidebar", "Content"])
    #expect(steps[1].incoming.isEmpty)
    #expect(steps[1].onScreen == ["Detail"])
    #expect(steps[2].incoming == ["A"])
    #expect(steps[2].onScreen == ["A"])
    #expect(steps[3].incoming == ["Sidebar", "Content"])
    #expect(steps[3].outgoing.isEmpty)
    #expect(steps[3].onScreen == ["Sidebar", "Content", "A"])
  }

  /// `collapsed:` (UIKit's delegate, SwiftUI's preferredCompactColumn) chooses the column on
  /// top; SwiftUI's default is the sidebar. A push then acts on that column.
  @Test func theColumnOnTopIsTheOneTheSplitViewShowsCollapsed() throws {
    let swiftUI = try navigate(scenario([.resize(.compact)], host: .swiftui))
    #expect(swiftUI[1].outgoing == ["Detail"])
    #expect(swiftUI[1].onScreen == ["Sidebar"])
    let primary = try navigate(scenario([.resize(.compact), .push("A", animated: true)], collapsedTop: .primary))
    #expect(primary[1].onScreen == ["Sidebar"])
    #expect(primary[2].outgoing == ["Sidebar"])
    #expect(primary[2].onScreen == ["A"])
  }

  /// The display mode before the collapse comes back with the expansion: a hidden sidebar
  /// stays hidden, and gets nothing from either step.
  @Test func theDisplayModeBeforeTheCollapseComesBack() throws {
    let steps = try navigate(scenario([.setColumn(.primary, visible: false), .resize(.compact), .resize(.regular)]))
    #expect(steps[2].outgoing.isEmpty)
    #expect(steps[3].incoming.isEmpty)
    #expect(steps[3].onScreen == ["Detail"])
  }

  /// Collapsed, a selection pushes, even one in a navigation controller of the app's.
  @Test func collapsedASelectionPushes() throws {
    let steps = try navigate(scenario([.resize(.compact), .showDetail("B", inNavigation: true, animated: true)]))
    #expect(steps[2].kind == .push)
    #expect(steps[2].incoming == ["B"])
  }

  /// Back from the root of the collapsed column reveals the column before it, as UIKit's
  /// collapsed stack of the columns does; the column left keeps its screens for the expansion.
  @Test func backFromTheCollapsedColumnsRootRevealsTheColumnBeforeIt() throws {
    let steps = try navigate(
      scenario([.resize(.compact), .pop(animated: true), .pop(animated: true), .resize(.regular)], layout: Self.threeColumns))
    #expect(steps[2].kind == .pop)
    #expect(steps[2].outgoing == ["Detail"])
    #expect(steps[2].incoming == ["Content"])
    #expect(steps[2].released.isEmpty)
    #expect(steps[3].incoming == ["Sidebar"])
    #expect(steps[3].onScreen == ["Sidebar"])
    #expect(steps[4].incoming == ["Content", "Detail"])
    #expect(steps[4].onScreen == ["Sidebar", "Content", "Detail"])
    #expect(throws: (any Error).self) {
      try navigate(self.scenario([.resize(.compact), .pop(animated: true), .pop(animated: true)]))
    }
  }

  @Test func anAppWithoutASplitViewMovesNothing() throws {
    let steps = try navigate(makeScenario(.navigation(["A"]), [.launch, .resize(.compact), .resize(.compact), .resize(.regular)]))
    #expect(steps[1].kind == .resize)
    #expect(steps[1].outgoing.isEmpty && steps[1].incoming.isEmpty)
    #expect(steps[3].onScreen == ["A"])
  }

  /// A width the window already has, and a column change while collapsed, are refused saying
  /// why.
  @Test func impossibleResizesAreRefusedSayingWhy() throws {
    func refusal(_ actions: [Action], iPad: Bool = true) throws -> String {
      do {
        _ = try navigate(scenario(actions, iPad: iPad))
        return ""
      } catch {
        return "\(error)"
      }
    }
    #expect(try refusal([.resize(.regular)]).contains("already of regular width"))
    #expect(try refusal([.resize(.compact), .resize(.compact)]).contains("already of compact width"))
    #expect(try refusal([.resize(.compact), .setColumn(.primary, visible: false)]).contains("write 'resize: regular' first"))
    #expect(try refusal([.resize(.compact)], iPad: false).contains("already of compact width"))
  }
}

/// `resize: regular` on an iPhone profile (a large iPhone rotated to landscape): the split view
/// that launched as one stack gives its screens back to their columns.
extension NavigatorResizeTests {
  /// UIKit shows the secondary collapsed: the Inbox's column keeps what was pushed over it, and
  /// the primary, under it until then, enters the window; nothing is created.
  @Test func theStackGivesItsScreensBackToTheirColumns() throws {
    let steps = try navigate(
      scenario([.showDetail("A", inNavigation: false, animated: true), .resize(.regular), .resize(.compact)], iPad: false))
    #expect(steps[2].kind == .resize)
    #expect(steps[2].incoming == ["Sidebar"])
    #expect(steps[2].created.isEmpty)
    #expect(steps[2].onScreen == ["Sidebar", "A"])
    #expect(steps[3].outgoing == ["Sidebar"])
    #expect(steps[3].onScreen == ["A"])
  }

  /// A column the collapsed stack never held (SwiftUI shows the sidebar collapsed) is created by
  /// the expansion; a screen pushed over a leading column's screens is the next column's.
  @Test func aColumnTheStackDidNotHoldIsCreated() throws {
    let steps = try navigate(scenario([.push("X", animated: true), .resize(.regular)], layout: Self.threeColumns, host: .swiftui, iPad: false))
    #expect(steps[2].created == ["Detail"])
    #expect(steps[2].incoming == ["Sidebar", "Detail"])
    #expect(steps[2].onScreen == ["Sidebar", "X", "Detail"])
  }

  /// Back from the secondary's root in the stack releases it (a pop of one stack); the
  /// expansion creates the column's launch screen again.
  @Test func aColumnLeftByBackIsCreatedAgain() throws {
    let steps = try navigate(scenario([.pop(animated: true), .resize(.regular)], iPad: false))
    #expect(steps[1].released == ["Detail"])
    #expect(steps[2].created == ["Detail"])
    #expect(steps[2].incoming == ["Detail"])
    #expect(steps[2].onScreen == ["Sidebar", "Detail"])
  }

  /// Expanded, it is the iPad's split view: a second expansion is refused, a collapse and
  /// show-column work, and the structure keeps its invariants.
  @Test func theExpandedSplitViewIsTheIPadsOne() throws {
    #expect(throws: (any Error).self) { try navigate(self.scenario([.resize(.regular), .resize(.regular)], iPad: false)) }
    let steps = try navigate(
      scenario([.resize(.regular), .setColumn(.primary, visible: false), .resize(.compact), .resize(.regular)], iPad: false))
    #expect(steps[2].outgoing == ["Sidebar"])
    #expect(steps[4].onScreen == ["Detail"])
  }
}
