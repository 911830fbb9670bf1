/// A list's data as the steps changed it (`insert-row`, `delete-row`): the rows whose
/// presence differs from the declaration. The data is the list screen's state (an `@State`
/// array, as in Ole Begemann's `CaseStudyListDynamic`), so it leaves the app with the screen
/// and a list shown again starts from its declared rows.
package struct RowChange: Hashable, Sendable {
  /// The screen that shows the list.
  package var list: Int32
  /// The row whose presence changed.
  package var row: Int32
}

/// A list's order as `move-row` steps left it: every row it declares (those out of its data
/// too), top first. Kept only while it differs from the declared order.
package struct RowOrder: Hashable, Sendable {
  /// The screen that shows the list.
  package var list: Int32
  /// The list's rows, top first.
  package var rows: [Int32]
}

extension Structure {
  /// The order of `list`'s rows as `move-row` steps left it, or nil where no step moved one.
  package func rowOrder(of list: Int) -> [Int]? {
    guard let order = rowOrders.first(where: { Int($0.list) == list }) else { return nil }
    return order.rows.map(Int.init)
  }

  /// Sets `list`'s order: an order equal to the declared one is forgotten, so that equal data
  /// makes equal structures.
  mutating func setRowOrder(_ rows: [Int], of list: Int, declared: [Int]) {
    rowOrders.removeAll { Int($0.list) == list }
    guard rows != declared else { return }
    let order = RowOrder(list: Int32(list), rows: rows.map { Int32($0) })
    let place = rowOrders.firstIndex { $0.list > order.list } ?? rowOrders.endIndex
    rowOrders.insert(order, at: place)
  }

  /// Whether `row`'s presence in its list's data is not the declared one.
  package func rowChanged(_ row: Int) -> Bool {
    changedRows.contains { Int($0.row) == row }
  }

  /// Flips `row`'s presence in `list`'s data: a change undone is forgotten, so that equal
  /// data makes equal structures.
  mutating func flipRow(_ row: Int, of list: Int) {
    if let index = changedRows.firstIndex(where: { Int($0.row) == row }) {
      changedRows.remove(at: index)
      return
    }
    let change = RowChange(list: Int32(list), row: Int32(row))
    let place = changedRows.firstIndex { $0.row > change.row } ?? changedRows.endIndex
    changedRows.insert(change, at: place)
  }

  /// Forgets the changed data (and the moved order) of the lists whose screens `refs` takes
  /// out of the app.
  mutating func forgetRowChanges(of refs: [ScreenRef]) {
    changedRows.removeAll { change in refs.contains { $0.screen == Int(change.list) } }
    rowOrders.removeAll { order in refs.contains { $0.screen == Int(order.list) } }
  }
}
