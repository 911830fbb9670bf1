extension Navigator {
  /// Inserts `row` into its list's data (`insert: true`, at its place among the declared rows)
  /// or deletes it. The list keeps its scroll offset: a lazy container's viewport stays at the
  /// same place in the data (moved up only as far as the data's end needs), so a row inserted
  /// in view pushes the bottom row out and a row deleted in view lets the next one in; a
  /// non-lazy stack holds every row of its data. Rows that enter the structure are incoming,
  /// rows that leave it outgoing (a lazy stack's row pushed out before iOS 26 silently, as it
  /// scrolls out, `lazyStackRowsDisappear`; a deleted row always hears its onDisappear, its
  /// identity is gone). A list live but not on screen (covered, or in a tab not selected)
  /// changes its structure with no event: its rows are not in the window.
  func changeRow(_ row: Int, insert: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let screen = Int(app.rowOf[row])
    guard screen >= 0, let list = app.lists[screen] else {
      throw ActionError("'\(name(row))' is not a row of a list: declare it in a screen's 'rows:'")
    }
    guard state.isLive(screen) else {
      throw ActionError("'\(name(screen))' is not in the app, so its list has no data to change")
    }
    let before = Self.dataRows(list, state)
    let present = before.contains(row)
    if insert && present {
      throw ActionError("'\(name(row))' is already in '\(name(screen))'s list: delete it first, or declare it 'absent:'")
    }
    if !insert && !present {
      throw ActionError("'\(name(row))' is not in '\(name(screen))'s list now, so it cannot be deleted")
    }
    transition.reset(kind: .rowChange, animated: true)
    state.flipRow(row, of: screen)
    reshow(list, of: screen, before: before, heard: row, &state, &transition)
  }

  /// Moves `row` to `target`'s place in its list's data (`onMove`): below it when it comes
  /// from above, above it when it comes from below. The row keeps its identity, so it hears
  /// nothing while it stays in view (it is a bystander); a lazy container keeps its scroll
  /// offset, so a row moved out of the viewport leaves it as a row scrolled out (silently from
  /// a lazy stack before iOS 26) and lets the next row in, and a row moved into it appears and
  /// pushes the bottom row out.
  func moveRow(_ row: Int, to targetName: String, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let screen = Int(app.rowOf[row])
    guard screen >= 0, let list = app.lists[screen] else {
      throw ActionError("'\(name(row))' is not a row of a list: declare it in a screen's 'rows:'")
    }
    guard let target = list.rows.first(where: { name($0) == targetName }) else {
      throw ActionError("'\(targetName)' is not a row of '\(name(screen))'s list (its rows are \(Self.rowRange(list, name)))")
    }
    guard state.isLive(screen) else {
      throw ActionError("'\(name(screen))' is not in the app, so its list has no data to change")
    }
    let before = Self.dataRows(list, state)
    guard let from = before.firstIndex(of: row) else {
      throw ActionError("'\(name(row))' is not in '\(name(screen))'s list now, so it cannot be moved")
    }
    guard let to = before.firstIndex(of: target) else {
      throw ActionError("'\(targetName)' is not in '\(name(screen))'s list now: move '\(name(row))' to the place of a row in its data")
    }
    guard from != to else {
      throw ActionError("'\(name(row))' is already at its own place: move it to another row's place")
    }
    transition.reset(kind: .rowMove, animated: true)
    var order = state.rowOrder(of: screen) ?? list.rows
    order.removeAll { $0 == row }
    let place = order.firstIndex(of: target) ?? order.endIndex
    order.insert(row, at: from < to ? place + 1 : place)
    state.setRowOrder(order, of: screen, declared: list.rows)
    reshow(list, of: screen, before: before, heard: -1, &state, &transition)
    // Still in view, the moved row keeps its identity: it hears nothing.
    if state.isLive(row), let shown = state.onScreen.first(where: { $0.screen == screen }) {
      transition.bystanders.append(ScreenRef(row, parent: screen, depth: shown.depth + 1))
    }
  }

  /// Puts in view the rows of `list`'s data now, after a change from `before`. The list keeps
  /// its scroll offset: a lazy container's viewport stays at the same place in the data (moved
  /// up only as far as the data's end needs); a non-lazy stack holds every row of its data.
  /// Rows that enter the structure are incoming, rows that leave it outgoing (a lazy stack's
  /// row pushed out before iOS 26 silently, as it scrolls out, `lazyStackRowsDisappear`; the
  /// row `heard`, a deleted one, always hears its onDisappear, its identity is gone). A list
  /// live but not on screen (covered, or in a tab not selected) changes its structure with no
  /// event: its rows are not in the window.
  private func reshow(
    _ list: AppModel.ListModel, of screen: Int, before: [Int], heard: Int, _ state: inout Structure, _ transition: inout Transition
  ) {
    let after = Self.dataRows(list, state)
    let window: ArraySlice<Int>
    if list.kind.isLazy {
      let viewport = max(1, list.viewport)
      let first = before.firstIndex(where: { state.isLive($0) }) ?? 0
      let start = max(0, min(first, after.count - viewport))
      window = after[start..<min(start + viewport, after.count)]
    } else {
      window = after[...]
    }
    let shown = state.onScreen.first(where: { $0.screen == screen })
    let depth = (shown?.depth ?? 0) + 1
    let kept = Set(window)
    var leaving: [ScreenRef] = []
    var pushedOut: [ScreenRef] = []
    for old in before where state.isLive(old) && !kept.contains(old) {
      if old == heard || !list.kind.isLazyStack || rules.holds(.lazyStackRowsDisappear) {
        state.appendFlattened(old, parent: screen, depth: depth, to: &leaving)
      } else {
        state.appendFlattened(old, parent: screen, depth: depth, to: &pushedOut)
      }
    }
    // The rows stay in the data's order: those kept are taken out and put back in place.
    for old in before where state.isLive(old) { state.removeChild(old, from: screen) }
    state.remove(leaving)
    state.remove(pushedOut)
    if shown != nil {
      transition.outgoing.append(contentsOf: leaving)
      transition.silentlyRemoved.append(contentsOf: pushedOut)
    } else {
      transition.silentlyRemoved.append(contentsOf: leaving + pushedOut)
    }
    for new in window {
      if state.isLive(new) {
        state.appendChild(new, to: screen)
        continue
      }
      state.insert(new, in: app)
      state.appendChild(new, to: screen)
      if shown != nil { state.appendFlattened(new, parent: screen, depth: depth, to: &transition.incoming) }
    }
  }
}
