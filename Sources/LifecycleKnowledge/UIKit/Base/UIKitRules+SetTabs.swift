import LifecycleCore

/// The provenance of the rows of `UITabBarController.setViewControllers(_:animated:)`
/// (`set-tabs`): tabs removed, added or reordered while the app runs.
extension UIKitRules {
  static let setTabsDoc = "https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)"
  static let tabControllersDoc = "https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers"

  /// setViewControllers keeps the selected controller if it is still there.
  package static let setTabsSelection = Rule(
    id: "uikit.setTabs.selection",
    statement: "UITabBarController.setViewControllers keeps the selected controller selected when the new array "
      + "holds it (its screen hears nothing); else it selects the controller at the same index, else the first.",
    source: "\(tabControllersDoc) ('the tab bar controller remembers the view controller object that was "
      + "previously selected and attempts to reselect it. If the selected view controller is no longer present, "
      + "it attempts to select the view controller at the same index in the array as the previous selection. If "
      + "that index is invalid, it selects the view controller at index 0'); \(setTabsDoc)",
    confidence: .documented)
  /// The removed selected tab leaves the window before the new selected tab is installed.
  package static let setTabsTransition = Rule(
    id: "uikit.setTabs.transition",
    statement: "When setViewControllers removes the selected tab, its screen disappears (viewWillDisappear and "
      + "viewDidDisappear) before the newly selected tab's screen loads and appears (viewWillAppear, layout, "
      + "viewDidAppear); the tab bar animates nothing.",
    source: "\(tabControllersDoc) ('When you assign a new set of view controllers runtime, the tab bar controller "
      + "removes all of the old view controllers before installing the new ones'); the order inside each "
      + "controller is the tab switch's (uikit.tab.switch). No published log orders the two controllers",
    confidence: .inferred,
    alternative: "the tab switch's order (the new tab's viewWillAppear before the old tab's viewWillDisappear, the "
      + "old viewDidDisappear before the new viewDidAppear): alt.uikit.setTabs.switchOrder.")
  /// The controllers setViewControllers removes get no willMove/didMove.
  package static let setTabsRemovedUncontained = Rule(
    id: "uikit.setTabs.removedNoContainment",
    statement: "The controllers setViewControllers removes from a tab bar get no willMove(toParent: nil) and no "
      + "didMove(toParent: nil).",
    source: "deltachat/deltachat-ios#1699 (https://github.com/deltachat/deltachat-ios/pull/1699, 2022-09-27: "
      + "'self.tabBarController.setViewControllers replaces the existing view controllers without willMove is "
      + "called'); Scenarios/observed/deltachat-ios-1699-tabbar-setviewcontrollers.yaml",
    confidence: .observed)
  /// The controllers setViewControllers adds get their containment calls as at launch.
  package static let setTabsAddedContainment = Rule(
    id: "uikit.setTabs.addedContainment",
    statement: "A controller setViewControllers adds to a tab bar gets willMove(toParent:) at the call (addChild) "
      + "and didMove(toParent:) when the change ends, as the tab bar's children at launch do "
      + "(uikit.launch.containment).",
    source: "\(setTabsDoc); https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) "
      + "('this method calls willMove(toParent:)'); the launch's rows. No published log",
    confidence: .inferred,
    alternative: "none for the added controllers either, as for the removed ones (deltachat-ios#1699): "
      + "the alternative of uikit.setTabs.transition keeps these rows.")
  /// The controllers setViewControllers removes deinit after the change.
  package static let setTabsRelease = Rule(
    id: "uikit.setTabs.release",
    statement: "The controllers setViewControllers removes deinit after the change, once nothing else holds them "
      + "(the removed selected tab after its viewDidDisappear).",
    source: "\(tabControllersDoc) ('removes all of the old view controllers'); the set-stack reading "
      + "(uikit.setStack.release). No published log",
    confidence: .inferred,
    alternative: "a controller the app keeps (to add it back later) never deinits.")
  /// setViewControllers while presentations are up or parked with a tab.
  package static let setTabsUnderPresentation = Rule(
    id: "uikit.setTabs.underPresentation",
    statement: "UITabBarController.setViewControllers called while presentations are up, or parked with a tab "
      + "(uikit.presentation.contextInTab), changes the tabs under them. A presentation made from the tab bar "
      + "controller (a sheet, a full-screen cover) stays. Under a covering one (full screen, a sheet before iOS 13) "
      + "the tab bar controller's views are out of the window: the removed and added tabs get their containment "
      + "rows (uikit.setTabs.removedNoContainment, uikit.setTabs.addedContainment) and no appearance callback, and "
      + "the dismissal brings in the tab selected then. Behind a sheet (iOS 13's page and form sheets keep the "
      + "presenter's views in the window) the selected tab's callbacks run as without a presentation "
      + "(uikit.setTabs.transition). A .currentContext or .overCurrentContext presentation made in a tab's "
      + "context goes with its tab: when the tab is removed, its presented controllers leave with it and are "
      + "released with no dismissal; when that tab was selected, what they show in the window disappears after "
      + "the tab's content; a kept tab keeps its presentations, and a kept tab that becomes selected brings its "
      + "parked ones back over its content.",
    source: "Inferred from Apple, UITabBarController.viewControllers (\(tabControllersDoc): 'the tab bar "
      + "controller removes all of the old view controllers before installing the new ones'); Apple, "
      + "definesPresentationContext (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext): "
      + "the controller that defines the context presents, so a context presentation belongs to the tab's "
      + "controller and is shown inside its view; Apple, dismiss(animated:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)): the "
      + "presenting controller is responsible for its presented controller; Apple, UIModalPresentationStyle "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle): a page sheet keeps its "
      + "presenter's views, full screen removes them; and the deep link's switch under a presentation "
      + "(uikit.tabs.switchUnderPresentation). No published log; `lifecycle probe` calls setViewControllers "
      + "while the presentation is up",
    confidence: .inferred,
    alternative: "the presented controllers of a removed selected tab's context presentations get nothing: they "
      + "go silently with their tab, as a controller whose view is torn down without a transition "
      + "(alt.uikit.setTabs.removedContextSilent).")
}
