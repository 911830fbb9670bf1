import Foundation
import LifecycleCore
import LifecycleKnowledge

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
  /// Whether presentation styles that behave alike on the profile are tried once and counted
  /// for each (`StyleAliases`: the same answers and counts); on unless a test compares with
  /// the walk over every style.
  package var mergesStyles = true

  /// The most memory the walk may keep, in bytes: `exploreWithinBudget` refuses a depth
  /// whose walk is estimated to need more after its first levels (`DepthRefusal`).
  public var memoryBudget: Int = Explorer.defaultMemoryBudget

  /// What reads the process's resident memory while a walk runs and stops it before it
  /// passes its budget (`MemoryWatch`); `.none`, the default, trusts the estimate alone. The
  /// command line watches its own process: a library's host keeps memory of its own.
  package var watch: MemoryWatch = .none

  /// The memory budget when none is given: audit's, 4 GiB.
  public static let defaultMemoryBudget = Audit.defaultMemoryBudget

  /// What one world the walk keeps costs at the peak, in bytes, for an app with room for
  /// `screens` screens: its entry in the set of seen worlds, its edge and array headers
  /// (`baseBytesPerWorld`), and a copy of each per-screen array (the structure's nodes and
  /// each lane's state), since a step copies what it changes whole. Measured on the bundled
  /// navigation app (BENCHMARKS.md, "Explore's memory budget"); capped at `Int.max`.
  package static func bytesPerWorld(screens: Int) -> Int {
    let (perScreen, overflow) = max(screens, 0).multipliedReportingOverflow(by: Structure.bytesPerScreen + 2)
    guard !overflow, perScreen <= Int.max - baseBytesPerWorld else { return .max }
    return baseBytesPerWorld + perScreen
  }

  /// What a kept world costs apart from its per-screen arrays, in bytes.
  package static let baseBytesPerWorld = 1_000

  /// Creates an explorer; `jobs` defaults to every active core.
  public init(depth: Int, jobs: Int? = nil, book: RuleBook = .standard) {
    self.depth = max(depth, 0)
    self.jobs = max(jobs ?? ProcessInfo.processInfo.activeProcessorCount, 1)
    self.book = book
  }

  /// The engine the explorer steps for a target: its app with enough fresh screens for every
  /// action to bring in a new one, and each lazy list cut to the rows the walk can bring into
  /// view (`AppDefinition.boundingLists(toDepth:)`: the same walk, with worlds as wide as
  /// those rows rather than the whole list). Counterexamples replay the whole app.
  ///
  /// - Throws: an overlay change of the book (or an alternative asked for) that names a row,
  ///   rule or alternative the table for the target's profile does not have.
  package func engine(for target: ExploreTarget) throws(UnresolvedRow) -> Engine {
    let app = target.app.boundingLists(toDepth: depth)
    let rules = try CompiledRules(book, for: target.profile, alternatives: alternatives)
    let model = shared.model(app, vocabulary: target.vocabulary, freshScreens: max(depth, 1))
    return Engine(model: model, host: app.host, profile: target.profile, rules: rules)
  }

  /// The app model and symmetry filter of the last target walked, reused by the next target
  /// of the same app on another profile (`SharedApps`).
  private let shared = SharedApps()

  /// Explores a target; `progress` is called from the calling thread between batches.
  ///
  /// - Throws: the book's first change that names what the target's profile's table lacks
  ///   (never, for the standard book without alternatives).
  public func explore(
    _ target: ExploreTarget, progress: ((ExploreProgress) -> Void)? = nil
  ) throws(UnresolvedRow) -> ExploreResult {
    let start = ContinuousClock.now
    return result(of: try walk(target, budget: .max, start: start, progress: progress), target: target, start: start)
  }

  /// Explores a target, or refuses a depth whose walk cannot fit `memoryBudget` (found
  /// after its first levels, a small share of the walk it refuses).
  ///
  /// - Throws: the refusal (`DepthRefusal`), with the largest depth that fits; or the book's
  ///   first change that names what the target's profile's table lacks (`UnresolvedRow`).
  public func exploreWithinBudget(
    _ target: ExploreTarget, progress: ((ExploreProgress) -> Void)? = nil
  ) throws -> ExploreResult {
    let start = ContinuousClock.now
    if let refusal = try refusalBeforeBuilding(target) { throw refusal }
    let walk = try walk(target, budget: memoryBudget, start: start, progress: progress)
    if let refusal = walk.refusal { throw refusal }
    return result(of: walk, target: target, start: start)
  }

  /// The depth from which a walk is first estimated from a shallow one: the app model of a
  /// walk of depth D holds D fresh screens (about 250 bytes each, and a kept world's arrays
  /// grow with them), which a depth of a million or a billion cannot afford to build only to
  /// be refused after its first levels (#43).
  static let estimatedFirstFromDepth = 9

  /// For a deep walk, its refusal from the first levels of a walk of depth 3, whose model
  /// has 3 fresh screens: the same estimate the walk makes after those levels
  /// (`DepthRefusal`), with a kept world costing what it would in the deep walk's model. Nil
  /// when the depth is shallow, the budget unlimited, or the estimate fits.
  private func refusalBeforeBuilding(_ target: ExploreTarget) throws(UnresolvedRow) -> DepthRefusal? {
    guard depth >= Self.estimatedFirstFromDepth, memoryBudget < .max else { return nil }
    var shallow = self
    shallow.depth = 3
    let walk = try shallow.walk(target, budget: .max, start: .now, progress: nil)
    // The shallow walk itself may not fit: what the watch measured is the refusal.
    if let stopped = walk.refusal { return DepthRefusal(stoppedWalkOf: depth, stopped) }
    let declared = walk.engine.app.count - walk.engine.app.freshScreens.count
    let screens = declared > Int.max - depth ? Int.max : declared + depth
    let bytesEach = Self.bytesPerWorld(screens: screens)
    let sizes = walk.levelSizes
    let estimated = DepthRefusal(levelSizes: sizes, depth: depth, budget: memoryBudget, bytesEach: bytesEach)
    // The model's fresh screens alone may take at most half the budget, whatever the levels.
    let (modelBytes, overflow) = depth.multipliedReportingOverflow(by: Self.bytesPerFreshScreen)
    let modelFits = !overflow && modelBytes <= memoryBudget / 2
    guard estimated != nil || !modelFits else { return nil }
    var refusal = estimated ?? DepthRefusal(depth: depth, largestDepth: 1, estimatedStates: 0, budget: memoryBudget)
    refusal.bytesEach = bytesEach
    if !modelFits {
      refusal.estimatedStates = max(refusal.estimatedStates, overflow ? .max : modelBytes / max(bytesEach, 1) + 1)
    }
    // The largest depth that fits, each depth with its own model: fewer fresh screens, and
    // smaller worlds, than the depth asked.
    refusal.largestDepth = DepthRefusal.largestFitting(depth: depth) { candidate in
      let kept = DepthRefusal.estimate(levelSizes: sizes, depth: candidate)
      let (bytes, over) = kept.multipliedReportingOverflow(by: Self.bytesPerWorld(screens: declared + candidate))
      return !over && bytes <= memoryBudget && candidate <= memoryBudget / 2 / Self.bytesPerFreshScreen
    }
    return refusal
  }

  /// What one fresh screen of the app model costs, in bytes: `explore --depth 1000000` of
  /// the shopping app peaked at 243 MB (debug build) before its walk was refused.
  static let bytesPerFreshScreen = 256

  /// The walk of a target, run (stopped early when its depth cannot fit `budget`).
  private func walk(
    _ target: ExploreTarget, budget: Int, start: ContinuousClock.Instant, progress: ((ExploreProgress) -> Void)?
  ) throws(UnresolvedRow) -> Walk {
    let engine = try engine(for: target)
    let walk = Walk(
      engine: engine, depth: depth, jobs: jobs, symmetry: shared.symmetry(of: engine.app, reducing: reducesSymmetry),
      memoryBudget: budget, bytesPerWorld: Self.bytesPerWorld(screens: engine.app.count), mergingStyles: mergesStyles,
      watch: watch)
    walk.run(start: start, progress: progress)
    return walk
  }

  private func result(of walk: Walk, target: ExploreTarget, start: ContinuousClock.Instant) -> ExploreResult {
    let findings = walk.findings()
    let elapsed = ContinuousClock.now - start
    var result = ExploreResult(
      target: target, depth: depth, worlds: walk.worldCount, actions: walk.actionCount, findings: findings,
      waived: walk.waived(),
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    result.simulated = walk.simulatedCount
    return result
  }
}
