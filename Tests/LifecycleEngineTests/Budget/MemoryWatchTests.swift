import Foundation
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@testable import LifecycleEngine

/// #43, item 2: a budget is kept while a walk runs, not only estimated before it. Each walk
/// (explore, audit, audit --to, a claim's paths) stops cleanly when what the process keeps
/// passes the budget, with the depth it walked whole; the gauge here is a test's, so that
/// the stop does not depend on what else the test process holds. The release build's
/// figures against real resident memory are in FUZZING.md ("Budgets of the walks").
@Suite struct MemoryWatchTests {
  static let budget = 64 << 20

  /// A watch whose gauge always reads past the budget.
  static let overWatch = MemoryWatch(budget: budget, gauge: .fixed(budget + 1))

  let app = makeScenario(.navigation(["Home"]), [.launch])

  @Test func theWatchStopsPast95PercentOfTheBudgetAndNeverWithoutOne() {
    let under = MemoryWatch(budget: 100, gauge: .fixed(95))
    let over = MemoryWatch(budget: 100, gauge: .fixed(96))
    #expect(under.limit == 95)
    #expect(under.residentIfOver() == nil)
    #expect(over.residentIfOver() == 96)
    #expect(MemoryWatch(budget: 100, gauge: .none).residentIfOver() == nil)
    #expect(MemoryWatch(budget: .max, gauge: .fixed(.max)).residentIfOver() == nil)
    #expect(MemoryWatch.none.residentIfOver() == nil)
  }

  @Test func theProcessSaysWhatItKeepsResident() throws {
    let now = try #require(ResidentMemory.current())
    #expect(now > 1 << 20)
    // The peak is at least what is resident now, give or take the pages read between.
    #expect(ResidentMemory.peak() >= now - (8 << 20))
  }

  @Test func exploreStopsWithTheDepthItWalkedWhole() throws {
    var explorer = Explorer(depth: 3, jobs: 2)
    explorer.memoryBudget = Self.budget
    explorer.watch = Self.overWatch
    let refusal = #expect(throws: DepthRefusal.self) { try explorer.exploreWithinBudget(ExploreTarget(name: "nav", scenario: self.app)) }
    #expect(refusal?.residentAtStop == Self.budget + 1)
    #expect(refusal?.largestDepth == 0)
    let text = try #require(refusal?.explanation(of: "the walk of nav", unit: "worlds"))
    #expect(text.hasPrefix("the walk of nav passed 95% of it while walking level 1 (64 MB resident, 1 worlds kept)"))
    #expect(text.hasSuffix("not even depth 1 fits. Give a larger --memory-budget."))
  }

  @Test func aWatchThatStaysUnderChangesNothing() throws {
    var explorer = Explorer(depth: 3, jobs: 2)
    let target = ExploreTarget(name: "nav", scenario: app)
    let plain = try explorer.exploreWithinBudget(target)
    explorer.watch = MemoryWatch(budget: Self.budget, gauge: .fixed(1))
    let watched = try explorer.exploreWithinBudget(target)
    #expect(watched.worlds == plain.worlds)
    #expect(watched.actions == plain.actions)
  }

