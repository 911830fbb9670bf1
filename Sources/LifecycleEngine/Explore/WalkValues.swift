import LifecycleCore
import LifecycleKnowledge

/// A world with its hash computed once: sets and dictionaries of worlds hash it many times.
///
/// The hash is the world's `fingerprint` (mixed by hand, not by `Hasher`); equality compares
/// the whole world, so a collision never makes two different worlds one.
struct HashedWorld: Hashable, Sendable {
  let world: World
  let hash: Int

  init(_ world: consuming World) {
    hash = world.fingerprint
    self.world = world
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
  var kind: TransitionKind
  var level: Int
  var index: Int
  var action: Int
  var violation: LawViolation
  var count: Int

  var position: (Int, Int, Int) { (level, index, action) }
}
