import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// #41, honest depth: a screen whose effects no path of up to the depth both shows and takes
/// away is reported unproven, with the depth its routes need, never as holding.
@Suite struct UnprovenScreenTests {
  /// A payments flow three pushes deep, its last screen holding a session from load to deinit.
  static let flow = """
    name: flow
    source: test
    host: uikit
    app:
      navigation: [Home]
    screens:
      - id: Cart
      - id: Payment
      - id: Confirm
        effects:
          viewDidLoad: [start payment-session]
          viewDidDisappear: [stop payment-session]
      - id: Orphan
        effects:
          viewWillAppear: [track orphan]
    routes:
      Home:
        - push: Cart
      Cart:
        - push: Payment
        - pop
      Payment:
        - push: Confirm
        - pop
      Confirm:
        - pop
    steps:
      - launch

    """

  @Test func aScreenTheWalkNeverLeavesIsUnprovenWithTheDepthItsRoutesNeed() throws {
    let scenario = try ScenarioDecoder.decode(Self.flow, path: "flow.yaml")
    let shallow = try Audit(depth: 3, jobs: 1).run(scenario, name: "flow")
    #expect(shallow.findings.isEmpty)
    #expect(shallow.unproven == [UnprovenScreen(screen: "Confirm", decidingDepth: 4), UnprovenScreen(screen: "Orphan", decidingDepth: nil)])
    // At the depth it names, Confirm is pushed and popped, and its guarantees judged.
    let deep = try Audit(depth: 4, jobs: 1).run(scenario, name: "flow")
    #expect(deep.unproven == [UnprovenScreen(screen: "Orphan", decidingDepth: nil)])
  }

  @Test func theRouteDistancesCountActionsFromLaunch() throws {
    let scenario = try ScenarioDecoder.decode(Self.flow, path: "flow.yaml")
    let distances = Audit.routeDistances(scenario.appDefinition)
    #expect(distances["Home"] == 0)
    #expect(distances["Cart"] == 1)
    #expect(distances["Confirm"] == 3)
    #expect(distances["Orphan"] == nil)
  }

  @Test func theDefaultDepthIsWhatTheRoutesNeedToShowActOnAndLeaveEveryScreen() throws {
    var scenario = try ScenarioDecoder.decode(Self.flow, path: "flow.yaml")
    // Confirm is three pushes away: show it, act once, leave it.
    #expect(Audit.routeDepth(scenario) == 5)
    scenario.appDefinition.routes = nil
    #expect(Audit.routeDepth(scenario) == Audit.defaultDepth)
    let deep = try ScenarioDecoder.decode(
      "name: d\nsource: s\napp:\n  navigation: [S0]\nscreens:\n" + (1..<9).map { "  - id: S\($0)\n" }.joined()
        + "  - id: S9\n    effects:\n      viewDidLoad: [track x]\nroutes:\n"
        + (0..<9).map { "  S\($0):\n    - push: S\($0 + 1)\n" }.joined() + "steps:\n  - launch\n", path: "d.yaml")
    #expect(Audit.routeDepth(deep) == Audit.deepestDefaultDepth)
  }

  @Test func withoutRoutesEveryScreenIsOneActionAway() throws {
    var scenario = try ScenarioDecoder.decode(Self.flow, path: "flow.yaml")
    scenario.appDefinition.routes = nil
    #expect(Audit.routeDistances(scenario.appDefinition)["Confirm"] == 1)
    #expect(try Audit(depth: 2, jobs: 1).run(scenario, name: "flow").unproven.isEmpty)
    #expect(try Audit(depth: 1, jobs: 2).run(scenario, name: "flow").unproven.map(\.screen) == ["Confirm", "Orphan"])
  }

  @Test func aPlacementTableMarksTheRowsOfAScreenNoPathShowsAndLeaves() throws {
    let scenario = try ScenarioDecoder.decode(Self.flow, path: "flow.yaml")
    let table = try Migration(depth: 3, jobs: 1).table(for: scenario, to: .uikit)
    let confirm = try #require(table.rows.first { $0.screen == "Confirm" })
    #expect(confirm.unproven == UnprovenScreen(screen: "Confirm", decidingDepth: 4))
    #expect(try Migration(depth: 4, jobs: 1).table(for: scenario, to: .uikit).rows.first { $0.screen == "Confirm" }?.unproven == nil)
  }

  @Test func aWholeAppMadeUIKitLosesItsHostedTabsWrapper() throws {
    let hosted = try ScenarioDecoder.decode(
      "name: h\nsource: s\nhost: uikit\napp:\n  tabs:\n    - navigation: [Home]\n    - hosting: ProfileTab\n      navigation: [Profile]\nsteps:\n  - launch\n",
      path: "h.yaml")
    #expect(Migration.convert(hosted, to: .uikit).app == .tabs([.navigation(["Home"]), .navigation(["Profile"])]))
    #expect(Migration.convert(hosted, to: .hosted).app == .tabs([.navigation(["Home"]), .navigation(["Profile"])]))
  }

  /// #41: a screen only path steps bring in, audited on a profile without NavigationStack
  /// (iOS 15): no walked path shows it, so its effects are unproven, not judged as holding,
  /// and the audit says the routes that bring it in are impossible there.
  @Test func aScreenOnlyImpossibleRouteStepsBringInIsUnprovenOnThatProfile() throws {
    let text = """
      name: cards
      source: test
      host: uikit
      profile: ios15
      app:
        tabs:
          - navigation: [Home]
          - hosting: CardsTab
            navigation: [Cards]
      screens:
        - id: Cards
          content: swiftui
        - id: CardDetail
          content: swiftui
          effects:
            onAppear: [start reveal-timer]
            onDisappear: [stop reveal-timer]
      routes:
        Cards:
          - path-append: [CardDetail]
        CardDetail:
          - path-remove-last: 1
      steps:
        - launch

      """
    var scenario = try ScenarioDecoder.decode(text, path: "cards.yaml")
    let old = try Audit(depth: 4, jobs: 1).run(scenario, name: "cards")
    #expect(old.unproven == [UnprovenScreen(screen: "CardDetail", decidingDepth: nil, refusedOnProfile: true)])
    scenario.profile = .ios16
    #expect(try Audit(depth: 4, jobs: 1).run(scenario, name: "cards").unproven.isEmpty)
  }
}
