import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import LifecycleEngine

/// The engine is iterative: a chain of ten thousand embedded screens (deeper than the
/// reader allows, as a library user can build it) and containers ten thousand wide run on a
/// small stack, with events growing linearly with the input. The default run takes three
/// thousand, which a recursion per level already overflows; the full run (`TestScale`) ten.
@Suite struct DeepAndWideTests {
  /// `Root` in a stack; `C0` embeds `C1`, which embeds `C2`… `depth` levels.
  static func chain(_ depth: Int, _ actions: [Action]) -> Scenario {
    let screens = (0..<depth).map { ScreenDeclaration(id: "C\($0)", children: ["C\($0 + 1)"]) }
    return makeScenario(.navigation(["Root"]), screens: screens, actions)
  }

  static let chainSteps: [Action] = [
    .launch, .push("C0", animated: true), .rotate, .swipeBack(completed: false), .background, .foreground,
    .pop(animated: true), .present("C0", style: .fullScreen, inNavigation: true, animated: true), .dismiss(nil, animated: true),
  ]

  /// The number of events of a run of the chain, on a small stack.
  static func events(depth: Int) -> Int? {
    onSmallStack { (try? ScenarioRun(chain(depth, chainSteps)))?.timeline.events.count }
  }

  @Test func aChainTenThousandDeepRunsOnASmallStackInLinearEvents() throws {
    let unit = TestScale.size(quick: 300, full: 1_000)
    let small = try #require(Self.events(depth: unit))
    let double = try #require(Self.events(depth: 2 * unit))
    let deep = try #require(Self.events(depth: 10 * unit))
    // Each level adds the same events: growth is a straight line through the three sizes.
    #expect(deep - small == 9 * (double - small))
    #expect(double > small)
  }

  @Test func possibleActionsOfADeepWorldStepWithoutError() throws {
    let scenario = Self.chain(TestScale.size(quick: 600, full: 2_000), [.launch, .push("C0", animated: true)])
    let result: [String] = onSmallStack {
      let engine = Engine(scenario: scenario)
      var world = engine.initialWorld
      var failures: [String] = []
      for action in scenario.steps.map(\.action) {
        guard let next = try? engine.step(world, action) else { return ["\(action.summary) failed"] }
        world = next.world
        for candidate in engine.possibleActions(in: world) where (try? engine.step(world, candidate)) == nil {
          failures.append(candidate.summary)
        }
      }
      return failures
    }
    #expect(result.isEmpty, "\(result)")
  }

  @Test func wideContainersRunWithEventsLinearInTheirWidth() throws {
    func run(_ width: Int) -> [Int] {
      let names = (0..<width).map { "S\($0)" }
      let kids = (0..<width).map { "K\($0)" }
      let scenarios = [
        // A stack of `width` screens at launch, popped to its root.
        makeScenario(.navigation(names), [.launch, .popToRoot(animated: true), .push("New", animated: true)]),
        // `width` tabs, each selected once.
        makeScenario(.tabs(names.map { .navigation([$0]) }), [.launch] + (1..<width).map { .selectTab(.index($0)) }),
        // A screen with `width` children and as many conditional ones, shown and hidden.
        makeScenario(
          .navigation(["Root"]), screens: [ScreenDeclaration(id: "Root", children: kids, conditional: ["Extra"])],
          [
            .launch, .show("Extra", replacing: nil, transition: .default, animated: false), .rotate, .push("Top", animated: true),
            .pop(animated: true),
          ]),
      ]
      return onSmallStack { scenarios.map { (try? ScenarioRun($0))?.timeline.events.count ?? -1 } }
    }
    let unit = TestScale.size(quick: 300, full: 1_000)
    let small = run(unit)
    let double = run(2 * unit)
    let wide = run(10 * unit)
    #expect(!small.contains(-1) && !wide.contains(-1))
    for index in small.indices {
      #expect(
        wide[index] - small[index] == 9 * (double[index] - small[index]), "scenario \(index): \(small[index]), \(double[index]), \(wide[index])")
    }
  }

  @Test func pushPopPairsGiveTheSameEventsWhereverTheyAreInARun() throws {
    func events(_ pairs: Int) throws -> [Int] {
      let actions: [Action] = [.launch] + (0..<pairs).flatMap { _ in [Action.push("B", animated: true), .pop(animated: true)] }
      let run = try ScenarioRun(makeScenario(.navigation(["A"]), actions))
      return [run.timeline.events.count, run.steps.count]
    }
    let none = try events(0)
    let small = try events(1_000)
    let large = try events(4_000)
    // A pair's events do not grow with the run: memory is linear in the input.
    #expect((large[0] - small[0]) * 1_000 == (small[0] - none[0]) * 3_000)
    #expect(large[1] == 8_001)
  }
}

/// `explore --depth 18` crashed converting a non-finite estimate to an Int (issue 28).
@Suite struct WalkEstimateTests {
  @Test func aCountThatIsNotFiniteOrPastIntIsNil() {
    #expect(Walk.checkedCount(.infinity) == nil)
    #expect(Walk.checkedCount(.nan) == nil)
    #expect(Walk.checkedCount(1e19) == nil)
    #expect(Walk.checkedCount(-1) == nil)
    #expect(Walk.checkedCount(12.7) == 12)
  }
}
