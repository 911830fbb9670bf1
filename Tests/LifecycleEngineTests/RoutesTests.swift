import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// `routes:` bound what a walk tries: only the top screen's routes and the app-wide ones.
@Suite struct RoutesTests {
  static let text = """
    name: t
    source: test
    app:
      tabs:
        - navigation: [Home]
        - navigation: [Cart]
    screens:
      - id: Detail
      - id: Checkout
      - id: Address
    routes:
      Home:
        - push: Detail
      Detail: [pop, swipe-back]
      Cart:
        - present: Checkout
          style: fullScreen
          in-navigation: true
      Checkout:
        - present: Address
          style: pageSheet
        - dismiss
      Address: [swipe-down]
    steps:
      - launch

    """

  func engine(_ text: String = Self.text) throws -> Engine {
    Engine(scenario: try ScenarioDecoder.decode(text, path: "s.yaml"), freshScreens: 1)
  }

  /// The actions possible after the path.
  func actions(after path: [Action], _ engine: Engine) throws -> [String] {
    var world = engine.initialWorld
    for action in path { world = try engine.step(world, action).world }
    return engine.possibleActions(in: world).map(\.summary)
  }

  @Test func onlyTheTopScreensRoutesAndTheSceneAreOffered() throws {
    let engine = try engine()
    #expect(try actions(after: [], engine) == ["launch"])
    #expect(try actions(after: [.launch], engine) == ["push Detail", "select-tab 1", "background"])
    #expect(
      try actions(after: [.launch, .push("Detail", animated: true)], engine)
        == ["pop", "swipe-back complete", "swipe-back cancel", "select-tab 0", "select-tab 1", "background"])
    let cover = Action.present("Checkout", style: .fullScreen, inNavigation: true, animated: true)
    #expect(try actions(after: [.launch, .selectTab(.index(1)), cover], engine) == ["present Address (pageSheet)", "dismiss", "background"])
    let sheet = Action.present("Address", style: .pageSheet, inNavigation: false, animated: true)
    #expect(
      try actions(after: [.launch, .selectTab(.index(1)), cover, sheet], engine)
        == ["swipe-down complete", "swipe-down cancel", "background"])
    #expect(try actions(after: [.launch, .background], engine) == ["foreground"])
  }

  @Test func sceneRoutesReplaceTheDefault() throws {
    let text = Self.text.replacingOccurrences(of: "steps:\n", with: "  Scene:\n    - rotate\n    - select-tab: Cart\nsteps:\n")
    #expect(try actions(after: [.launch], engine(text)) == ["push Detail", "select-tab 1", "rotate"])
  }

  @Test func withoutRoutesTheWalkIsGeneric() throws {
    let text = Self.text.components(separatedBy: "routes:")[0] + "steps:\n  - launch\n"
    let offered = try actions(after: [.launch], engine(text))
    #expect(offered.contains("push Checkout"))
    #expect(offered.contains("push New1"))
    #expect(offered.count > 20)
  }

  @Test func explorationTakesOnlyRoutes() throws {
    let engine = try engine()
    let result = try Explorer(depth: 4, jobs: 1).explore(ExploreTarget(name: "t", scenario: try ScenarioDecoder.decode(Self.text, path: "s.yaml")))
    #expect(result.actions > 0)
    for finding in result.findings { #expect(engine.followsRoutes(finding.path), "\(finding.path)") }
    #expect(engine.followsRoutes([.launch, .push("Detail", animated: true), .swipeBack(completed: false)]))
    #expect(!engine.followsRoutes([.launch, .push("Checkout", animated: true)]))
    #expect(!engine.followsRoutes([.launch, .push("Detail", animated: true), .push("Address", animated: true)]))
  }

  /// The app with effects: Detail tracks on viewDidAppear, Cart observes from viewDidLoad to deinit.
  static var withEffects: String {
    text.replacingOccurrences(
      of: "screens:\n  - id: Detail\n",
      with: """
        screens:
          - id: Detail
            effects:
              viewDidAppear: [track viewed]
          - id: Cart
            effects:
              viewDidLoad: [start observer]
              deinit: [stop observer]

        """)
  }

  @Test func auditCounterexamplesKeepTheAppAndFollowItsRoutes() throws {
    let scenario = try ScenarioDecoder.decode(Self.withEffects, path: "s.yaml")
    let result = try Audit(depth: 3).run(scenario, name: "t")
    #expect(result.brokenKeys == ["Detail track viewed: once-per-visit"])
    let engine = Engine(scenario: scenario)
    for finding in result.findings {
      #expect(finding.scenario.routes == scenario.routes)
      #expect(finding.scenario.app == scenario.app)
      #expect(engine.followsRoutes(finding.scenario.steps.map(\.action)), "\(finding.scenario.steps.map(\.action.summary))")
    }
  }

  @Test func migrationRanksSimplestFirstAndLeavesOutVacuousPlacements() throws {
    let scenario = try ScenarioDecoder.decode(Self.withEffects, path: "s.yaml")
    var migration = Migration(depth: 3, jobs: 1)
    migration.judgesToday = true
    let table = try migration.table(for: scenario, to: .uikit)
    let observer = try #require(table.rows.first { $0.screen == "Cart" })
    #expect(observer.hint != nil)
    // A start in deinit never runs within three actions: its code never runs at all (silent);
    // a start followed by its stop in one step never leaves the resource running (vacuous).
    #expect(observer.silent.contains("start: deinit; stop: none"))
    #expect(observer.vacuous.contains("start: viewWillAppear; stop: viewDidAppear"))
    #expect(Set(observer.ranked).isDisjoint(with: observer.vacuous + observer.silent))
    #expect(Set(observer.ranked + observer.vacuous + observer.silent) == Set(observer.holding))
    #expect(observer.todayJudged && observer.todayBreach == nil)
    let viewed = try #require(table.rows.first { $0.screen == "Detail" })
    #expect(viewed.todayBreach?.path.contains(.swipeBack(completed: false)) == true)
    // No guard before a guard, one callback before two.
    let guardedAt = viewed.ranked.firstIndex { $0.contains(" on completion") || $0.contains(" if leaving") } ?? viewed.ranked.count
    #expect(viewed.ranked[..<guardedAt].allSatisfy { !$0.contains(" on completion") && !$0.contains(" if leaving") })
    #expect(viewed.ranked.contains("viewWillAppear on completion"))
  }
  @Test func aScreenThatPushesItselfBringsInAnInstanceWithRoutesOfItsOwn() throws {
    let text = """
      name: t
      source: test
      app:
        navigation: [List]
      screens:
        - id: Detail
          instances: 2
      routes:
        List:
          - push: Detail
        Detail:
          - push: Detail
          - pop
        Detail#2: [pop]
      steps:
        - launch

      """
    let engine = try engine(text)
    let push = Action.push("Detail", animated: true)
    #expect(try actions(after: [.launch, push], engine) == ["push Detail", "pop", "background"])
    // The second instance takes its own routes: back only, and no third (instances: 2).
    #expect(try actions(after: [.launch, push, push], engine) == ["pop", "background"])
    // Once it is popped, the first page can push another again.
    #expect(try actions(after: [.launch, push, push, .pop(animated: true)], engine) == ["push Detail", "pop", "background"])
  }
}
