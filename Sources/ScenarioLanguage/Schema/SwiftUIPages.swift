import LifecycleCore

extension SchemaReader {
  /// The reports that `pages:` in a SwiftUI app cannot be what the app writes: such an app
  /// pages with `TabView` and `.tabViewStyle(.page)`, whose pages are SwiftUI views (cells of
  /// a paging collection view), so it scrolls (no `.pageCurl`), each page is a `- screen: X`,
  /// and UIKit content in a page is refused: a representable there is reported to get no
  /// `viewWillAppear` or `viewDidAppear` (FB12795690), and what it gets instead is not
  /// published. Linear: each declared screen's chain of parents is walked once.
  mutating func checkSwiftUIPages(_ app: AppLayout, style: PageStyle, _ declarations: ScreenDeclarations, at node: Int) {
    if style == .pageCurl {
      error(
        "a SwiftUI app pages with TabView and .tabViewStyle(.page), which scrolls: 'style: pageCurl' is UIPageViewController's (write 'style: scroll' or leave it out)",
        at: location(node))
    }
    guard case .tabs(let items) = app else { return }
    var pages = Set<String>()
    for item in items {
      guard case .screen(let page) = item else {
        error(
          "a page of a page-style TabView is a SwiftUI view: write '- screen: X' (a NavigationStack inside a page is not modelled: no source shows its callbacks as the pages turn)",
          at: location(node))
        return
      }
      pages.insert(page)
    }
    var parent: [String: String] = [:]
    for (_, declaration) in declarations {
      for child in declaration.children + declaration.conditional where parent[child] == nil { parent[child] = declaration.id }
    }
    // The page each screen sits in, or "" for none, remembered along each chain walked.
    var pageOf: [String: String] = [:]
    for (_, declaration) in declarations where declaration.content == .uikit {
      var chain: [String] = []
      var current = declaration.id
      var found = ""
      while chain.count <= parent.count {
        if let known = pageOf[current] {
          found = known
          break
        }
        chain.append(current)
        if pages.contains(current) {
          found = current
          break
        }
        guard let up = parent[current] else { break }
        current = up
      }
      for link in chain { pageOf[link] = found }
      guard !found.isEmpty else { continue }
      error(
        "screen '\(declaration.id)' has UIKit content inside page '\(found)' of a page-style TabView: a UIViewControllerRepresentable there is reported to get no viewWillAppear or viewDidAppear (FB12795690, https://github.com/feedback-assistant/reports/issues/411), and what it gets instead is not published, so it is not modelled",
        at: declaration.location)
    }
  }
}
