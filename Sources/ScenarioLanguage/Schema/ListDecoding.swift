import LifecycleCore

/// Decoding a screen's scrolling container: `list:` (the container), `rows:` (a count or a
/// list of row ids) and `viewport:` (how many rows are in view at once).
extension SchemaReader {
  /// The most rows a count may declare.
  static let maxCountedRows = 1_000_000

  /// The screen's list, if it declares one; each row is noted as a child of the screen, so
  /// that the hierarchy's checks (a row placed twice, a row that is also a screen of the
  /// app's structure) apply to rows too.
  mutating func list(_ keys: Fields, at item: Int, of screen: ScreenName, into hierarchy: inout Hierarchy) -> ListDeclaration? {
    let kindField = field(.list, keys)
    let rowsField = field(.rows, keys)
    let viewportField = field(.viewport, keys)
    let absentField = field(.absent, keys)
    guard let kindField else {
      // Most screens have no list: no array of the fields is made for them.
      guard rowsField != nil || viewportField != nil || absentField != nil else { return nil }
      for other in [rowsField, viewportField, absentField].compactMap({ $0 }) {
        error(
          "'\(key(other.key))' describes a list: add 'list:' (\(ListKind.allCases.map(\.rawValue).joined(separator: ", ")))", at: location(other.key))
      }
      return nil
    }
    guard let kind = oneOf(kindField.value, key: "list", ListKind.self) else { return nil }
    guard let rowsField else {
      error("a list needs its rows: add 'rows: 40' (a count) or 'rows: [A, B]'", at: location(kindField.value))
      return nil
    }
    var rows: [String] = []
    var counted = false
    let rowsNode = rowsField.value
    if isScalar(rowsNode), let text = tree.text(rowsNode), let count = Int(text) {
      guard count > 0, count <= Self.maxCountedRows else {
        error("'rows' must be between 1 and \(Self.maxCountedRows), found \(count)", at: location(rowsNode))
        return nil
      }
      counted = true
      rows = ListDeclaration.countedRows(count)
      for row in rows {
        let id = tree.interner.intern(row)
        hierarchy.children.append(ChildPlacement(parent: Int32(screen.id), child: Int32(id), node: Int32(rowsNode)))
      }
    } else {
      guard var items = sequence(rowsNode, "a count of rows or a list of row ids") else { return nil }
      while let row = next(&items) {
        guard let name = screenName(row) else { continue }
        hierarchy.children.append(ChildPlacement(parent: Int32(screen.id), child: Int32(name.id), node: Int32(row)))
        rows.append(name.string)
      }
      guard !rows.isEmpty else {
        error("a list needs at least one row", at: location(rowsNode))
        return nil
      }
    }
    var viewport = rows.count
    if let viewportField {
      guard let text = scalar(viewportField.value, "a number of rows for 'viewport'"), let value = Int(text), value > 0 else {
        if tree.text(viewportField.value) != nil {
          error("'viewport' must be a number of rows above 0", at: location(viewportField.value))
        }
        return nil
      }
      viewport = value
    } else if kind.isLazy {
      error("a lazy list needs the number of rows in view: add 'viewport: 8'", at: location(kindField.value))
      return nil
    }
    var absent: [String] = []
    if let absentField {
      guard var items = sequence(absentField.value, "a list of the rows not in the list's data at first") else { return nil }
      while let row = next(&items) {
        guard let text = tree.text(row) else { continue }
        guard rows.contains(text) else {
          error("'\(text)' is not a row of this list: 'absent:' names rows of 'rows:'", at: location(row))
          continue
        }
        if !absent.contains(text) { absent.append(text) }
      }
    }
    return ListDeclaration(kind: kind, rows: rows, counted: counted, viewport: viewport, absent: absent)
  }
}
