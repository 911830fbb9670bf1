import Foundation
import LifecycleCore

/// Walks every sequence of actions of an app up to a depth after launch, running its
/// screens' effects along each, and keeps the first (shortest, then smallest in action
/// order) path that breaks each guarantee of each effect.
///
/// Breadth first over (world, effect state) pairs: two paths that reach the same world with
/// the same effect state have the same future, so each pair is expanded once. The action
/// list and the symmetry filter are the explorer's (`Engine.candidateActions`,
/// `SymmetryFilter`): fresh screens carry no effects, so renaming one changes nothing.
///
/// Presentation styles that behave alike on the profile are tried once (`StyleAliases`): each
/// pair kept stands for `weight` pairs of the walk over every style, and each action tried
/// for `multiplicity` actions, so the pairs, steps and breaches counted are the whole walk's,
/// and the first path to each breach is the one it finds.
///
/// Every core is used, as `explore` does: a level's nodes are handed out in batches to
/// `jobs` threads, which step and judge every action of a node; each batch's results are
/// then merged on one thread in node order, so the nodes kept, the breaches noted first and
/// the counts are the same as one thread's, whatever the number of threads.
struct AuditWalk {
  struct Node {
    var world: World
    var state: EffectState
    var parent: Int32
    var action: Action?
    /// How many pairs of the walk over every presentation style this one stands for.
    var weight: Int
  }

  /// A (world, effect state) pair as the set of pairs seen keys it: hashed once, on the
  /// world's `fingerprint` (as the explorer's `HashedWorld`) mixed with the state's words,
  /// told apart from a pair with the same hash by comparing both.
  struct Key: Hashable {
    var world: World
    var state: EffectState
    var hash: Int

    init(world: World, state: EffectState) {
      self.world = world
      self.state = state
      var mixer = FingerprintMixer()
      mixer.add(world.fingerprint)
      mixer.add(Int(bitPattern: UInt(state.low)))
      mixer.add(Int(bitPattern: UInt(state.high)))
      for word in state.rest { mixer.add(Int(bitPattern: UInt(word))) }
      hash = mixer.finish()
    }

    static func == (left: Key, right: Key) -> Bool {
      left.hash == right.hash && left.state == right.state && left.world == right.world
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
  }

  /// What one action of one node gave: the world and state after it (kept only at the levels
  /// whose children are kept), and what it broke (`BreachSink`).
  struct Child {
    var world: World?
    var state: EffectState
    var action: Action
    /// How many actions of the walk over every style the action stands for.
    var multiplicity: Int
    var breaches: [EffectBreach]
    var keys: [Int32]
    var counted: [Int32]
  }

  /// An evaluator's breaches of one step: those of keys not yet noted with their messages,
  /// those of keys noted before (`known`, by key) counted by key alone, no message built.
  /// Which keys are known changes what is built, never what the walk finds: a breach of a
  /// known key is never the first of its key.
  struct BreachSink: BreachRecorder {
    var known: [Bool]
    var breaches: [EffectBreach] = []
    var keys: [Int32] = []
    var counted: [Int32] = []

    var isEmpty: Bool { keys.isEmpty && counted.isEmpty }

    mutating func removeAll() {
      if !breaches.isEmpty { breaches.removeAll(keepingCapacity: true) }
      if !keys.isEmpty { keys.removeAll(keepingCapacity: true) }
      if !counted.isEmpty { counted.removeAll(keepingCapacity: true) }
    }

    mutating func record(_ key: Int32, _ breach: () -> EffectBreach) {
      if known[Int(key)] {
        counted.append(key)
      } else {
        breaches.append(breach())
        keys.append(key)
      }
    }
  }

