import LifecycleCore
import Testing

@testable import LifecycleEngine

/// A depth that cannot fit the memory budget is refused after the first levels, with the
/// largest depth that fits.
@Suite struct DepthRefusalTests {
  @Test func theEstimateCountsTheLevelsWalkedAndGrowsTheRestByTheLastGrowth() {
    // Levels 0, 1, 2 walked: 1, 10, 50 pairs; growth 5 from then on.
    #expect((1...5).map { DepthRefusal.estimate(levelSizes: [1, 10, 50], depth: $0) } == [1, 11, 61, 311, 1_561])
    // No growth: each later level keeps as many as the last.
    #expect(DepthRefusal.estimate(levelSizes: [1, 4, 4], depth: 6) == 21)
    // A depth of any size gives a number, never a crash.
    #expect(DepthRefusal.estimate(levelSizes: [1, 1_000, 1_000_000], depth: 1_000) == .max)
  }

  /// #43, item 1: `explore --depth 1000000000` built one entry per level before refusing
  /// (331 MB at 10^6, a signal at 10^9). The estimate and the largest depth that fits are
  /// closed forms and a binary search: a billion levels is refused with the same answer as
  /// a depth just over what fits.
  @Test func aHugeDepthIsRefusedFromTheNumberAlone() throws {
    let budget = 400 * DepthRefusal.bytesPerState
    let huge = try #require(DepthRefusal(levelSizes: [1, 10, 50], depth: 1_000_000_000, budget: budget))
    #expect(huge.largestDepth == 4)
    #expect(huge.estimatedStates == .max)
    let flat = try #require(DepthRefusal(levelSizes: [1, 100, 100], depth: Int.max, budget: budget))
    #expect(flat.largestDepth == 4)
  }

  @Test func aDepthOverTheBudgetIsRefusedWithTheLargestThatFits() throws {
    let budget = 400 * DepthRefusal.bytesPerState
    let refusal = try #require(DepthRefusal(levelSizes: [1, 10, 50], depth: 5, budget: budget))
    #expect(refusal.largestDepth == 4)
    #expect(refusal.estimatedStates == 1_561)
    #expect(DepthRefusal(levelSizes: [1, 10, 50], depth: 4, budget: budget) == nil)
    // Two growths are needed before refusing.
    #expect(DepthRefusal(levelSizes: [1, 10], depth: 5, budget: budget) == nil)
  }

  @Test func aKeptPairCostsMoreInAWiderApp() {
    // At least what was measured: 1.3 KB a pair with 13 screens, 3.9 KB with 53.
    #expect(DepthRefusal.bytesPerState(screens: 13) >= 1_300)
    #expect(DepthRefusal.bytesPerState(screens: 53) >= 3_900)
    #expect(DepthRefusal.bytesPerState(screens: 14) > DepthRefusal.bytesPerState(screens: 13))
    #expect(DepthRefusal.bytesPerState(screens: .max) == .max)
  }

  @Test func theAuditRefusesADepthThatCannotFitBeforeWalkingIt() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewDidAppear: [track screen-view]", steps: ["launch"])
    var audit = Audit(depth: 8, jobs: 1)
    audit.memoryBudget = 2_000 * DepthRefusal.bytesPerState
    #expect(throws: DepthRefusal.self) { try audit.runWithinBudget(scenario, name: "detail") }
    do {
      _ = try audit.runWithinBudget(scenario, name: "detail")
    } catch let error as DepthRefusal {
      #expect(error.depth == 8)
      #expect(error.largestDepth < 8)
      // The largest depth it names fits.
      var fitting = audit
      fitting.depth = error.largestDepth
      #expect(throws: Never.self) { try fitting.runWithinBudget(scenario, name: "detail") }
    }
  }
}
