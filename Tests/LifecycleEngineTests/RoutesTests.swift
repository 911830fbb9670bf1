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
    let result = Explorer(depth: 4, jobs: 1).explore(ExploreTarget(name: "t", scenario: try ScenarioDecoder.decode(Self.text, path: "s.yaml")))
    #expect(result.actions > 0)
    for finding in result.findings { #expect(engine.followsRoutes(finding.path), "\(finding.path)") }
    #expect(engine.followsRoutes([.launch, .push("Detail", animated: true), .swipeBack(completed: false)]))
    #expect(!engine.followsRoutes([.launch, .push("Checkout", animated: true)]))
    #expect(!engine.followsRoutes([.launch, .push("Detail", animated: true), .push("Address", animated: true)]))
  }
}
