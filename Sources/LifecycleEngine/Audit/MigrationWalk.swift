import Foundation
import LifecycleCore

/// Judges many placements of effects (`Migration`'s candidates) on every path of one app up
/// to a depth, each on its own, in one walk: each world is stepped once per action, and
/// every placement not yet broken judges that step from each of its own states there.
///
/// Each placement has an evaluator of its own effects and a state of a few bits, so the
/// walk keys what it has seen on (world, placement, state): two paths that reach the same
/// world with the same state of one placement have the same future for that placement,
/// whatever the others did. (A walk over the placements' states together, as `AuditWalk`
/// keeps them, walked their product.) A placement's walk stops at the level of its first
/// breach: only that breach and its path are kept.
///
/// Its answers are `AuditWalk`'s for each placement: the first breach is the one on the
/// shortest path, then the smallest in the order of the actions tried, as a breadth-first
/// walk finds it. Within a level the walk tells paths apart by their rank (the parent's rank,
/// then the action's index in the parent's list), never by the order threads finished in,
/// so the result does not depend on `jobs`.
struct MigrationWalk {
  /// One placement's state in one world, reached first by `parent` (an index into the level
  /// before) and the action with that index in the parent's world.
  struct Token {
    var parent: Int32
    var action: Int32
    var world: Int32
    var candidate: Int32
    var state: UInt8
  }

  /// A placement's first breach: the level, the token it broke from and the action.
  struct First {
    var level: Int
    var token: Int32
    var action: Int32
    var breach: EffectBreach
  }

  /// What a world's expansion gave: tokens for the next level and each placement's breach.
  struct Expansion {
    /// For each action that gave a world, that world and the tokens it carries on.
    var children: [(world: HashedWorld, tokens: [Token])] = []
    var breaches: [Int32: First] = [:]
    /// The placements whose resource was running after one of the steps.
    var running: Set<Int32> = []
    /// The placements whose code ran in one of the steps.
    var ran: Set<Int32> = []
  }

  /// A placement's evaluator and its state before launch, behind one reference: reading one
  /// from the array then costs a retain, not a copy of the evaluator's dozen references.
  final class Judge: Sendable {
    let evaluator: EffectEvaluator
    let initialState: EffectState

    init(_ evaluator: EffectEvaluator) {
      self.evaluator = evaluator
      initialState = evaluator.initialState
    }
  }

  let engine: Engine
  let evaluators: [Judge]
  /// Each placement's evaluator and its state's size, read per token without a retain: the
  /// judges above keep the evaluators alive, and a retain and release of each placement's
  /// evaluator for each token of each step were a third of a walk's time.
  let unretained: [Unmanaged<EffectEvaluator>]
  let bitCounts: [Int]
  /// The events any placement's effects may run on (`HitFilter`).
  let hitFilter: HitFilter
  let symmetry: SymmetryFilter
  let choices: ActionChoices
  let depth: Int
  let jobs: Int
  /// Whether a breach counts against a placement (a wasted refresh only when strict).
  let counts: @Sendable (EffectBreach) -> Bool
  /// The most memory the walk may keep, in bytes (`Migration.memoryBudget`).
  var memoryBudget = Int.max
  /// What reads the process's resident memory once a world group (`MemoryWatch`): the walk
  /// stops cleanly when it passes the budget, whatever `bytesPerToken` estimated.
  var watch: MemoryWatch = .none
  /// The reading that stopped the walk, shared by its threads.
  private let stop = MemoryStop()

