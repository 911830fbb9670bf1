import Foundation
import LifecycleCore

/// Walks every sequence of valid actions of an app up to a depth after launch, checking the
/// lifecycle laws on every step.
///
/// The walk is breadth first, level by level (a level holds the worlds first reached after
/// that many actions), so a world is expanded once, at the smallest depth it is reached,
/// and nothing within the depth is lost by skipping it later. A step branches the world by
/// copying it, never by replaying a prefix. Worlds already seen are skipped: the key is the
/// whole `World` (structure and each lane's state), and the law checker keeps no state of
/// its own, so the same world and action always give the same verdict.
///
/// Every core is used: the frontier is handed out in chunks to `jobs` threads, and the
/// worlds they reach are sorted into shards by hash, each shard behind its own lock. The
/// result does not depend on the number of threads: each new world keeps its smallest
/// (parent, action) edge, levels are ordered by those edges, and each finding is the
/// smallest edge that shows it.
///
/// Choices that only rename a screen are left out (see `SymmetryFilter`).
public struct Explorer: Sendable {
  /// How many actions after launch a path has at most.
  public var depth: Int
  /// How many threads expand worlds.
  public var jobs: Int
  /// The ordering knowledge (a test can plant a broken rule).
  public var book: RuleBook
  /// Alternative readings to explore instead of the modelled rows, by overlay id.
  public var alternatives: Set<String> = []
  /// Whether choices that only rename a screen are left out (`SymmetryFilter`); on unless
  /// a test compares with the full walk.
  public var reducesSymmetry = true

  /// Creates an explorer; `jobs` defaults to every active core.
  public init(depth: Int, jobs: Int? = nil, book: RuleBook = .standard) {
    self.depth = max(depth, 0)
    self.jobs = max(jobs ?? ProcessInfo.processInfo.activeProcessorCount, 1)
    self.book = book
  }

  /// The engine the explorer steps for a target: the scenario's app with enough fresh
  /// screens for every action to bring in a new one.
  public func engine(for target: ExploreTarget) -> Engine {
    Engine(scenario: target.scenario, book: book, alternatives: alternatives, freshScreens: max(depth, 1))
  }

  /// Explores a target; `progress` is called from the calling thread between batches.
  public func explore(_ target: ExploreTarget, progress: ((ExploreProgress) -> Void)? = nil) -> ExploreResult {
    let start = ContinuousClock.now
    let walk = Walk(engine: engine(for: target), depth: depth, jobs: jobs, reducesSymmetry: reducesSymmetry)
    walk.run(start: start, progress: progress)
    let findings = walk.findings()
    let elapsed = ContinuousClock.now - start
    return ExploreResult(
      target: target, depth: depth, worlds: walk.worldCount, actions: walk.actionCount, findings: findings,
      waived: walk.waived(),
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}
