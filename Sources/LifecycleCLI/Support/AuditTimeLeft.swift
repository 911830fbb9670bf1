import LifecycleEngine

extension AuditProgressLine {
  /// What `audit`'s line says is left, from `settling` seconds on: the pairs each level has
  /// left (`AuditProgress.estimatedLevelPairs`) at the seconds a pair took. The walk's time
  /// follows its pairs, not its steps: within a level the steps per pair grow up to threefold while
  /// the pairs per second hold (BENCHMARKS.md, "Time left"). At the start of a level the
  /// estimate rests on a few of its pairs: until a twentieth of the level is done, the last
  /// estimate counts down instead.
  package struct TimeLeft: Sendable {
    private var last: (at: Double, left: Double)?
    /// The level being walked, and when it began: the previous level's last report.
    private var levelStart: (level: Int, at: Double) = (0, 0)
    /// The last report: when, and its level's pairs expanded by then.
    private var latest: (at: Double, done: Int)?
    /// The seconds a pair of the last level finished took.
    private var finishedPerPair: Double?

    /// How much faster the last level expands a pair than the level before it, which keeps
    /// its new pairs: a calibration, measured 1.7 to 2.6 on the bundled audits at depths 6
    /// and 7 (BENCHMARKS.md). Used only until the last level has run half a second.
    static let lastLevelSpeedup = 2.0
    /// What the walk's end costs (it frees its pairs), per pair kept, as a share of a kept
    /// pair's seconds: measured 0.4 to 0.7 µs a pair against 20 to 40 µs (BENCHMARKS.md).
    static let endShare = 0.02

    /// An estimator before the walk's first report.
    package init() {}

    /// The seconds left after `progress`, `elapsed` seconds into the walk, or nil. A level's
    /// seconds per pair are its own once it has run half a second, and until then the level
    /// before it's (the last level's at `lastLevelSpeedup` times its speed).
    package mutating func update(_ progress: AuditProgress, elapsed seconds: Double) -> Double? {
      if progress.level != levelStart.level {
        if let latest, latest.done > 0, latest.at > levelStart.at {
          finishedPerPair = (latest.at - levelStart.at) / Double(latest.done)
        }
        levelStart = (progress.level, latest?.at ?? 0)
      }
      latest = (seconds, progress.levelDone)
      guard seconds >= AuditProgressLine.settling, progress.steps > 0 else { return nil }
      let settled = progress.levelDone * 20 >= progress.levelSize
      if settled, let levels = progress.estimatedLevelPairs {
        let isLast = progress.level == progress.depth
        let own = (seconds - levelStart.at) / Double(progress.levelDone)
        // The seconds a pair of this level takes, and of a deeper level that keeps its pairs.
        var perPair = own
        var keptPerPair = own
        if seconds - levelStart.at < 0.5, let finished = finishedPerPair {
          keptPerPair = finished
          perPair = isLast ? finished / Self.lastLevelSpeedup : finished
        }
        var left = levels[0] * perPair
        var kept = Double(progress.pairsReached)
        for (index, pairs) in levels.enumerated().dropFirst() {
          kept += pairs
          let last = progress.level + index == progress.depth
          left += pairs * (last ? keptPerPair / Self.lastLevelSpeedup : keptPerPair)
        }
        left += kept * (finishedPerPair ?? keptPerPair) * Self.endShare
        guard left.isFinite else { return nil }
        last = (seconds, left)
        return left
      }
      return last.map { max($0.left - (seconds - $0.at), 0) }
    }
  }
}
