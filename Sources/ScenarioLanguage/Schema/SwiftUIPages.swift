import LifecycleCore

extension SchemaReader {
  /// The reports that `pages:` in a SwiftUI app cannot be what the app writes: such an app
  /// pages with `TabView` and `.tabViewStyle(.page)`, whose pages are SwiftUI views (cells of
  /// a paging collection view), so it scrolls (`TabView` has no page-curl style), and each
  /// page is a `- screen: X` or a `NavigationStack` (`- navigation: [...]`), whose pushes and
  /// pops act on that page's stack. UIKit content in a page is read: a representable in the
  /// page's cell (`AppModel.inPageCell`, uikit.representable.inPage), and so is a controller a
  /// page's stack holds (`Structure.Node.inPageCell`, swiftui.pageTabView.stack).
  mutating func checkSwiftUIPages(_ app: AppLayout, style: PageStyle, _ declarations: ScreenDeclarations, at node: Int) {
    if style == .pageCurl {
      error(
        "a SwiftUI app pages with TabView and .tabViewStyle(.page), which scrolls (TabView has no page-curl style): 'style: pageCurl' is UIPageViewController's (write 'style: scroll' or leave it out)",
        at: location(node))
    }
    guard case .tabs(let items) = app else { return }
    for item in items {
      switch item {
      // A page may hold a NavigationSplitView (`split:`).
      case .screen, .navigation, .tabs: continue
      default:
        error(
          "a page of a page-style TabView is a SwiftUI view or a NavigationStack: write '- screen: X' or '- navigation: [X, ...]'",
          at: location(node))
        return
      }
    }
  }
}
