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

extension Structure {
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

  /// Forgets the changed data of the lists whose screens `refs` takes out of the app.
  mutating func forgetRowChanges(of refs: [ScreenRef]) {
    changedRows.removeAll { change in refs.contains { $0.screen == Int(change.list) } }
  }
}
