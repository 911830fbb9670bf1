import LifecycleCore
import LifecycleKnowledge

/// Every path of one app (structure, host, profile) up to a depth after launch, as a tree
/// kept in preorder: each node is one step, with its full merged events and what the
/// structure says about the screens before and after it.
///
/// Claims are predicates over timelines that may keep state per instance (which callbacks
/// it has had, whether an obligation is open), so worlds seen before are not skipped here:
/// the tree holds every path, and each claim walks it with its own state. The tree is built
/// once per app, depth and rule book (`PathTree.cached`) and shared by every claim about it.
package struct PathTree: Sendable {
  /// One step of a path.
  package struct Node: Sendable {
    /// The node before it, or -1 for the launch.
    package var parent: Int32
    /// Actions after launch: 0 for the launch.
    package var depth: Int32
    /// The action.
    package var action: Action
    /// The kind of step it was.
    package var kind: TransitionKind
    /// Its case: an index into `caseNames` (the kind, and what of the action and the
    /// structure may change the answer: see `ClaimCase`).
    package var stepCase: Int32
    /// Its events, merged in clock order: the screen's index in the app and the callback.
    package var events: [(screen: Int16, callback: Callback)]
    /// The phase of each event, by its position in `events`.
    package var phases: [Phase]
    /// The row that placed each event, by its position in `events`: what a verdict rests on.
    package var grounds: [EventGround]
    /// The screens in the app's structure before the step (one bit a screen).
    package var liveBefore: UInt64
    /// The screens in the window before and after the step.
    package var windowBefore: UInt64
    /// See `windowBefore`.
    package var windowAfter: UInt64
    /// Whether the app is in the background before and after the step.
    package var backgroundBefore: Bool
    /// See `backgroundBefore`.
    package var backgroundAfter: Bool
    /// The current screen (the top of the top layer, in the foreground) before and after, or -1.
    package var currentBefore: Int16
    /// See `currentBefore`.
    package var currentAfter: Int16
    /// The screen under the current one in its navigation stack before the step, or -1.
    package var below: Int16
  }

  /// The most screens an app may have (one bit a screen in each node).
  package static let maxScreens = 64

  /// The nodes in preorder: a node's descendants follow it.
  package let nodes: [Node]
  /// The app's screen names, by index.
  package let texts: [String]
  /// Which screens may log UIKit callbacks (`AppModel.mayLogUIKit`), and which have SwiftUI content.
  package let logsUIKit: [Bool]
  /// See `logsUIKit`.
  package let hasSwiftUI: [Bool]
  /// Which screens a storyboard creates.
  package let storyboard: [Bool]
  /// The depth it was built to.
  package let depth: Int
  /// Whether the walk stopped before its depth because its paths would pass the memory
  /// budget (`maxNodes`): the tree is then incomplete, and no claim is judged on it.
  package private(set) var exceedsBudget = false
  /// The names of the steps' cases, by `Node.stepCase`.
  package let caseNames: [String]

  /// Walks every path of a target up to `depth` actions after launch. Screens that differ
  /// only by name are tried once, as `explore` does. The walk stops (`exceedsBudget`) when
  /// its nodes would pass `budget`, or when `watch` reads the process past its limit.
  ///
  /// - Throws: the book's first change that names what the target's profile's table lacks.
  package init(
    target: ExploreTarget, depth: Int, book: RuleBook = .standard, budget: Int = Audit.defaultMemoryBudget,
    watch: MemoryWatch = .none
  ) throws(UnresolvedRow) {
    let maxNodes = budget / Self.bytesPerNode
    let engine = try Explorer(depth: depth, jobs: 1, book: book).engine(for: target)
    let app = engine.app
    precondition(
      app.count <= Self.maxScreens, "a claim's app has at most 64 screens (\(target.label) has \(app.count)); ClaimJudge refuses larger apps")
    texts = app.texts
    logsUIKit = app.mayLogUIKit
    hasSwiftUI = app.hasSwiftUI
    storyboard = app.storyboard
    self.depth = depth
    var table = [Int16](repeating: -1, count: Int(app.names.map(\.index).max() ?? 0) + 1)
    for (index, name) in app.names.enumerated() { table[Int(name.index)] = Int16(index) }
    let symmetry = SymmetryFilter(app: app)
    var nodes: [Node] = []
    var buffer = StepBuffer()
    var caseNames: [String] = []
    var caseIndex: [String: Int32] = [:]
    func stepCase(_ before: World, _ after: World, _ action: Action, _ kind: TransitionKind) -> Int32 {
      let name = ClaimCase.name(kind: kind, action: action, before: before.structure, after: after.structure)
      if let index = caseIndex[name] { return index }
      caseNames.append(name)
      caseIndex[name] = Int32(caseNames.count - 1)
      return Int32(caseNames.count - 1)
    }
    func node(_ before: World, _ after: World, _ action: Action, parent: Int, depth: Int) -> Node {
      // Events of something that is not one of the app's screens (the scene) are not about
      // a controller or a view instance: no claim form reads them.
      var phases: [Phase] = []
      var grounds: [EventGround] = []
      let events = buffer.events.compactMap { event -> (screen: Int16, callback: Callback)? in
        let index = Int(event.screen.index)
        guard index < table.count, table[index] >= 0 else { return nil }
        phases.append(event.phase)
        grounds.append(EventGround(row: event.row, nested: event.nested))
        return (table[index], event.callback)
      }
      let kind = buffer.lastTransition.kind
      return Node(
        parent: Int32(parent), depth: Int32(depth), action: action, kind: kind,
        stepCase: stepCase(before, after, action, kind), events: events, phases: phases, grounds: grounds,
        liveBefore: Self.bits(before.structure.live), windowBefore: Self.window(before.structure),
        windowAfter: Self.window(after.structure), backgroundBefore: before.structure.inBackground,
        backgroundAfter: after.structure.inBackground, currentBefore: Self.current(before.structure),
        currentAfter: Self.current(after.structure), below: Self.below(before.structure))
    }
    var launched = engine.initialWorld
    // Launch is always possible.
    try? engine.step(&launched, .launch, number: 1, into: &buffer)
    nodes.append(node(engine.initialWorld, launched, .launch, parent: -1, depth: 0))
    // Depth first, with an explicit stack: each entry is a world, its node and the actions
    // left to try in it.
    var stack: [(world: World, node: Int, actions: [Action], next: Int)] = []
    if depth > 0 {
      stack.append((launched, 0, engine.candidateActions(in: launched) { symmetry.keeps($0, in: launched) }, 0))
    }
    while !stack.isEmpty {
      // The estimate first; the process's resident memory every 32 nodes, as the other walks read it.
      if nodes.count >= maxNodes || (nodes.count & 31 == 0 && watch.residentIfOver() != nil) {
        exceedsBudget = true
        break
      }
      let top = stack.count - 1
      guard stack[top].next < stack[top].actions.count else {
        stack.removeLast()
        continue
      }
      let action = stack[top].actions[stack[top].next]
      stack[top].next += 1
      let before = stack[top].world
      var after = before
      do {
        try engine.step(&after, action, number: top + 2, into: &buffer)
      } catch {
        continue
      }
      nodes.append(node(before, after, action, parent: stack[top].node, depth: top + 1))
      if top + 1 < depth {
        stack.append((after, nodes.count - 1, engine.candidateActions(in: after) { symmetry.keeps($0, in: after) }, 0))
      }
    }
    self.nodes = nodes
    self.caseNames = caseNames
  }

  /// What one node of the tree costs at the peak, in bytes: the node and its two arrays of
  /// a step's events (a step of a small app has about twelve). A tree holds at most the
  /// memory budget's worth: `Audit.defaultMemoryBudget` gives about eight million paths.
  package static let bytesPerNode = MemoryLayout<Node>.stride + 480

  /// The nodes from launch to a node, launch first.
  package func nodePath(to index: Int) -> [Int] {
    var path: [Int] = []
    var current = index
    while current >= 0 {
      path.append(current)
      current = Int(nodes[current].parent)
    }
    return path.reversed()
  }

  /// The actions from launch to a node, launch first.
  package func path(to index: Int) -> [Action] {
    var actions: [Action] = []
    var current = index
    while current >= 0 {
      actions.append(nodes[current].action)
      current = Int(nodes[current].parent)
    }
    return actions.reversed()
  }

  private static func bits(_ flags: [Bool]) -> UInt64 {
    var result: UInt64 = 0
    for (index, flag) in flags.enumerated() where flag { result |= 1 << UInt64(index) }
    return result
  }

  private static func window(_ structure: Structure) -> UInt64 {
    var result: UInt64 = 0
    for ref in structure.onScreen { result |= 1 << UInt64(ref.screen) }
    return result
  }

  /// The screen the user is on: the top screen of the top layer, in the foreground.
  private static func current(_ structure: Structure) -> Int16 {
    guard structure.launched, !structure.inBackground else { return -1 }
    let top = structure.layer(structure.layerCount - 1)
    return structure.visibleScreens(top).first.map { Int16($0.screen) } ?? -1
  }

  /// The screen under the current one in its navigation stack.
  private static func below(_ structure: Structure) -> Int16 {
    guard structure.launched, !structure.inBackground else { return -1 }
    let top = structure.layer(structure.layerCount - 1)
    guard let stack = structure.activeStack(top), stack.count >= 2 else { return -1 }
    return Int16(stack[stack.count - 2])
  }
}

