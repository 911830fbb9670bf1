import Comparison
import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// #43: `check --memory-budget` bounds the two walks `check` makes, a claim's paths and an
/// `expect-audit:`'s, as `explore` and `audit` are bounded: a walk the watch stops fails its
/// scenario with the reason, whatever was recorded, and the same scenario passes without it.
/// The gauge is a test's, so the stop does not depend on what the test process holds.
@Suite struct CheckBudgetTests {
  static let budget = 64 << 20
  static let over = MemoryWatch(budget: budget, gauge: .fixed(budget + 1))

  func scenario(_ tail: String) throws -> Scenario {
    let text = """
      name: budget
      source: https://github.com/example/budget
      host: uikit
      profile: ios17
      app:
        navigation: [Home]
      screens:
        - id: Home
        - id: Detail
          effects:
            viewWillAppear: [start timer]
            viewDidDisappear: [stop timer]
      steps:
        - launch

      """ + tail
    return try ScenarioDecoder.decode(text, path: "budget.yaml")
  }

  func outcomes(_ scenario: Scenario, watch: MemoryWatch) -> [CheckOutcome] {
    var checker = Checker(goldens: nil, keepingRuns: false)
    checker.watch = watch
    return checker.check(scenario, source: nil).outcomes
  }

  @Test func aClaimWhosePathsTheWatchStopsFails() throws {
    let claim = try scenario(
      """
      claim:
        seed: "000"
        quote: "viewDidLoad runs once"
        statement: "viewDidLoad runs once for an instance"
        verdict: holds
        law:
          once: [viewDidLoad]
          depth: 2
          hosts: [uikit]

      """)
    let stopped = try #require(outcomes(claim, watch: Self.over).first { $0.kind == .claim })
    #expect(!stopped.passed)
    #expect(stopped.message.contains("could not be judged, recorded holds"))
    #expect(stopped.message.contains("pass the memory budget of 64 MB"))
    let judged = try #require(outcomes(claim, watch: MemoryWatch(budget: Self.budget, gauge: .fixed(1))).first { $0.kind == .claim })
    #expect(judged.passed, "\(judged.message)")
  }

  @Test func anExpectedAuditWhoseWalkTheWatchStopsFails() throws {
    let audited = try scenario(
      """
      expect-audit:
        depth: 3
        broken: ["Detail start timer: not-started-twice"]

      """)
    let stopped = try #require(outcomes(audited, watch: Self.over).first { $0.kind == .audit })
    #expect(!stopped.passed)
    #expect(stopped.message.hasPrefix("audit at depth 3 could not be walked within the memory budget of 64 MB: its walk passed 95% of it"))
    let walked = outcomes(audited, watch: .none).filter { $0.kind == .audit }
    #expect(!walked.isEmpty)
    let failed = walked.filter { !$0.passed }.map(\.message)
    #expect(failed.isEmpty, "\(failed)")
  }
}