  @Test func auditStopsWithTheDepthItWalkedWhole() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewDidAppear: [track screen-view]", steps: ["launch"])
    for jobs in [1, 2] {
      var audit = Audit(depth: 3, jobs: jobs)
      audit.memoryBudget = Self.budget
      audit.watch = Self.overWatch
      let refusal = #expect(throws: DepthRefusal.self) { try audit.runWithinBudget(scenario, name: "detail") }
      #expect(refusal?.residentAtStop == Self.budget + 1)
      #expect(refusal?.largestDepth == 0)
      // Without the watch the same audit answers.
      audit.watch = .none
      #expect(throws: Never.self) { try audit.runWithinBudget(scenario, name: "detail") }
    }
  }

  @Test func migrationStopsWithTheDepthItWalkedWhole() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewWillAppear: [start timer]\n      viewDidDisappear: [stop timer]",
      steps: ["launch"])
    for jobs in [1, 2] {
      var migration = Migration(depth: 3, jobs: jobs)
      migration.memoryBudget = Self.budget
      migration.watch = Self.overWatch
      let refusal = #expect(throws: DepthRefusal.self) { try migration.tableWithinBudget(for: scenario, to: .swiftui) }
      #expect(refusal?.residentAtStop == Self.budget + 1)
      #expect(refusal?.largestDepth == 0)
    }
  }

  /// The evaluators of `audit --to`'s placements are built before any path: a whole app's
  /// placements that cannot fit are refused from their number, with the screen option to use.
  @Test func placementsThatCannotFitAreRefusedBeforeTheWalk() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail\n    effects:\n      viewWillAppear: [start timer]\n      viewDidDisappear: [stop timer]",
      steps: ["launch"])
    var migration = Migration(depth: 3, jobs: 1)
    migration.memoryBudget = 1 << 10
    let refusal = #expect(throws: DepthRefusal.self) { try migration.tableWithinBudget(for: scenario, to: .swiftui) }
    let judges = try #require(refusal?.judges)
    #expect(judges > 0)
    let text = try #require(refusal?.explanation(of: "its walk", unit: "states"))
    #expect(text.contains("its walk judges \(judges) placements"))
    #expect(text.contains("Give --screen ID"))
  }

  @Test func aClaimWhosePathsPassTheBudgetIsRefusedNotJudged() throws {
    let scenario = makeScenario(.navigation(["Home"]), [.launch])
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.once = [.viewDidLoad]
    law.scope.depth = 3
    law.scope.hosts = [.uikit]
    let small = try ClaimJudge.judge(law, scenario: scenario, budget: 40 * PathTree.bytesPerNode)
    #expect(small.refused)
    #expect(small.reason.contains("to depth 3 pass the memory budget"))
    // The stopped tree is not kept: the default budget walks it whole and judges it.
    let whole = try ClaimJudge.judge(law, scenario: scenario)
    #expect(!whole.refused)
    #expect(whole.steps > 0)
  }

  /// A tree an earlier judgement kept does not let a smaller budget through: the answer is
  /// the same whatever the cache holds (the full test run caught the other order).
  @Test func aKeptTreeLargerThanTheBudgetIsNotServed() throws {
    let scenario = makeScenario(.navigation(["Home"]), screens: [ScreenDeclaration(id: "Kept")], [.launch])
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.once = [.viewDidLoad]
    law.scope.depth = 3
    law.scope.hosts = [.uikit]
    #expect(try !ClaimJudge.judge(law, scenario: scenario).refused)
    let small = try ClaimJudge.judge(law, scenario: scenario, budget: 40 * PathTree.bytesPerNode)
    #expect(small.refused)
  }

  /// The estimate alone lets this tree through; the watch, reading past its limit, stops it.
  @Test func aClaimWhoseTreeTheWatchStopsIsRefused() throws {
    let scenario = makeScenario(.navigation(["Home"]), [.launch])
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.once = [.viewDidLoad]
    law.scope.depth = 3
    law.scope.hosts = [.uikit]
    let stopped = try ClaimJudge.judge(law, scenario: scenario, budget: Self.budget, watch: Self.overWatch)
    #expect(stopped.refused)
    #expect(stopped.reason.contains("to depth 3 pass the memory budget of 64 MB"))
    let under = try ClaimJudge.judge(law, scenario: scenario, budget: Self.budget, watch: MemoryWatch(budget: Self.budget, gauge: .fixed(1)))
    #expect(!under.refused)
  }

  @Test func theExplanationNeverRepeatsAWordAndNamesTheDepthThatFits() {
    var refusal = DepthRefusal(depth: 5, largestDepth: 3, estimatedStates: 2_000_000, budget: 500 << 20)
    let estimated = refusal.explanation(of: "the walk of app", unit: "worlds")
    #expect(estimated.hasPrefix("the walk of app would keep about 2000000 worlds ("))
    #expect(!estimated.contains("about about"))
    #expect(estimated.hasSuffix("the largest depth that fits is 3. Give --depth 3, or a larger --memory-budget."))
    refusal.residentAtStop = 480 << 20
    #expect(refusal.explanation(of: "its walk", unit: "states").hasPrefix("its walk passed 95% of it while walking level 4 (480 MB resident"))
  }
}