  let engine: Engine
  let evaluator: EffectEvaluator
  let symmetry: SymmetryFilter
  let choices: ActionChoices
  let depth: Int
  let jobs: Int
  /// The most memory the walk may keep, in bytes (`Audit.memoryBudget`), and what a kept pair
  /// takes of it (`DepthRefusal.bytesPerState(screens:)`).
  let memoryBudget: Int
  let bytesPerPair: Int
  /// What reads the process's resident memory once every few nodes (`MemoryWatch`): the walk
  /// stops cleanly when it passes the budget, whatever `bytesPerPair` estimated.
  var watch: MemoryWatch = .none
  /// The reading that stopped the walk, shared by its threads.
  private let stop = MemoryStop()
  /// Whether the first breaches found so far (in the order found) are all a caller wants:
  /// asked each time a key's first breach is noted, and the walk stops on the first yes
  /// (`Audit.firstBreaches`). The findings are then those noted up to that breach, in the
  /// same order and with the same paths as the whole walk's; the counts of each, of the
  /// pairs and of the steps are those of the walk so far.
  var enough: (@Sendable ([EffectBreach]) -> Bool)? = nil

  /// A walk of `engine`'s app; `mergingStyles: false` tries every presentation style (the
  /// same answers, slower: the tests compare the two).
  init(
    engine: Engine, depth: Int, guards: [GuardedEffect: EffectGuard] = [:], jobs: Int = 1, memoryBudget: Int = .max,
    mergingStyles: Bool = true
  ) {
    self.engine = engine
    evaluator = EffectEvaluator(engine: engine, guards: guards)
    symmetry = SymmetryFilter(app: engine.app)
    choices = ActionChoices(engine, mergingStyles: mergingStyles)
    self.depth = depth
    self.jobs = max(jobs, 1)
    self.memoryBudget = memoryBudget
    bytesPerPair = DepthRefusal.bytesPerState(screens: engine.app.count)
  }

  /// What the walk found: for each breach key, the first breach and its path from launch;
  /// the number of (world, state) pairs and of steps (of the walk over every style).
  struct Outcome {
    var findings: [(breach: EffectBreach, path: [Action], count: Int)]
    var states: Int
    var steps: Int
    /// Which audited screens (by the app model's index) some path of the walk showed, and
    /// which it took off the top or out of the app: a screen never both shown and left had
    /// guarantees the cut paths could not judge (`Audit.unproven`).
    var showings = Showings(count: 0)
    /// The pairs kept (the walk's memory): fewer than `states` where styles are merged.
    var kept = 0
    /// Set when the depth cannot fit the memory budget: the walk stopped.
    var refusal: DepthRefusal? = nil
  }

  /// What one thread reuses from step to step: the step's buffer (its merge deferred: the
  /// evaluator merges only the events that run effects), the world each action is stepped in
  /// (overwritten with the node's world first, as the explorer does), the evaluator's reading
  /// of the step with its arrays' room, and the step's breaches.
  /// Which screens a walk showed (visited after a step), and which it left (visited before a
  /// step and not after, or in the app before it and not after).
  struct Showings {
    var shown: [Bool]
    var left: [Bool]

    init(count: Int) {
      shown = Array(repeating: false, count: count)
      left = Array(repeating: false, count: count)
    }

    /// Notes what one step did to the audited screens.
    mutating func note(_ transition: EffectEvaluator.Transition, audited: [Int]) {
      for screen in audited {
        let visitedAfter = transition.visitedAfter[screen]
        if visitedAfter { shown[screen] = true }
        if transition.visitedBefore[screen] && !visitedAfter || transition.liveBefore[screen] && !transition.liveAfter[screen] {
          left[screen] = true
        }
      }
    }

    /// Both walks' notes.
    mutating func add(_ other: Showings) {
      for index in shown.indices {
        shown[index] = shown[index] || other.shown[index]
        left[index] = left[index] || other.left[index]
      }
    }
  }

  struct Scratch {
    var showings: Showings
    var buffer: StepBuffer
    var next: World
    var transition: EffectEvaluator.Transition
    var refs: [ScreenRef] = []
    var sink: BreachSink
    /// What a released transition holds: the app before launch, never written.
    let empty: Structure

    init(engine: Engine, evaluator: EffectEvaluator) {
      buffer = StepBuffer()
      buffer.defersMerge = true
      next = engine.initialWorld
      empty = engine.initialWorld.structure
      transition = evaluator.transition(before: empty, after: empty, kind: .none, events: [], step: 0)
      sink = BreachSink(known: Array(repeating: false, count: evaluator.keyTexts.count))
      showings = Showings(count: engine.app.count)
    }
  }

