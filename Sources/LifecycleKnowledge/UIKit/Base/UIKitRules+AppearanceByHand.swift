import LifecycleCore

/// The provenance of the rows of a container that forwards appearance by hand
/// (`shouldAutomaticallyForwardAppearanceMethods` false): `begin-appearance`, `end-appearance`.
extension UIKitRules {
  /// beginAppearanceTransition(_:animated:) calls the child's will-callback.
  package static let beginAppearance = Rule(
    id: "uikit.containment.beginAppearance",
    statement: "A container that forwards appearance by hand calls beginAppearanceTransition(_:animated:) on a child: "
      + "with true, the child's viewWillAppear (then, in the layout pass that follows, viewIsAppearing where the app "
      + "can override it); with false, its viewWillDisappear. The child forwards each to its own children as any "
      + "controller does.",
    source: "Apple, beginAppearanceTransition(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)): "
      + "'If you are implementing a custom container controller, use this method to tell the child that its views "
      + "are about to appear or disappear'; Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container that returns false must call it and endAppearanceTransition() itself",
    confidence: .documented)
  /// beginAppearanceTransition(true, …) on a child whose container is out of the window.
  package static let beginAppearanceOutOfWindow = Rule(
    id: "uikit.containment.beginAppearanceOutOfWindow",
    statement: "beginAppearanceTransition(true, animated:) on a child whose container is out of the window (covered by "
      + "a push or a full-screen presentation, in a tab not selected) calls the child's viewWillAppear all the same, "
      + "forwarded to its own children, and no viewIsAppearing: no layout pass in a window follows. "
      + "endAppearanceTransition() then calls its viewDidAppear: the child has appeared with its view out of the "
      + "window, which the window law does not judge, and its container's return reaches it with nothing to do.",
    source: "Inferred from Apple, beginAppearanceTransition(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)): "
      + "the call tells the child its views are about to appear, with no condition on the window: UIKit forwards what "
      + "the app calls; and Apple, viewIsAppearing(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)): called once the view "
      + "is added to the view hierarchy, before layout. No published log; `lifecycle probe` makes the call on a device",
    confidence: .inferred,
    alternative: "the child gets viewIsAppearing after viewWillAppear as in the window "
      + "(alt.uikit.containment.beginAppearanceOutOfWindowLaysOut).")

  /// endAppearanceTransition() calls the child's did-callback.
  package static let endAppearance = Rule(
    id: "uikit.containment.endAppearance",
    statement: "endAppearanceTransition() on a child whose beginAppearanceTransition(_:animated:) is open calls its "
      + "viewDidAppear (after a begin with true) or its viewDidDisappear (after a begin with false), forwarded to its "
      + "own children.",
    source: "Apple, endAppearanceTransition() "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()): "
      + "'If you are implementing a custom container controller, use this method to tell the child that the views "
      + "managed by the child have appeared or disappeared'",
    confidence: .documented)
  /// A child between its calls or disappeared by hand gets nothing from its container's other
  /// transitions.
  package static let handForwardedKeptOut = Rule(
    id: "uikit.containment.handForwardedKeptOut",
    statement: "A child controller whose container forwards appearance by hand, while it is between "
      + "beginAppearanceTransition(_:animated:) and endAppearanceTransition() or has disappeared by hand, gets no "
      + "appearance callback from its container's own transitions (a push over the container, a presentation "
      + "covering it, the container's return): it keeps where the app's calls left it, and its own children with it. "
      + "A child the app has not forwarded by hand follows its container as any child.",
    source: "Inferred from Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container that returns false forwards nothing to its children automatically, so what reaches a child is "
      + "the app's own calls; a container's code forwards its appearance to the children it shows, not to one it "
      + "is moving by hand. No published log; `lifecycle probe` performs the calls and the transitions on a device",
    confidence: .inferred,
    alternative: "the container's code forwards its own appearance to every child, the one moved by hand included, "
      + "so that child gets the container's transitions' callbacks (alt.uikit.containment.handForwardedFollowsContainer).")
  /// A child appeared by hand out of the window that a step releases gets no callback.
  package static let releasedAppearedOutOfWindow = Rule(
    id: "uikit.containment.releasedAppearedOutOfWindow",
    statement: "A child controller that appeared by hand while its container was out of the window (its view out of "
      + "the window) and that a step then takes out of the app with its container (popped from under the top of its "
      + "stack, dismissed under a presentation that covers it, hidden) gets no callback: it leaves as a controller "
      + "removed from under the top of a stack does, with nothing, and its own children with it.",
    source: "Inferred from Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "a container that returns false forwards nothing by itself, and its own appearance is not called out of the "
      + "window; Apple, viewWillDisappear(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)): called when the "
      + "view is about to be removed from a view hierarchy, which a view out of the window is not; and Apple, "
      + "setViewControllers(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)): "
      + "the controllers removed from under the top are released without a transition. No published log; "
      + "`lifecycle probe` makes the calls and the release on a device",
    confidence: .inferred,
    alternative: "UIKit balances the child's appearance as it releases it: viewWillDisappear and viewDidDisappear with "
      + "the step's leaving screens (alt.uikit.containment.releasedAppearedOutDisappears).")
}
