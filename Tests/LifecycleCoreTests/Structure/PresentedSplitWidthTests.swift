import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The width a presented split view takes where the window decides it: presented full screen
/// in a narrowed iPad window it is collapsed and widens with the window
/// (uikit.split.presentedNarrowWindow); presented in a tab's context it takes the window's
/// width (uikit.split.presentedInContext). Each reading is inferred and its alternative
/// changes the order.
@Suite struct PresentedSplitWidthTests {
  static let ipad = "ios17-ipad"

  func scenario(_ actions: [Action], root: AppLayout = .navigation(["Home"]), host: Host = .uikit) throws -> Scenario {
    var split = ScreenDeclaration(id: "MailSplit")
    split.split = ["Mailboxes", "Inbox"]
    var detail = ScreenDeclaration(id: "Detail", children: ["Preview"])
    detail.definesContext = true
    return makeScenario(
      root, host: host, profile: try #require(Profile.named(Self.ipad)),
      screens: [split, ScreenDeclaration(id: "Message"), ScreenDeclaration(id: "Reader", children: ["Detail"]), detail],
      observe: appearanceCallbacks.union([.onAppear, .onDisappear, .deinit]), [.launch] + actions)
  }

  static func present(_ style: PresentationStyle = .fullScreen) -> Action {
    .present("MailSplit", style: style, inNavigation: false, animated: true)
  }

  @Test func inANarrowWindowItIsCollapsedAndWidensWithTheWindow() throws {
    let run = try ScenarioRun(
      scenario([.resize(.compact), Self.present(), .resize(.regular), .resize(.compact), .dismiss("MailSplit", animated: true)]))
    let presented = run.observed.step(3).map(\.line)
    #expect(presented.contains("Inbox viewDidAppear") && !presented.contains("Mailboxes viewWillAppear"))
    #expect(presented.contains("Home viewDidDisappear"))
    #expect(run.observed.step(4).map(\.line).contains("Mailboxes viewDidAppear"))
    #expect(run.observed.step(5).map(\.line).contains("Mailboxes viewDidDisappear"))
    let dismissed = run.observed.step(6).map(\.line)
    #expect(dismissed.contains("Mailboxes deinit") && dismissed.contains("Inbox deinit"))
  }

  @Test func swiftUIShowsTheSidebarAndWidens() throws {
    let run = try ScenarioRun(scenario([.resize(.compact), Self.present(), .resize(.regular)], host: .swiftui))
    let presented = run.observed.step(3).map(\.line)
    #expect(presented.contains("Mailboxes onAppear") && !presented.contains("Inbox onAppear"))
    #expect(run.observed.step(4).map(\.line).contains("Inbox onAppear"))
  }

  @Test func theNarrowWindowAlternativeStaysCollapsed() throws {
    let steps = try scenario([.resize(.compact), Self.present(), .resize(.regular)])
    let base = try ScenarioRun(steps).observed.step(4).map(\.line)
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.presentedNarrowWindowStaysCollapsed"]).observed.step(4).map(\.line)
    #expect(after != base)
    #expect(!after.contains("Mailboxes viewDidAppear"))
  }

  @Test func inATabsContextItIsExpandedAndGoesWithItsTab() throws {
    let tabs = AppLayout.tabs([.navigation(["Feed"]), .navigation(["Settings"])])
    let run = try ScenarioRun(
      scenario([Self.present(.overCurrentContext), .selectTab(.index(1)), .selectTab(.index(0)), .dismiss(nil, animated: true)], root: tabs))
    let presented = run.observed.step(2).map(\.line)
    #expect(presented.contains("Mailboxes viewDidAppear") && presented.contains("Inbox viewDidAppear"))
    #expect(!presented.contains("Feed viewWillDisappear"))
    #expect(run.observed.step(3).map(\.line).contains("Inbox viewDidDisappear"))
    #expect(run.observed.step(4).map(\.line).contains("Inbox viewDidAppear"))
    #expect(run.observed.step(5).map(\.line).contains("Mailboxes deinit"))
  }

  @Test func theTabContextAlternativeCollapsesIt() throws {
    let tabs = AppLayout.tabs([.navigation(["Feed"]), .navigation(["Settings"])])
    let steps = try scenario([Self.present(.currentContext)], root: tabs)
    let base = try ScenarioRun(steps).observed.step(2).map(\.line)
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.presentedInContextCollapsed"]).observed.step(2).map(\.line)
    #expect(after != base)
    #expect(base.contains("Mailboxes viewDidAppear") && !after.contains("Mailboxes viewWillAppear"))
  }

  @Test func inAChildsContextItIsExpandedAndCoversTheChildAlone() throws {
    let present = Action.presentInContext("MailSplit", from: "Preview", style: .currentContext, inNavigation: false, animated: true)
    let run = try ScenarioRun(scenario([present, .dismiss(nil, animated: true)], root: .navigation(["Reader"])))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let presented = run.observed.step(2).map(\.line)
    #expect(presented.contains("Mailboxes viewDidAppear") && presented.contains("Inbox viewDidAppear"))
    #expect(presented.contains("Detail viewDidDisappear") && !presented.contains("Reader viewWillDisappear"))
    let collapsed = try ScenarioRun(
      scenario([present], root: .navigation(["Reader"])), alternatives: ["alt.uikit.split.presentedInContextCollapsed"]
    ).observed.step(2).map(\.line)
    #expect(collapsed != presented && !collapsed.contains("Mailboxes viewWillAppear"))
  }
}