  /// Every action of a node, stepped and judged; `keep` says whether the children are kept;
  /// `known` says which breach keys were noted before (`BreachSink`).
  func expand(_ node: Node, level: Int, keep: Bool, known: [Bool], scratch: inout Scratch) -> (children: [Child], steps: Int) {
    let world = node.world
    let actions = engine.candidateActions(in: world, choices: choices) { symmetry.reduces ? symmetry.keeps($0, in: world) : true }
    var children: [Child] = []
    var steps = 0
    let number = level + 2
    scratch.sink.known = known
    // The world before is the same for every action: read once.
    if evaluator.hasEffects { evaluator.fill(&scratch.transition, before: world.structure, refs: &scratch.refs) }
    for (index, action) in actions.enumerated() {
      // A node of a wide app reaches hundreds of nodes: memory is read every 32 actions.
      if index & 31 == 31, stop.check(watch) != nil { break }
      if keep {
        // A kept child shares with its parent the arrays its step does not write.
        scratch.next = world
      } else {
        scratch.next.overwrite(with: world)
      }
      do {
        try engine.step(&scratch.next, action, number: number, into: &scratch.buffer)
      } catch {
        continue
      }
      let multiplicity = choices.multiplicity(of: action)
      steps += multiplicity
      var nextState = node.state
      scratch.sink.removeAll()
      if evaluator.hasEffects {
        evaluator.fill(
          &scratch.transition, before: world.structure, after: scratch.next.structure, buffer: scratch.buffer, step: number,
          refs: &scratch.refs)
        evaluator.step(&nextState, scratch.transition, into: &scratch.sink)
        scratch.showings.note(scratch.transition, audited: evaluator.audited)
        // The worlds and the buffer are written again by the next action: nothing may share them.
        evaluator.release(&scratch.transition, keeping: scratch.empty)
      }
      guard keep || !scratch.sink.isEmpty else { continue }
      children.append(
        Child(
          world: keep ? scratch.next : nil, state: nextState, action: action, multiplicity: multiplicity,
          breaches: scratch.sink.breaches, keys: scratch.sink.keys, counted: scratch.sink.counted))
    }
    return (children, steps)
  }

