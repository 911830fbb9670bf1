import LifecycleCore

/// The provenance of the presentation controller delegate's rows
/// (`UIKitTables.presentationDelegate`).
extension UIKitRules {
  static let delegateDocs = "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate"

  /// A user's swipe asks the delegate first, then announces the dismissal.
  package static let delegateWillDismiss = Rule(
    id: "uikit.presentationDelegate.willDismiss",
    statement: "When the user starts to swipe a sheet down, its presentation controller asks its delegate "
      + "presentationControllerShouldDismiss, then calls presentationControllerWillDismiss, before the sheet's "
      + "viewWillDisappear; neither is called when the app calls dismiss(animated:).",
    source: "WWDC19 224 slide, via I. Hirata (medium.com/better-programming, 'iOS Lifecycle When Dismissing a Modal "
      + "View With .pageSheet in iOS 13') and qiita.com/hirothings/items/554288583d581a8a929c: ShouldDismiss -> "
      + "WillDismiss -> DidDismiss; Apple, presentationControllerWillDismiss(_:) (\(delegateDocs)/presentationcontrollerwilldismiss(_:)): "
      + "'This method is not called if the presentation is dismissed programmatically'; that both come before "
      + "viewWillDisappear is our reading (\(ref) §4c: not established)",
    confidence: .inferred,
    alternative: "presentationControllerWillDismiss could come after the sheet's viewWillDisappear; "
      + "presentationControllerShouldDismiss may be asked at other times too (its doc: 'The system may call this "
      + "method at any time').")
  /// A tap outside a popover asks the delegate, then announces the dismissal, as a swipe does.
  package static let delegatePopoverTap = Rule(
    id: "uikit.presentationDelegate.tapOutside",
    statement: "When the user taps outside a popover, its presentation controller asks its delegate "
      + "presentationControllerShouldDismiss, then calls presentationControllerWillDismiss, before the popover's "
      + "viewWillDisappear, as for a sheet swiped down.",
    source: "Apple, popoverPresentationControllerShouldDismissPopover(_:) (https://developer.apple.com/documentation/uikit/"
      + "uipopoverpresentationcontrollerdelegate/popoverpresentationcontrollershoulddismisspopover(_:)), deprecated in "
      + "iOS 13 for presentationControllerShouldDismiss(_:) (\(delegateDocs)/presentationcontrollershoulddismiss(_:)); "
      + "the order is the swipe's (uikit.presentationDelegate.willDismiss), carried over: no published log",
    confidence: .inferred,
    alternative: "presentationControllerWillDismiss could come after the popover's viewWillDisappear: a decompilation of "
      + "iOS 8's -[UIPopoverPresentationController dimmingViewWasTapped:] (https://gist.github.com/steipete/aa6912d5314fd91258a9) "
      + "asks popoverPresentationControllerShouldDismissPopover, calls dismissViewControllerAnimated:, and only then "
      + "popoverPresentationControllerWillDismissPopover.")
  /// A completed user dismissal ends with didDismiss.
  package static let delegateDidDismiss = Rule(
    id: "uikit.presentationDelegate.didDismiss",
    statement: "A sheet the user swiped down ends with presentationControllerDidDismiss, after the sheet's "
      + "viewDidDisappear; it is not called when the app calls dismiss(animated:), nor when the drag is cancelled.",
    source: "Apple, presentationControllerDidDismiss(_:) (\(delegateDocs)/presentationcontrollerdiddismiss(_:)): "
      + "'This method is not called if the presentation is dismissed programmatically'; WWDC19 224 slide via "
      + "Hirata; \(ref) §4c (its place after viewDidDisappear: the dismissal transition's end)",
    confidence: .documented)
  /// A cancelled drag has no didDismiss.
  package static let delegateCancelledDrag = Rule(
    id: "uikit.presentationDelegate.cancelledDrag",
    statement: "A sheet drag let go before its threshold has had presentationControllerShouldDismiss and "
      + "presentationControllerWillDismiss at its start, and gets no presentationControllerDidDismiss.",
    source: "\(ref) §4c ('on a cancelled sheet drag, presentationControllerWillDismiss has already fired (it fires at "
      + "drag start) and presentationControllerDidDismiss never fires', marked inferred there); Apple, "
      + "presentationControllerShouldDismiss(_:) (\(delegateDocs)/presentationcontrollershoulddismiss(_:)): it 'isn't "
      + "guaranteed to be followed by' WillDismiss or DidDismiss",
    confidence: .inferred,
    alternative: "UIKit might call presentationControllerWillDismiss only once the drag passes its threshold.")
  /// A refused swipe is reported with didAttemptToDismiss, and nothing appears or disappears.
  package static let delegateDidAttempt = Rule(
    id: "uikit.presentationDelegate.didAttempt",
    statement: "A swipe down of a sheet that refuses to go (isModalInPresentation, or ShouldDismiss returning "
      + "false) calls presentationControllerDidAttemptToDismiss, and no WillDismiss, DidDismiss or appearance "
      + "callback: the sheet never starts to leave.",
    source: "Apple, presentationControllerDidAttemptToDismiss(_:) (\(delegateDocs)/presentationcontrollerdidattempttodismiss(_:)); "
      + "WWDC19 224 slide via Hirata: 'if isModalInPresentation → presentationControllerDidAttemptToDismiss'; that "
      + "no appearance callback fires is our reading (\(ref) T11)",
    confidence: .documented,
    alternative: "when the refusal comes from presentationControllerShouldDismiss returning false, that call comes "
      + "first; UIKit could also begin the dismissal and cancel it, as a cancelled drag (viewWillDisappear, then "
      + "viewWillAppear and viewDidAppear).")
  /// A detent change is reported to the sheet's delegate; nothing appears.
  package static let detentChange = Rule(
    id: "uikit.presentationDelegate.detentChange",
    statement: "A sheet the user drags to another detent stays in the window: no appearance callback on it or its "
      + "presenter; its sheet presentation controller calls sheetPresentationControllerDidChangeSelectedDetentIdentifier "
      + "once the sheet settles (not when the app changes selectedDetentIdentifier).",
    source: "Apple, sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) "
      + "(https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)): "
      + "'after a sheet's selectedDetentIdentifier changes in response to user interaction'; \(ref) R1 (appearance "
      + "is joining or leaving the window)",
    confidence: .documented,
    alternative: "the resized sheet lays out again (viewWillLayoutSubviews, viewDidLayoutSubviews): not modelled, "
      + "as layout passes are not asserted (R5).")
}
