import Foundation
import LifecycleCore
import LifecycleKnowledge

/// One exploration in progress: the levels, the shards of seen worlds, the workers.
///
/// Presentation styles that behave alike on the profile are tried once (`StyleAliases`): a
/// world kept stands for `weight(of:)` worlds of the walk over every style and an action for
/// its `multiplicity`, so the worlds, actions and violations counted are that walk's, and
/// the first path to each violation is the one it finds.
final class Walk: Sendable {
  /// The worlds seen in earlier levels, and those first reached in the level being
  /// expanded, each with its smallest edge.
  struct Shard {
    /// Every world seen, with its place in `fresh` for those first reached in the level
    /// being expanded (a number from `levelStart` on), and a smaller number for the others.
    var seen: [HashedWorld: Int32] = [:]
    /// How many worlds the shard had seen before this level.
    var levelStart: Int32 = 0
    /// The worlds first reached in this level, and each one's smallest edge.
    var fresh: [HashedWorld] = []
    var edges: [Edge] = []

    /// Records a world reached by `edge`: a new one, or a smaller edge to one of this level.
    mutating func reach(_ world: HashedWorld, by edge: Edge) {
      if let place = seen[world] {
        guard place >= levelStart else { return }
        let index = Int(place - levelStart)
        if edge < edges[index] { edges[index] = edge }
        return
      }
      seen[world] = levelStart + Int32(fresh.count)
      fresh.append(world)
      edges.append(edge)
    }

    /// Hands over this level's worlds and starts the next level.
    mutating func takeLevel() -> (worlds: [HashedWorld], edges: [Edge]) {
      defer {
        levelStart += Int32(fresh.count)
        fresh = []
        edges = []
      }
      return (fresh, edges)
    }
  }

  /// What one thread keeps: room for a step, and what it has found.
  struct Worker {
    /// Merged only for a step that breaks a law: see `LawChecker.checkLanes`.
    var buffer = Self.deferringBuffer()
    var scratch: LawChecker.Scratch
    /// The world each action is stepped in, overwritten with the parent before each.
    var next: World
    var violations: [LawViolation] = []
    var actions = 0
    /// The steps simulated (fewer than `actions` where styles are merged).
    var simulated = 0
    var violationCount = 0
    /// The first violation of each law and transition kind, and how many there were.
    var seeds: [String: FindingSeed] = [:]
    /// The waived violations: how many steps broke each law, and the first waiver.
    var waived: [String: (count: Int, waiver: LawWaiver)] = [:]

    static func deferringBuffer() -> StepBuffer {
      var buffer = StepBuffer()
      buffer.defersMerge = true
      return buffer
    }
  }

  let engine: Engine
  let checker: LawChecker
  let symmetry: SymmetryFilter
  /// The engine's candidate-action choices, worked out once for every world.
  let choices: ActionChoices
  let depth: Int
  let jobs: Int
  /// The most memory the kept worlds may take, in bytes, and what each one takes.
  let memoryBudget: Int
  let bytesPerWorld: Int
  /// What the process keeps resident, read while a level is expanded: a model of what a
  /// world costs that is wrong for an app stops the walk cleanly, never past its budget.
  let watch: MemoryWatch
  /// The reading that stopped the walk, shared by its threads.
  private let stop = MemoryStop()
  private let shards: [Locked<Shard>]
  let workers: [Locked<Worker>]
  let state = Locked(State())

  /// The coordinator's bookkeeping, read by `findings` and the counts.
  struct State {
    /// For each level, each world's edge from the level before (level 0: the launched app).
    var edges: [[Edge]] = []
    var worlds = 0
    /// Why the walk stopped before its depth: the kept worlds would not fit the budget.
    var refusal: DepthRefusal?
    /// How many worlds each level kept (level 0: the launched app), as the refusal reads them.
    var levelSizes: [Int] = []
  }

