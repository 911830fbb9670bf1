import LifecycleCore

/// Leaves out the choices that only rename a screen: pushing or presenting one of several
/// interchangeable screens that are not in the app.
///
/// Two screens are interchangeable when the engine cannot tell them apart except by name:
/// neither is embedded in another nor embeds any (no `children:`, no `conditional:`), and
/// they have the same storyboard flag, content, probe and logging. Undeclared fresh screens
/// (`New1`, `New2`…) are, and so is a plain declared screen without effects. While such a screen is out of
/// the app with every lane's state reset (as a released screen's is), it is a new instance
/// whenever it comes in, so bringing in one or another gives the same future up to the
/// names: renaming the two throughout the rest of a path maps its events and verdicts onto
/// the other's. The filter keeps, for each class, only the lowest-numbered screen that is
/// out of the app and reset; a screen whose state is not reset keeps every choice. In an app
/// whose steps overlap (`during: previous`), it keeps the two lowest: an overlap of two pushes
/// brings in two screens at once.
struct SymmetryFilter: Sendable {
  /// Each screen's class, or -1 for a screen with no twin.
  let classOf: [Int]
  /// The members of each class, lowest index first.
  let members: [[Int]]
  /// How many reset members of a class are kept: 1, or 2 in an app of ordinary size whose
  /// steps overlap.
  let representatives: Int

  /// The filter of an app; with `reducing: false`, one that keeps every choice.
  init(app: AppModel, reducing: Bool = true) {
    var declaresConditional = [Bool](repeating: false, count: app.count)
    for parents in app.conditionalParents { for parent in parents { declaresConditional[parent] = true } }
    struct Key: Hashable {
      var storyboard: Bool
      var constraints: Bool
      var content: Content
      var logsUIKit: Bool
      var hasSwiftUI: Bool
    }
    var classes: [Key: Int] = [:]
    var classOf = [Int](repeating: -1, count: app.count)
    var members: [[Int]] = []
    for screen in 0..<app.count {
      // A screen with effects (`lifecycle audit`) is told apart by its code: it has no twin.
      guard reducing, !app.isChild(screen), app.alwaysChildren[screen].isEmpty, !declaresConditional[screen], !app.isView[screen],
        screen < app.firstInstance, app.instances(of: screen).isEmpty,
        screen >= app.declaredCount || app.definition.declaration(of: app.texts[screen]).effects.isEmpty
      else {
        continue
      }
      let key = Key(
        storyboard: app.storyboard[screen], constraints: app.constraints[screen], content: app.content[screen], logsUIKit: app.logsUIKit[screen],
        hasSwiftUI: app.hasSwiftUI[screen])
      if let index = classes[key] {
        classOf[screen] = index
        members[index].append(screen)
      } else {
        classes[key] = members.count
        classOf[screen] = members.count
        members.append([screen])
      }
    }
    self.classOf = classOf
    representatives = !app.overlapPatterns.isEmpty && app.count <= ScreenOverflow<UInt8>.denseLimit ? 2 : 1
    // A class of one has nothing to reduce.
    self.members = members.map { $0.count > 1 ? $0 : [] }
    let limit = ScreenOverflow<UInt8>.denseLimit
    var unreduced: [Int] = []
    if reducing, app.count > limit {
      for screen in limit..<app.count where classOf[screen] < 0 || self.members[classOf[screen]].isEmpty {
        unreduced.append(screen)
      }
    }
    unreducedPastLimit = unreduced
  }

  /// The screens past `ScreenOverflow.denseLimit` that the filter never leaves out (no twin),
  /// ascending: none in an app of ordinary size.
  let unreducedPastLimit: [Int]

  /// Whether a screen is out of the app with nothing left of its last instance.
  static func isReset(_ screen: Int, _ world: World) -> Bool {
    let structure = world.structure
    return !structure.isLive(screen) && !structure.hasChildren(screen) && structure.parent(of: screen) < 0
      && !world.uikit.isAlive(screen) && !world.uikit.isLoaded(screen) && world.uikit.appearance(screen) == .disappeared
      && !world.swiftui.hasAppeared(screen) && !world.swiftui.isTaskRunning(screen)
  }

  /// Whether bringing `screen` into the app is a choice worth trying in `world`.
  func keeps(_ screen: Int, in world: World) -> Bool {
    let index = classOf[screen]
    guard index >= 0, !members[index].isEmpty, Self.isReset(screen, world) else { return true }
    var kept = 0
    for member in members[index] where Self.isReset(member, world) {
      if member == screen { return true }
      kept += 1
      if kept == representatives { return false }
    }
    return true
  }

  /// Whether the filter can leave anything out.
  var reduces: Bool { members.contains { !$0.isEmpty } }

  /// `keeps(_:in:)` for the screens of one world of an app past `ScreenOverflow.denseLimit`
  /// screens: each class's lowest reset member worked out once, and a screen past the limit
  /// that no part of the world holds (so out of the app and reset) left out without reading
  /// its state. Asking about every screen of an app of a million costs a read of its class.
  struct Pass {
    let filter: SymmetryFilter
    let world: World
    /// By class: its lowest reset member, -1 for none, -2 not worked out yet.
    private var lowestReset: [Int]
    /// The screens past the limit that the world holds, ascending, each once.
    private let held: [Int]

    init(_ filter: SymmetryFilter, _ world: World) {
      self.filter = filter
      self.world = world
      lowestReset = Array(repeating: -2, count: filter.members.count)
      var held: [Int] = []
      world.farScreensHeld(into: &held)
      self.held = held
    }

    /// The screens below `declared` worth asking ``keeps(_:)`` about, ascending: those below
    /// the limit, and past it those the world holds, those without a twin and each class's
    /// lowest reset member. It leaves out every other screen.
    mutating func asking(declared: Int) -> [Int] {
      let limit = ScreenOverflow<UInt8>.denseLimit
      var result = Array(0..<min(declared, limit))
      var far = held + filter.unreducedPastLimit
      for index in filter.members.indices where !filter.members[index].isEmpty {
        let lowest = lowestResetMember(index)
        if lowest >= limit { far.append(lowest) }
      }
      far.sort()
      var last = -1
      for screen in far where screen != last && screen >= limit && screen < declared {
        last = screen
        result.append(screen)
      }
      return result
    }

    /// Class `index`'s lowest reset member, or -1, worked out once.
    private mutating func lowestResetMember(_ index: Int) -> Int {
      if lowestReset[index] == -2 {
        lowestReset[index] = filter.members[index].first { SymmetryFilter.isReset($0, world) } ?? -1
      }
      return lowestReset[index]
    }

    /// The same answer as `SymmetryFilter.keeps(screen, in: world)`.
    mutating func keeps(_ screen: Int) -> Bool {
      let index = filter.classOf[screen]
      guard index >= 0, !filter.members[index].isEmpty else { return true }
      _ = lowestResetMember(index)
      if screen == lowestReset[index] { return true }
      // Not held: at the defaults everywhere, so reset, and not the lowest reset member.
      if screen >= ScreenOverflow<UInt8>.denseLimit, !isHeld(screen) { return false }
      return !SymmetryFilter.isReset(screen, world)
    }

    private func isHeld(_ screen: Int) -> Bool {
      let at = held.partitionPoint { $0 < screen }
      return at < held.count && held[at] == screen
    }
  }
}
