import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The view of a page-style TabView, of a NavigationSplitView and of a presented
/// NavigationStack (`observe-as:`, swiftui.containerView, inferred): in the window exactly while
/// its container is, after the content it shows; the alternative puts it before that content.
@Suite struct ContainerViewKindsTests {
  static let observed: Set<Callback> = [.onAppear, .onDisappear, .taskStart, .taskCancel]

  /// A page-style TabView (`Pager`) whose first page is a NavigationStack (`InboxStack`).
  func pages(_ actions: [Action]) -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]), host: .swiftui, profile: .ios17, observe: Self.observed,
      [.launch] + actions)
    scenario.pageStyle = .scroll
    scenario.appDefinition.containerViews = ContainerViews(root: "Pager", tabs: [0: "InboxStack"])
    return scenario
  }

  /// A NavigationSplitView (`Split`) of two columns on an iPad.
  func split(_ actions: [Action]) throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Sidebar"]), .navigation(["Detail"])]), host: .swiftui,
      profile: try #require(Profile.named("ios17-ipad")), observe: Self.observed, [.launch] + actions)
    scenario.split = SplitDefinition()
    scenario.appDefinition.containerViews = ContainerViews(root: "Split")
    return scenario
  }

  /// A stack whose `Compose` the app presents in a NavigationStack (`ComposeStack`).
  func flow(_ actions: [Action]) -> Scenario {
    var scenario = makeScenario(
      .navigation(["Inbox"]), host: .swiftui, profile: .ios17, observe: Self.observed,
      [.launch, .present("Compose", style: .pageSheet, inNavigation: true, animated: true)] + actions)
    scenario.appDefinition.containerViews = ContainerViews(flows: ["Compose": "ComposeStack"])
    return scenario
  }

  @Test func aPageTurnTakesThePagesStackOutAndLeavesTheTabView() throws {
    let run = try ScenarioRun(pages([.turnPage(.index(1), completed: true), .turnPage(.index(0), completed: true)]))
    #expect(
      run.observed.step(1).map(\.line) == [
        "Inbox onAppear", "InboxStack onAppear", "Pager onAppear", "Inbox taskStart", "InboxStack taskStart", "Pager taskStart",
      ])
    let away = run.observed.step(2).map(\.line)
    #expect(away.firstIndex(of: "Inbox onDisappear")! < away.firstIndex(of: "InboxStack onDisappear")!)
    #expect(!away.contains { $0.hasPrefix("Pager ") })
    let back = run.observed.step(3).map(\.line)
    #expect(back.firstIndex(of: "Inbox onAppear")! < back.firstIndex(of: "InboxStack onAppear")!)
    #expect(!back.contains { $0.hasPrefix("Pager ") })
  }

  @Test func theSplitViewsViewStaysThroughASelectionAndLeavesUnderACover() throws {
    let run = try ScenarioRun(
      split([
        .showDetail("Note", inNavigation: false, animated: true),
        .present("Player", style: .fullScreen, inNavigation: false, animated: true),
      ]))
    #expect(run.observed.step(1).map(\.line).prefix(3) == ["Sidebar onAppear", "Detail onAppear", "Split onAppear"])
    #expect(!run.observed.step(2).contains { $0.line.hasPrefix("Split ") })
    let covered = run.observed.step(3).map(\.line)
    #expect(covered.firstIndex(of: "Note onDisappear")! < covered.firstIndex(of: "Split onDisappear")!)
  }

  @Test func aPresentedStacksViewComesAndGoesWithItsSheet() throws {
    let run = try ScenarioRun(flow([.push("Recipients", animated: true), .dismiss(nil, animated: true)]))
    #expect(run.observed.step(2).map(\.line) == ["Compose onAppear", "ComposeStack onAppear", "Compose taskStart", "ComposeStack taskStart"])
    #expect(!run.observed.step(3).contains { $0.line.hasPrefix("ComposeStack ") })
    let dismissed = run.observed.step(4).map(\.line)
    #expect(dismissed.firstIndex(of: "Recipients onDisappear")! < dismissed.firstIndex(of: "ComposeStack onDisappear")!)
    #expect(dismissed.firstIndex(of: "ComposeStack onDisappear")! < dismissed.firstIndex(of: "ComposeStack taskCancel")!)
  }

  /// Dismissed from under a sheet over it, the stack's view leaves with its content.
  @Test func aPresentedStacksViewLeavesWhenItsSheetIsDismissedFromUnderAnother() throws {
    let run = try ScenarioRun(
      flow([.present("Preview", style: .pageSheet, inNavigation: false, animated: true), .dismiss("Compose", animated: true)]))
    let lines: [String] = run.observed.step(4).map { $0.line }
    #expect(lines.firstIndex(of: "Compose onDisappear")! < lines.firstIndex(of: "ComposeStack onDisappear")!)
  }

  @Test func aPresentationWithoutANavigationStackHasNoStackToLog() throws {
    var scenario = flow([])
    scenario.steps[1].action = .present("Compose", style: .pageSheet, inNavigation: false, animated: true)
    let run = try ScenarioRun(scenario)
    #expect(!run.observed.step(2).contains { $0.line.hasPrefix("ComposeStack ") })
  }

  @Test func theAlternativeReordersEachKind() throws {
    let alternative: Set<String> = ["alt.swiftui.containerView.first"]
    let scenarios = [
      pages([.turnPage(.index(1), completed: true)]),
      try split([.present("Player", style: .fullScreen, inNavigation: false, animated: true)]),
      flow([.dismiss(nil, animated: true)]),
    ]
    for scenario in scenarios {
      let base = try ScenarioRun(scenario)
      let other = try ScenarioRun(scenario, alternatives: alternative)
      var reordered = false
      for number in 1...scenario.steps.count {
        let lines: [String] = base.observed.step(number).map { $0.line }
        let otherLines: [String] = other.observed.step(number).map { $0.line }
        #expect(lines.sorted() == otherLines.sorted())
        reordered = reordered || lines != otherLines
      }
      #expect(reordered)
    }
    let first = try ScenarioRun(flow([]), alternatives: alternative)
    let lines: [String] = first.observed.step(2).map { $0.line }
    #expect(lines.prefix(2) == ["ComposeStack onAppear", "Compose onAppear"])
  }
}
