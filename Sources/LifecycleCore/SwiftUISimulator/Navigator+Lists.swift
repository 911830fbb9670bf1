extension Navigator {
  /// Scrolls `screen`'s list until `rowName` is in its viewport: the rows that leave it are
  /// outgoing and leave the structure, the rows that enter it are incoming. A non-lazy stack
  /// holds every row from the start, so its rows stay, as bystanders. A list whose screen is
  /// not in the window scrolls as a `scrollOffscreen`: the rows that leave are removed
  /// silently, the rows that enter are incoming, and they appear when the list shows again.
  func scroll(_ screen: Int, to rowName: String, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard let list = app.lists[screen] else {
      throw ActionError("'\(name(screen))' declares no list; give it 'list:' and 'rows:'")
    }
    guard list.rows.contains(where: { name($0) == rowName }) else {
      throw ActionError("'\(rowName)' is not a row of '\(name(screen))'s list (its rows are \(Self.rowRange(list, name)))")
    }
    let rows = Self.dataRows(list, state)
    guard let target = rows.firstIndex(where: { name($0) == rowName }) else {
      throw ActionError("'\(rowName)' is not in '\(name(screen))'s list now: it was deleted, or is absent until an 'insert-row'")
    }
    // A list out of the window (its screen covered, or in a tab not selected) scrolls as
    // well: its rows move in the structure with no callback (`scrollOffscreen`).
    let listRef = state.onScreen.first(where: { $0.screen == screen })
    transition.reset(kind: listRef == nil ? .scrollOffscreen : .scroll, animated: true)
    let depth = (listRef?.depth ?? 0) + 1
    guard list.kind.isLazy else {
      guard listRef != nil else { return }
      for row in rows where state.isLive(row) {
        transition.bystanders.append(ScreenRef(row, parent: screen, depth: depth))
      }
      return
    }
    let viewport = max(1, list.viewport)
    let first = rows.firstIndex(where: { state.isLive($0) }) ?? 0
    let old = first..<min(first + viewport, rows.count)
    var newFirst = first
    if target >= old.upperBound { newFirst = target - viewport + 1 }
    if target < old.lowerBound { newFirst = target }
    let new = newFirst..<min(newFirst + viewport, rows.count)
    guard new != old else { return }
    // Before iOS 26 a lazy stack's row that scrolls out hears nothing (`lazyStackRowsDisappear`);
    // out of the window no row does: the rows disappeared with their list.
    let silent = listRef == nil || (list.kind.isLazyStack && !rules.holds(.lazyStackRowsDisappear))
    for position in old where !new.contains(position) {
      state.appendFlattened(rows[position], parent: screen, depth: depth, to: &transition.outgoing)
    }
    // The rows stay in order: the kept ones are taken out and put back after the new ones
    // above them.
    for position in old { state.removeChild(rows[position], from: screen) }
    state.remove(transition.outgoing)
    if silent {
      transition.silentlyRemoved.append(contentsOf: transition.outgoing)
      transition.outgoing.removeAll(keepingCapacity: true)
    }
    for position in new {
      let row = rows[position]
      if !old.contains(position) {
        state.insert(row, in: app)
        state.appendChild(row, to: screen)
        state.appendFlattened(row, parent: screen, depth: depth, to: &transition.incoming)
      } else {
        state.appendChild(row, to: screen)
      }
    }
  }

  /// The lists whose screens are on screen in `state`, in the app's order of list screens,
  /// each with the rows in its data now (`dataRows`): the lists a search offers row steps on
  /// (`insert-row`, `delete-row`, `move-row`). Reads the screens on screen once, and only
  /// when a list's screen is in the app.
  static func listsOnScreen(_ app: AppModel, _ state: Structure) -> [(list: AppModel.ListModel, data: [Int])] {
    var result: [(list: AppModel.ListModel, data: [Int])] = []
    var onScreen: [ScreenRef]?
    for screen in app.listScreens {
      guard let list = app.lists[screen], state.isLive(screen) else { continue }
      if onScreen == nil { onScreen = state.onScreen }
      guard onScreen?.contains(where: { $0.screen == screen }) == true else { continue }
      result.append((list, dataRows(list, state)))
    }
    return result
  }

  /// The rows in `list`'s data now, top first: its declared rows but the `absent:` ones, as
  /// `insert-row` and `delete-row` changed them, in the order `move-row` left them (the
  /// declared rows themselves, with no copy, in an app whose data never changes).
  static func dataRows(_ list: AppModel.ListModel, _ state: Structure) -> [Int] {
    if list.absent.isEmpty && state.changedRows.isEmpty && state.rowOrders.isEmpty { return list.rows }
    let order = state.rowOrders.isEmpty ? list.rows : state.rowOrder(of: list.screen) ?? list.rows
    if list.absent.isEmpty && state.changedRows.isEmpty { return order }
    return order.filter { list.declaredPresent($0) != state.rowChanged($0) }
  }

  /// The first and last rows of a list, for a message.
  static func rowRange(_ list: AppModel.ListModel, _ name: (Int) -> String) -> String {
    guard let first = list.rows.first, let last = list.rows.last else { return "none" }
    return first == last ? "'\(name(first))'" : "'\(name(first))'…'\(name(last))'"
  }
}