  func run(progress: ((AuditProgress) -> Void)? = nil) -> Outcome {
    var nodes: [Node] = []
    var seen = Set<Key>()
    var buffer = StepBuffer()
    // By breach key (`EffectEvaluator.keyIDs`): the first breach, where, and how many.
    var firsts = [(breach: EffectBreach, node: Int32, action: Action, count: Int)?](repeating: nil, count: evaluator.keyTexts.count)
    var known = [Bool](repeating: false, count: evaluator.keyTexts.count)
    var order: [Int32] = []
    var steps = 0
    // Set once `enough` says the first breaches noted are all its caller wants.
    var finished = false
    // The pairs of the walk over every style that the kept ones stand for.
    var states = 0
    func note(_ child: Child, parent: Int32, weight: Int) {
      let times = weight * child.multiplicity
      for (breach, key) in zip(child.breaches, child.keys) {
        assert(evaluator.keyTexts[Int(key)] == breach.key)
        if firsts[Int(key)] == nil {
          firsts[Int(key)] = (breach, parent, child.action, times)
          known[Int(key)] = true
          order.append(key)
          if let enough, !finished, enough(order.map { firsts[Int($0)]!.breach }) { finished = true }
        } else {
          firsts[Int(key)]!.count += times
        }
      }
      for key in child.counted { firsts[Int(key)]!.count += times }
    }
    var scratch = Scratch(engine: engine, evaluator: evaluator)
    var world = engine.initialWorld
    var state = evaluator.initialState
    try? engine.step(&world, .launch, number: 1, into: &buffer)
    steps += 1
    var sink = BreachSink(known: known)
    if evaluator.hasEffects {
      let launch = evaluator.transition(
        before: engine.initialWorld.structure, after: world.structure, kind: .launch, events: buffer.events, step: 1,
        roles: buffer.lastTransition)
      evaluator.step(&state, launch, into: &sink)
      scratch.showings.note(launch, audited: evaluator.audited)
    }
    note(
      Child(world: nil, state: state, action: .launch, multiplicity: 1, breaches: sink.breaches, keys: sink.keys, counted: sink.counted),
      parent: -1, weight: 1)
    nodes.append(Node(world: world, state: state, parent: -1, action: .launch, weight: 1))
    states += 1
    seen.insert(Key(world: world, state: state))
    let scratches = (0..<jobs).map { _ in Locked(Scratch(engine: engine, evaluator: evaluator)) }
    var levelStart = 0
    var stepsBefore = 0
    var levelSizes: [Int] = [1]
    levels: for level in 0..<depth {
      let levelEnd = nodes.count
      stepsBefore = steps
      if levelStart == levelEnd || finished { break }
      let keep = level < depth - 1
      var done = levelStart
      // Batches bound the children held before they are merged.
      let batch = jobs == 1 ? 256 : 64 * jobs
      while done < levelEnd {
        let end = min(done + batch, levelEnd)
        var results: [(children: [Child], steps: Int)] = []
        if jobs == 1 {
          for index in done..<end {
            if stop.check(watch) != nil { break }
            results.append(expand(nodes[index], level: level, keep: keep, known: known, scratch: &scratch))
          }
        } else {
          let slots = Locked([(children: [Child], steps: Int)?](repeating: nil, count: end - done))
          let cursor = Locked(done)
          let snapshot = nodes
          let first = done
          let known = known
          DispatchQueue.concurrentPerform(iterations: jobs) { thread in
            scratches[thread].withLock { scratch in
              while true {
                let range: Range<Int> = cursor.withLock { next in
                  let from = next
                  next = min(next + 8, end)
                  return from..<next
                }
                if range.isEmpty { break }
                if stop.check(watch) != nil {
                  cursor.withLock { $0 = end }
                  break
                }
                for index in range {
                  let result = expand(snapshot[index], level: level, keep: keep, known: known, scratch: &scratch)
                  slots.withLock { $0[index - first] = result }
                }
              }
            }
          }
          if stop.resident == nil { results = slots.withLock { $0.map { $0! } } }
        }
        // Past the budget, measured: the levels before this one were walked whole within it.
        if let resident = stop.resident {
          var refusal = DepthRefusal(depth: depth, largestDepth: level, estimatedStates: nodes.count, budget: memoryBudget)
          refusal.bytesEach = bytesPerPair
          refusal.residentAtStop = resident
          return Outcome(findings: [], states: states, steps: steps, kept: nodes.count, refusal: refusal)
        }
        // Read in place: a copy of each child (its world's arrays, its breaches) cost more than the merge.
        for offset in results.indices {
          let index = Int32(done + offset)
          let weight = nodes[done + offset].weight
          steps += results[offset].steps * weight
          for place in results[offset].children.indices {
            if !results[offset].children[place].keys.isEmpty || !results[offset].children[place].counted.isEmpty {
              note(results[offset].children[place], parent: index, weight: weight)
              // What is noted after this could never come first for a caller's want.
              if finished { break levels }
            }
            guard keep, let world = results[offset].children[place].world else { continue }
            let state = results[offset].children[place].state
            if seen.insert(Key(world: world, state: state)).inserted {
              let weight = choices.weight(of: world)
              states += weight
              nodes.append(Node(world: world, state: state, parent: index, action: results[offset].children[place].action, weight: weight))
            }
          }
        }
        done = end
        // What the estimate did not foresee: the walk stops before it passes its budget.
        if nodes.count > DepthRefusal.statesFitting(memoryBudget, bytesEach: bytesPerPair) {
          var refusal = DepthRefusal(depth: depth, largestDepth: level + 1, estimatedStates: nodes.count, budget: memoryBudget)
          refusal.bytesEach = bytesPerPair
          return Outcome(findings: [], states: states, steps: steps, kept: nodes.count, refusal: refusal)
        }
        progress?(
          AuditProgress(
            level: level + 1, depth: depth, steps: steps, levelDone: done - levelStart, levelSize: levelEnd - levelStart,
            levelSteps: steps - stepsBefore, states: states, levelSizes: levelSizes))
      }
      levelSizes.append(nodes.count - levelEnd)
      levelStart = levelEnd
      if let refusal = DepthRefusal(levelSizes: levelSizes, depth: depth, budget: memoryBudget, bytesEach: bytesPerPair) {
        return Outcome(findings: [], states: states, steps: steps, kept: nodes.count, refusal: refusal)
      }
    }
    let findings = order.map { key in
      let first = firsts[Int(key)]!
      var path: [Action] = [first.action]
      var cursor = first.node
      while cursor >= 0 {
        let node = nodes[Int(cursor)]
        if let action = node.action, cursor != 0 { path.append(action) }
        cursor = node.parent
      }
      if first.node >= 0 { path.append(.launch) }
      return (breach: first.breach, path: Array(path.reversed()), count: first.count)
    }
    var outcome = Outcome(findings: findings, states: states, steps: steps, kept: nodes.count)
    outcome.showings = scratch.showings
    for other in scratches { outcome.showings.add(other.withLock { $0.showings }) }
    return outcome
  }
}

/// Where an audit's walk is, for a progress line: the level (1 to the depth) and how much of
/// it is done, the steps so far, and an estimate of the steps of the whole walk.
public struct AuditProgress: Sendable {
  /// The level being walked, from 1.
  public var level: Int
  /// The depth.
  public var depth: Int
  /// The steps simulated so far.
  public var steps: Int
  /// The level's (world, effect state) pairs expanded so far, and in all.
  public var levelDone: Int
  /// The level's pairs in all.
  public var levelSize: Int
  /// The steps of this level so far.
  public var levelSteps: Int
  /// The (world, effect state) pairs kept so far.
  public var states: Int
  /// How many pairs each finished level kept (level 0: the launched app).
  var levelSizes: [Int]

