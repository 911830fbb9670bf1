import LifecycleCore

/// Predicts SwiftUI's `onAppear`, `onDisappear` and `task` for every screen's content, one
/// step at a time.
///
/// For the step's transition kind it reads its rows from the SwiftUI table and applies each
/// to the views of that role that have SwiftUI content. Its own code decides only what the
/// rows cannot: a view appears once until it disappears, and a task runs between them.
package struct SwiftUILane: Sendable {
  /// The app.
  package let app: AppModel
  /// Who owns navigation.
  package let host: Host
  /// The resolved rules.
  package let rules: ResolvedRules
  /// The lane's rows.
  package let table: LaneTable
  /// The roles the rows applied at the end of every step concern, one bit each (`Role.bit`).
  private let everyStepRoles: UInt64
  /// Whether any screen of the app has SwiftUI content: without any, only the scene's rows
  /// place events, and no view's state ever changes.
  private let hasContent: Bool
  /// The transition kinds with a row of the scene, one bit each (`TransitionKind.ordinal`).
  private let sceneKinds: UInt64

  /// Creates the lane for an app and a profile's rules.
  package init(app: AppModel, host: Host, rules: ResolvedRules) {
    self.init(app: app, host: host, rules: rules, table: LaneTable(rules, lane: .swiftui))
  }

  /// Creates the lane with its table already built from the rules (tables are shared by
  /// every app of a profile).
  package init(app: AppModel, host: Host, rules: ResolvedRules, table: LaneTable) {
    precondition(table.lane == .swiftui, "the SwiftUI lane reads the SwiftUI table")
    self.app = app
    self.host = host
    self.rules = rules
    self.table = table
    precondition(Role.ordinalsFollowAllCases, "Role.ordinal no longer follows allCases")
    var everyStepRoles: UInt64 = 0
    for segment in table.segments(.everyStep) { everyStepRoles |= segment.role.bit }
    self.everyStepRoles = everyStepRoles
    hasContent = app.hasSwiftUI.contains(true)
    precondition(TransitionKind.allCases.count <= 64, "a kind is a bit of sceneKinds")
    var sceneKinds: UInt64 = 0
    for kind in TransitionKind.allCases where table.segments(kind).contains(where: { $0.role == .scene }) {
      sceneKinds |= 1 << UInt64(kind.ordinal)
    }
    self.sceneKinds = sceneKinds
  }

  /// Applies one transition: updates the state and appends the step's events in emission order.
  package func step(
    _ state: inout SwiftUIState, _ transition: Transition, into events: inout [LaneEvent],
    silences: inout [Silence]?
  ) {
    // The views a root swap leaks (`Role.leaked`) leave the lane after the step's rows.
    defer {
      for ref in transition.leaked {
        state.set(ref.screen, appeared: false)
        state.set(ref.screen, taskRunning: false)
      }
    }
    if !hasContent, silences == nil {
      // No view to apply a row to, and no silence to record: only the scene's rows speak
      // (silencing never concerns them).
      guard sceneKinds & (1 << UInt64(transition.kind.ordinal) | 1 << UInt64(TransitionKind.everyStep.ordinal)) != 0 else {
        return
      }
      for index in table.segmentRange(transition.kind) where table.segment(index).role == .scene {
        _ = table.appendSceneEvents(table.segment(index), transition, host: host, app: app, into: &events)
      }
      for index in table.segmentRange(.everyStep) where table.segment(index).role == .scene {
        _ = table.appendSceneEvents(table.segment(index), transition, host: host, app: app, into: &events)
      }
      return
    }
    // A view given a new identity (`.id(_:)`) is two views under one name for the step: the
    // old identity's rows (its outgoing role) read and change the state it had, the new
    // identity's start from nothing, so either order of the two is expressible.
    var oldIdentity: SwiftUIState? = nil
    if transition.kind == .identityChange {
      oldIdentity = state
      for ref in transition.incoming {
        state.set(ref.screen, appeared: false)
        state.set(ref.screen, taskRunning: false)
      }
    }
    // A row of the step's own kind saying that a role gets nothing overrides the rows
    // applied at the end of every step for that role.
    let silenced = apply(transition.kind, silencing: 0, &state, &oldIdentity, transition, &events, &silences)
    _ = apply(.everyStep, silencing: silenced, &state, &oldIdentity, transition, &events, &silences)
  }

  /// Applies the rows of one kind, but not to the roles in `silencing` (one bit each), and
  /// returns the roles of every-step rows that a silent row of this kind holds for. Rows are
  /// checked and screens filtered as they are taken, without a new array for each row. With
  /// `oldIdentity` (an identity change), the outgoing role's rows apply to it.
  private func apply(
    _ kind: TransitionKind, silencing: UInt64, _ state: inout SwiftUIState, _ oldIdentity: inout SwiftUIState?,
    _ transition: Transition, _ events: inout [LaneEvent], _ silences: inout [Silence]?
  ) -> UInt64 {
    var silenced: UInt64 = 0
    let hasSwiftUI = app.hasSwiftUI
    let filled = transition.filledRoles
    for index in table.segmentRange(kind) {
      let segment = table.segment(index)
      if table.appendSceneEvents(segment, transition, host: host, app: app, into: &events) { continue }
      let first = segment.first
      if silencing & segment.role.bit != 0 { continue }
      // An empty role gets nothing, unless a silent row of it silences an every-step row.
      if filled & segment.role.bit == 0, first.row.callback != nil { continue }
      let role = transition.screens(segment.role)
      guard first.row.callback != nil else {
        if first.row.holds(for: transition, host: host) {
          silenced |= everyStepRoles & segment.role.bit
          if !role.isEmpty { silences?.append(Silence(row: first.id, screens: role.map(\.screen))) }
          // Views that leave the structure silently hear nothing, and come back as a new
          // appearance (a lazy stack's row before iOS 26).
          if segment.role == .silentlyRemoved {
            for ref in role {
              state.set(ref.screen, appeared: false)
              state.set(ref.screen, taskRunning: false)
            }
          }
        }
        continue
      }
      guard !role.isEmpty, anyHolds(segment, transition) else { continue }
      // A view is nested when the screen embedding it has SwiftUI content of the same role.
      var nesting: NestedScreens?
      let onOldIdentity = segment.role == .outgoing && oldIdentity != nil
      if segment.order == .innermostFirst, let ordered = Self.innermostFirstIfNested(role, hasSwiftUI: hasSwiftUI) {
        for ref in ordered {
          let nested = ref.parent >= 0 && NestedScreens.isNested(ref, in: role, nesting: &nesting) { hasSwiftUI[$0] }
          applyRows(segment, ref, nested: nested, transition, onOldIdentity, &state, &oldIdentity, &events)
        }
      } else {
        for ref in role where hasSwiftUI[ref.screen] {
          let nested = ref.parent >= 0 && NestedScreens.isNested(ref, in: role, nesting: &nesting) { hasSwiftUI[$0] }
          applyRows(segment, ref, nested: nested, transition, onOldIdentity, &state, &oldIdentity, &events)
        }
      }
    }
    return silenced
  }

  /// Whether any of the segment's rows holds for the transition.
  private func anyHolds(_ segment: LaneTable.Segment, _ transition: Transition) -> Bool {
    for index in segment.rows where table.entries[index].row.holds(for: transition, host: host) { return true }
    return false
  }

  /// The segment's rows that hold, on one view: a block's each in turn, or the one row.
  /// `applyRows` on the old identity's state when `onOldIdentity` (an identity change's
  /// outgoing role), else on the lane's state.
  @inline(__always)
  private func applyRows(
    _ segment: LaneTable.Segment, _ ref: ScreenRef, nested: Bool, _ transition: Transition, _ onOldIdentity: Bool,
    _ state: inout SwiftUIState, _ oldIdentity: inout SwiftUIState?, _ events: inout [LaneEvent]
  ) {
    if onOldIdentity {
      applyRows(segment, ref, nested: nested, transition, &oldIdentity!, &events)
    } else {
      applyRows(segment, ref, nested: nested, transition, &state, &events)
    }
  }

  private func applyRows(
    _ segment: LaneTable.Segment, _ ref: ScreenRef, nested: Bool, _ transition: Transition,
    _ state: inout SwiftUIState, _ events: inout [LaneEvent]
  ) {
    if segment.isBlock {
      for index in segment.rows where table.entries[index].row.holds(for: transition, host: host) {
        apply(table.entries[index], ref, nested: nested, &state, &events)
      }
    } else {
      apply(segment.first, ref, nested: nested, &state, &events)
    }
  }

  /// One callback on one view, if the view's state allows it.
  private func apply(
    _ entry: LaneTable.Entry, _ ref: ScreenRef, nested: Bool, _ state: inout SwiftUIState, _ events: inout [LaneEvent]
  ) {
    let screen = ref.screen
    // An opt-in callback (`onDismiss`) is logged only by an app that implements it.
    guard let callback = entry.row.callback, app.logs(callback) else { return }
    // The view's one transition (`ViewState.after`), which the law checker replays.
    let view = state.view(screen)
    guard view.receives(callback) else { return }
    state.set(screen, view.after(callback))
    events.append(LaneEvent(screen: screen, callback: callback, phase: entry.row.phase, row: entry.id, nested: nested))
  }

  /// The role's screens with SwiftUI content, children before their parent, when that order
  /// differs from the role's; nil when no such screen's parent is among them (most roles),
  /// so that the role is walked as it is, without a new array.
  static func innermostFirstIfNested(_ role: [ScreenRef], hasSwiftUI: [Bool]) -> [ScreenRef]? {
    let count = role.count
    guard count <= 16 else { return innermostFirst(role.filter { hasSwiftUI[$0.screen] }) }
    func included(_ index: Int) -> Bool { hasSwiftUI[role[index].screen] }
    /// The included screen that is `index`'s parent, if any.
    func hasIncludedParent(_ index: Int) -> Bool {
      let parent = role[index].parent
      guard parent >= 0 else { return false }
      for other in 0..<count where role[other].screen == parent && included(other) { return true }
      return false
    }
    var nested = false
    for index in 0..<count where included(index) && hasIncludedParent(index) {
      nested = true
      break
    }
    guard nested else { return nil }
    // Post-order on a stack of indices kept on the machine stack; an expanded entry is
    // stored as -1 - index. Each included screen is pushed once, as a root or as a child
    // of its parent, unless a screen is listed twice: then the general way decides.
    let ordered = withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { stack -> [ScreenRef]? in
      var result: [ScreenRef] = []
      result.reserveCapacity(count)
      var top = 0
      for index in stride(from: count - 1, through: 0, by: -1) where included(index) && !hasIncludedParent(index) {
        stack[top] = index
        top += 1
      }
      while top > 0 {
        top -= 1
        let entry = stack[top]
        if entry < 0 {
          result.append(role[-1 - entry])
          continue
        }
        stack[top] = -1 - entry
        top += 1
        for child in stride(from: count - 1, through: 0, by: -1)
        where included(child) && role[child].parent == role[entry].screen {
          guard top < stack.count, result.count < count else { return nil }
          stack[top] = child
          top += 1
        }
      }
      return result
    }
    return ordered ?? innermostFirst(role.filter { hasSwiftUI[$0.screen] })
  }

  /// Post-order over the nesting the refs describe: children (in order) before their parent.
  static func innermostFirst(_ screens: [ScreenRef]) -> [ScreenRef] {
    guard screens.count > 1 else { return screens }
    // A role holds a few screens: linear searches beat building a set and a dictionary.
    let small = screens.count <= 16
    let ids = small ? [] : Set(screens.map(\.screen))
    func contains(_ screen: Int) -> Bool {
      small ? screens.contains { $0.screen == screen } : ids.contains(screen)
    }
    var childrenOf: [Int: [ScreenRef]] = [:]
    var roots: [ScreenRef] = []
    for screen in screens {
      if screen.parent >= 0, contains(screen.parent) {
        if !small { childrenOf[screen.parent, default: []].append(screen) }
      } else {
        roots.append(screen)
      }
    }
    func children(of parent: Int) -> [ScreenRef] {
      small ? screens.filter { $0.parent == parent } : childrenOf[parent] ?? []
    }
    var result: [ScreenRef] = []
    result.reserveCapacity(screens.count)
    var stack: [(ScreenRef, Bool)] = roots.reversed().map { ($0, false) }
    while let (screen, expanded) = stack.popLast() {
      if expanded {
        result.append(screen)
      } else {
        stack.append((screen, true))
        for child in children(of: screen.screen).reversed() { stack.append((child, false)) }
      }
    }
    return result
  }
}
