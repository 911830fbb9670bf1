import LifecycleCore

/// Running queued appear and disappear actions for a group of nested views.
extension DeclarativeRun {
  /// onAppear for each view, innermost first; task bodies start later, in `tasks`.
  mutating func appear(_ screens: [ScreenRef], _ phase: Phase, _ rule: Rule, tasks: Phase) {
    let ordered = Self.innermostFirst(screens).filter { !appeared.contains($0.id) }
    for screen in ordered {
      appeared.insert(screen.id)
      recorder.emit(screen.id, .onAppear, in: phase, by: screen.depth > 0 ? SwiftUIRules.nestedDeepestFirst : rule)
    }
    for screen in ordered {
      recorder.emit(screen.id, .taskStart, in: max(tasks, phase), by: SwiftUIRules.taskStart)
    }
  }

  /// onDisappear then the task's cancellation, for each view, innermost first.
  mutating func disappear(_ screens: [ScreenRef], _ phase: Phase, _ rule: Rule) {
    for screen in Self.innermostFirst(screens) where appeared.contains(screen.id) {
      appeared.remove(screen.id)
      recorder.emit(screen.id, .onDisappear, in: phase, by: screen.depth > 0 ? SwiftUIRules.nestedDeepestFirst : rule)
      recorder.emit(screen.id, .taskCancel, in: phase, by: SwiftUIRules.taskCancel)
    }
  }

  /// Post-order over the nesting the refs describe: children (in order) before their parent.
  static func innermostFirst(_ screens: [ScreenRef]) -> [ScreenRef] {
    let ids = Set(screens.map(\.id))
    var childrenOf: [String: [ScreenRef]] = [:]
    var roots: [ScreenRef] = []
    for screen in screens {
      if let parent = screen.parent, ids.contains(parent) {
        childrenOf[parent, default: []].append(screen)
      } else {
        roots.append(screen)
      }
    }
    var result: [ScreenRef] = []
    var stack: [(ScreenRef, Bool)] = roots.reversed().map { ($0, false) }
    while let (screen, expanded) = stack.popLast() {
      if expanded {
        result.append(screen)
      } else {
        stack.append((screen, true))
        for child in (childrenOf[screen.id] ?? []).reversed() { stack.append((child, false)) }
      }
    }
    return result
  }
}
