import LifecycleCore

/// The provenance of the facts that say where UIKit's context presentations, popovers and
/// alerts leave the presenter, and what an iPad changes (`PlatformOverlays`).
package enum PresentationRules {
  static let livefront =
    "Livefront, 'Why isn't viewWillAppear getting called?', 2019 "
    + "(https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html): the author's "
    + "table of whether dismissing each style calls viewWillAppear on the presenter, iPhone and iPad"
  static let styleDocs = "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle"

  /// `.currentContext` removes the context's views, as full screen does.
  package static let currentContextRemovesContext = Rule(
    id: "profile.presentation.currentContext",
    statement: "A .currentContext presentation covers the controller that defines the presentation context "
      + "(UIKit walks up from the presenter; a navigation controller defines one by default, else the window's "
      + "root does) and removes that context's views from the window when it finishes, so the screens it shows "
      + "disappear as with .fullScreen, on iPhone and iPad.",
    source: "Apple, UIModalPresentationStyle.currentContext (\(styleDocs)/currentcontext): 'The views belonging to "
      + "the presenting view controller are removed after the presentation completes'; Apple, "
      + "definesPresentationContext (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext); "
      + "\(livefront): .currentContext YES on iPhone and iPad",
    confidence: .documented)
  /// A child that defines the presentation context is the only controller covered.
  package static let childDefinesContext = Rule(
    id: "uikit.presentation.childContext",
    statement: "A .currentContext or .overCurrentContext presentation made from inside a child controller whose "
      + "definesPresentationContext is true covers that child alone: UIKit walks up from the presenter and asks the "
      + "first controller that defines the context to present, so only that child's view (with the children it "
      + "embeds) is covered. With .currentContext its views leave the window, and it gets full screen's "
      + "disappearance and, on dismissal, its appearance; its container and its siblings stay in the window and get "
      + "nothing. That the child gets the callbacks a covered window root gets is inferred: no published log of a "
      + "child context.",
    source: "Apple, definesPresentationContext (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext): "
      + "'this property controls which existing view controller in your view controller hierarchy is actually covered by the "
      + "new content'; Apple, UIModalPresentationStyle.currentContext (\(styleDocs)/currentcontext); Jumhyn, 'Replicating "
      + ".currentContext with a custom presentation', 2021 (https://www.jumhyn.com/2021/03/13/view-controller-current-context-custom.html): "
      + "a container whose bottom child defines the context, the presented controller covering that child alone",
    confidence: .inferred)
  /// The child that defines a presentation's context leaves while it is up.
  package static let childContextLeaves = Rule(
    id: "uikit.presentation.childContextLeaves",
    statement: "When the child controller that defines a presentation's context leaves its container while the "
      + "presentation is up (the container hides it or swaps it for another child), the presentation stays: UIKit "
      + "does not dismiss what a controller presented when it leaves its parent. The presented controller gets "
      + "nothing and stays over the container, covering nothing any more; the child gets what a hidden child gets "
      + "(nothing more with .currentContext, whose views left the window already; its disappearance with "
      + ".overCurrentContext); a child replacing it appears in the window. Its later dismissal brings nobody back.",
    source: "Inferred from Apple, removeFromParent() "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()): removes the "
      + "controller from its parent, with no word of what it presented; Apple, dismiss(animated:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)): the "
      + "presenting controller dismisses what it presented, which a controller out of its container still is; and "
      + "GabrielAlva/SwiftPages#18 (https://github.com/GabrielAlva/SwiftPages/issues/18): a controller presented "
      + "from a detached child is shown and dismissed (UIKit warns 'Presenting view controllers on detached view "
      + "controllers is discouraged'). No published log; `lifecycle probe` performs it on a device",
    confidence: .inferred,
    alternative: "UIKit tears the presentation down with its presenter: the presented screens leave the window in "
      + "the child's own transition and are released (alt.uikit.presentation.childContextTornDown).")
  /// The container whose child defines a presentation's context is popped while it is up.
  package static let childContextPopped = Rule(
    id: "uikit.presentation.childContextPopped",
    statement: "When the navigation controller pops the container whose child defines the context of the "
      + "presentation up (the navigation bar stays on screen over a child's context, so Back can be tapped), the "
      + "container and the children in the window get the pop's disappearance; the child the .currentContext "
      + "presentation covers gets nothing more, and the presented controller gets nothing: UIKit forwards a pop's "
      + "appearance to the popped controller and its children, and a presented controller is none of them. UIKit "
      + "dismisses nothing, so the presentation keeps its presenter and the container alive out of the app, as "
      + "with a window root swapped under a presentation: none of them deinits.",
    source: "Inferred from Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container forwards appearance to its child view controllers; Apple, presentedViewController "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller): the "
      + "presenting controller keeps what it presented until it is dismissed; and the root swap under a "
      + "presentation (uikit.swapRoot.presentationLeak), where the presentation outlives its presenter's removal. "
      + "No published log; `lifecycle probe` performs it on a device",
    confidence: .inferred,
    alternative: "UIKit tears the presentation down with the pop: the presented screens get the pop's "
      + "disappearance beside the container's and everything is released "
      + "(alt.uikit.presentation.childContextPoppedTornDown).")
  /// A tab switch while a presentation made in the selected tab's context is up.
  package static let contextInTab = Rule(
    id: "uikit.presentation.contextInTab",
    statement: "A .currentContext or .overCurrentContext presentation made inside a tab (its navigation "
      + "controller, or a child in it, defines the context) covers that tab's content alone and leaves the tab bar "
      + "on screen, so the user can switch tabs: the presentation belongs to the tab. The switch gives its callbacks "
      + "to what the tab shows in the window, the presented screen as the tab's visible top (with the tab's own "
      + "content when an .overCurrentContext leaves it in the window), in a tab switch's order; the content the "
      + ".currentContext presentation covers, out of the window already, gets nothing. Switching back brings the "
      + "presented screen back on top of its tab, and the steps made meanwhile act on the selected tab.",
    source: "Inferred from Apple, definesPresentationContext "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext): 'this "
      + "property controls which existing view controller in your view controller hierarchy is actually covered "
      + "by the new content', the navigation and tab bar controllers setting it; Apple, "
      + "UIModalPresentationStyle.currentContext (\(styleDocs)/currentcontext): the presenting controller's views are "
      + "removed; and the tab switch's observed rows (uikit.tab.switch), which give the callbacks to the screens a tab "
      + "shows. No published log; `lifecycle probe` performs it on a device",
    confidence: .inferred,
    alternative: "The covered tab content (the top of the tab's stack under a .currentContext presentation) gets "
      + "the switch's callbacks too, beside the presented screen (alt.uikit.presentation.contextInTabReachesCovered).")
  /// A swipe back let go early under a child's context presentation.
  package static let childContextSwipeCancelled = Rule(
    id: "uikit.presentation.childContextSwipeCancelled",
    statement: "When the user starts a swipe back on the navigation controller whose top container holds the child "
      + "that defines the context of the presentation up, and lets go early, the presentation stays and the stack "
      + "keeps its top: the container and its children in the window get the cancelled swipe's viewWillDisappear "
      + "and its reversal, the screen under it viewWillAppear and its reversal, as in any cancelled swipe; the child "
      + "a .currentContext presentation covers gets nothing more, and the presented controller gets nothing (it is "
      + "no child of the navigation controller).",
    source: "Inferred from the cancelled swipe's observed rows (uikit.swipeBack.cancel) and Apple, "
      + "shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container forwards appearance to its child view controllers, and a presented controller is none of "
      + "them; as the completed swipe (uikit.presentation.childContextPopped). No published log; `lifecycle probe` "
      + "asks the person to start the swipe and let go on a device",
    confidence: .inferred,
    alternative: "The presented screens get the cancelled swipe's callbacks beside the container's "
      + "(alt.uikit.presentation.childContextSwipeCancelledReachesPresented).")
  /// `.overCurrentContext` keeps the context's views.
  package static let overCurrentContextKeepsContext = Rule(
    id: "profile.presentation.overCurrentContext",
    statement: "An .overCurrentContext presentation leaves the context's views in the window, so the presenter "
      + "gets no appearance callbacks.",
    source: "Apple, UIModalPresentationStyle.overCurrentContext (\(styleDocs)/overcurrentcontext): the views "
      + "beneath are not removed; \(livefront): .overCurrentContext NO on iPhone and iPad",
    confidence: .documented)
  /// A `UIAlertController` leaves its presenter in the window.
  package static let alertKeepsPresenter = Rule(
    id: "profile.presentation.alert",
    statement: "A UIAlertController (alert or action sheet) is presented over the presenter, which stays in the "
      + "window and gets no appearance callbacks, when the alert appears or when it goes.",
    source: "UIKit shows alerts with its own presentation over the app's content (Apple, UIAlertController, "
      + "https://developer.apple.com/documentation/uikit/uialertcontroller); \(livefront): .custom NO on iPhone and iPad; "
      + "the alert's own presentation being one that keeps the presenter is our reading",
    confidence: .conflicting,
    alternative: "a 2015 comment (https://github.com/12207480/TYAlertController/issues/1) says the presenter's "
      + "lifecycle methods are called with UIAlertController 'from-the-box', as with .fullScreen.")
  /// An iPhone is compact: sheets and popovers adapt.
  package static let iPhoneCompact = Rule(
    id: "profile.idiom.iPhone",
    statement: "A profile is an iPhone unless it names an iPad: compact width, where page and form sheets and "
      + "popovers adapt (full screen before iOS 13; a card sheet from iOS 13).",
    source: "Apple, UIModalPresentationStyle.popover (\(styleDocs)/popover): 'In iOS 13 and later, for "
      + "horizontally or vertically compact environments, this option behaves the same as formSheet'; "
      + "Hackworth 2019 (hacknicity.medium.com, 'View Controller Presentation Changes in iOS 13'): before iOS 13 'a "
      + "form sheet, page sheet or popover presentation on iPhone is adapted to full screen'",
    confidence: .documented)
  /// An iPad is regular width: sheets and popovers float.
  package static let iPadRegularWidth = Rule(
    id: "profile.idiom.iPad",
    statement: "On an iPad (regular width, the app full screen) page sheets, form sheets and popovers float over "
      + "the presenter, which stays in the window, on every version: dismissing one calls no viewWillAppear on the "
      + "presenter. A popover cannot be swiped down.",
    source: "\(livefront): .pageSheet, .formSheet and .popover NO on iPad; Apple, viewDidAppear(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)): a presenter inside "
      + "a popover gets no viewDidAppear after the presented controller is dismissed; Apple, "
      + "UIModalPresentationStyle.popover: 'taps outside the popover cause the popover to be dismissed'",
    confidence: .observed,
    alternative: "Split View's narrow part and Slide Over make an iPad app's window compact, where its "
      + "presentations adapt as on an iPhone: profile.idiom.iPadCompactWindow.")
  /// An iPad window of compact width adapts its presentations as an iPhone does.
  package static let iPadCompactWindow = Rule(
    id: "profile.idiom.iPadCompactWindow",
    statement: "An iPad app's window of compact width (`resize: compact`: Split View's narrow part, Slide Over, "
      + "Stage Manager's narrowest window) adapts page sheets, form sheets and popovers as an iPhone does: one "
      + "presented then is full screen before iOS 13 (the presenter leaves the window) and a card sheet from iOS 13 "
      + "(it stays), a popover is swiped down as a sheet and a tap outside no longer dismisses it. A presentation "
      + "up during the change adapts in place (UIKit asks the presentation controller's delegate for the adaptive "
      + "style when the traits change): its presenter stays where it was, with no appearance callback, and only its "
      + "gestures change; back in a wide window it floats again. That an adapted presentation keeps its presenter "
      + "in the window is our reading (no published log orders it).",
    source: "Apple, adaptivePresentationStyle(for:traitCollection:) "
      + "(https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)): "
      + "the presentation controller asks for the style to use when the trait environment becomes horizontally "
      + "compact; Apple, UIModalPresentationStyle.formSheet (\(styleDocs)/formsheet) and .popover "
      + "(\(styleDocs)/popover): in a horizontally compact environment they adapt; Apple, 'Adopting Multitasking "
      + "Enhancements on iPad' (https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html): "
      + "Slide Over and Split View's narrow part are of compact horizontal size class, communicated as a bounds "
      + "change with the root's size classes; m1entus/MZFormSheetPresentationController#121 "
      + "(https://github.com/m1entus/MZFormSheetPresentationController/issues/121): a UIModalPresentationFormSheet "
      + "up switches to full screen when the iPad enters Split View (2016)",
    confidence: .inferred,
    alternative: "an iPad keeps floating its sheets and popovers in any window, as a full-screen iPad app does "
      + "(the per-idiom reading: alt.ipad.compactWindowFloats).")
  /// An iPad window widened under a presentation adapted to full screen in the narrow window.
  package static let iPadWidenedFloats = Rule(
    id: "profile.idiom.iPadWidenedFloats",
    statement: "A page sheet, form sheet or popover that an iPad presented full screen in a window of compact width "
      + "(before iOS 13, profile.idiom.iPadCompactWindow) becomes a sheet or a popover again when the window widens "
      + "(`resize: regular`): the presenter's views come back into the window, and the controllers the covered layer "
      + "shows get viewWillAppear (and viewIsAppearing) after the size and trait changes and viewDidAppear at the "
      + "end of the resize, as a full-screen dismissal brings a presenter back. The presentation then floats: a tap "
      + "outside a popover dismisses it, and its dismissal gives the presenter nothing. That the appearance "
      + "callbacks come with the size change, and not at the dismissal, is our reading (no published log).",
    source: "Apple, adaptivePresentationStyle(for:traitCollection:) "
      + "(https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)): "
      + "the presentation controller asks for the style to adapt to when the traits change, and uses the "
      + "presentation's own style in a regular environment; Apple, "
      + "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:) "
      + "(https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:willpresentwithadaptivestyle:transitioncoordinator:)): "
      + "the delegate hears the change of style, with the transition coordinator of the size change, 'none' when "
      + "the presentation goes back to its own style; Apple, UIModalPresentationStyle.popover "
      + "(\(styleDocs)/popover): in a horizontally regular environment the content is a popover, and taps outside "
      + "it dismiss it",
    confidence: .inferred,
    alternative: "the presentation stays full screen until it is dismissed: the presenter hears nothing on the widening, "
      + "appears on the dismissal, and a tap outside has nothing to tap (alt.ipad.widenedStaysFullScreen).")
  /// Sheet detents are iOS 15 API.
  package static let detentsFromIOS15 = Rule(
    id: "profile.presentation.detents",
    statement: "A sheet has detents (medium, large) the user can drag it between from iOS 15, on the device and in "
      + "the SDK (UISheetPresentationController).",
    source: "Apple, UISheetPresentationController.selectedDetentIdentifier "
      + "(https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier), iOS 15.0+",
    confidence: .documented)
  /// A popover the app keeps from adapting floats over its presenter on an iPhone too.
  package static let unadaptedPopover = Rule(
    id: "profile.presentation.unadaptedPopover",
    statement: "A popover whose adaptation the app turns off (its presentation controller's delegate returns .none "
      + "from adaptivePresentationStyle(for:traitCollection:); SwiftUI's .presentationCompactAdaptation(.popover)) "
      + "stays a popover on an iPhone: it floats over the presenter, which stays in the window and gets no "
      + "appearance callbacks, and a tap outside dismisses it, as on an iPad.",
    source: "Apple, UIModalPresentationStyle.none (\(styleDocs)/none): return it from adaptivePresentationStyle(for:) "
      + "'when you do not want a presentation controller to adapt the style'; Apple, "
      + "presentationCompactAdaptation(_:) (https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)): "
      + "'a popover presentation over a horizontally-compact view uses a sheet appearance by default', which the "
      + "modifier overrides; \(livefront): dismissing a real popover (iPad) calls no viewWillAppear on the presenter. "
      + "That an iPhone's kept popover behaves as an iPad's is our reading",
    confidence: .inferred,
    alternative: "on an iPhone the kept popover might still take the presenter's appearance as a sheet does; "
      + "a probe with 'style: unadaptedPopover' on an iPhone settles it.")
  /// SwiftUI's presentationCompactAdaptation(_:) is iOS 16.4 API.
  package static let compactAdaptationFromIOS16_4 = Rule(
    id: "profile.presentation.compactAdaptation.ios16_4",
    statement: "SwiftUI can keep a popover a popover on an iPhone (.presentationCompactAdaptation(.popover)) from "
      + "iOS 16.4, on the device and in the SDK.",
    source: "Apple, presentationCompactAdaptation(_:) "
      + "(https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)): iOS 16.4+",
    confidence: .documented)
}
