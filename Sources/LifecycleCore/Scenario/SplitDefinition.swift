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

  /// A split view with the default collapsed column.
  public init(collapsedTop: SplitColumn? = nil) {
    self.collapsedTop = collapsedTop
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
