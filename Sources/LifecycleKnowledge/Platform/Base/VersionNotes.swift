import LifecycleCore

/// Overlays that hold no rows: versions the reference knows of no change of order for. They
/// are in the rule book so that `rules.md` and the versions page can say so, with what the
/// reference does say about each version and why it places no event.
package enum VersionNotes {
}

extension VersionNotes {
  /// A version difference the reference reports that places no row, and why.
  package struct Unmodelled: Hashable, Sendable {
    /// The versions, as the reference gives them.
    package var versions: String
    /// What the reference says.
    package var what: String
    /// Why no row models it.
    package var why: String
    /// Where the reference says it.
    package var source: String
  }

  /// Every version-specific entry of the references that no overlay models.
  package static let unmodelled: [Unmodelled] = [
    Unmodelled(
      versions: "13", what: "TabView: onAppear on every tab selection",
      why: "no difference: every version's tables already give a tab's content onAppear each time it is selected (swiftui.tab.switch)",
      source: "swiftui-ground-truth §10 (Jinxiansen/SwiftUI #10)"),
    Unmodelled(
      versions: "13 vs 14", what: "StatefulTabView: onAppear once on iOS 13, on every show on iOS 14",
      why: "a third-party UITabBarController wrapper, not SwiftUI's TabView; it contradicts the entry above",
      source: "swiftui-ground-truth §5 (StatefulTabView #12)"),
    Unmodelled(
      versions: "14", what: "'onAppear is broken in SwiftUI iOS >14'; 'swiftui calls onAppear on disappear'",
      why: "no sequence is given: nothing says which call comes when",
      source: "swiftui-ground-truth §10 (swift-composable-navigator PR #3; SBB; forums thread 655338)"),
    Unmodelled(
      versions: "14 vs 15", what: "NavigationLink(isActive:) teardown order changed",
      why: "the deinit sequence of SwiftUI's own objects, which no scenario logs; no order is given",
      source: "swiftui-ground-truth §10 (forums thread 690143)"),
    Unmodelled(
      versions: "18 (UIKit)", what: "the lifecycle changes when a controller is pushed immediately with animation",
      why: "the source's orders are screenshots, not text, and 'immediately' (before the previous transition ends) is not a step the language has",
      source: "swiftui-ground-truth §10 (VAndrJ/awesome-apple-bugs LifeCyclePushedViewController, iOS 18.0-18.2)"),
    Unmodelled(
      versions: "18 (UIKit)", what: "the redesigned tab bar",
      why: "no log after 2021: the tab-switch rows apply unchanged, unverified on iOS 18",
      source: "uikit-ground-truth §6"),
    Unmodelled(
      versions: "18 (UIKit)", what: "automatic trait tracking inside viewWillLayoutSubviews and viewDidLayoutSubviews",
      why: "no change of order", source: "uikit-ground-truth §10"),
    Unmodelled(
      versions: "16", what: "List is backed by UICollectionView from iOS 16 (UITableView before)",
      why:
        "no source consulted shows a list row's onAppear or onDisappear changing with it: every profile has the same list rows (swiftui.list.rowScrolledIn, swiftui.list.rowScrolledOut)",
      source: "the issue's statement; Ole Begemann's case studies were run on iOS 16 only (https://github.com/ole/swiftui-view-lifecycle)"),
    Unmodelled(
      versions: "any", what: "interrupting a page transition: the new page's onAppear is not called",
      why: "a paging TabView is not in the scenario language", source: "swiftui-ground-truth §10 (app code comment)"),
  ]
}
