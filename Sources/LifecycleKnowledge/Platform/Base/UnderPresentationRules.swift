import LifecycleCore

/// The provenance of what a deep link does to the window's root container while a
/// presentation is up: a tab switch or a page turn under a sheet or a full-screen cover.
package enum UnderPresentationRules {
  /// A tab switch or a page turn under a presentation.
  package static let switchUnderPresentation = Rule(
    id: "uikit.tabs.switchUnderPresentation",
    statement: "A tab switch or a page turn made by code while a presentation is up (a deep link sets the tab bar "
      + "controller's selectedIndex, the page view controller's view controllers, or a SwiftUI TabView's selection "
      + "binding while a sheet or a full-screen cover shows) changes the root container under the presentation, "
      + "which stays. Under a presentation that keeps its presenter's views in the window (a page or form sheet from "
      + "iOS 13, a popover on an iPad, over full screen), the old item's top gets the tab switch's (or page turn's) "
      + "disappearance and the new item's top its appearance, behind the sheet: viewWillDisappear, viewWillAppear, "
      + "viewDidDisappear, viewDidAppear in UIKit, onDisappear and onAppear in SwiftUI. Under one that removes "
      + "them (full screen, a sheet before iOS 13) the container is out of the window and forwards nothing: nobody "
      + "gets a callback at the switch; the dismissal brings in the new item's top, and the old one's never "
      + "reappears. No swipe reaches the pages under a presentation, so only a completed turn by code is made there.",
    source: "Inferred from Apple, UITabBarController.selectedIndex "
      + "(https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex): setting it selects the "
      + "tab and shows its view controller, with no word of a presentation; Apple, UIModalPresentationStyle "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle): .fullScreen 'the views belonging "
      + "to the presenting view controller are removed after the presentation completes', while .pageSheet and "
      + ".formSheet (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet) keep them, "
      + "partially covered; Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container forwards appearance to its children as its own view enters or leaves the window; Apple, "
      + "TabView (https://developer.apple.com/documentation/swiftui/tabview): 'the selection binding' switches the "
      + "tab shown, with its page style (https://developer.apple.com/documentation/swiftui/pagetabviewstyle). The "
      + "order in the window is the nearest observed operation's, a tab switch's (uikit.tabs). No published log; "
      + "`lifecycle probe` sets selectedIndex (the selection binding) while the presentation is up",
    confidence: .inferred,
    alternative: "under a sheet the switch waits for the dismissal: the old item's top disappears with the "
      + "presented screen and the new one's appears then (alt.uikit.tabs.switchUnderSheetAtDismissal).")

  /// The other reading: a switch under a sheet waits for the dismissal.
  package static let switchUnderSheetAtDismissal = Overlay(
    id: "alt.uikit.tabs.switchUnderSheetAtDismissal",
    title: "A tab switch or page turn under a sheet waits for the sheet's dismissal to give its callbacks",
    alternativeOf: .rule(switchUnderPresentation),
    changes: [.fact(FactRow(.switchUnderSheetWaitsForDismissal, true, rule: switchUnderPresentation))])

  /// A detail shown in a split view under a presentation or in a tab not selected.
  package static let detailOutOfSight = Rule(
    id: "uikit.split.detailOutOfSight",
    statement: "show-detail on a split view that is under a presentation or in a tab not selected (a deep link "
      + "selects a message while a sheet is up, or while another tab shows) changes the split view where it is. "
      + "In the window (under a sheet, its tab selected) it is what it is without a presentation: the old detail "
      + "leaves and the new one appears behind the sheet. Out of the window (under a full-screen presentation, in "
      + "a tab not selected) the split view forwards nothing: a replaced column's screens are released with no "
      + "appearance callback (they disappeared with their tab or under the presentation), and the new detail is "
      + "made and added as the column's child but neither loads nor appears until the split view comes back into "
      + "the window (its tab selected, the presentation dismissed), as a tab's content does; a pushed detail "
      + "(collapsed, or a plain controller on the secondary column's navigation controller) likewise.",
    source: "Inferred from Apple, showDetailViewController(_:sender:) "
      + "(https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)) "
      + "and setViewController(_:for:) "
      + "(https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)), which "
      + "say nothing of a split view out of the window; Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container forwards appearance as its own view enters or leaves the window; Apple, loadView() "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()): a view loads when it is "
      + "first asked for; Apple, NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview). "
      + "No published log; `lifecycle probe` shows the detail while the presentation is up or the other tab shows",
    confidence: .inferred,
    alternative: "the split view loads a column's new navigation controller's top as it installs it, in or out of "
      + "the window: its viewDidLoad comes at the step (alt.uikit.split.detailLoadsOnInstall).")

  /// The other reading: a column's new top loads as the split view installs it.
  package static let detailLoadsOnInstall: Overlay = {
    let replace = RowBuilder(.uikit, .columnReplace)
    let rows = replace.load(.addedToParent, .action, detailOutOfSight, suffix: ".onInstall")
    return Overlay(
      id: "alt.uikit.split.detailLoadsOnInstall",
      title: "A split view loads a column's new top as it installs it, in or out of the window",
      alternativeOf: .rule(detailOutOfSight),
      changes: [
        .fact(FactRow(.detailLoadsOnInstall, true, rule: detailOutOfSight)),
        .insert(rows[0], after: replace.id(.addedToParent, "willMoveToParent")), .insert(rows[1], after: rows[0].key),
      ])
  }()

  /// A column shown or hidden in a split view under a presentation.
  package static let columnOutOfSight = Rule(
    id: "uikit.split.columnOutOfSight",
    statement: "show-column or hide-column on an expanded split view under a presentation (the app's code sets "
      + "preferredDisplayMode, calls show(_:) or hide(_:), or changes a NavigationSplitView's columnVisibility "
      + "while a sheet or a full-screen cover is up) changes the split view where it is, and the presentation stays. "
      + "Under a presentation that keeps its presenter's views in the window (a page or form sheet from iOS 13, a "
      + "popover, over full screen) it is what it is without a presentation: the shown column's screens appear, the "
      + "hidden column's disappear, behind the sheet. Under one that removes them (full screen, a sheet before "
      + "iOS 13) the split view is out of the window and forwards nothing: the column changes silently, the "
      + "dismissal brings in the columns the split view shows then, and a column hidden under it never reappears.",
    source: "Inferred from Apple, UISplitViewController.show(_:) "
      + "(https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)) and hide(_:) "
      + "(https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:)), which say nothing of a "
      + "presentation; Apple, UIModalPresentationStyle "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle): .fullScreen 'the views belonging "
      + "to the presenting view controller are removed after the presentation completes', while .pageSheet and "
      + ".formSheet keep them; Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container forwards appearance as its own view enters or leaves the window; Apple, "
      + "NavigationSplitViewVisibility (https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility). "
      + "The order in the window is the nearest observed operation's, a column shown or hidden "
      + "(uikit.split.columnVisibility); out of it, as a detail shown there (uikit.split.detailOutOfSight). No "
      + "published log; `lifecycle probe` shows or hides the column while the presentation is up",
    confidence: .inferred,
    alternative: "the split view forwards the column's appearance at the step even under a full-screen "
      + "presentation: the shown column's screens appear and the hidden one's disappear out of the window "
      + "(alt.uikit.split.columnOutOfSightForwarded).")

  /// The other reading: a column's appearance is forwarded at the step, out of the window too.
  package static let columnOutOfSightForwarded = Overlay(
    id: "alt.uikit.split.columnOutOfSightForwarded",
    title: "A split view under a full-screen presentation forwards a shown or hidden column's appearance at the step",
    alternativeOf: .rule(columnOutOfSight),
    // The column appears or disappears out of the window, and again when the presentation goes;
    // a SwiftUI column's content (and its own view, observe-as) with it.
    waives: [.uikitWindow, .uikitAppearanceAlternates, .swiftUIWindow],
    changes: [.fact(FactRow(.columnOutOfSightForwarded, true, rule: columnOutOfSight))])
}
