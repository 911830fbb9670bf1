import LifecycleCore

/// Loading views: once per controller, lazily, and with the children a loading view adds.
extension UIKitLane {
  /// One piece of work while loading a group of screens.
  private enum Work {
    /// Load a controller's view (and add its children), with these rows of the table.
    case load(ScreenRef, Range<Int>)
    /// Create a child that did not exist.
    case create(ScreenRef)
    /// One row on one child.
    case row(LaneTable.Entry, ScreenRef)
  }

  /// Loads the views of the role's controllers (views in SwiftUI content are not) that have
  /// not loaded; a child whose parent loads in the same group is created and added from the
  /// parent's viewDidLoad, by the `childOnLoad` rows.
  func loadIfNeeded(
    _ role: [ScreenRef], _ segment: LaneTable.Segment, _ state: inout UIKitState,
    _ events: inout [LaneEvent], _ transition: Transition
  ) {
    // Most groups hold no child of another of their controllers: each loads on its own, with
    // no list of the group nor of work.
    var hasChild = false
    for ref in role where ref.parent >= 0 && !app.isView[ref.screen] {
      let parent = app.controllerParent(of: ref)
      for other in role where other.screen == parent && !app.isView[other.screen] {
        hasChild = true
        break
      }
      if hasChild { break }
    }
    guard hasChild else {
      let phase = segment.first.row.phase
      for ref in role where !app.isView[ref.screen] && !state.isLoaded(ref.screen) {
        let parent = app.controllerParent(of: ref)
        if parent >= 0, !state.isLoaded(parent) { continue }
        guard state.isAlive(ref.screen) else { continue }
        for index in segment.rows { applyChild(table.entries[index], ref, phase, &state, &events) }
      }
      return
    }
    loadGroup(role.filter { !app.isView[$0.screen] }, segment, &state, &events, transition)
  }

  /// `loadIfNeeded` for a group in which a controller's child loads with it.
  private func loadGroup(
    _ screens: [ScreenRef], _ segment: LaneTable.Segment, _ state: inout UIKitState,
    _ events: inout [LaneEvent], _ transition: Transition
  ) {
    guard !screens.isEmpty else { return }
    let phase = segment.first.row.phase
    let onLoad = table.segments(.childOnLoad)
    let loadIndex = onLoad.firstIndex { $0.first.row.callback == .loadView }
    let before = loadIndex.map { onLoad[..<$0] } ?? []
    let childLoad = loadIndex.map { onLoad[$0].rows } ?? 0..<0
    let after = loadIndex.map { onLoad[($0 + 1)...] } ?? []

    for ref in screens where !state.isLoaded(ref.screen) {
      let parent = app.controllerParent(of: ref)
      if parent >= 0, !state.isLoaded(parent) { continue }
      var work: [Work] = []
      work.reserveCapacity(8)
      work.append(.load(ref, segment.rows))
      while let next = work.popLast() {
        switch next {
        case .create(let child):
          for segment in before {
            if segment.first.row.callback == .`init` {
              applyChildBlock(segment.rows, child, phase, &state, &events, transition)
            } else {
              for index in segment.rows { applyChild(table.entries[index], child, phase, &state, &events) }
            }
          }
        case .row(let entry, let child):
          applyChild(entry, child, phase, &state, &events)
        case .load(let screen, let rows):
          guard state.isAlive(screen.screen), !state.isLoaded(screen.screen) else { continue }
          for index in rows { applyChild(table.entries[index], screen, phase, &state, &events) }
          // The group's children of this screen, in order: pushed last first, so that they
          // are taken in order. (A group holds a few screens: searched, not hashed.)
          for child in screens.reversed() where app.controllerParent(of: child) == screen.screen && !state.isLoaded(child.screen) {
            if state.isAlive(child.screen) {
              work.append(.load(child, childLoad))
            } else {
              for segment in after.reversed() {
                for index in segment.rows.reversed() { work.append(.row(table.entries[index], child)) }
              }
              work.append(.load(child, childLoad))
              work.append(.create(child))
            }
          }
        }
      }
    }
  }

  private func applyChildBlock(
    _ rows: Range<Int>, _ ref: ScreenRef, _ phase: Phase, _ state: inout UIKitState,
    _ events: inout [LaneEvent], _ transition: Transition
  ) {
    if state.isAlive(ref.screen) { return }
    for index in rows {
      let entry = table.entries[index]
      guard entry.row.when.storyboard.map({ $0 == app.storyboard[ref.screen] }) ?? true else { continue }
      applyChild(entry, ref, phase, &state, &events)
    }
  }

  /// A row of a load on one screen, in the load's phase.
  private func applyChild(
    _ entry: LaneTable.Entry, _ ref: ScreenRef, _ phase: Phase, _ state: inout UIKitState,
    _ events: inout [LaneEvent]
  ) {
    guard let callback = entry.row.callback else { return }
    let screen = ref.screen
    let controller = state.controller(screen)
    guard controller.receives(callback) else { return }
    state.set(screen, controller.after(callback))
    if app.seesUIKit(ref) {
      events.append(LaneEvent(screen: screen, callback: callback, phase: phase, row: entry.id, nested: ref.depth > 0))
    }
  }
}