  convenience init(
    engine: Engine, depth: Int, jobs: Int, reducesSymmetry: Bool, memoryBudget: Int = .max, bytesPerWorld: Int = 1,
    mergingStyles: Bool = true, watch: MemoryWatch? = nil
  ) {
    self.init(
      engine: engine, depth: depth, jobs: jobs, symmetry: SymmetryFilter(app: engine.app, reducing: reducesSymmetry),
      memoryBudget: memoryBudget, bytesPerWorld: bytesPerWorld, mergingStyles: mergingStyles, watch: watch)
  }

  /// A walk with its symmetry filter built already (`SharedApps`).
  /// `mergingStyles: false` tries every presentation style (the same answers, slower).
  init(
    engine: Engine, depth: Int, jobs: Int, symmetry: SymmetryFilter, memoryBudget: Int = .max, bytesPerWorld: Int = 1,
    mergingStyles: Bool = true, watch: MemoryWatch? = nil
  ) {
    self.memoryBudget = memoryBudget
    self.bytesPerWorld = max(bytesPerWorld, 1)
    self.watch = watch ?? .none
    self.engine = engine
    checker = LawChecker(engine: engine)
    choices = ActionChoices(engine, mergingStyles: mergingStyles)
    self.symmetry = symmetry
    self.depth = depth
    self.jobs = jobs
    shards = (0..<64).map { _ in Locked(Shard()) }
    workers = (0..<jobs).map { _ in
      Locked(Worker(scratch: LawChecker.Scratch(screenCount: engine.app.count), next: engine.initialWorld))
    }
  }

  var worldCount: Int { state.withLock { $0.worlds } }
  var actionCount: Int { workers.reduce(0) { total, worker in total + worker.withLock { $0.actions } } + 1 }
  /// The steps simulated, launch included.
  var simulatedCount: Int { workers.reduce(0) { total, worker in total + worker.withLock { $0.simulated } } + 1 }

  /// The actions tried in a world, in a fixed order.
  func actions(in world: World) -> [Action] {
    guard symmetry.reduces else { return engine.candidateActions(in: world, choices: choices) { _ in true } }
    if engine.app.count > ScreenOverflow<UInt8>.denseLimit {
      var pass = SymmetryFilter.Pass(symmetry, world)
      let asking = pass.asking(declared: engine.app.declaredCount)
      return engine.candidateActions(in: world, choices: choices, asking: asking) { pass.keeps($0) }
    }
    return engine.candidateActions(in: world, choices: choices) { symmetry.keeps($0, in: world) }
  }

  /// The launched app, and the laws its launch broke.
  private func launch() -> World {
    var world = engine.initialWorld
    workers[0].withLock { worker in
      // Launch is always possible.
      try? engine.step(&world, .launch, number: 1, into: &worker.buffer)
      worker.buffer.completeMerge(names: engine.app.names, firstLane: engine.firstLane)
      worker.violations.removeAll(keepingCapacity: true)
      checker.check(step: 1, before: engine.initialWorld, buffer: worker.buffer, scratch: &worker.scratch, into: &worker.violations)
      record(&worker, level: -1, index: 0, action: 0, kind: .launch, times: 1)
    }
    return world
  }

