import LifecycleCore
@testable import LifecycleEngine
import LifecycleTestSupport
import Testing

/// `explore` refuses a depth whose walk cannot fit the memory budget after its first levels,
/// with the largest depth that fits, as `audit` does; within the budget it walks as before.
@Suite struct ExploreBudgetTests {
  let target = ExploreTarget(name: "nav", scenario: makeScenario(.navigation(["Home"]), [.launch]))

  @Test func aWorldCostsItsBaseAndACopyOfEachPerScreenArray() {
    let one = Explorer.bytesPerWorld(screens: 1)
    #expect(one > Explorer.baseBytesPerWorld)
    #expect(Explorer.bytesPerWorld(screens: 1_000) - Explorer.baseBytesPerWorld == 1_000 * (one - Explorer.baseBytesPerWorld))
    // Any app size gives a number, never an overflow; past the screens a world holds in
    // arrays (`ScreenTable.denseLimit`), more declared screens cost a world nothing more.
    let limit = ScreenBytes.denseLimit
    #expect(Explorer.bytesPerWorld(screens: .max) == Explorer.bytesPerWorld(screens: limit))
    #expect(Explorer.bytesPerWorld(screens: 1_000_000) == Explorer.bytesPerWorld(screens: limit))
  }

  @Test func aDepthThatCannotFitIsRefusedWithTheLargestThatFits() throws {
    var explorer = Explorer(depth: 8, jobs: 1)
    let screens = explorer.engine(for: target).app.count
    explorer.memoryBudget = 2_000 * Explorer.bytesPerWorld(screens: screens)
    let refusal = #expect(throws: DepthRefusal.self) { try explorer.exploreWithinBudget(self.target) }
    #expect(refusal?.depth == 8)
    let largest = try #require(refusal?.largestDepth)
    #expect(largest >= 1 && largest < 8)
    #expect((refusal?.estimatedBytes ?? 0) > explorer.memoryBudget)
    // The largest depth it names fits, and walks what an unbudgeted walk does.
    var fitting = explorer
    fitting.depth = largest
    let within = try fitting.exploreWithinBudget(target)
    let unbudgeted = fitting.explore(target)
    #expect(within.worlds == unbudgeted.worlds)
    #expect(within.actions == unbudgeted.actions)
  }

  @Test func keptLevelsOverTheBudgetAreRefusedEvenBeforeAGrowthIsKnown() throws {
    var explorer = Explorer(depth: 3, jobs: 1)
    explorer.memoryBudget = 1
    let refusal = #expect(throws: DepthRefusal.self) { try explorer.exploreWithinBudget(self.target) }
    #expect(refusal?.largestDepth == 0)
  }
}
