import LifecycleCore
@testable import LifecycleEngine
import LifecycleTestSupport
import Testing

/// The targets of one file share their app model and symmetry filter (`SharedApps`), and the
/// filter's pass over one world (`SymmetryFilter.Pass`) answers as the filter does, past the
/// screens a world holds in arrays too.
@Suite struct SharedAppsTests {
  /// A stack over `count` plain declared screens: past `ScreenBytes.denseLimit` when large.
  private func app(screens count: Int, profile: Profile = .ios17) -> Scenario {
    let screens = (0..<count).map { ScreenDeclaration(id: "S\($0)") }
    return makeScenario(.navigation(["S0"]), profile: profile, screens: screens, [.launch])
  }

  @Test func theTargetsOfOneFileShareTheirAppAndWalkAsAlone() {
    let explorer = Explorer(depth: 2, jobs: 1)
    let first = ExploreTarget(name: "many", scenario: app(screens: 20, profile: .ios17))
    let second = ExploreTarget(name: "many", scenario: app(screens: 20, profile: .ios15))
    let shared = explorer.engine(for: first).app
    #expect(explorer.engine(for: second).app === shared)
    // Another app is built anew.
    let other = ExploreTarget(name: "few", scenario: app(screens: 3))
    #expect(explorer.engine(for: other).app !== shared)
    // Each walk is the walk of an explorer of its own.
    let together = [first, second].map { explorer.explore($0) }
    let alone = [first, second].map { Explorer(depth: 2, jobs: 1).explore($0) }
    #expect(together.map(\.worlds) == alone.map(\.worlds))
    #expect(together.map(\.actions) == alone.map(\.actions))
  }

  @Test func aPassKeepsWhatTheFilterKeepsPastTheDenseScreens() throws {
    let count = ScreenBytes.denseLimit + 40
    let engine = Engine(scenario: app(screens: count), freshScreens: 2)
    let filter = SymmetryFilter(app: engine.app)
    #expect(filter.reduces)
    var world = engine.initialWorld
    var worlds: [World] = []
    for action in [Action.launch, .push("S\(count - 3)", animated: true), .push("S5", animated: false), .pop(animated: true)] {
      world = try engine.step(world, action).world
      worlds.append(world)
    }
    for world in worlds {
      var pass = SymmetryFilter.Pass(filter, world)
      let differing = (0..<engine.app.count).filter { pass.keeps($0) != filter.keeps($0, in: world) }
      #expect(differing.isEmpty)
    }
  }
}