  /// Runs the walk level by level.
  func run(start: ContinuousClock.Instant, progress: ((ExploreProgress) -> Void)?) {
    var frontier = [launch()]
    var weights: [Int] = []
    let root = HashedWorld(frontier[0])
    shards[root.hash & 63].withLock { shard in
      shard.reach(root, by: Edge(parent: -1, action: -1))
      _ = shard.takeLevel()
    }
    state.withLock {
      $0.edges = [[Edge(parent: -1, action: -1)]]
      $0.worlds = 1
    }
    var sizes: [Int] = [1]
    var actionsPerLevel: [Int] = []
    for level in 0..<depth {
      let isLast = level == depth - 1
      let before = actionCount
      let stopped = expand(frontier, level: level, keepNext: !isLast, weights: weights) { done in
        guard let progress else { return }
        progress(report(level: level, done: done, size: frontier.count, sizes: sizes, actionsPerLevel: actionsPerLevel, start: start))
      }
      if let resident = stopped {
        // The levels before this one were walked whole within the budget: a walk of depth
        // `level` keeps them and no more.
        state.withLock {
          var refusal = DepthRefusal(depth: depth, largestDepth: level, estimatedStates: $0.worlds, budget: memoryBudget)
          refusal.bytesEach = bytesPerWorld
          refusal.residentAtStop = resident
          $0.refusal = refusal
        }
        break
      }
      actionsPerLevel.append(actionCount - before)
      guard !isLast else { break }
      let next = collectNextLevel()
      frontier = next.worlds
      // What each kept world stands for: one world each unless styles are merged.
      weights = choices.styles.reduces ? frontier.map { choices.weight(of: $0) } : []
      let standing = weights.isEmpty ? frontier.count : weights.reduce(0, +)
      sizes.append(frontier.count)
      state.withLock {
        $0.edges.append(next.edges)
        $0.worlds += standing
      }
      state.withLock { $0.levelSizes = sizes }
      if frontier.isEmpty { break }
      if let refusal = refusal(levelSizes: sizes) {
        state.withLock { $0.refusal = refusal }
        break
      }
    }
  }

  /// Why the walk stops: the depth cannot fit the memory budget, or nil.
  var refusal: DepthRefusal? { state.withLock { $0.refusal } }

  /// How many worlds each level kept so far (level 0: the launched app).
  var levelSizes: [Int] { state.withLock { $0.levelSizes } }

  /// The refusal of the walk's depth from the sizes of the levels it keeps so far (level 0:
  /// the launched app): the kept levels already pass the budget, or the later ones are
  /// estimated to (`DepthRefusal`'s estimate, once three levels are known).
  private func refusal(levelSizes sizes: [Int]) -> DepthRefusal? {
    guard memoryBudget < .max else { return nil }
    let fitting = memoryBudget / bytesPerWorld
    var kept = 0
    for (level, size) in sizes.enumerated() {
      kept = kept > Int.max - size ? .max : kept + size
      guard kept > fitting else { continue }
      // A walk of depth `level` keeps the levels before this one.
      let estimated = DepthRefusal.estimate(levelSizes: sizes, depth: depth)
      var refusal = DepthRefusal(depth: depth, largestDepth: level, estimatedStates: max(estimated, kept), budget: memoryBudget)
      refusal.bytesEach = bytesPerWorld
      return refusal
    }
    return DepthRefusal(levelSizes: sizes, depth: depth, budget: memoryBudget, bytesEach: bytesPerWorld)
  }

