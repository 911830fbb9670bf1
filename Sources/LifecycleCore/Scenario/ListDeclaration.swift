/// A scrolling container a screen declares (`list:`): its kind, its rows and how many of them
/// the screen shows at once. Rows are views of the screen's SwiftUI content (cells, for a
/// `UITableView` or `UICollectionView` in UIKit content), named in the declaration (`rows: [A, B]`) or numbered from a count (`rows: 40` makes `row-1`…`row-40`).
///
/// A lazy container holds only the rows in its viewport; a non-lazy stack in a `ScrollView`
/// holds every row from the start (FORMAT.md, "Lists and scrolling").
package struct ListDeclaration: Hashable, Sendable {
  /// The container.
  package var kind: ListKind
  /// The rows' names, top first.
  package var rows: [String]
  /// Whether the rows were declared as a count (written back as one).
  package var counted: Bool
  /// How many rows the screen shows at once.
  package var viewport: Int
  /// The rows of `rows` that are not in the list's data when it first appears (`absent:`):
  /// an `insert-row` step puts one in, at its place in `rows`.
  package var absent: [String]

  /// Creates a declaration.
  package init(kind: ListKind, rows: [String], counted: Bool = false, viewport: Int, absent: [String] = []) {
    self.kind = kind
    self.rows = rows
    self.counted = counted
    self.viewport = viewport
    self.absent = absent
  }

  /// The names a count of rows makes: `row-1`…`row-<count>`.
  package static func countedRows(_ count: Int) -> [String] {
    (0..<max(0, count)).map { "row-\($0 + 1)" }
  }

  /// The rows the container holds when it first appears: the viewport's for a lazy one,
  /// every row for a non-lazy stack, of the rows in its data (not `absent`).
  package var initialRows: [String] {
    let data = absent.isEmpty ? rows : rows.filter { !absent.contains($0) }
    return kind.isLazy ? Array(data.prefix(max(0, viewport))) : data
  }
}

/// Which scrolling container holds the rows.
package enum ListKind: String, CaseIterable, Hashable, Sendable {
  /// `List`: rows appear as they scroll in and disappear as they scroll out.
  case list = "List"
  /// `LazyVStack` in a vertical `ScrollView`.
  case lazyVStack = "LazyVStack"
  /// `LazyHStack` in a horizontal `ScrollView`.
  case lazyHStack = "LazyHStack"
  /// `LazyVGrid` in a vertical `ScrollView` (the viewport counts cells).
  case lazyVGrid = "LazyVGrid"
  /// A plain `VStack` in a `ScrollView`: every row appears at once and never disappears.
  case vStack = "VStack"
  /// A `UITableView` in UIKit content: its rows are cells, which get no SwiftUI callback and,
  /// where the app's delegate implements them, `willDisplay` and `didEndDisplaying`.
  case tableView = "UITableView"
  /// A `UICollectionView` in UIKit content (the viewport counts items), read as a table view.
  case collectionView = "UICollectionView"

  /// Whether it creates rows only as they come into view.
  package var isLazy: Bool { self != .vStack }
  /// Whether it is UIKit's (a table or collection view, whose rows are cells), not SwiftUI's.
  package var isUIKit: Bool { self == .tableView || self == .collectionView }
  /// Whether it is a lazy stack (`LazyVStack`, `LazyHStack`), not a `List` or a grid.
  package var isLazyStack: Bool { self == .lazyVStack || self == .lazyHStack }
}
