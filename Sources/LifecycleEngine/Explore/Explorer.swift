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

/// A world with its hash computed once: sets and dictionaries of worlds hash it many times.
struct HashedWorld: Hashable, Sendable {
  let world: World
  let hash: Int

  init(_ world: World) {
    self.world = world
    hash = world.hashValue
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  static func == (lhs: HashedWorld, rhs: HashedWorld) -> Bool {
    lhs.hash == rhs.hash && lhs.world == rhs.world
  }
}

/// How a world was first reached: its parent's index in the level before, and the index of
/// the action in the parent's list of actions. Smaller edges win, so the walk does not
/// depend on which thread got there first.
struct Edge: Comparable, Hashable, Sendable {
  var parent: Int32
  var action: Int32

  static func < (lhs: Edge, rhs: Edge) -> Bool {
    (lhs.parent, lhs.action) < (rhs.parent, rhs.action)
  }
}

/// A step that broke a law: where (level, index in the level, action index) and how.
struct FindingSeed: Sendable {
  var level: Int
  var index: Int
  var action: Int
  var violation: LawViolation
  var count: Int

  var position: (Int, Int, Int) { (level, index, action) }
}

/// One exploration in progress: the levels, the shards of seen worlds, the workers.
final class Walk: Sendable {
  /// The worlds seen in earlier levels, and those first reached in the level being
  /// expanded, each with its smallest edge.
  struct Shard {
    var seen: Set<HashedWorld> = []
    var next: [HashedWorld: Edge] = [:]
  }

  /// What one thread keeps: room for a step, and what it has found.
  struct Worker {
    var buffer = StepBuffer()
    var scratch: LawChecker.Scratch
    var violations: [LawViolation] = []
    var actions = 0
    var violationCount = 0
    /// The first violation of each law and transition kind, and how many there were.
    var seeds: [String: FindingSeed] = [:]
    /// The waived violations: how many steps broke each law, and the first waiver.
    var waived: [String: (count: Int, waiver: LawWaiver)] = [:]
  }

  let engine: Engine
  let checker: LawChecker
  let symmetry: SymmetryFilter
  let depth: Int
  let jobs: Int
  private let shards: [Locked<Shard>]
  private let workers: [Locked<Worker>]
  private let state = Locked(State())

  /// The coordinator's bookkeeping, read by `findings` and the counts.
  struct State {
    /// For each level, each world's edge from the level before (level 0: the launched app).
    var edges: [[Edge]] = []
    var worlds = 0
  }

  init(engine: Engine, depth: Int, jobs: Int, reducesSymmetry: Bool) {
    self.engine = engine
    checker = LawChecker(engine: engine)
    symmetry = reducesSymmetry ? SymmetryFilter(app: engine.app) : SymmetryFilter(app: engine.app, reducing: false)
    self.depth = depth
    self.jobs = jobs
    shards = (0..<64).map { _ in Locked(Shard()) }
    workers = (0..<jobs).map { _ in Locked(Worker(scratch: LawChecker.Scratch(screenCount: engine.app.count))) }
  }

  var worldCount: Int { state.withLock { $0.worlds } }
  var actionCount: Int { workers.reduce(0) { total, worker in total + worker.withLock { $0.actions } } + 1 }

  /// The actions tried in a world, in a fixed order.
  func actions(in world: World) -> [Action] {
    symmetry.filter(engine.candidateActions(in: world), in: world, app: engine.app)
  }

  /// The launched app, and the laws its launch broke.
  private func launch() -> World {
    var world = engine.initialWorld
    workers[0].withLock { worker in
      // Launch is always possible.
      try? engine.step(&world, .launch, number: 1, into: &worker.buffer)
      worker.violations.removeAll(keepingCapacity: true)
      checker.check(step: 1, before: engine.initialWorld, buffer: worker.buffer, scratch: &worker.scratch, into: &worker.violations)
      record(&worker, level: -1, index: 0, action: 0, kind: .launch)
    }
    return world
  }

