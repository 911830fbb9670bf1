import LifecycleCore

/// The provenance of a split view's rows: `UISplitViewController` in its column style (iOS 14),
/// each column in a navigation controller of its own.
extension UIKitRules {
  static let splitDocs =
    "Apple, UISplitViewController (https://developer.apple.com/documentation/uikit/uisplitviewcontroller): "
    + "in the column style each column's view controller is wrapped in a navigation controller, and the child "
    + "controllers' appearance and disappearance messages 'are sent only when the corresponding child view "
    + "controller actually appears onscreen'"

  /// A navigation controller set for an expanded split view's column replaces the old one.
  package static let splitReplaceColumn = Rule(
    id: "uikit.split.replaceColumn",
    statement: "A navigation controller the app sets for an expanded split view's secondary column "
      + "(showDetailViewController, setViewController(_:for: .secondary)) replaces the column's without "
      + "animation, as a container swapping two children: the old column's willMove(toParent: nil), the new "
      + "root's creation and willMove, its view loading, the old top's viewWillDisappear, the new root's "
      + "viewWillAppear, then viewDidDisappear, viewDidAppear, and the didMove(toParent:) calls.",
    source: splitDocs + "; Apple's reply to FB8640357 (quoted at https://zhaoxin.pro/technology/15993960076329.html): "
      + "to replace the secondary column, set nil first or pass a navigation controller of the app's. No published "
      + "log orders the replacement; the order is read from transition(from:to:) (uikit.containment.transitionFromTo).",
    confidence: .inferred,
    alternative: "the old column leaves entirely (viewWillDisappear, viewDidDisappear) before the new root "
      + "appears (alt.uikit.split.replaceColumnInTurn).")

  /// The column-style split view is iOS 14 API; before it, the classic one.
  package static let columnSplitViewFromIOS14 = Rule(
    id: "profile.split.columnStyle.ios14",
    statement: "UISplitViewController's column style (init(style:), setViewController(_:for:), show(_:), hide(_:)), "
      + "which wraps each column in a navigation controller, is iOS 14 API on the device and in the SDK. Before it, "
      + "the classic split view holds its primary and secondary controllers as they are: showDetailViewController "
      + "replaces the secondary (it pushes nothing onto it), and a display mode shows or hides the primary.",
    source: "Apple, UISplitViewController.init(style:) (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)): "
      + "iOS 14+; Apple, showDetailViewController(_:sender:) "
      + "(https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)): "
      + "expanded, the split view controller installs the controller as its secondary",
    confidence: .documented)

  /// Showing or hiding an expanded split view's column.
  package static let splitColumnVisibility = Rule(
    id: "uikit.split.columnVisibility",
    statement: "An expanded split view that shows a hidden column (show(_:), a display mode that shows it) "
      + "gives the screen on top of that column viewWillAppear, then viewDidAppear once the animation ends; "
      + "hiding a column gives it viewWillDisappear, then viewDidDisappear. The other columns get nothing.",
    source: splitDocs + ". A 2016 report (openradar 29824842, https://github.com/lionheart/openradar-mirror/issues/16613, "
      + "iOS 10.2) saw no viewWillAppear when primaryHidden became allVisible; it is older than every profile.",
    confidence: .inferred,
    alternative: "the shown column gets no appearance callbacks, as iOS 10.2's report saw.")
}

extension UIKitRules {
  /// A split view that is a tab's content.
  package static let splitInTab = Rule(
    id: "uikit.split.inTab",
    statement: "A split view that is a tab's content (UIKit's UITabBarController holding a column-style "
      + "UISplitViewController, SwiftUI's TabView whose tab is a NavigationSplitView) is on screen while its tab "
      + "is selected: expanded, every column it shows is on screen, and a step that brings the tab into or out of "
      + "the window (a tab switch, a presentation that covers it, the background) gives each column's top what "
      + "it gives a navigation stack's top there, leading column first, as a split view at the root gets them at "
      + "launch; collapsed (an iPhone), the tab holds one navigation stack of its columns. The split steps "
      + "(show-detail, show-column, hide-column, resize) act on it while its tab is selected.",
    source: splitDocs + "; the iOS 5-era View Controller Catalog's 'A split view controller must always be the root of any "
      + "interface you create' (https://developer.apple.com/library/ios/documentation/WindowsViews/Conceptual/ViewControllerCatalog/Chapters/SplitViewControllers.html), "
      + "which the current page does not repeat; daveanderson/TabsAndSplits (https://geeksrepos.com/daveanderson/TabsAndSplits) "
      + "demonstrates two UISplitViewControllers as children of a UITabBarController; WWDC20 'Build for iPad' "
      + "(https://developer.apple.com/videos/play/wwdc2020/10105/) builds the column-style split view; Apple, NavigationSplitView "
      + "(https://developer.apple.com/documentation/swiftui/navigationsplitview). "
      + "No published log orders the columns when a tab switch or a presentation reaches them; the order is the "
      + "nearest observed operations' (a tab switch's uikit.tabs rows for a stack's top, a covering presentation's "
      + "for its presenter) applied to each column.",
    confidence: .inferred,
    alternative: "the columns get their callbacks trailing first, the secondary first, in the order of the split "
      + "view's subviews (alt.uikit.split.inTabTrailingFirst).")

