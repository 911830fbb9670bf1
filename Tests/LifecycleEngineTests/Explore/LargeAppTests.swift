import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import LifecycleEngine

/// An app past `ScreenOverflow.denseLimit` screens steps, checks and walks as a small app
/// declaring only the screens it uses: the same events, the same laws, the same worlds.
@Suite struct LargeAppTests {
  private static let count = ScreenOverflow<UInt8>.denseLimit + 40
  /// The app's screen names by index (the app model numbers the declared screens itself).
  private static let texts = Engine(
    scenario: makeScenario(.navigation(["S0"]), screens: (0..<count).map { ScreenDeclaration(id: "S\($0)") }, [.launch])
  ).app.texts
  /// Screens past the array that the steps bring in.
  private static let far = texts[count - 3]
  private static let farther = texts[count - 1]

  /// A stack over `ids` plain screens.
  private func app(_ ids: [String], profile: Profile = .ios17, _ actions: [Action] = [.launch]) -> Scenario {
    makeScenario(.navigation(["S0"]), profile: profile, screens: ids.map { ScreenDeclaration(id: $0) }, actions)
  }

  private var allIDs: [String] { (0..<Self.count).map { "S\($0)" } }
  private var usedIDs: [String] { Array(Set(["S0", "S1", "S5", Self.far, Self.farther])).sorted() }

  private let steps: [Action] = [
    .launch, .push(Self.far, animated: true), .present(Self.farther, style: .fullScreen, inNavigation: false, animated: true),
    .dismiss(nil, animated: true),
    .push("S5", animated: false), .pop(animated: true), .pop(animated: true),
  ]

  @Test func aLargeAppStepsAsASmallOne() throws {
    let large = try observedLines(app(allIDs, steps))
    let small = try observedLines(app(usedIDs, steps))
    #expect(large == small)
    #expect(large.joined().contains { $0.hasPrefix(Self.far + " ") })
  }

  @Test func aScreenThatLeavesLeavesNothingInTheWorld() throws {
    let engine = Engine(scenario: app(allIDs))
    let launched = try engine.step(engine.initialWorld, .launch).world
    var world = launched
    for action in [Action.push(Self.far, animated: true), .pop(animated: true)] {
      world = try engine.step(world, action).world
    }
    var held: [Int] = []
    world.structure.forEachFarScreen { held.append($0) }
    world.uikit.forEachFarScreen { held.append($0) }
    #expect(held.isEmpty)
    #expect(world == launched)
    #expect(world.fingerprint == launched.fingerprint)
    // Pushed, a screen past the array is held in the structure's overflow and alive.
    let screen = try #require(engine.app.texts.lastIndex(of: Self.far))
    let pushed = try engine.step(launched, .push(Self.far, animated: true)).world
    pushed.structure.forEachFarScreen { held.append($0) }
    #expect(screen >= ScreenOverflow<UInt8>.denseLimit)
    #expect(held == [screen])
    #expect(pushed.structure.isLive(screen))
    #expect(pushed.uikit.isAlive(screen))
    #expect(pushed != launched)
  }

  @Test func aLargeAppWalksAsASmallOne() throws {
    let explorer = Explorer(depth: 3, jobs: 1)
    let large = try explorer.explore(ExploreTarget(name: "large", scenario: app(allIDs)))
    let small = try Explorer(depth: 3, jobs: 1).explore(ExploreTarget(name: "small", scenario: app(usedIDs)))
    #expect(large.worlds == small.worlds)
    #expect(large.actions == small.actions)
    #expect(large.findings.count == small.findings.count)
  }

  @Test func thePassKeepsWhatTheFilterKeeps() throws {
    let engine = Engine(scenario: app(allIDs), freshScreens: 2)
    let filter = SymmetryFilter(app: engine.app)
    #expect(filter.reduces)
    var world = engine.initialWorld
    for action in [Action.launch, .push(Self.far, animated: true), .push("S5", animated: false), .pop(animated: true)] {
      world = try engine.step(world, action).world
      var pass = SymmetryFilter.Pass(filter, world)
      let differing = (0..<engine.app.count).filter { pass.keeps($0) != filter.keeps($0, in: world) }
      #expect(differing.isEmpty)
      // The screens it names to ask about hold every declared screen the filter keeps.
      let asking = Set(pass.asking(declared: engine.app.declaredCount))
      let kept = (0..<engine.app.declaredCount).filter { filter.keeps($0, in: world) }
      #expect(kept.allSatisfy(asking.contains))
      #expect(asking.count < ScreenOverflow<UInt8>.denseLimit + 10)
    }
  }

  @Test func theTargetsOfOneFileShareTheirAppAndWalkAsAlone() throws {
    let explorer = Explorer(depth: 2, jobs: 1)
    let first = ExploreTarget(name: "many", scenario: app(usedIDs, profile: .ios17))
    let second = ExploreTarget(name: "many", scenario: app(usedIDs, profile: .ios15))
    let shared = try explorer.engine(for: first).app
    #expect(try explorer.engine(for: second).app === shared)
    let other = ExploreTarget(name: "few", scenario: app(["S0", "S1"]))
    #expect(try explorer.engine(for: other).app !== shared)
    let together = try [first, second].map { try explorer.explore($0) }
    let alone = try [first, second].map { try Explorer(depth: 2, jobs: 1).explore($0) }
    #expect(together.map(\.worlds) == alone.map(\.worlds))
    #expect(together.map(\.actions) == alone.map(\.actions))
  }
}
