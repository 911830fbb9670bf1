import LifecycleCore
import LifecycleTestSupport
import Testing

/// A split view at the root (`split:`): expanded on an iPad, every column on screen and a push
/// acting on the secondary; collapsed on an iPhone, one stack up to the column it shows.
@Suite struct NavigatorSplitTests {
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

  @Test func expandedEveryColumnAppearsLeadingFirstAndAPushActsOnTheSecondary() throws {
    let steps = try navigate(scenario([.push("A", animated: true), .pop(animated: true)]))
    #expect(steps[0].incoming == ["Sidebar", "Detail"])
    #expect(steps[1].outgoing == ["Detail"])
    #expect(steps[1].incoming == ["A"])
    #expect(steps[1].onScreen == ["Sidebar", "A"])
    #expect(steps[2].incoming == ["Detail"])
  }

  @Test func showDetailPushesAPlainControllerAndReplacesTheColumnWithANavigationController() throws {
    let steps = try navigate(
      scenario([
        .showDetail("A", inNavigation: false, animated: true), .showDetail("B", inNavigation: true, animated: true),
      ]))
    #expect(steps[1].kind == .push)
    #expect(steps[2].kind == .columnReplace)
    #expect(steps[2].outgoing == ["A"])
    #expect(steps[2].silentlyRemoved == ["Detail"])
    #expect(steps[2].released == ["Detail", "A"])
    #expect(steps[2].incoming == ["B"])
    #expect(steps[2].onScreen == ["Sidebar", "B"])
  }

  @Test func aSwiftUIAppsSelectionReplacesTheDetail() throws {
    let steps = try navigate(scenario([.showDetail("A", inNavigation: false, animated: true)], host: .swiftui))
    #expect(steps[1].kind == .columnReplace)
    #expect(steps[1].outgoing == ["Detail"])
    #expect(steps[1].incoming == ["A"])
  }

  @Test func hidingAndShowingAColumnMovesItsScreensAlone() throws {
    let steps = try navigate(
      scenario(
        [.setColumn(.primary, visible: false), .setColumn(.supplementary, visible: false), .setColumn(.supplementary, visible: true)],
        layout: Self.threeColumns))
    #expect(steps[1].kind == .columnHide)
    #expect(steps[1].outgoing == ["Sidebar"])
    #expect(steps[1].onScreen == ["Content", "Detail"])
    #expect(steps[2].outgoing == ["Content"])
    #expect(steps[3].kind == .columnShow)
    #expect(steps[3].incoming == ["Content"])
  }

  /// A column shown over the secondary leaves it in the window: the secondary is a bystander
  /// when the column shows, and when the last column over it hides.
  @Test func aColumnShownOverTheSecondaryLeavesItABystander() throws {
    let steps = try navigate(
      scenario(
        [
          .setColumn(.primary, visible: false), .setColumn(.supplementary, visible: false), .showColumnOver(.supplementary),
          .showColumnOver(.primary), .setColumn(.primary, visible: false), .setColumn(.supplementary, visible: false),
        ], layout: Self.threeColumns))
    #expect(steps[3].kind == .columnShow)
    #expect(steps[3].incoming == ["Content"])
    #expect(steps[3].bystanders == ["Detail"])
    #expect(steps[3].onScreen == ["Content", "Detail"])
    #expect(steps[5].bystanders.isEmpty)
    #expect(steps[6].outgoing == ["Content"])
    #expect(steps[6].bystanders == ["Detail"])
  }

  /// The display modes always show the secondary, and the primary only beside the
  /// supplementary; a collapsed split view has no column to hide.
  @Test func impossibleColumnChangesAreRefusedSayingWhy() throws {
    func refusal(_ actions: [Action], layout: AppLayout = Self.twoColumns, iPad: Bool = true) throws -> String {
      do {
        _ = try navigate(scenario(actions, layout: layout, iPad: iPad))
        return ""
      } catch {
        return "\(error)"
      }
    }
    #expect(try refusal([.setColumn(.secondary, visible: false)]).contains("always shows its secondary column"))
    #expect(try refusal([.setColumn(.supplementary, visible: false)]).contains("no supplementary column"))
    #expect(try refusal([.setColumn(.supplementary, visible: false)], layout: Self.threeColumns).contains("hide the primary first"))
    #expect(try refusal([.setColumn(.primary, visible: true)]).contains("already shown"))
    #expect(try refusal([.setColumn(.primary, visible: false)], iPad: false).contains("collapsed on this profile"))
  }

  /// Collapsed, a UIKit split view shows its secondary over the primary (the proposed top
  /// column), a SwiftUI one its sidebar, and `collapsed:` chooses; a selection pushes.
  @Test func collapsedItIsOneStackUpToTheColumnItShows() throws {
    #expect(try navigate(scenario([], iPad: false))[0].onScreen == ["Detail"])
    #expect(try navigate(scenario([], host: .swiftui, iPad: false))[0].onScreen == ["Sidebar"])
    let primary = try navigate(
      scenario([.showDetail("A", inNavigation: true, animated: true)], layout: Self.threeColumns, iPad: false, collapsedTop: .supplementary))
    #expect(primary[0].onScreen == ["Content"])
    #expect(primary[1].kind == .push)
    #expect(primary[1].incoming == ["A"])
  }

  /// A column that starts with more than one screen is a navigation stack: expanded, its top
  /// is on screen; collapsed, the stack is the columns' stacks, primary first.
  @Test func aColumnThatStartsWithAStackShowsItsTop() throws {
    let layout = AppLayout.tabs([.navigation(["Sidebar"]), .navigation(["List", "Detail"])])
    let expanded = try navigate(scenario([.pop(animated: true)], layout: layout))
    #expect(expanded[0].onScreen == ["Sidebar", "Detail"])
    #expect(expanded[1].incoming == ["List"])
    let collapsed = try navigate(scenario([.pop(animated: true), .pop(animated: true)], layout: layout, iPad: false))
    #expect(collapsed[0].onScreen == ["Detail"])
    #expect(collapsed[1].incoming == ["List"])
    #expect(collapsed[2].incoming == ["Sidebar"])
  }

  /// Before iOS 16 a SwiftUI app's split view is NavigationView's columns: it launches and
  /// shows details, and its columns cannot be shown or hidden (columnVisibility is iOS 16's).
  @Test func beforeIOS16ASwiftUISplitViewIsNavigationViewWithoutColumnVisibility() throws {
    var scenario = try scenario([.showDetail("A", inNavigation: false, animated: true)], host: .swiftui)
    scenario.profile = try #require(Profile.named("ios15-ipad"))
    #expect(try navigate(scenario)[1].kind == .columnReplace)
    scenario.steps.append(Step(action: .setColumn(.primary, visible: false), location: SourceLocation(line: 20, column: 5)))
    do {
      _ = try navigate(scenario)
      Issue.record("hide-column was accepted on iOS 15")
    } catch {
      #expect("\(error)".contains("iOS 16 API"))
    }
  }
}
