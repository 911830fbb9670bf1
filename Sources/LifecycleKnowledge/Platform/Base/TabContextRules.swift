import LifecycleCore

/// The provenance of what the steps made in a tab do to the presentations made in its context
/// (`uikit.presentation.contextInTab`): a re-tap of the selected tab.
package enum TabContextRules {
  /// Re-tapping the selected tab while a presentation made in its context is up.
  package static let retap = Rule(
    id: "uikit.presentation.contextInTabRetap",
    statement: "Tapping the selected tab again while a .currentContext or .overCurrentContext presentation made in "
      + "that tab's context is up (the tab bar stays on screen, uikit.presentation.contextInTab) pops the tab's "
      + "navigation controller to its root, as a re-tap does without a presentation. A presentation made in the "
      + "context of a child of the popped top goes with the pop, as with a Back tap there "
      + "(uikit.presentation.childContextPopped). A presentation made in the navigation controller's own context "
      + "stays, with the navigation controller as its presenter, and the stack pops under it: under "
      + ".overCurrentContext the stack is in the window, and the popped top disappears and the root appears behind "
      + "the presented screen, as in any pop; under .currentContext the stack's views left the window, so the "
      + "popped screens go with no appearance callback (they disappeared at the presentation) and are released, "
      + "and the root appears at the dismissal. The presented screens get nothing.",
    source: "Inferred from Apple, UITabBarController (https://developer.apple.com/documentation/uikit/uitabbarcontroller): "
      + "'Tapping a tab always displays the tab's root view, regardless of which tab was previously selected. This "
      + "is true even if the tab was already selected', with no word of a presentation; Apple, definesPresentationContext "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext): the "
      + "controller that defines the context presents, and is what the new content covers; Apple, "
      + "UIModalPresentationStyle.currentContext "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext): the presenting "
      + "controller's views are removed; Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container forwards appearance as its view enters or leaves the window. The order in the window is a pop "
      + "to the root's (uikit.popToRoot). No published log; `lifecycle probe` asks the person to tap the selected "
      + "tab while the presentation is up",
    confidence: .inferred,
    alternative: "the tab bar controller pops nothing while a presentation made in the tab's context is up: the "
      + "re-tap changes nothing (alt.uikit.presentation.contextInTabRetapPopsNothing).")

  /// The other reading: the re-tap pops nothing under the tab's presentation.
  package static let retapPopsNothing = Overlay(
    id: "alt.uikit.presentation.contextInTabRetapPopsNothing",
    title: "Re-tapping the selected tab pops nothing while a presentation made in its context is up",
    alternativeOf: .rule(retap),
    changes: [.fact(FactRow(.retapUnderContextPopsNothing, true, rule: retap))])

  /// A tab switch under a sheet over the tab bar while a tab's context presentation is parked.
  package static let underSheet = Rule(
    id: "uikit.presentation.contextInTabUnderSheet",
    statement: "A tab switch made by code (a deep link sets selectedIndex) while a presentation over the tab bar "
      + "is up (a sheet, a full-screen cover) and a tab holds .currentContext or .overCurrentContext presentations "
      + "made in its context combines the two rules: the switch happens under the presentation, which stays "
      + "(uikit.tabs.switchUnderPresentation), and the tabs' own presentations go and come with their tab "
      + "(uikit.presentation.contextInTab): the selected tab's go out with it, the new tab's come back over its "
      + "content, under the presentation up. Behind a sheet (iOS 13's page and form sheets keep the tab bar "
      + "controller's views in the window) what the old tab shows in the window gets the tab switch's "
      + "disappearance, its presented screen as its visible top, and what the new tab shows its appearance; under "
      + "a covering presentation nobody gets a callback, and the dismissal brings in what the new tab shows, its "
      + "presented screen on top.",
    source: "Inferred from Apple, UITabBarController.selectedIndex "
      + "(https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex); Apple, "
      + "definesPresentationContext (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext): "
      + "the controller that defines the context presents, so the presentation belongs to the tab's navigation "
      + "controller and is shown inside its view; Apple, UIModalPresentationStyle "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle): a page sheet keeps its "
      + "presenter's views, full screen removes them; and the two rules it combines "
      + "(uikit.tabs.switchUnderPresentation, uikit.presentation.contextInTab). No published log; `lifecycle probe` "
      + "sets selectedIndex while the sheet is up",
    confidence: .inferred,
    alternative: "behind a sheet the switch gives its callbacks to the tabs' content alone: the presented screens "
      + "of the tabs' own presentations, no child of the tab bar controller, get nothing "
      + "(alt.uikit.presentation.contextInTabUnderSheetSkipsPresented).")

  /// The other reading: the tabs' presented screens get nothing at a switch under a sheet.
  package static let underSheetSkipsPresented = Overlay(
    id: "alt.uikit.presentation.contextInTabUnderSheetSkipsPresented",
    title: "A tab switch under a sheet gives nothing to the presented screens of the tabs' own presentations",
    alternativeOf: .rule(underSheet),
    // The presented screens stay appeared out of the window, and come back without appearing.
    waives: [.uikitWindow, .uikitAppearanceAlternates],
    changes: [.fact(FactRow(.underSheetSwitchSkipsTabPresentations, true, rule: underSheet))])
}
