import LifecycleCore

/// A split view the app presents: a `UISplitViewController` in a sheet or a full-screen
/// presentation, a SwiftUI sheet's or cover's `NavigationSplitView`.
extension UIKitRules {
  /// A presented split view is collapsed in a compact-width container.
  package static let splitPresented = Rule(
    id: "uikit.split.presented",
    statement: "A split view the app presents (a UISplitViewController presented as a sheet or full screen, a "
      + "NavigationSplitView that is a sheet's or a full-screen cover's content) is collapsed where its container is "
      + "of compact width: on an iPhone, and in an iPad's page sheet or form sheet, whose content UIKit gives a "
      + "compact width. Collapsed, it is one navigation stack of its columns' roots, primary first, up to the column "
      + "it shows (UIKit: the secondary, as at the window's root; SwiftUI: the sidebar). The presentation's rows "
      + "apply to the screen on top of that stack, as to a presented navigation stack's top; the screens under it "
      + "are created and wait, as under any stack's top. show-detail pushes onto it, push and pop act on it, and a "
      + "dismissal releases every column's screens.",
    source: splitDocs + "; Apple, isCollapsed (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed): "
      + "the split view collapses in a horizontally compact environment, with "
      + "splitViewController(_:topColumnForCollapsingToProposedTopColumn:) choosing the column it shows "
      + "(https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)); "
      + "Apple, UIModalPresentationStyle.formSheet and .pageSheet "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet): a sheet's content is "
      + "narrower than an iPad's window; Apple, NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview): "
      + "it 'collapses into a single stack' in narrow size classes; Geoff Hackworth, 'View Controller Presentation "
      + "Changes in iOS and iPadOS 16' (https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-474c82c9ed2e) "
      + "reports that non-full-screen presented column-style split view controllers look different from iPadOS 16. "
      + "No published log of a presented split view's callbacks; the order is a presented navigation stack's "
      + "(the rows of present with in-navigation: true) and the collapsed root split view's (WordPress-iOS PR 18146, "
      + "https://github.com/wordpress-mobile/WordPress-iOS/pull/18146, shows the detail first); `lifecycle probe` "
      + "presents a UISplitViewController and a NavigationSplitView in a sheet",
    confidence: .inferred,
    alternative: "the collapsed split view shows its primary column, as when the delegate returns .primary for the "
      + "proposed top column (alt.uikit.split.presentedShowsPrimary).")
}