  /// A split view that is a page's content.
  package static let splitInPage = Rule(
    id: "uikit.split.inPage",
    statement: "A split view that is a page's content (a UIPageViewController's page that is a column-style "
      + "UISplitViewController, a page of SwiftUI's page-style TabView that is a NavigationSplitView) is on screen "
      + "while its page is shown: expanded, every column it shows is on screen, and a page turn (a swipe, completed "
      + "or let go, or setViewControllers) gives each column's top what it gives a page's screen, leading column "
      + "first, as a split view in a tab gets a tab switch's; collapsed (an iPhone), the page holds one navigation "
      + "stack of its columns. The split steps act on it while its page is shown.",
    source: splitDocs + "; Apple, UIPageViewController (https://developer.apple.com/documentation/uikit/uipageviewcontroller): "
      + "the pages are any view controllers the data source returns, and the one shown is its child; Apple, "
      + "PageTabViewStyle (https://developer.apple.com/documentation/swiftui/pagetabviewstyle): a TabView's pages are "
      + "any views. No published log orders a split view's columns when a page turns; the order is the nearest "
      + "observed operations' (a page turn's uikit.page.scroll and uikit.page.curl rows for a page's screen, uikit.split.inTab for the columns "
      + "of a contained split view) applied to each column.",
    confidence: .inferred,
    alternative: "the columns get their callbacks trailing first, the secondary first, in the order of the split "
      + "view's subviews (alt.uikit.split.inPageTrailingFirst).")

  /// A column shown over the secondary leaves the secondary in the window.
  package static let splitOverSecondary = Rule(
    id: "uikit.split.overSecondary",
    statement: "A column an expanded split view shows over its secondary (the display modes oneOverSecondary, "
      + "twoOverSecondary and twoDisplaceSecondary: the overlay and displace split behaviours, iPad portrait's "
      + "default) leaves the secondary in the window, partly covered or pushed aside: the secondary gets no "
      + "appearance callbacks when the column shows or hides.",
    source: "Apple, UISplitViewController.DisplayMode (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode): "
      + "oneOverSecondary 'layers the primary view controller on top of the secondary view controller, leaving "
      + "the secondary partially visible'; twoDisplaceSecondary 'displaces the secondary view controller by moving "
      + "it offscreen' only in part, the secondary staying visible beside; "
      + splitDocs + ". A view controller's appearance callbacks follow its view's place in the window (viewWillAppear: "
      + "'about to be added to a view hierarchy'), which the overlay does not change. No published log; our reading.",
    confidence: .inferred,
    alternative: "the secondary gets viewWillDisappear and viewDidDisappear when a column shows over it, and "
      + "viewWillAppear and viewDidAppear when the last one hides.")
}

extension UIKitTables {
  /// The secondary under a column shown over it, or uncovered.
  static let splitOverSecondary: [RuleRow] = [
    RowBuilder(.uikit, .columnShow).nothing(.bystanders, UIKitRules.splitOverSecondary),
    RowBuilder(.uikit, .columnHide).nothing(.bystanders, UIKitRules.splitOverSecondary),
  ]

  /// The other reading: a column over the secondary makes it disappear, as a covering
  /// presentation would.
  static let splitOverSecondaryCovers = Overlay(
    id: "alt.uikit.split.overSecondaryCovers",
    title: "A column shown over a split view's secondary makes the secondary disappear",
    alternativeOf: .rule(UIKitRules.splitOverSecondary),
    // The secondary disappears while its view stays in the window, and a push onto it then
    // gives its disappeared top a second viewWillDisappear.
    waives: [.uikitWindow, .uikitAppearanceAlternates],
    changes: {
      let show = RowBuilder(.uikit, .columnShow)
      let hide = RowBuilder(.uikit, .columnHide)
      let rule = UIKitRules.splitOverSecondary
      return [
        .remove(show.id(.bystanders, "nothing")),
        .remove(hide.id(.bystanders, "nothing")),
        .add(show.row(.bystanders, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)),
        .add(show.row(.bystanders, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren)),
        .add(hide.row(.bystanders, .transitionBegin, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren)),
        .add(hide.row(.bystanders, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren)),
      ]
    }())

  /// An expanded split view's column replaced, shown or hidden.
  static let split: [RuleRow] = {
    let show = RowBuilder(.uikit, .columnShow)
    let hide = RowBuilder(.uikit, .columnHide)
    let visibility = UIKitRules.splitColumnVisibility
    return RowBuilder(.uikit, .columnReplace).swap(UIKitRules.splitReplaceColumn)
      + show.willAppear(.incoming, .transitionBegin, visibility)
      + [
        show.row(.incoming, .transitionEnd, .viewDidAppear, visibility, nested: UIKitRules.forwardToChildren),
        hide.row(.outgoing, .transitionBegin, .viewWillDisappear, visibility, nested: UIKitRules.forwardToChildren),
        hide.row(.outgoing, .transitionEnd, .viewDidDisappear, visibility, nested: UIKitRules.forwardToChildren),
      ]
  }()

  /// The other reading of a column's replacement: the old column leaves before the new root
  /// appears.
  static let splitReplaceColumnInTurn = Overlay(
    id: "alt.uikit.split.replaceColumnInTurn",
    title: "A split view's replaced column leaves entirely before the new root appears",
    alternativeOf: .rule(UIKitRules.splitReplaceColumn),
    changes: {
      let replace = RowBuilder(.uikit, .columnReplace)
      let rule = UIKitRules.splitReplaceColumn
      return [
        .remove(replace.id(.outgoing, "viewDidDisappear")),
        .insert(
          replace.row(.outgoing, .transitionBegin, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren, name: "viewDidDisappear.inTurn"),
          after: replace.id(.outgoing, "viewWillDisappear")),
      ]
    }())
}