extension PathTree {
  /// The tree of a target to at least `depth`, built once per process for each app, rule
  /// book and depth and shared by every claim about it.
  ///
  /// The budget holds for the trees kept and the one being built together: a tree is built
  /// within half of it, and the trees kept take at most the other half (the kept ones are
  /// dropped, and built again when asked, before a tree that would pass it is kept).
  ///
  /// - Throws: the book's first change that names what the target's profile's table lacks.
  package static func cached(
    target: ExploreTarget, depth: Int, book: RuleBook = .standard, budget: Int = Audit.defaultMemoryBudget,
    watch: MemoryWatch = .none
  ) throws(UnresolvedRow) -> PathTree {
    let key = CacheKey(target: target.identity, book: book)
    // A deeper tree serves a shallower claim; a tree stopped at its budget is never kept, and
    // a kept tree larger than this budget allows, or any tree while the process is past the
    // watch's limit, is walked again under them (and refused): the answer never depends on
    // what an earlier judgement left in the cache.
    if let tree = cache.withLock({ $0[key] }), tree.depth >= depth, tree.nodes.count < budget / 2 / bytesPerNode,
      watch.residentIfOver() == nil
    {
      return tree
    }
    let tree = try PathTree(target: target, depth: depth, book: book, budget: budget / 2, watch: watch)
    // A tree stopped at its budget is not kept: another budget may walk it whole.
    if tree.exceedsBudget { return tree }
    cache.withLock { trees in
      if let known = trees[key], known.depth >= depth { return }
      let kept = trees.values.reduce(tree.nodes.count) { $0 + $1.nodes.count }
      if kept > budget / 2 / bytesPerNode { trees.removeAll() }
      trees[key] = tree
    }
    return tree
  }

  private struct CacheKey: Hashable, Sendable {
    var target: ExploreTarget.Identity
    var book: RuleBook
  }

  private static let cache = Locked<[CacheKey: PathTree]>([:])
}

/// The row that placed an event of a path, and whether it ran for an embedded screen (whose
/// row's nested provenance applies): eight bytes an event.
package struct EventGround: Hashable, Sendable {
  /// The row.
  package var row: RowID
  /// Whether the event is an embedded screen's.
  package var nested: Bool

  /// Why the event is there: the row's provenance.
  package var rule: Rule { row.row.provenance(nested: nested) }
}
