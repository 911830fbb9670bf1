import LifecycleCore

/// The provenance of what a push does to a presentation made in the context of a child of
/// the stack's top (`present-in-context`): the navigation bar stays on screen over it, so the
/// app can push (`uikit.presentation.childContextPushedOver`).
package enum ContextParkRules {
  /// A push on the stack whose top holds the child that defines the context of the presentation up.
  package static let pushedOver = Rule(
    id: "uikit.presentation.childContextPushedOver",
    statement: "A .currentContext or .overCurrentContext presentation made in the context of a child of a "
      + "navigation stack's top (the child sets definesPresentationContext) covers that child alone, so the "
      + "navigation bar stays on screen and the app can push (a button in the bar, or code): the presentation "
      + "belongs to the controller that presented it, which keeps it (presentedViewController) while its "
      + "container is pushed over. Its views are inside the context's, so it leaves the window with the "
      + "container and comes back when the container is the stack's top again (a pop, pop-to, set-stack). At the "
      + "push the container and its children in the window and the presented screen (the context's visible top, "
      + "as a tab's presentation at a tab switch, uikit.presentation.contextInTab) get the push's disappearance; "
      + "the child a .currentContext presentation covers, out of the window already, gets nothing. At the reveal "
      + "the same screens get the pop's appearance. Steps made meanwhile act on the stack. A container that "
      + "leaves the stack while it is pushed over takes its presentation out of the app as a pop under it does "
      + "(uikit.presentation.childContextPopped).",
    source: "Inferred from Apple, definesPresentationContext "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext): 'this "
      + "property controls which existing view controller in your view controller hierarchy is actually covered by "
      + "the new content', so the presented view is shown inside the context's; Apple, "
      + "UIModalPresentationStyle.currentContext "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext) and "
      + ".overCurrentContext (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext): "
      + "the content is displayed over the controller whose definesPresentationContext is true; Apple, "
      + "presentedViewController (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller): "
      + "the presenting controller keeps what it presented until it is dismissed; and the tab's context "
      + "presentation leaving and coming back with its tab (uikit.presentation.contextInTab). No published log; "
      + "`lifecycle probe` pushes on the navigation controller of the controller that presented",
    confidence: .inferred,
    alternative: "the push dismisses the presentation: the presented screens get the push's disappearance and are "
      + "released, and the container comes back without it "
      + "(alt.uikit.presentation.childContextPushDismisses).")

  /// The other reading: the push dismisses the presentation.
  package static let pushDismisses = Overlay(
    id: "alt.uikit.presentation.childContextPushDismisses",
    title: "A push over the container whose child presented in its own context dismisses the presentation",
    alternativeOf: .rule(pushedOver),
    changes: [.fact(FactRow(.contextPushDismissesPresentation, true, rule: pushedOver))])
}
