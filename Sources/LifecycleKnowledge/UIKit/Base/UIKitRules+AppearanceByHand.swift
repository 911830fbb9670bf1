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
  /// A container that forwards no appearance gives its children none but the app's calls.
  package static let neverForwarded = Rule(
    id: "uikit.containment.neverForwarded",
    statement: "A custom container whose shouldAutomaticallyForwardAppearanceMethods returns false and whose code "
      + "forwards nothing (forwards-appearance: false) gives its child controllers, and their own children, no "
      + "appearance callback: a child it adds (at launch or with show) loads its view and gets willMove and "
      + "didMove(toParent:) but no viewWillAppear, viewIsAppearing or viewDidAppear; the container's own appearance "
      + "and disappearance (a push over it, a presentation covering it, a tab switch) reach none of them, and a child "
      + "it removes leaves with nothing. Only the app's beginAppearanceTransition(_:animated:) and "
      + "endAppearanceTransition() calls (begin-appearance, end-appearance) reach a child, and a child that appeared "
      + "that way stays appeared while its container is out of the window.",
    source: "Apple, shouldAutomaticallyForwardAppearanceMethods "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
      + "'If you override this method and return false, you are responsible for telling the child when its views are "
      + "going to appear or disappear. You do this by calling the child view controller's "
      + "beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods'. Observed on iPadOS 26.5 "
      + "(a Mac Catalyst binary, Xcode 26.6, macOS 26.5.2) by tommywutong's notes, 27 July 2026 "
      + "(https://github.com/tommywutong/obsidian-notes/blob/2022161d06ae3d185478e05616479c5839d30543/iOS/20%20%E4%B8%93%E9%A2%98%E7%AC%94%E8%AE%B0/UIKit%20%E4%B8%8E%E6%B8%B2%E6%9F%93/iOS%20UIViewController%EF%BC%9A%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F%E7%9A%84%E7%9C%9F%E5%AE%9E%E9%A1%BA%E5%BA%8F%E4%B8%8E%E5%AE%B9%E5%99%A8%E6%8E%A7%E5%88%B6%E5%99%A8.md): "
      + "a child added to a container that returns false gets no appearance callback until the app's "
      + "beginAppearanceTransition(true, animated:) and endAppearanceTransition(), which give viewWillAppear, "
      + "viewIsAppearing, viewDidAppear (Scenarios/observed/tommywutong-2026-never-forwarded-child.yaml)",
    confidence: .documented)
}