  /// Runs the walk level by level.
  func run(start: ContinuousClock.Instant, progress: ((ExploreProgress) -> Void)?) {
    var frontier = [launch()]
    let root = HashedWorld(frontier[0])
    shards[root.hash & 63].withLock { _ = $0.seen.insert(root) }
    state.withLock {
      $0.edges = [[Edge(parent: -1, action: -1)]]
      $0.worlds = 1
    }
    var sizes: [Int] = [1]
    var actionsPerLevel: [Int] = []
    for level in 0..<depth {
      let isLast = level == depth - 1
      let before = actionCount
      expand(frontier, level: level, keepNext: !isLast, start: start) { done in
        guard let progress else { return }
        progress(report(level: level, done: done, size: frontier.count, sizes: sizes, actionsPerLevel: actionsPerLevel, start: start))
      }
      actionsPerLevel.append(actionCount - before)
      guard !isLast else { break }
      let next = collectNextLevel()
      frontier = next.map(\.world.world)
      sizes.append(frontier.count)
      state.withLock {
        $0.edges.append(next.map(\.edge))
        $0.worlds += next.count
      }
      if frontier.isEmpty { break }
    }
  }

  /// Expands the worlds of one level in batches over every thread, calling `batchDone`
  /// with the number of worlds done after each batch.
  private func expand(
    _ frontier: [World], level: Int, keepNext: Bool, start: ContinuousClock.Instant, batchDone: (Int) -> Void
  ) {
    var done = 0
    var batch = 64
    while done < frontier.count {
      let end = min(done + batch, frontier.count)
      let cursor = Locked(done)
      let batchStart = ContinuousClock.now
      DispatchQueue.concurrentPerform(iterations: jobs) { thread in
        workers[thread].withLock { worker in
          while true {
            let range: Range<Int> = cursor.withLock { next in
              let from = next
              next = min(next + 16, end)
              return from..<next
            }
            if range.isEmpty { break }
            for index in range {
              expand(frontier[index], index: index, level: level, keepNext: keepNext, &worker)
            }
          }
        }
      }
      done = end
      batchDone(done)
      // Batches of about a fifth of a second: progress stays fresh, barriers stay rare.
      let elapsed = ContinuousClock.now - batchStart
      let seconds = max(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds), 1e-4)
      batch = min(max(Int(Double(batch) * 0.2 / seconds), 16), 1 << 20)
    }
  }

  /// Tries every action of one world: steps a copy, checks the laws, and keeps the worlds
  /// not seen before for the next level.
  private func expand(_ world: World, index: Int, level: Int, keepNext: Bool, _ worker: inout Worker) {
    let actions = actions(in: world)
    let number = level + 2
    for (actionIndex, action) in actions.enumerated() {
      var next = world
      do {
        try engine.step(&next, action, number: number, into: &worker.buffer)
      } catch {
        continue
      }
      worker.actions += 1
      worker.violations.removeAll(keepingCapacity: true)
      checker.check(step: number, before: world, buffer: worker.buffer, scratch: &worker.scratch, into: &worker.violations)
      if !worker.violations.isEmpty {
        record(&worker, level: level, index: index, action: actionIndex, kind: worker.buffer.transition!.kind)
      }
      guard keepNext else { continue }
      let hashed = HashedWorld(next)
      let edge = Edge(parent: Int32(index), action: Int32(actionIndex))
      shards[hashed.hash & 63].withLock { shard in
        guard !shard.seen.contains(hashed) else { return }
        if let known = shard.next[hashed], known <= edge { return }
        shard.next[hashed] = edge
      }
    }
  }

  /// Keeps the first violation (smallest position) of each law and transition kind.
  private func record(_ worker: inout Worker, level: Int, index: Int, action: Int, kind: TransitionKind) {
    for violation in worker.violations {
      if let waiver = violation.waivedBy {
        worker.waived[violation.law.id, default: (0, waiver)].count += 1
        continue
      }
      worker.violationCount += 1
      let key = violation.law.id + " " + kind.rawValue
      let seed = FindingSeed(level: level, index: index, action: action, violation: violation, count: 1)
      if var known = worker.seeds[key] {
        known.count += 1
        if seed.position < known.position {
          known.level = level
          known.index = index
          known.action = action
          known.violation = violation
        }
        worker.seeds[key] = known
      } else {
        worker.seeds[key] = seed
      }
    }
  }

