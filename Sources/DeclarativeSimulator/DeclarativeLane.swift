import LifecycleCore

/// Predicts SwiftUI's `onAppear`, `onDisappear` and `task` for every screen's content, one
/// step at a time.
///
/// For the step's transition kind it reads its rows from the SwiftUI table and applies each
/// to the views of that role that have SwiftUI content. Its own code decides only what the
/// rows cannot: a view appears once until it disappears, and a task runs between them.
public struct DeclarativeLane: Sendable {
  /// The app.
  public let app: AppModel
  /// Who owns navigation.
  public let host: Host
  /// The resolved rules.
  public let rules: ResolvedRules
  /// The lane's rows.
  public let table: LaneTable
  /// The roles the rows applied at the end of every step concern.
  private let everyStepRoles: Set<Role>

  /// Creates the lane for an app and a profile's rules.
  public init(app: AppModel, host: Host, rules: ResolvedRules) {
    self.app = app
    self.host = host
    self.rules = rules
    table = LaneTable(rules, lane: .declarative)
    everyStepRoles = Set(table.segments(.everyStep).map(\.role))
  }

  /// Applies one transition: updates the state and appends the step's events in emission order.
  public func step(
    _ state: inout DeclarativeState, _ transition: Transition, into events: inout [LaneEvent],
    silences: inout [Silence]?
  ) {
    // A row of the step's own kind saying that a role gets nothing overrides the rows
    // applied at the end of every step for that role.
    var silentRoles: Set<Role> = []
    for kind in [transition.kind, .everyStep] {
      for segment in table.segments(kind) {
        let first = segment.entries[0]
        if kind == .everyStep, silentRoles.contains(segment.role) { continue }
        guard first.row.callback != nil else {
          let silent = transition.screens(segment.role)
          if first.row.when.holds(for: transition, host: host, rules: rules) {
            if kind != .everyStep, everyStepRoles.contains(segment.role) { silentRoles.insert(segment.role) }
            if !silent.isEmpty { silences?.append(Silence(row: first.id, screens: silent.map(\.screen))) }
          }
          continue
        }
        let applicable = segment.entries.filter { $0.row.when.holds(for: transition, host: host, rules: rules) }
        guard !applicable.isEmpty else { continue }
        var screens = transition.screens(segment.role).filter { app.hasSwiftUI[$0.screen] }
        guard !screens.isEmpty else { continue }
        let nested = NestedScreens(screens)
        if segment.order == .innermostFirst { screens = Self.innermostFirst(screens) }
        if segment.isBlock {
          for ref in screens { for entry in applicable { apply(entry, ref, nested: nested.contains(ref), &state, &events) } }
        } else {
          for ref in screens { apply(applicable[0], ref, nested: nested.contains(ref), &state, &events) }
        }
      }
    }
  }

  /// One callback on one view, if the view's state allows it.
  private func apply(
    _ entry: LaneTable.Entry, _ ref: ScreenRef, nested: Bool, _ state: inout DeclarativeState, _ events: inout [LaneEvent]
  ) {
    let screen = ref.screen
    guard let callback = entry.row.callback else { return }
    switch callback {
    case .onAppear:
      guard !state.hasAppeared(screen) else { return }
      state.set(screen, appeared: true)
    case .taskStart:
      guard state.hasAppeared(screen), !state.isTaskRunning(screen) else { return }
      state.set(screen, taskRunning: true)
    case .onDisappear:
      guard state.hasAppeared(screen) else { return }
      state.set(screen, appeared: false)
    case .taskCancel:
      guard state.isTaskRunning(screen) else { return }
      state.set(screen, taskRunning: false)
    default:
      return
    }
    events.append(LaneEvent(screen: screen, callback: callback, phase: entry.row.phase, row: entry.id, nested: nested))
  }

  /// Post-order over the nesting the refs describe: children (in order) before their parent.
  static func innermostFirst(_ screens: [ScreenRef]) -> [ScreenRef] {
    guard screens.count > 1 else { return screens }
    let ids = Set(screens.map(\.screen))
    var childrenOf: [Int: [ScreenRef]] = [:]
    var roots: [ScreenRef] = []
    for screen in screens {
      if screen.parent >= 0, ids.contains(screen.parent) {
        childrenOf[screen.parent, default: []].append(screen)
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
        for child in (childrenOf[screen.screen] ?? []).reversed() { stack.append((child, false)) }
      }
    }
    return result
  }
}