  /// Expands the worlds of one level in batches over every thread, calling `batchDone`
  /// with the number of worlds done after each batch. Returns nil, or the resident bytes
  /// read when the watch stopped the level (every thread stops at its next 16 worlds).
  private func expand(
    _ frontier: [World], level: Int, keepNext: Bool, weights: [Int], batchDone: (Int) -> Void
  ) -> Int? {
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
            if stop.check(watch) != nil {
              cursor.withLock { $0 = end }
              break
            }
            for index in range {
              expand(
                frontier[index], index: index, level: level, keepNext: keepNext, weight: weights.isEmpty ? 1 : weights[index],
                &worker)
            }
          }
        }
      }
      if let resident = stop.resident { return resident }
      done = end
      batchDone(done)
      // Batches of about a fifth of a second: progress stays fresh, barriers stay rare.
      let elapsed = ContinuousClock.now - batchStart
      let seconds = max(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds), 1e-4)
      batch = min(max(Int(Double(batch) * 0.2 / seconds), 16), 1 << 20)
    }
    return nil
  }

  /// Tries every action of one world: steps a copy, checks the laws, and keeps the worlds
  /// not seen before for the next level.
  private func expand(_ world: World, index: Int, level: Int, keepNext: Bool, weight: Int, _ worker: inout Worker) {
    let actions = actions(in: world)
    let number = level + 2
    // The world before is the same for every action: its lanes' state is read once.
    checker.load(before: world, into: &worker.scratch)
    for (actionIndex, action) in actions.enumerated() {
      // A world of a wide app reaches hundreds of worlds: memory is read every 32 actions.
      if actionIndex & 31 == 31, stop.check(watch) != nil { return }
      worker.next.overwrite(with: world)
      do {
        try engine.step(&worker.next, action, number: number, into: &worker.buffer)
      } catch {
        continue
      }
      let times = weight * choices.multiplicity(of: action)
      worker.actions += times
      worker.simulated += 1
      if !worker.violations.isEmpty { worker.violations.removeAll(keepingCapacity: true) }
      // Most steps break nothing: checked on the lanes' own lists, unmerged. A step that
      // breaks a law is merged and checked again, so its violations come in clock order.
      let checked = checker.checkLanes(step: number, buffer: worker.buffer, scratch: &worker.scratch, into: &worker.violations)
      if !checked || !worker.violations.isEmpty {
        worker.violations.removeAll(keepingCapacity: true)
        worker.buffer.completeMerge(names: engine.app.names, firstLane: engine.firstLane)
        checker.checkLoaded(step: number, buffer: worker.buffer, scratch: &worker.scratch, into: &worker.violations)
      }
      if !worker.violations.isEmpty {
        record(&worker, level: level, index: index, action: actionIndex, kind: worker.buffer.lastTransition.kind, times: times)
      }
      guard keepNext else { continue }
      let hashed = HashedWorld(worker.next)
      let edge = Edge(parent: Int32(index), action: Int32(actionIndex))
      shards[hashed.hash & 63].withLock { $0.reach(hashed, by: edge) }
    }
  }

  /// Keeps the first violation (smallest position) of each law and transition kind; the
  /// step stands for `times` steps of the walk over every style.
  private func record(_ worker: inout Worker, level: Int, index: Int, action: Int, kind: TransitionKind, times: Int) {
    for violation in worker.violations {
      if let waiver = violation.waivedBy {
        worker.waived[violation.law.id, default: (0, waiver)].count += times
        continue
      }
      worker.violationCount += times
      let key = violation.law.id + " " + kind.rawValue
      let seed = FindingSeed(kind: kind, level: level, index: index, action: action, violation: violation, count: times)
      if var known = worker.seeds[key] {
        known.count += times
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

  /// The worlds first reached in the level just expanded, in edge order, and their edges;
  /// they join the seen worlds.
  ///
  /// Sorts small keys (edge, shard, place) rather than the worlds themselves. No two worlds
  /// share an edge (one parent and one action reach one world), so the order is total and
  /// does not depend on the shards.
  private func collectNextLevel() -> (worlds: [World], edges: [Edge]) {
    let levels = shards.map { shard in shard.withLock { $0.takeLevel() } }
    let total = levels.reduce(0) { $0 + $1.edges.count }
    var keys: [(edge: Edge, shard: Int32, place: Int32)] = []
    keys.reserveCapacity(total)
    for (shard, level) in levels.enumerated() {
      for place in level.edges.indices { keys.append((level.edges[place], Int32(shard), Int32(place))) }
    }
    keys.sort { $0.edge < $1.edge }
    var worlds: [World] = []
    worlds.reserveCapacity(total)
    var edges: [Edge] = []
    edges.reserveCapacity(total)
    for key in keys {
      worlds.append(levels[Int(key.shard)].worlds[Int(key.place)].world)
      edges.append(key.edge)
    }
    return (worlds, edges)
  }

  /// `value` as a count, or nil when it is not finite, negative, or too large for an Int.
  static func checkedCount(_ value: Double) -> Int? {
    guard value.isFinite, value >= 0, value < 9.0e18 else { return nil }
    return Int(value)
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
        if !total.isFinite || total >= 9.0e18 { break }  // unknown from here on, whatever the depth
      }
      // A deep walk's estimate can pass every Int (or be infinite): it is then unknown,
      // never a trap.
      estimate = Self.checkedCount(total)
    }
    return ExploreProgress(
      actions: actions, worlds: worldCount, violations: violations, level: level, levelDone: done, levelSize: size,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      estimatedActions: estimate)
  }
}