  /// A walk of `engine`'s app judging each of `placements` (each screen's placements of one
  /// candidate, by the app model's index) with the UIKit guards some effects sit behind.
  /// With `mergingStyles` (the default), presentation styles that behave alike on the profile
  /// are tried once (`StyleAliases`): the walk keeps only first breaches and their paths,
  /// which the walk over every style finds on the same paths.
  init(
    engine: Engine, placements: [[Int: [EffectPlacement]]], guards: [GuardedEffect: EffectGuard], depth: Int, jobs: Int,
    mergingStyles: Bool = true, counts: @escaping @Sendable (EffectBreach) -> Bool
  ) {
    self.engine = engine
    evaluators = placements.map { candidate in
      Judge(EffectEvaluator(engine: engine, guards: guards, appEffects: candidate[EffectEvaluator.appScreen] ?? []) { candidate[$0] ?? [] })
    }
    unretained = evaluators.map { Unmanaged.passUnretained($0.evaluator) }
    bitCounts = evaluators.map(\.initialState.bitCount)
    hitFilter = HitFilter(evaluators.map(\.evaluator))
    symmetry = SymmetryFilter(app: engine.app)
    choices = ActionChoices(engine, mergingStyles: mergingStyles)
    self.depth = depth
    self.jobs = max(jobs, 1)
    self.counts = counts
  }

  /// The actions tried in a world, in a fixed order (the audit's).
  func actions(in world: World) -> [Action] {
    engine.candidateActions(in: world, choices: choices) { symmetry.reduces ? symmetry.keeps($0, in: world) : true }
  }

  /// A placement's state as bits: every slot of a placement's evaluator (one, for a
  /// placement of one effect) is a bit of each kind of fact, in `EffectEvaluator.Layout`'s
  /// order; the first eight are kept.
  static func pack(_ state: EffectState) -> UInt8 {
    UInt8(truncatingIfNeeded: state.low)
  }

  /// The state `pack` made, in the shape of `like`.
  static func unpack(_ bits: UInt8, like: EffectState) -> EffectState {
    unpack(bits, bitCount: like.bitCount)
  }

  /// The state `pack` made, of `bitCount` bits.
  static func unpack(_ bits: UInt8, bitCount: Int) -> EffectState {
    var state = EffectState(bitCount: bitCount)
    state.low = UInt64(bits)
    return state
  }

  /// Whether one first breach of a placement is kept before another of the same level: a
  /// breach seen before a guarantee left unproven, then the smallest rank (the token's,
  /// then the action's).
  static func precedes(_ first: First, _ other: First) -> Bool {
    if first.breach.unproven != other.breach.unproven { return other.breach.unproven }
    return (first.token, first.action) < (other.token, other.action)
  }

  /// Steps every action of one world once and judges it for each of the world's tokens; at
  /// the last level (`keep` false) each action is stepped in `scratch`, overwritten with the
  /// world first (as `AuditWalk` and the explorer do), so no world is copied.
  func expand(
    _ world: World, tokens: ArraySlice<Int>, in level: [Token], number: Int, keep: Bool, buffer: inout StepBuffer,
    scratch: inout World
  ) -> Expansion {
    var result = Expansion()
    var breaches: [EffectBreach] = []
    // The step's reading, shared by every placement: the world before read once, the arrays'
    // room kept from action to action.
    let reader = evaluators[0].evaluator
    let empty = engine.initialWorld.structure
    var transition = reader.transition(before: empty, after: empty, kind: .none, events: [], step: 0)
    var refs: [ScreenRef] = []
    reader.fill(&transition, before: world.structure, refs: &refs)
    for (actionIndex, action) in actions(in: world).enumerated() {
      // A world of a wide app reaches hundreds of worlds: memory is read every 32 actions.
      if actionIndex & 31 == 31, stop.check(watch) != nil { break }
      if keep {
        // A kept child shares with its parent the arrays its step does not write.
        scratch = world
      } else {
        scratch.overwrite(with: world)
      }
      do {
        try engine.step(&scratch, action, number: number, into: &buffer)
      } catch {
        continue
      }
      let next = scratch
      reader.fillShared(&transition, before: world.structure, after: next.structure, buffer: buffer, step: number, refs: &refs)
      hitFilter.keepRelevant(&transition.hits)
      let hashed = keep ? HashedWorld(next) : nil
      // Moved, not copied, into a constant for the tokens: read through a variable, the
      // step's reading (18 arrays) was retained and released for every token.
      let reading = consume transition
      let carried = judge(
        reading, tokens: tokens, in: level, action: Int32(actionIndex), number: number, keep: keep, breaches: &breaches, into: &result)
      transition = consume reading
      // The buffer is written again by the next action: nothing may share it.
      reader.releaseShared(&transition, keeping: empty)
      if let hashed, !carried.isEmpty { result.children.append((hashed, carried)) }
    }
    return result
  }

