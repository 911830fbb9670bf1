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
/// out of the app and reset; a screen whose state is not reset keeps every choice.
struct SymmetryFilter: Sendable {
  /// Each screen's class, or -1 for a screen with no twin.
  let classOf: [Int]
  /// The members of each class, lowest index first.
  let members: [[Int]]

  /// The filter of an app; with `reducing: false`, one that keeps every choice.
  init(app: AppModel, reducing: Bool = true) {
    var declaresConditional = [Bool](repeating: false, count: app.count)
    for parents in app.conditionalParents { for parent in parents { declaresConditional[parent] = true } }
    struct Key: Hashable {
      var storyboard: Bool
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
        storyboard: app.storyboard[screen], content: app.content[screen], logsUIKit: app.logsUIKit[screen],
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
    // A class of one has nothing to reduce.
    self.members = members.map { $0.count > 1 ? $0 : [] }
  }

  /// Whether a screen is out of the app with nothing left of its last instance.
  private static func isReset(_ screen: Int, _ world: World) -> Bool {
    let structure = world.structure
    return !structure.isLive(screen) && !structure.hasChildren(screen) && structure.parent(of: screen) < 0
      && !world.uikit.isAlive(screen) && !world.uikit.isLoaded(screen) && world.uikit.appearance(screen) == .disappeared
      && !world.swiftui.hasAppeared(screen) && !world.swiftui.isTaskRunning(screen)
  }

  /// Whether bringing `screen` into the app is a choice worth trying in `world`.
  func keeps(_ screen: Int, in world: World) -> Bool {
    let index = classOf[screen]
    guard index >= 0, !members[index].isEmpty, Self.isReset(screen, world) else { return true }
    for member in members[index] where Self.isReset(member, world) { return member == screen }
    return true
  }

  /// Whether the filter can leave anything out.
  var reduces: Bool { members.contains { !$0.isEmpty } }
}
