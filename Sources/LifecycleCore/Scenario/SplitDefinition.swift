/// A split view at the window's root (`split: [Sidebar, Detail]` or
/// `split: [Sidebar, Content, Detail]`): UIKit's column-style `UISplitViewController`, whose
/// columns are each in a navigation controller, or SwiftUI's `NavigationSplitView`. Its columns
/// are the root's items (`AppLayout.tabs`, each a one-screen `navigation`), as a tab bar's
/// tabs. On an iPad (the fact `regularWidth`) every column is on screen; on an iPhone the
/// split view collapses into one navigation stack of the columns up to the one it shows.
public struct SplitDefinition: Hashable, Sendable {
  /// The column a collapsed split view shows at launch (UIKit's
  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, SwiftUI's
  /// `preferredCompactColumn`), or nil for the default: the secondary in UIKit, the sidebar
  /// in SwiftUI.
  public var collapsedTop: SplitColumn?
  /// In an app with a split view in several root tabs (or pages), the column each split view
  /// after the first shows collapsed, by its tab; a tab it does not list shows the default.
  /// The first split view's is `collapsedTop`.
  public var laterCollapsedTops: [Int: SplitColumn] = [:]

  /// A split view with the default collapsed column.
  public init(collapsedTop: SplitColumn? = nil, laterCollapsedTops: [Int: SplitColumn] = [:]) {
    self.collapsedTop = collapsedTop
    self.laterCollapsedTops = laterCollapsedTops
  }

  /// The column the split view in root tab `tab` shows collapsed, given the first split view's
  /// tab (`collapsedTop` for the root's or the first one's), or nil for the default.
  package func collapsedTop(tab: Int?, firstTab: Int?) -> SplitColumn? {
    guard let tab, tab != firstTab else { return collapsedTop }
    return laterCollapsedTops[tab]
  }
}

/// A column of a split view, as `show-column`, `hide-column` and `collapsed:` name it.
public enum SplitColumn: String, CaseIterable, Hashable, Sendable {
  /// The leading column: UIKit's `.primary`, SwiftUI's sidebar.
  case primary
  /// The middle column of three: UIKit's `.supplementary`, SwiftUI's content column.
  case supplementary
  /// The trailing column: UIKit's `.secondary`, SwiftUI's detail.
  case secondary

  /// The column's place among `count` columns (2 or 3), or nil when a split view of that many
  /// columns has none (a supplementary column of two).
  package func index(among count: Int) -> Int? {
    switch self {
    case .primary: 0
    case .supplementary: count >= 3 ? 1 : nil
    case .secondary: count - 1
    }
  }
}