  /// Judges one step (`transition`, the action with index `action` in the world's list) for
  /// each of the world's tokens: a placement's first breach goes to `result`, and the tokens
  /// carried on to the child (when `keep`) are returned.
  private func judge(
    _ transition: borrowing EffectEvaluator.Transition, tokens: ArraySlice<Int>, in level: [Token], action actionIndex: Int32, number: Int,
    keep: Bool, breaches: inout [EffectBreach], into result: inout Expansion
  ) -> [Token] {
    var carried: [Token] = []
    for index in tokens {
      let token = level[index]
      let candidate = Int(token.candidate)
      // Read without a retain: every token of every step retained and released its placement's
      // evaluator, an atomic count on an object the threads share (a third of the walk).
      let outcome = unretained[candidate]._withUnsafeGuaranteedRef { evaluator in
        judge(token.state, of: evaluator, bitCount: bitCounts[candidate], transition, keep: keep, breaches: &breaches)
      }
      switch outcome {
      case .broken(let breach):
        result.ran.insert(token.candidate)
        let first = First(level: number - 2, token: Int32(index), action: actionIndex, breach: breach)
        if let known = result.breaches[token.candidate], !Self.precedes(first, known) { continue }
        result.breaches[token.candidate] = first
      case .held(let state, let running, let ran):
        if running { result.running.insert(token.candidate) }
        if ran { result.ran.insert(token.candidate) }
        guard keep else { continue }
        carried.append(Token(parent: Int32(index), action: actionIndex, world: -1, candidate: token.candidate, state: state))
      }
    }
    return carried
  }

  /// What one step did to one placement's state: its first breach that counts, or its state
  /// after and whether its resource runs then.
  enum Outcome {
    case broken(EffectBreach)
    case held(state: UInt8, running: Bool, ran: Bool)
  }

  /// One placement's step from the state `bits` (`Outcome`); at the last level (`keep`
  /// false) a visit the path ends in that has tracked nothing is unproven.
  @inline(__always)
  private func judge(
    _ bits: UInt8, of evaluator: EffectEvaluator, bitCount: Int, _ transition: borrowing EffectEvaluator.Transition, keep: Bool,
    breaches: inout [EffectBreach]
  ) -> Outcome {
    // A step that touches none of the placement's screens leaves its state as it is.
    if evaluator.isUntouched(by: transition) { return .held(state: bits, running: false, ran: false) }
    var state = Self.unpack(bits, bitCount: bitCount)
    breaches.removeAll(keepingCapacity: true)
    evaluator.step(&state, transition, into: &breaches)
    if !keep, !breaches.contains(where: counts) {
      evaluator.unfinishedVisits(state, after: transition, into: &breaches)
    }
    if let breach = breaches.first(where: { counts($0) || $0.unproven }) { return .broken(breach) }
    return .held(state: Self.pack(state), running: evaluator.anyRunning(state), ran: evaluator.runsCode(in: transition))
  }

  /// Each placement's first breach and its path from launch, or nil where every path up to
  /// the depth keeps its guarantees; `progress` is called with the level and the share of it done.
  ///
  /// - Throws: a refusal when the depth is estimated not to fit `memoryBudget`, after the
  ///   first levels (the estimate of `DepthRefusal`, on tokens), or when the tokens kept pass it.
  func run(progress: ((Int, Double) -> Void)? = nil) throws(DepthRefusal) -> [(breach: EffectBreach, path: [Action])?] {
    var running: [Bool] = []
    var ran: [Bool] = []
    return try run(progress: progress, running: &running, ran: &ran)
  }

