import Testing

@testable import LifecycleCLI
@testable import LifecycleEngine

/// The time an audit's progress line says is left (#42: within 2x of the truth on the bundled
/// audits, `lifecycle-benchmark --estimates`; the first within 5 s).
@Suite struct AuditTimeLeftTests {
  /// Level 2 of 3, a quarter of its 400 pairs expanded at 10 steps each; the levels kept 1,
  /// 20 and 400 pairs.
  func progress(level: Int = 2, done: Int = 100, steps: Int = 1_200) -> AuditProgress {
    AuditProgress(
      level: level, depth: 3, steps: steps, levelDone: done, levelSize: 400, levelSteps: done * 10, states: 421,
      levelSizes: [1, 20, 400])
  }

  @Test func nothingIsSaidBeforeTheWalkHasSettled() {
    var timeLeft = AuditProgressLine.TimeLeft()
    let early = timeLeft.update(progress(), elapsed: 0.05)
    let almost = timeLeft.update(progress(), elapsed: AuditProgressLine.settling - 0.01)
    let settled = timeLeft.update(progress(), elapsed: AuditProgressLine.settling)
    #expect(early == nil && almost == nil && settled != nil)
    #expect(AuditProgressLine.settling <= 5)
  }

  @Test func theLevelsLeftShrinkTheirGrowth() throws {
    // This level's rest: 300 pairs (at 10 steps each). The next (last) level: 400 pairs grown
    // by the last factor (20), shrunk as it shrank from the level before (20 against 20).
    let pairs = try #require(progress().estimatedLevelPairs)
    #expect(pairs == [300, 8_000])
    let steps = try #require(progress().estimatedLevelSteps)
    #expect(steps == [3_000, 80_000])
    #expect(progress().pairsReached == 421)
  }

  @Test func theTimeFollowsThePairsAndTheLastLevelRunsFaster() throws {
    var timeLeft = AuditProgressLine.TimeLeft()
    // 100 pairs in 2 s: 0.02 s a pair; the last level's at twice the speed; the end frees the
    // 421 pairs reached and the 8,000 to come at a fiftieth of a pair's seconds.
    let said = timeLeft.update(progress(), elapsed: 2)
    let left = try #require(said)
    let expected = 300 * 0.02 + 8_000 * 0.01 + 8_421 * 0.02 * AuditProgressLine.TimeLeft.endShare
    #expect(abs(left - expected) < 0.001)
  }

  @Test func earlyInTheLastLevelThePairsAreTimedByTheLevelBefore() throws {
    var timeLeft = AuditProgressLine.TimeLeft()
    // Level 2 walked whole in 2 s: 0.005 s a pair. Level 3, the last, 0.2 s in: too short to
    // time, so its pairs take the level before's seconds at the last level's speed-up.
    _ = timeLeft.update(progress(done: 400, steps: 4_100), elapsed: 2)
    let said = timeLeft.update(progress(level: 3, done: 50, steps: 4_600), elapsed: 2.2)
    let left = try #require(said)
    let speedup = AuditProgressLine.TimeLeft.lastLevelSpeedup
    let expected = 350 * 0.005 / speedup + 421 * 0.005 * AuditProgressLine.TimeLeft.endShare
    #expect(abs(left - expected) < 0.001)
  }

  @Test func atALevelsStartTheLastEstimateCountsDown() throws {
    var timeLeft = AuditProgressLine.TimeLeft()
    let said = timeLeft.update(progress(), elapsed: 2)
    // Level 3 has just begun: 1 pair of 400 expanded, too few to say; the last figure goes on.
    let then = timeLeft.update(progress(level: 3, done: 1, steps: 4_300), elapsed: 3)
    let first = try #require(said)
    let next = try #require(then)
    #expect(abs(next - (first - 1)) < 0.001)
  }
}
