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

  /// Creates the names; none by default.
  package init(root: String? = nil, tabs: [Int: String] = [:], flows: [String: String] = [:]) {
    self.root = root
    self.tabs = tabs
    self.flows = flows
  }

  /// Whether the app names no container's view.
  package var isEmpty: Bool { root == nil && tabs.isEmpty && flows.isEmpty }

  /// Every name, the root's first, then the tabs' in tab order, then the presented stacks' in
  /// their screens' id order.
  package var names: [String] {
    (root.map { [$0] } ?? []) + tabs.keys.sorted().compactMap { tabs[$0] } + flows.keys.sorted().compactMap { flows[$0] }
  }
}
