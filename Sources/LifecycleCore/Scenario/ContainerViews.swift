/// The names under which an app logs the `onAppear`, `onDisappear` and `task` it attaches to
/// a container itself (`observe-as:` beside `navigation:` or `tabs:` in `app:`, or in a tab):
/// `NavigationStack { Home() }.onAppear { … }`, `TabView { … }.task { … }`.
///
/// Each name is a SwiftUI view, not a screen: it is in the window exactly when its
/// container is, so a push or a pop inside the container leaves it alone, and a full-screen
/// cover over it, a branch that replaces it, or (for a tab's content) its tab switched away
/// takes it out.
package struct ContainerViews: Hashable, Sendable {
  /// The name of the window's root container's view (its `NavigationStack` or `TabView`), or nil.
  package var root: String?
  /// The names of the tabs' (or pages') content views, by tab index.
  package var tabs: [Int: String]
  /// The names of the `NavigationStack`s the app presents screens in (`present: X` with
  /// `in-navigation: true`), by the presented screen's id (`observe-as:` in its declaration).
  package var flows: [String: String]
  /// The names of the views a split view's columns hold (`observe-as:` beside a column's
  /// `navigation:` in `split:`: a `NavigationStack` in the detail column, say), by
  /// `columnKey(item:column:)`.
  package var columns: [Int: String]

  /// Creates the names; none by default.
  package init(root: String? = nil, tabs: [Int: String] = [:], flows: [String: String] = [:], columns: [Int: String] = [:]) {
    self.root = root
    self.tabs = tabs
    self.flows = flows
    self.columns = columns
  }

  /// Whether the app names no container's view.
  package var isEmpty: Bool { root == nil && tabs.isEmpty && flows.isEmpty && columns.isEmpty }

  /// Every name, the root's first, then the tabs' in tab order, then the presented stacks' in
  /// their screens' id order, then the columns' in key order.
  package var names: [String] {
    (root.map { [$0] } ?? []) + tabs.keys.sorted().compactMap { tabs[$0] } + flows.keys.sorted().compactMap { flows[$0] }
      + columns.keys.sorted().compactMap { columns[$0] }
  }

  /// The key of column `column` (0 the primary) of the split view at the root (`item` nil) or
  /// in root tab or page `item`, in `columns`.
  package static func columnKey(item: Int?, column: Int) -> Int { ((item ?? -1) + 1) * 4 + column }

  /// The split view's place (nil the root, else the root tab or page) and the column a key of
  /// `columns` names.
  package static func column(ofKey key: Int) -> (item: Int?, column: Int) {
    let item = key / 4 - 1
    return (item < 0 ? nil : item, key % 4)
  }
}
