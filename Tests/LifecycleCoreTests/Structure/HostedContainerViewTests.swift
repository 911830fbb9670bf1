import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The view of the NavigationStack an app-made hosting controller holds (`observe-as:` beside
/// `hosting:`, swiftui.containerView.hosted, inferred): in the window exactly while its host
/// is, after the stack's content; the alternative reading puts it before that content.
@Suite struct HostedContainerViewTests {
  /// A UIKit tab bar whose second tab is ProfileTab holding NavigationStack { Profile } that
  /// logs as ProfileStack.
  func scenario(_ actions: [Action]) -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))]), host: .uikit, profile: .ios17,
      observe: [.viewWillAppear, .viewDidAppear, .onAppear, .onDisappear, .taskStart, .taskCancel], [.launch] + actions)
    scenario.appDefinition.containerViews = ContainerViews(tabs: [1: "ProfileStack"])
    return scenario
  }

  @Test func theStacksViewAppearsAfterTheHostsWillAppearAndAfterItsContent() throws {
    let run = try ScenarioRun(scenario([.selectTab(.index(1))]))
    let lines = run.observed.step(2).map(\.line)
    #expect(
      lines.filter { !$0.hasPrefix("Home ") } == [
        "ProfileTab viewWillAppear", "Profile onAppear", "ProfileStack onAppear", "ProfileTab viewDidAppear", "Profile taskStart",
        "ProfileStack taskStart",
      ])
  }

  @Test func theAlternativePutsTheStacksViewBeforeItsContent() throws {
    let run = try ScenarioRun(scenario([.selectTab(.index(1))]), alternatives: ["alt.swiftui.containerView.hostedFirst"])
    let lines = run.observed.step(2).map(\.line)
    let view = try #require(lines.firstIndex(of: "ProfileStack onAppear"))
    #expect(view < (lines.firstIndex(of: "Profile onAppear") ?? -1))
    #expect((lines.firstIndex(of: "ProfileTab viewWillAppear") ?? .max) < view)
  }

  @Test func aPushInsideTheStackGivesItsViewNothingAndATabSwitchTakesItOut() throws {
    var scenario = scenario([.selectTab(.index(1)), .push("Settings", animated: true), .selectTab(.index(0))])
    scenario.appDefinition.content = .swiftui
    let run = try ScenarioRun(scenario)
    #expect(!run.observed.step(3).contains { $0.line.hasPrefix("ProfileStack ") })
    let lines = run.observed.step(4).map(\.line)
    let top = try #require(lines.firstIndex { $0.hasPrefix("Settings ") && $0.hasSuffix("Disappear") })
    let view = try #require(lines.firstIndex(of: "ProfileStack onDisappear"))
    #expect(top < view)
  }

  @Test func inASwiftUIAppTheNameMeansNothing() throws {
    // `explore` runs a UIKit app in SwiftUI too, where `hosting:` is a representable's
    // UINavigationController, which has no onAppear.
    var swiftUI = scenario([.selectTab(.index(1))])
    swiftUI.appDefinition.host = .swiftui
    #expect(swiftUI.appDefinition.containerViewsInHost.isEmpty)
    #expect(scenario([]).appDefinition.containerViewsInHost.tabs == [1: "ProfileStack"])
  }
}
