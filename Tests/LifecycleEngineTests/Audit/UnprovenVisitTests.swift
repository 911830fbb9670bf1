import LifecycleCore
import Testing

@testable import LifecycleEngine

/// A visit is judged when it ends: on a path that ends inside a visit that has tracked
/// nothing yet, "once per visit" is unproven, and `audit --to` counts the placement out.
@Suite struct UnprovenVisitTests {
  /// Detail tracks in viewDidLoad, which runs once per instance: its second visit (after
  /// Next is popped) tracks nothing, and no path of three actions ends that visit.
  func app() throws -> Scenario {
    try auditScenario(
      screens: """
          - id: Detail
            effects:
              viewDidLoad: [track detail_viewed]
        routes:
          Home:
            - push: Detail
          Detail:
            - push: Next
            - pop
          Next:
            - pop
        """,
      steps: ["launch", "push: Detail"])
  }

  @Test func aPlacementThatTracksOnlyOncePerInstanceIsUnprovenNotHolding() throws {
    let table = try Migration(depth: 3).table(for: try app(), to: .uikit, part: .screen("Detail"))
    let row = try #require(table.rows.first)
    #expect(!row.ranked.contains("viewDidLoad"))
    #expect(!row.ranked.contains("init"))
    let failing = try #require(row.failing.first { $0.placement == "viewDidLoad" })
    #expect(failing.breach.unproven)
    #expect(failing.breach.guarantee == .oncePerVisit)
    #expect(failing.path == [.launch, .push("Detail", animated: true), .push("Next", animated: true), .pop(animated: true)])
    // The placement that tracks each visit when it begins holds, and is ranked first.
    #expect(row.ranked.first == "viewWillAppear")
  }

  @Test func theAuditOfTheFileAsItIsReportsOnlyWhatItSaw() throws {
    // The audit of today's placement judges visits that end; the unproven visit is `--to`'s.
    let found = try Audit(depth: 3).breaches(try app()).findings
    #expect(found.isEmpty)
  }

  @Test func aBreachSeenComesBeforeAnUnprovenVisitOfTheSameLevel() {
    func first(token: Int32, unproven: Bool) -> MigrationWalk.First {
      var breach = EffectBreach(screen: "Detail", effect: Effect(.track, "viewed"), guarantee: .oncePerVisit, step: 4, message: "")
      breach.unproven = unproven
      return MigrationWalk.First(level: 2, token: token, action: 0, breach: breach)
    }
    #expect(MigrationWalk.precedes(first(token: 9, unproven: false), first(token: 1, unproven: true)))
    #expect(!MigrationWalk.precedes(first(token: 1, unproven: true), first(token: 9, unproven: false)))
    #expect(MigrationWalk.precedes(first(token: 1, unproven: true), first(token: 9, unproven: true)))
  }
}
