import LifecycleCore

/// Predicts the UIKit `UIViewController` callbacks of every screen, one step at a time.
///
/// It knows containers and transitions, never scenarios: for the step's transition kind it
/// reads its rows from the UIKit table and applies each to the screens the navigator gave
/// that role. Its own code decides only what the rows cannot: that a controller that does
/// not exist gets no callback, that a view loads once, and which children a loading view adds.
package struct UIKitLane: Sendable {
  /// The app.
  package let app: AppModel
  /// Who owns navigation.
  package let host: Host
  /// The resolved rules (facts, conditions).
  package let rules: ResolvedRules
  /// The lane's rows.
  package let table: LaneTable

  /// Creates the lane for an app and a profile's rules.
  package init(app: AppModel, host: Host, rules: ResolvedRules) {
    self.init(app: app, host: host, rules: rules, table: LaneTable(rules, lane: .uikit))
  }

  /// Creates the lane with its table already built from the rules (tables are shared by
  /// every app of a profile).
  package init(app: AppModel, host: Host, rules: ResolvedRules, table: LaneTable) {
    precondition(table.lane == .uikit, "the UIKit lane reads the UIKit table")
    self.app = app
    self.host = host
    self.rules = rules
    self.table = table
  }

  /// Applies one transition: updates the state and appends the step's events in emission order.
  package func step(
    _ state: inout UIKitState, _ transition: Transition, into events: inout [LaneEvent],
    silences: inout [Silence]?
  ) {
    // The controllers a root swap leaks leave the lane after the step's rows: a screen of
    // the same name shown later is a new controller (`Role.leaked`).
    defer {
      for ref in transition.leaked { state.release(ref.screen) }
      // Cells that leave with their screen, or silently, are cells no longer: a table view
      // shown again displays its cells anew.
      if app.hasCells {
        for ref in transition.released where app.isCell[ref.screen] { state.release(ref.screen) }
        for ref in transition.silentlyRemoved where app.isCell[ref.screen] { state.release(ref.screen) }
      }
    }
    // A role with no screen gets nothing from any row: its rows are skipped unread.
    let filled = transition.filledRoles
    // Whether the step shows a navigation stack for the first time (neither its root nor its
    // top has appeared), read before any row runs: the top's viewDidAppear does not end it
    // (RowCondition.firstShownStack).
    var firstShown = false
    if transition.shownStackRoot >= 0, !state.hasAppeared(transition.shownStackRoot) {
      let top = transition.incoming.first { $0.parent < 0 && !app.isView[$0.screen] }
      firstShown = top.map { !state.hasAppeared($0.screen) } ?? false
    }
    // Controllers made anew under their names (an identity change) are two controllers for
    // the step: the old ones' rows (the released and removed roles) read and change the state
    // they had, the new ones' start from nothing, so either order of the two is expressible.
    var old: UIKitState? = nil
    if filled & Role.remade.bit != 0 {
      old = state
      for ref in transition.remade { state.release(ref.screen) }
    }
    for index in table.segmentRange(transition.kind) {
      let segment = table.segment(index)
      if table.appendSceneEvents(segment, transition, host: host, app: app, into: &events) { continue }
      if filled & segment.role.bit == 0 { continue }
      transition.withScreens(segment.role) { role in
        if old != nil, segment.role == .released || segment.role == .removedFromParent {
          apply(segment, to: role, &old!, &events, transition, &silences, firstShown: firstShown)
        } else {
          apply(segment, to: role, &state, &events, transition, &silences, firstShown: firstShown)
        }
      }
    }
  }

  /// Applies one segment to its role's screens.
  private func apply(
    _ segment: LaneTable.Segment, to role: [ScreenRef], _ state: inout UIKitState, _ events: inout [LaneEvent],
    _ transition: Transition, _ silences: inout [Silence]?, firstShown: Bool
  ) {
    let first = segment.first
    guard first.row.callback != nil else {
      if !role.isEmpty, first.row.holds(for: transition, host: host) {
        silences?.append(Silence(row: first.id, screens: role.map(\.screen)))
      }
      return
    }
    // A table or collection view's cells hear only their delegate's two callbacks.
    if first.row.callback?.isCellDisplay == true {
      if !role.isEmpty, app.hasCells { applyCells(first, to: role, &state, &events, transition) }
      return
    }
    // Views in SwiftUI content are not controllers. Every controller's state is kept, but
    // only those whose callbacks reach the app's code are logged (see `AppModel.logsUIKit`).
    // The screens are filtered as they are taken, without a new array for each row.
    if role.isEmpty { return }
    if first.row.callback == .loadView {
      guard first.row.holds(for: transition, host: host) else { return }
      // Most steps load nothing: only then is the group worth gathering.
      guard Self.anyToLoad(role, isView: app.isView, state) else { return }
      loadIfNeeded(role, segment, &state, &events, transition)
    } else {
      if !segment.isBlock, !first.row.holds(for: transition, host: host) { return }
      // A screen is nested when the screen embedding it is a controller of the same role.
      var nesting: NestedScreens?
      for ref in role where !app.isView[ref.screen] {
        let nested = ref.parent >= 0 && NestedScreens.isNested(ref, in: role, nesting: &nesting) { !app.isView[$0] }
        if segment.isBlock {
          applyBlock(segment.rows, to: ref, phase: nil, nested: nested, &state, &events, transition, firstShown: firstShown)
        } else if matches(first.row, ref, state, firstShown: firstShown) {
          if first.row.callback?.isAppearance == true, Self.isHeld(ref.screen, transition) { continue }
          apply(first, to: ref, phase: first.row.phase, nested: nested, &state, &events)
        }
      }
    }
  }

  /// A cell row on the role's cells: `willDisplay` to each cell not displayed, `didEndDisplaying`
  /// to each displayed one (a cell's state is its controller byte's alive bit: displayed). An
  /// app logs them only where its delegate implements them (`CallbackOptIn.cellDisplay`).
  private func applyCells(
    _ entry: LaneTable.Entry, to role: [ScreenRef], _ state: inout UIKitState, _ events: inout [LaneEvent],
    _ transition: Transition
  ) {
    guard let callback = entry.row.callback, entry.row.holds(for: transition, host: host) else { return }
    let ends = callback == .didEndDisplaying
    for ref in role where app.isCell[ref.screen] && state.isAlive(ref.screen) == ends {
      if ends { state.release(ref.screen) } else { state.setAlive(ref.screen) }
      if app.logs(callback) {
        events.append(LaneEvent(screen: ref.screen, callback: callback, phase: entry.row.phase, row: entry.id, nested: false))
      }
    }
  }

  /// Whether a controller of the role has a view still to load.
  private static func anyToLoad(_ role: [ScreenRef], isView: [Bool], _ state: UIKitState) -> Bool {
    for ref in role where !isView[ref.screen] && !state.isLoaded(ref.screen) { return true }
    return false
  }

  /// Whether a row's per-screen conditions hold: the controller's storyboard, whether it has
  /// appeared before, whether it is an embedded child, whether its stack's delegate hears of it,
  /// whether it is a page, whether it is the top of a stack the step shows for the first time
  /// (`firstShown`, the step's, for a screen a container holds), whether its view lays out
  /// with constraints.
  private func matches(_ row: LaneTable.Row, _ ref: ScreenRef, _ state: UIKitState, firstShown: Bool) -> Bool {
    let when = row.when
    if let storyboard = when.storyboard, storyboard != app.storyboard[ref.screen] { return false }
    if let first = when.firstAppearance, first == state.hasAppeared(ref.screen) { return false }
    if let embedded = when.embedded, embedded != (ref.parent >= 0) { return false }
    if let top = when.announcedStackTop, top != app.announcedStackTop[ref.screen] { return false }
    if let page = when.pageItem, page != app.pageItem[ref.screen] { return false }
    if let shown = when.firstShownStack, shown != (firstShown && ref.parent < 0) { return false }
    if let constraints = when.constraints, constraints != app.constraints[ref.screen] { return false }
    return true
  }

  /// Whether a screen's appearance callbacks are held back in the step: a child of a container
  /// that forwards no appearance, which only the app's own calls reach
  /// (`Transition.appearanceHeld`, uikit.containment.neverForwarded).
  @inline(__always)
  private static func isHeld(_ screen: Int, _ transition: Transition) -> Bool {
    !transition.appearanceHeld.isEmpty && transition.appearanceHeld.contains(screen)
  }

  /// Applies a block's rows to one screen; a creation block only to a controller that does
  /// not exist yet.
  private func applyBlock(
    _ rows: Range<Int>, to ref: ScreenRef, phase: Phase?, nested: Bool, _ state: inout UIKitState,
    _ events: inout [LaneEvent], _ transition: Transition, firstShown: Bool
  ) {
    if table.entries[rows.lowerBound].row.callback == .`init`, state.isAlive(ref.screen) { return }
    for index in rows {
      let entry = table.entries[index]
      guard matches(entry.row, ref, state, firstShown: firstShown) && entry.row.holds(for: transition, host: host) else { continue }
      if entry.row.callback?.isAppearance == true, Self.isHeld(ref.screen, transition) { continue }
      apply(entry, to: ref, phase: phase ?? entry.row.phase, nested: nested, &state, &events)
    }
  }

  /// One callback on one controller, with the state change it implies.
  private func apply(
    _ entry: LaneTable.Entry, to ref: ScreenRef, phase: Phase, nested: Bool, _ state: inout UIKitState,
    _ events: inout [LaneEvent]
  ) {
    let screen = ref.screen
    guard let callback = entry.row.callback else { return }
    // A controller in a SwiftUI page's cell hears no appearance callback unless the profile
    // says the paging view's cells forward them (uikit.representable.inPage, FB12795690); one
    // a page's NavigationStack holds, unless it says that they reach the stack's controllers
    // (swiftui.pageTabView.stack).
    if callback.isAppearance {
      if app.inPageCell[screen] {
        if !rules.holds(.pageCellsForwardAppearance) { return }
      } else if ref.inPageCell, !rules.holds(.pageStacksForwardAppearance) {
        return
      }
    }
    // The controller's one transition (`ControllerState.after`), which the law checker replays.
    let controller = state.controller(screen)
    guard controller.receives(callback) else { return }
    state.set(screen, controller.after(callback))
    if callback == .viewDidAppear { state.setHasAppeared(screen) }
    // An opt-in callback (a presentation controller's delegate, the size and trait callbacks)
    // speaks only in an app that implements it.
    if app.seesUIKit(ref), app.logs(callback) {
      events.append(LaneEvent(screen: screen, callback: callback, phase: phase, row: entry.id, nested: nested))
    }
  }
}
