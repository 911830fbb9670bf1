import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// The explorer and the audit bring in a second instance of a screen only where its
/// declaration says how many the app may hold at once.
@Suite struct InstanceWalkTests {
  func detail(instances: Int?) -> ScreenDeclaration {
    var detail = ScreenDeclaration(id: "Detail")
    detail.instances = instances
    return detail
  }

  func world(_ engine: Engine, after actions: [Action]) throws -> World {
    var world = engine.initialWorld
    for action in actions { world = try engine.step(world, action).world }
    return world
  }

  @Test func aScreenWithoutInstancesIsNotPushedAgain() throws {
    let engine = Engine(scenario: makeScenario(.navigation(["List"]), screens: [detail(instances: nil)], [.launch]))
    let shown = try world(engine, after: [.launch, .push("Detail", animated: true)])
    #expect(!engine.possibleActions(in: shown).contains(.push("Detail", animated: true)))
  }

  @Test func aScreenWithInstancesIsPushedAgainUpToThatMany() throws {
    let engine = Engine(scenario: makeScenario(.navigation(["List"]), screens: [detail(instances: 2)], [.launch]))
    let one = try world(engine, after: [.launch, .push("Detail", animated: true)])
    #expect(engine.possibleActions(in: one).contains(.push("Detail", animated: true)))
    let two = try world(engine, after: [.launch, .push("Detail", animated: true), .push("Detail", animated: true)])
    #expect(!engine.possibleActions(in: two).contains(.push("Detail", animated: true)))
    #expect(engine.possibleActions(in: two).contains(.present("Detail", style: .fullScreen, inNavigation: false, animated: true)) == false)
  }

  @Test func everyLawHoldsPerInstance() throws {
    let scenario = makeScenario(.navigation(["List"]), screens: [detail(instances: 3)], [.launch])
    let result = try Explorer(depth: 3).explore(ExploreTarget(name: "instances", scenario: scenario))
    #expect(result.isClean)
    #expect(result.worlds > 0)
  }

  @Test func anInstancesEffectsHaveTheirOwnStateAndTheScreensGuarantee() throws {
    var detail = detail(instances: 2)
    detail.effects = [EffectPlacement(callback: .viewDidLoad, effects: [Effect(.start, "feed")])]
    let scenario = makeScenario(.navigation(["List"]), screens: [detail], [.launch])
    let result = try Audit(depth: 3).run(scenario, name: "instances")
    // Started per instance and never stopped: both instances break it, one key for the screen.
    #expect(result.brokenKeys == ["Detail start feed: stopped-by-end"])
  }
}