  /// The worlds first reached in the level just expanded, in edge order; they join the
  /// seen worlds.
  private func collectNextLevel() -> [(world: HashedWorld, edge: Edge)] {
    var next: [(world: HashedWorld, edge: Edge)] = []
    for shard in shards {
      shard.withLock { shard in
        next.reserveCapacity(next.count + shard.next.count)
        for (world, edge) in shard.next {
          next.append((world, edge))
          shard.seen.insert(world)
        }
        shard.next = [:]
      }
    }
    next.sort { $0.edge < $1.edge }
    return next
  }

  private func report(
    level: Int, done: Int, size: Int, sizes: [Int], actionsPerLevel: [Int], start: ContinuousClock.Instant
  ) -> ExploreProgress {
    let elapsed = ContinuousClock.now - start
    let actions = actionCount
    let violations = workers.reduce(0) { total, worker in total + worker.withLock { $0.violationCount } }
    // Each level has grown by about the same factor as the last one did; each world of a
    // level takes about as many actions as those of the level before.
    var estimate: Int?
    if sizes.count >= 2, let last = actionsPerLevel.last, sizes[sizes.count - 2] > 0 {
      let growth = Double(sizes[sizes.count - 1]) / Double(sizes[sizes.count - 2])
      let perWorld = Double(last) / Double(sizes[sizes.count - 2])
      var total = Double(actionsPerLevel.reduce(0, +))
      var levelSize = Double(size)
      for _ in level..<depth {
        total += levelSize * perWorld
        levelSize *= growth
      }
      estimate = Int(total)
    }
    return ExploreProgress(
      actions: actions, worlds: worldCount, violations: violations, level: level, levelDone: done, levelSize: size,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      estimatedActions: estimate)
  }

  /// The findings of every worker, merged: the smallest position of each law and kind,
  /// with its path from launch.
  func findings() -> [ExploreFinding] {
    var merged: [String: FindingSeed] = [:]
    for worker in workers {
      worker.withLock { worker in
        for (key, seed) in worker.seeds {
          if var known = merged[key] {
            known.count += seed.count
            if seed.position < known.position {
              known.level = seed.level
              known.index = seed.index
              known.action = seed.action
              known.violation = seed.violation
            }
            merged[key] = known
          } else {
            merged[key] = seed
          }
        }
      }
    }
    let seeds = merged.sorted { lhs, rhs in
      (lhs.value.level, lhs.value.index, lhs.value.action, lhs.key) < (rhs.value.level, rhs.value.index, rhs.value.action, rhs.key)
    }.map(\.value)
    return seeds.map { seed in
      ExploreFinding(violation: seed.violation, path: path(to: seed), occurrences: seed.count)
    }
  }

  /// The laws broken but waived, with how many steps broke each and the first waiver, by law.
  func waived() -> [WaivedLaw] {
    var merged: [String: (count: Int, waiver: LawWaiver)] = [:]
    for worker in workers {
      worker.withLock { worker in
        for (law, entry) in worker.waived { merged[law, default: (0, entry.waiver)].count += entry.count }
      }
    }
    return Law.all.compactMap { law in
      merged[law.id].map { WaivedLaw(law: law, occurrences: $0.count, waiver: $0.waiver) }
    }
  }

  /// The actions from launch to a finding's step, replayed along the recorded edges.
  private func path(to seed: FindingSeed) -> [Action] {
    guard seed.level >= 0 else { return [.launch] }
    let edges = state.withLock { $0.edges }
    var indices: [Int32] = []
    var index = Int32(seed.index)
    for level in stride(from: seed.level, through: 1, by: -1) {
      let edge = edges[level][Int(index)]
      indices.append(edge.action)
      index = edge.parent
    }
    var world = engine.initialWorld
    var buffer = StepBuffer()
    var path: [Action] = [.launch]
    try? engine.step(&world, .launch, number: 1, into: &buffer)
    for actionIndex in indices.reversed() + [Int32(seed.action)] {
      let action = actions(in: world)[Int(actionIndex)]
      path.append(action)
      try? engine.step(&world, action, number: path.count, into: &buffer)
    }
    return path
  }
}