  /// The steps the whole walk will take: this level's rest at its rate so far, then each
  /// level left at the same steps per pair, growing by the factor the last level grew by,
  /// which shrinks level by level as it shrank from the level before (deeper, more of the
  /// pairs a level reaches were seen already). Keeping the last factor for every level left
  /// overestimated deep walks two- to fourfold (BENCHMARKS.md, "Time left").
  public var estimatedSteps: Int? {
    guard let levels = estimatedLevelSteps else { return nil }
    let total = Double(steps) + levels.reduce(0, +)
    guard total.isFinite, total < 1e18 else { return nil }
    return Int(total)
  }

  /// The steps left, level by level: this level's rest first, then each deeper level's, as
  /// `estimatedSteps` adds them (`estimatedLevelPairs` at this level's steps per pair); nil
  /// before the level has expanded a pair.
  public var estimatedLevelSteps: [Double]? {
    guard let pairs = estimatedLevelPairs else { return nil }
    let perPair = Double(levelSteps) / Double(levelDone)
    return pairs.map { $0 * perPair }
  }

  /// The pairs left to expand, level by level: this level's rest first, then each deeper
  /// level's, grown as `estimatedSteps` says; nil before the level has expanded a pair.
  public var estimatedLevelPairs: [Double]? {
    guard levelDone > 0, levelSizes.count >= 1 else { return nil }
    var levels = [Double(levelSize - levelDone)]
    let count = levelSizes.count
    func factor(_ index: Int) -> Double? {
      index >= 1 && levelSizes[index - 1] > 0 ? Double(levelSizes[index]) / Double(levelSizes[index - 1]) : nil
    }
    var growth = factor(count - 1) ?? Double(levelSteps) / Double(levelDone)
    let decay = factor(count - 2).map { $0 > 0 ? min(growth / $0, 1) : 1 } ?? 1
    var size = Double(levelSize)
    for _ in level..<depth {
      growth = max(growth * decay, 1)
      size *= growth
      levels.append(size)
    }
    return levels
  }

  /// The pairs the finished levels kept and this level holds (the launched app's, and each
  /// level's up to this one): the walk keeps them until its end, and frees them then.
  public var pairsReached: Int { levelSizes.reduce(0, +) }
}
