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
      if old == row || !list.kind.isLazyStack || rules.holds(.lazyStackRowsDisappear) {
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
