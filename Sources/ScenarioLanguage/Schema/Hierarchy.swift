import LifecycleCore

/// A screen placed in the app's structure: its interned id and the node that names it.
struct Placement {
  let id: Int32
  let node: Int32
}

/// A screen listed as a child (`children:` or `conditional:`) of another: the interned ids
/// and the node that names the child.
struct ChildPlacement {
  let parent: Int32
  let child: Int32
  let node: Int32
}

/// Where the file places each screen, in file order, for the checks that a screen is in
/// the app's hierarchy once. Ids and nodes only: a million screens take a few bytes each.
struct Hierarchy {
  /// The screens of `app:`.
  var app: [Placement] = []
  /// The declared screens' ids, in the order of `screens:`.
  var declared: [Int32] = []
  /// The content each declared screen declares, in the order of `declared`.
  var declaredContent: [Content?] = []
  /// Whether every declared screen's id is ASCII, so that interned ids and the declarations'
  /// keys name the same screens (otherwise canonical equivalence may join two ids).
  var allASCII = true
  /// The declared screens that declare a list (`list:`), in the order of `screens:`.
  var withList: [Int32] = []
  /// The ids of the declared screens that say who owns their view model (`model:`).
  var withModel: [String] = []
  /// Every child listed under a declared screen.
  var children: [ChildPlacement] = []
  /// The node of each `hosting:` key of a tab, and the screens placed inside it.
  var hostings: [Int32] = []
  var hosted: [Placement] = []
  /// The nodes of the `hosting:` keys of tabs written beside `screen:` (not a stack).
  var hostingsOfAScreen: [Int32] = []
  /// The screens of presented flows' stacks (`hosting:` in a declaration).
  var flows: [Placement] = []
  /// The hosting controllers of presented flows, each with the node of its `hosting:`.
  var flowHosts: [Placement] = []
}

extension SchemaReader {
  /// Reports every screen placed twice in the hierarchy (twice in the app's structure,
  /// twice under one parent, under two parents, or both a child and in the app's structure),
  /// every cycle of children and every chain of children deeper than
  /// `ScenarioLimits.maxChildDepth`, each at the line that places the screen. Linear in the
  /// number of placements; nothing recurses.
  mutating func check(_ hierarchy: Hierarchy, appIsValid: Bool) {
    let names = tree.interner.count
    func name(_ id: Int32) -> String { tree.interner.string(Int(id)) }
    func at(_ node: Int32) -> SourceLocation { location(Int(node)) }
    // The node that places each screen in the app's structure, and under its parent (-1).
    var inApp = [Int32](repeating: -1, count: names)
    if appIsValid {
      for placement in hierarchy.app {
        let first = inApp[Int(placement.id)]
        if first >= 0 {
          error(
            "screen '\(name(placement.id))' appears twice in the app's structure; a screen can be on screen once", at: at(placement.node),
            notes: [Diagnostic.Note("first placed here", at: at(first))])
        } else {
          inApp[Int(placement.id)] = placement.node
        }
      }
    }
    // Each child keeps its first parent; any other placement is an error.
    var parent = [Int](repeating: -1, count: names)
    var placedAt = [Int32](repeating: -1, count: names)
    for placement in hierarchy.children {
      hierarchyWork += 1
      let child = Int(placement.child)
      if placedAt[child] >= 0 {
        let first = at(placedAt[child])
        let firstParent = Int32(parent[child])
        if firstParent == placement.parent {
          error(
            "screen '\(name(placement.child))' is listed twice under '\(name(placement.parent))'; a screen is in the app's hierarchy once",
            at: at(placement.node), notes: [Diagnostic.Note("first listed here", at: first)])
        } else {
          error(
            "screen '\(name(placement.child))' is already a child of '\(name(firstParent))'; a screen is in the app's hierarchy once",
            at: at(placement.node), notes: [Diagnostic.Note("first listed here", at: first)])
        }
        continue
      }
      if inApp[child] >= 0 {
        // Reported, and still followed: the child may also close a cycle.
        error(
          "screen '\(name(placement.child))' is a child of '\(name(placement.parent))' and also in the app's structure; a screen is in the app's hierarchy once",
          at: at(placement.node), notes: [Diagnostic.Note("placed in the app's structure here", at: at(inApp[child]))])
      }
      parent[child] = Int(placement.parent)
      placedAt[child] = placement.node
    }
    checkChains(hierarchy, parent: parent, placedAt: placedAt)
  }

  /// Follows each screen's parents once: a walk that meets itself is a cycle, reported at
  /// the child that closes it; a chain longer than the limit is reported at its first child
  /// past the limit.
  private mutating func checkChains(_ hierarchy: Hierarchy, parent: [Int], placedAt: [Int32]) {
    let names = parent.count
    // 0 not seen, 1 on the current walk, 2 done.
    var state = [UInt8](repeating: 0, count: names)
    // The number of ancestors of a screen, once known (-1 for screens on a cycle).
    var depth = [Int](repeating: 0, count: names)
    var walk: [Int] = []
    for placement in hierarchy.children where state[Int(placement.child)] == 0 {
      let start = Int(placement.child)
      walk.removeAll(keepingCapacity: true)
      var current = start
      while current >= 0, state[current] == 0 {
        hierarchyWork += 1
        state[current] = 1
        walk.append(current)
        current = parent[current]
      }
      // The depth of the screen above the walk's last one; nil under a cycle.
      var base: Int?
      if current < 0 {
        base = -1
      } else if state[current] == 1 {
        // The walk met itself: the screens from `current` on are a cycle.
        let cycleStart = walk.firstIndex(of: current)!
        reportCycle(Array(walk[cycleStart...]), placedAt: placedAt)
        for screen in walk[cycleStart...] {
          state[screen] = 2
          depth[screen] = -1
        }
        walk.removeSubrange(cycleStart...)
        base = nil
      } else {
        base = depth[current] >= 0 ? depth[current] : nil
      }
      // Depths from the top of the walk down to where it started.
      for screen in walk.reversed() {
        hierarchyWork += 1
        state[screen] = 2
        guard let above = base else {
          depth[screen] = -1
          continue
        }
        let level = above + 1
        depth[screen] = level
        if level == ScenarioLimits.maxChildDepth + 1, placedAt[screen] >= 0 {
          error(
            "children nest deeper than \(ScenarioLimits.maxChildDepth) levels: '\(tree.interner.string(screen))' is a child at level \(level)",
            at: location(Int(placedAt[screen])))
        }
        base = level
      }
    }
  }

  /// Reports a cycle of children, named from its smallest id: `A > B > A` says A contains B,
  /// which contains A.
  private mutating func reportCycle(_ cycle: [Int], placedAt: [Int32]) {
    // `cycle` follows parents: each screen's parent is the next one.
    let strings = cycle.map { tree.interner.string($0) }
    let first = strings.indices.min { strings[$0] < strings[$1] }!
    // Containment goes the other way: from the first screen to the one whose parent it is.
    var path: [String] = []
    var index = first
    for _ in 0..<cycle.count {
      path.append(strings[index])
      index = (index - 1 + cycle.count) % cycle.count
    }
    let shown: String
    if path.count <= ScenarioLimits.maxListedScreens {
      shown = (path + [path[0]]).joined(separator: " > ")
    } else {
      shown = path.prefix(3).joined(separator: " > ") + " > … (\(path.count) screens) > " + path[0]
    }
    let node = placedAt[cycle[first]]
    error("screen '\(path[0])' contains itself through its children (\(shown))", at: node >= 0 ? location(Int(node)) : nil)
  }
}
