import LifecycleCore

/// A split view the app presents full screen on an iPad: a `UISplitViewController` presented
/// `.fullScreen` or `.overFullScreen`, a SwiftUI `fullScreenCover` whose content is a
/// `NavigationSplitView`.
extension UIKitRules {
  /// A presented split view is expanded in a container of regular width.
  package static let splitPresentedExpanded = Rule(
    id: "uikit.split.presentedExpanded",
    statement: "A split view the app presents full screen on an iPad (a UISplitViewController presented .fullScreen or "
      + ".overFullScreen, a NavigationSplitView that is a fullScreenCover's content) fills a window of regular width, so "
      + "it is expanded, as the window's split view is at launch: each column is a navigation stack of its own, and "
      + "the columns its display mode shows (every one, at first) appear with the presentation, each column's root "
      + "getting the presented controller's rows, leading column first, as the window's expanded split view gives its "
      + "columns their rows at launch. show-detail replaces or pushes onto its secondary column, show-column and "
      + "hide-column show and hide its columns, a push or pop acts on its secondary column, and resize collapses it "
      + "into the column it shows collapsed (UIKit: the secondary; SwiftUI: the sidebar) and expands it again, as the "
      + "window's split view; a dismissal releases every column's screens.",
    source: splitDocs + "; Apple, isCollapsed (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed): "
      + "a split view is collapsed only in a horizontally compact environment, and a full-screen presentation's content "
      + "has the window's size class (Apple, UIModalPresentationStyle.fullScreen, "
      + "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen); Apple, NavigationSplitView "
      + "(https://developer.apple.com/documentation/swiftui/navigationsplitview): it shows its columns side by side in "
      + "regular width and 'collapses into a single stack' in narrow size classes. No published log of a presented "
      + "expanded split view's callbacks: the order of its columns is the window's expanded split view's at launch "
      + "(uikit.split), each column's root treated as a presented navigation stack's top; `lifecycle probe` presents a "
      + "UISplitViewController full screen and a NavigationSplitView in a fullScreenCover",
    confidence: .inferred,
    alternative: "the columns get their callbacks trailing first, the secondary first, in the order of the split "
      + "view's subviews (alt.uikit.split.presentedExpandedTrailingFirst).")
}
