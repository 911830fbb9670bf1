import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import LifecycleEngine

/// `explore` refuses a depth whose walk cannot fit the memory budget after its first levels,
/// with the largest depth that fits, as `audit` does; within the budget it walks as before.
@Suite struct ExploreBudgetTests {
  let target = ExploreTarget(name: "nav", scenario: makeScenario(.navigation(["Home"]), [.launch]))

  @Test func aWorldCostsItsBaseAndACopyOfEachPerScreenArray() {
    let one = Explorer.bytesPerWorld(screens: 1)
    #expect(one > Explorer.baseBytesPerWorld)
    #expect(Explorer.bytesPerWorld(screens: 1_000) - Explorer.baseBytesPerWorld == 1_000 * (one - Explorer.baseBytesPerWorld))
    // Any app size gives a number, never an overflow.
    #expect(Explorer.bytesPerWorld(screens: .max) == .max)
  }

  @Test func aDepthThatCannotFitIsRefusedWithTheLargestThatFits() throws {
    var explorer = Explorer(depth: 8, jobs: 1)
    let screens = try explorer.engine(for: target).app.count
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
    let unbudgeted = try fitting.explore(target)
    #expect(within.worlds == unbudgeted.worlds)
    #expect(within.actions == unbudgeted.actions)
  }

  /// #43, item 1: the app model of a walk holds one fresh screen per level, so a depth of a
  /// billion built gigabytes before its first levels were walked. It is refused from a walk
  /// of depth 3, at once, with the largest depth that fits with its own model.
  @Test func aDepthOfABillionIsRefusedBeforeItsModelIsBuilt() throws {
    let explorer = Explorer(depth: 1_000_000_000, jobs: 1)
    let refusal = #expect(throws: DepthRefusal.self) { try explorer.exploreWithinBudget(self.target) }
    let largest = try #require(refusal?.largestDepth)
    #expect(largest >= 3 && largest < 100)
    #expect(refusal?.keptText("worlds").hasPrefix("more worlds than can be counted") == true)
  }

  @Test func keptLevelsOverTheBudgetAreRefusedEvenBeforeAGrowthIsKnown() throws {
    var explorer = Explorer(depth: 3, jobs: 1)
    explorer.memoryBudget = 1
    let refusal = #expect(throws: DepthRefusal.self) { try explorer.exploreWithinBudget(self.target) }
    #expect(refusal?.largestDepth == 0)
  }
}
