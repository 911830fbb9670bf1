import LifecycleCore

extension SchemaReader {
  /// The reports that `pages:` in a SwiftUI app cannot be what the app writes: such an app
  /// pages with `TabView` and `.tabViewStyle(.page)`, whose pages are SwiftUI views (cells of
  /// a paging collection view), so it scrolls (`TabView` has no page-curl style), and each
  /// page is a `- screen: X`. UIKit content in a page is read: a representable in the page's
  /// cell (`AppModel.inPageCell`, uikit.representable.inPage).
  mutating func checkSwiftUIPages(_ app: AppLayout, style: PageStyle, _ declarations: ScreenDeclarations, at node: Int) {
    if style == .pageCurl {
      error(
        "a SwiftUI app pages with TabView and .tabViewStyle(.page), which scrolls (TabView has no page-curl style): 'style: pageCurl' is UIPageViewController's (write 'style: scroll' or leave it out)",
        at: location(node))
    }
    guard case .tabs(let items) = app else { return }
    for item in items {
      guard case .screen = item else {
        error(
          "a page of a page-style TabView is a SwiftUI view: write '- screen: X' (a NavigationStack inside a page is not modelled: no source shows its callbacks as the pages turn)",
          at: location(node))
        return
      }
    }
  }
}
