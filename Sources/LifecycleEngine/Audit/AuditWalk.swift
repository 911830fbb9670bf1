import LifecycleCore

/// Walks every sequence of actions of an app up to a depth after launch, running its
/// screens' effects along each, and keeps the first (shortest, then smallest in action
/// order) path that breaks each guarantee of each effect.
///
/// Breadth first over (world, effect state) pairs: two paths that reach the same world with
/// the same effect state have the same future, so each pair is expanded once. The action
/// list and the symmetry filter are the explorer's (`Engine.candidateActions`,
/// `SymmetryFilter`): fresh screens carry no effects, so renaming one changes nothing.
struct AuditWalk {
  struct Node {
    var world: World
    var state: EffectState
    var parent: Int32
    var action: Action?
  }

  struct Key: Hashable {
    var world: World
    var state: EffectState
  }

  let engine: Engine
  let evaluator: EffectEvaluator
  let symmetry: SymmetryFilter
  let depth: Int

  init(engine: Engine, depth: Int) {
    self.engine = engine
    evaluator = EffectEvaluator(engine: engine)
    symmetry = SymmetryFilter(app: engine.app)
    self.depth = depth
  }

  /// What the walk found: for each breach key, the first breach and its path from launch;
  /// the number of (world, state) pairs and of steps.
  struct Outcome {
    var findings: [(breach: EffectBreach, path: [Action], count: Int)]
    var states: Int
    var steps: Int
  }

  func run(progress: ((Int, Int) -> Void)? = nil) -> Outcome {
    var nodes: [Node] = []
    var seen = Set<Key>()
    var buffer = StepBuffer()
    var breaches: [EffectBreach] = []
    var firsts: [String: (breach: EffectBreach, node: Int32, action: Action, count: Int)] = [:]
    var order: [String] = []
    var steps = 0
    func note(_ found: [EffectBreach], parent: Int32, action: Action) {
      for breach in found {
        if firsts[breach.key] == nil {
          firsts[breach.key] = (breach, parent, action, 1)
          order.append(breach.key)
        } else {
          firsts[breach.key]!.count += 1
        }
      }
    }
    var world = engine.initialWorld
    var state = evaluator.initialState
    try? engine.step(&world, .launch, number: 1, into: &buffer)
    steps += 1
    evaluator.step(&state, before: engine.initialWorld.structure, after: world.structure, kind: .launch, events: buffer.events, step: 1, into: &breaches)
    note(breaches, parent: -1, action: .launch)
    nodes.append(Node(world: world, state: state, parent: -1, action: .launch))
    seen.insert(Key(world: world, state: state))
    var levelStart = 0
    for level in 0..<depth {
      let levelEnd = nodes.count
      if levelStart == levelEnd { break }
      for index in levelStart..<levelEnd {
        let node = nodes[index]
        let actions =
          symmetry.reduces
          ? engine.candidateActions(in: node.world) { symmetry.keeps($0, in: node.world) }
          : engine.candidateActions(in: node.world)
        for action in actions {
          var next = node.world
          do {
            try engine.step(&next, action, number: level + 2, into: &buffer)
          } catch {
            continue
          }
          steps += 1
          var nextState = node.state
          breaches.removeAll(keepingCapacity: true)
          evaluator.step(
            &nextState, before: node.world.structure, after: next.structure, kind: buffer.lastTransition.kind,
            events: buffer.events, step: level + 2, into: &breaches)
          if !breaches.isEmpty { note(breaches, parent: Int32(index), action: action) }
          guard level < depth - 1 else { continue }
          let key = Key(world: next, state: nextState)
          if seen.insert(key).inserted {
            nodes.append(Node(world: next, state: nextState, parent: Int32(index), action: action))
          }
        }
        if index % 256 == 0 { progress?(level + 1, steps) }
      }
      levelStart = levelEnd
    }
    let findings = order.map { key in
      let first = firsts[key]!
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
    return Outcome(findings: findings, states: nodes.count, steps: steps)
  }
}