  /// `run(progress:)`, also saying for each placement whether its resource was running after
  /// some step of some path (`running`): a resource that never is was never started, or only
  /// for the length of a step, and a placement of it holds vacuously.
  ///
  /// `ran` says for each placement whether its code ran in some step of some path: one that
  /// never did holds because nothing it does ever happens (its screen is never shown).
  func run(
    progress: ((Int, Double) -> Void)? = nil, running: inout [Bool], ran: inout [Bool]
  ) throws(DepthRefusal) -> [(breach: EffectBreach, path: [Action])?] {
    running = [Bool](repeating: false, count: evaluators.count)
    ran = [Bool](repeating: false, count: evaluators.count)
    // A part whose screens declare no effects has no placement to judge (and no level to walk).
    guard !evaluators.isEmpty else { return [] }
    var worlds: [World] = []
    var worldIds: [HashedWorld: Int32] = [:]
    // Every (world, placement, state) seen: -1 for those of earlier levels, else its place
    // in the level being built.
    var known: [UInt64: Int32] = [:]
    var levels: [[Token]] = []
    var firsts = [First?](repeating: nil, count: evaluators.count)
    var buffer = StepBuffer()
    var breaches: [EffectBreach] = []
    func key(_ world: Int32, _ candidate: Int32, _ state: UInt8) -> UInt64 {
      UInt64(UInt32(bitPattern: world)) << 32 | UInt64(UInt32(bitPattern: candidate)) << 8 | UInt64(state)
    }

    var launched = engine.initialWorld
    try? engine.step(&launched, .launch, number: 1, into: &buffer)
    worlds.append(launched)
    worldIds[HashedWorld(launched)] = 0
    if let first = evaluators.first?.evaluator {
      let transition = first.transition(
        before: engine.initialWorld.structure, after: launched.structure, kind: .launch, events: buffer.events, step: 1, roles: buffer.lastTransition)
      var tokens: [Token] = []
      for (candidate, judge) in evaluators.enumerated() {
        var state = judge.initialState
        breaches.removeAll(keepingCapacity: true)
        judge.evaluator.step(&state, transition, into: &breaches)
        if let breach = breaches.first(where: counts) {
          firsts[candidate] = First(level: -1, token: -1, action: 0, breach: breach)
          ran[candidate] = true
          continue
        }
        if judge.evaluator.anyRunning(state) { running[candidate] = true }
        if judge.evaluator.runsCode(in: transition) { ran[candidate] = true }
        let token = Token(parent: -1, action: -1, world: 0, candidate: Int32(candidate), state: Self.pack(state))
        known[key(0, token.candidate, token.state)] = -1
        tokens.append(token)
      }
      levels.append(tokens)
    }
    let buffers = (0..<jobs).map { _ in Locked((buffer: StepBuffer(), world: engine.initialWorld)) }
    var scratch = engine.initialWorld
    for level in 0..<depth {
      let tokens = levels[level]
      if tokens.isEmpty { break }
      let keep = level < depth - 1
      // The level's worlds, in the order their first token comes, each with its tokens.
      var groupOf: [Int32: Int] = [:]
      var groups: [(world: Int32, tokens: [Int])] = []
      for (index, token) in tokens.enumerated() {
        if let group = groupOf[token.world] {
          groups[group].tokens.append(index)
        } else {
          groupOf[token.world] = groups.count
          groups.append((token.world, [index]))
        }
      }
      var next: [Token] = []
      var broken: [Int32: First] = [:]
      var done = 0
      let batch = jobs == 1 ? 64 : 32 * jobs
      while done < groups.count {
        let end = min(done + batch, groups.count)
        var results: [Expansion] = []
        if jobs == 1 {
          for index in done..<end {
            if stop.check(watch) != nil { break }
            results.append(
              expand(
                worlds[Int(groups[index].world)], tokens: groups[index].tokens[...], in: tokens, number: level + 2, keep: keep,
                buffer: &buffer, scratch: &scratch))
          }
        } else {
          let slots = Locked([Expansion?](repeating: nil, count: end - done))
          let cursor = Locked(done)
          let first = done
          let snapshot = worlds
          let groups = groups
          DispatchQueue.concurrentPerform(iterations: jobs) { thread in
            buffers[thread].withLock { own in
              while true {
                let index: Int = cursor.withLock { next in
                  defer { next += 1 }
                  return next
                }
                if index >= end { break }
                if stop.check(watch) != nil {
                  cursor.withLock { $0 = end }
                  break
                }
                let result = expand(
                  snapshot[Int(groups[index].world)], tokens: groups[index].tokens[...], in: tokens, number: level + 2, keep: keep,
                  buffer: &own.buffer, scratch: &own.world)
                slots.withLock { $0[index - first] = result }
              }
            }
          }
          if stop.resident == nil { results = slots.withLock { $0.map { $0! } } }
        }
        // Past the budget, measured: the levels before this one were walked whole within it.
        if let resident = stop.resident {
          var refusal = DepthRefusal(
            depth: depth, largestDepth: level, estimatedStates: levels.reduce(next.count) { $0 + $1.count }, budget: memoryBudget)
          refusal.bytesEach = DepthRefusal.bytesPerToken
          refusal.residentAtStop = resident
          throw refusal
        }
        for result in results {
          for candidate in result.running { running[Int(candidate)] = true }
          for candidate in result.ran { ran[Int(candidate)] = true }
          for (candidate, first) in result.breaches {
            if let known = broken[candidate], !Self.precedes(first, known) { continue }
            broken[candidate] = first
          }
          for (hashed, carried) in result.children {
            let world: Int32
            if let id = worldIds[hashed] {
              world = id
            } else {
              world = Int32(worlds.count)
              worldIds[hashed] = world
              worlds.append(hashed.world)
            }
            for child in carried {
              var token = child
              token.world = world
              let childKey = key(world, token.candidate, token.state)
              if let place = known[childKey] {
                guard place >= 0 else { continue }
                let index = Int(place)
                if (token.parent, token.action) < (next[index].parent, next[index].action) { next[index] = token }
              } else {
                known[childKey] = Int32(next.count)
                next.append(token)
              }
            }
          }
        }
        done = end
        progress?(level + 1, Double(done) / Double(groups.count))
      }
      for (candidate, first) in broken { firsts[Int(candidate)] = first }
      for token in next { known[key(token.world, token.candidate, token.state)] = -1 }
      let kept = levels.reduce(next.count) { $0 + $1.count }
      if kept > DepthRefusal.statesFitting(memoryBudget, bytesEach: DepthRefusal.bytesPerToken) {
        var refusal = DepthRefusal(depth: depth, largestDepth: level + 1, estimatedStates: kept, budget: memoryBudget)
        refusal.bytesEach = DepthRefusal.bytesPerToken
        throw refusal
      }
      // The next level: tokens of placements still unbroken, in rank order for each.
      next.removeAll { broken[$0.candidate] != nil }
      next.sort { ($0.candidate, $0.parent, $0.action) < ($1.candidate, $1.parent, $1.action) }
      levels.append(next)
      if let refusal = DepthRefusal(levelSizes: levels.map(\.count), depth: depth, budget: memoryBudget, bytesEach: DepthRefusal.bytesPerToken) {
        throw refusal
      }
    }
    return firsts.map { first in
      guard let first else { return nil }
      var path: [Action] = []
      if first.level >= 0 {
        var token = levels[first.level][Int(first.token)]
        path.append(actions(in: worlds[Int(token.world)])[Int(first.action)])
        var level = first.level
        while token.parent >= 0 {
          let parent = levels[level - 1][Int(token.parent)]
          path.append(actions(in: worlds[Int(parent.world)])[Int(token.action)])
          token = parent
          level -= 1
        }
      }
      path.append(.launch)
      return (first.breach, Array(path.reversed()))
    }
  }
}
