import LifecycleCore

/// The provenance of the rows of the stack operations: `popToViewController`, unwind
/// segues, `setViewControllers` and the window's root swapped.
extension UIKitRules {
  static let popToDoc = "https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)"
  static let setStackDoc = "https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)"

  /// A controller a pop-to skips is released as the transition begins.
  package static let skippedReleasedEarly = Rule(
    id: "uikit.popTo.skippedReleasedEarly",
    statement: "popToViewController and popToRootViewController: a controller between the target and the "
      + "top that nothing else holds deinits as the transition begins, after the target's viewWillAppear "
      + "(and viewIsAppearing), before the top's viewDidDisappear, so it gets no didMove(toParent: nil) after "
      + "the transition; the top deinits after the transition.",
    source: "hdk2200's sample README (https://github.com/hdk2200/UIViewControllerLifeCycle/blob/"
      + "e33e90e0e765c011a30ae7b2df56a83e330090c3/README.md#L90-L122, 2024-06-22, viewIsAppearing logged): "
      + "C pops to the root A with popToViewController; B deinit comes between A viewIsAppearing and C "
      + "viewDidDisappear, C deinit last (Scenarios/observed/hdk2200-popto-root-middle-deinit.yaml). "
      + "popToRootViewController is the same pop to the first controller: that it releases alike is our reading",
    confidence: .observed,
    alternative: "a controller the app still holds (a property, a coordinator) deinits only when the app lets "
      + "it go, after the transition or never.")
  /// popToViewController: the top and the target get the pop's callbacks; the screens between…
  package static let popToMiddle = Rule(
    id: "uikit.popTo.middle",
    statement: "popToViewController (and an unwind segue within a stack, which a navigation controller "
      + "carries out as one): the top and the target get the pop pattern; the screens between, not in the "
      + "window, get no appearance callback; the top deinits after the transition, the screens between as it "
      + "begins (uikit.popTo.skippedReleasedEarly). (Their willMove/didMove(toParent: nil) are "
      + "uikit.pop.containment's rows.)",
    source: "hdk2200's sample README (https://github.com/hdk2200/UIViewControllerLifeCycle/blob/"
      + "e33e90e0e765c011a30ae7b2df56a83e330090c3/README.md#L90-L122, 2024, iOS 17 by its viewIsAppearing): "
      + "popToViewController from C to A: C viewWillDisappear, A viewWillAppear and viewIsAppearing, B deinit, "
      + "C viewDidDisappear, A viewDidAppear, C deinit; B gets no appearance call "
      + "(Scenarios/observed/hdk2200-popto-root-middle-deinit.yaml). \(popToDoc) (one transition to the target, "
      + "the popped controllers returned); Apple's UnwindSegue sample, QuizContainerFadeViewControllerSegue.h "
      + "(https://developer.apple.com/library/content/samplecode/UnwindSegue/Listings/"
      + "CustomUnwindSegue_QuizContainerFadeViewControllerSegue_h.html: an unwind pops 'equivalent to calling "
      + "-popToViewController:')",
    confidence: .observed,
    alternative: "the log pops to the root; a target above the root is the same call, which is our reading.")
  /// setViewControllers: one transition, push or pop, chosen by the new top; the rest is replaced.
  package static let setStackTransition = Rule(
    id: "uikit.setStack.transition",
    statement: "setViewControllers performs one transition, chosen by the new top: a push when it was not in "
      + "the stack, a pop when it was, none when it was the top; only the old and new tops get appearance "
      + "callbacks, in that transition's order.",
    source: "\(setStackDoc) ('this method decides which type of transition to perform based on whether the "
      + "last item in the items array is already in the navigation stack … Only one transition is performed')",
    confidence: .documented)
  /// setViewControllers: the controllers the array adds and removes get containment calls…
  package static let setStackContainment = Rule(
    id: "uikit.setStack.containment",
    statement: "setViewControllers calls willMove(toParent:) on the controllers it adds and willMove(toParent: "
      + "nil) on those it removes when it is called, and didMove for both when the transition ends; controllers "
      + "added below the top are created but their views do not load.",
    source: "\(setStackDoc) ('when that transition finishes, the entire contents of the stack are replaced'); "
      + "\(ref) §2, §3 (push and pop containment); loadView only when the view is needed: "
      + "https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()",
    confidence: .inferred,
    alternative: "the containment calls of controllers below the top could all come at the call, with none "
      + "after the transition.")
  /// setViewControllers: the controllers left out deinit after the transition.
  package static let setStackRelease = Rule(
    id: "uikit.setStack.release",
    statement: "The controllers setViewControllers leaves out deinit after the transition, the old top with "
      + "them, once nothing holds them.",
    source: "\(setStackDoc) ('when that transition finishes, the entire contents of the stack are replaced'); "
      + "\(ref) §3 (readke log: dealloc last)",
    confidence: .inferred,
    alternative: "the controllers below the top, never in the window during the transition, could deinit at "
      + "the call.")
  /// window.rootViewController swapped: the old root's views leave the window, the new one's join it.
  package static let swapRoot = Rule(
    id: "uikit.swapRoot",
    statement: "Setting window.rootViewController takes the old root's controllers out of the window "
      + "(viewWillDisappear, then viewDidDisappear after the new root's viewWillAppear) and puts the new "
      + "root's in (load, viewWillAppear, layout, viewDidAppear); the old ones deinit after, once nothing holds "
      + "them. A UIView.transition around the swap animates views only and changes no order.",
    source: "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller ('the view controller’s "
      + "view is installed as the root view of the window'); \(ref) R1 (appear means added to the window), R9; "
      + "the presented-view leak: https://devpeace.com/ios/26763020/leaking-views-when-changing-rootviewcontroller-inside-transitionwithview; "
      + "a replaced root that is not presenting leaves the window and deinits, its view staying only when it "
      + "presented (onmyway133/notes#251 (https://github.com/onmyway133/notes/issues/251)); "
      + "a controller added to the window hears viewWillAppear and viewDidAppear when it becomes the root "
      + "(autresphere/ASDepthModal#17 (https://github.com/autresphere/ASDepthModal/issues/17), claimed); "
      + "no log shows the old and the new root's callbacks together. The app's UIKit replace-root is the same "
      + "transition without animation",
    confidence: .inferred,
    alternative: "the old root could get both of its callbacks before the new root loads, as Apple's 'the old "
      + "views are removed before the new ones are installed' reads (alt.uikit.swapRoot.oldRootFirst), or none "
      + "at all.")

  /// window.rootViewController swapped while the old root presents: the presentations leak.
  package static let swapRootLeaksPresentations = Rule(
    id: "uikit.swapRoot.presentationLeak",
    statement: "Setting window.rootViewController while the old root presents does not dismiss the presentations: "
      + "the presented controllers stay alive and their views stay in the window (under the new root's, in a "
      + "UITransitionView), and the old root they hold is not released either. So the presented controllers get "
      + "no disappearance callback and none of these controllers deinits; the old root's controllers still in the "
      + "window leave it as in any swap (uikit.swapRoot). The app can no longer dismiss what was presented: the "
      + "new root presents nothing.",
    source:
      "benzado's question (https://stackoverflow.com/questions/26763020/leaking-views-when-changing-rootviewcontroller-inside-transitionwithview): "
      + "after the swap the presented view is still in the window, behind the new root's; "
      + "AdevintaSpain/Sencha#23 (https://github.com/AdevintaSpain/Sencha/pull/23): presented controllers "
      + "'remain in the hierarchy, even on iOS 13' and leak unless dismissed first; "
      + "Rightpoint/Swiftilities#38 (https://github.com/Rightpoint/Swiftilities/issues/38): the old root leaks "
      + "unless it dismisses first (iOS 9); radar 18535358, lionheart/openradar-mirror#3009 "
      + "(https://github.com/lionheart/openradar-mirror/issues/3009): the hierarchy stays in memory and its views on "
      + "screen; no log shows the callbacks",
    confidence: .inferred,
    alternative: "the presented controllers could be torn down with the old root, as an app that dismisses first "
      + "sees: viewWillDisappear and viewDidDisappear with the old root's, then deinit (the radar's second outcome "
      + "deallocates the hierarchy).")
}

extension UIKitRules {
  /// Touching a controller's view loads it at once.
  package static let loadViewOnAccess = Rule(
    id: "uikit.loadView.onAccess",
    statement: "Reading a controller's view (or calling loadViewIfNeeded) before it is shown loads the view at "
      + "once, in the app's code that touched it: loadView then viewDidLoad, with no appearance callback; a "
      + "view already loaded is not loaded again.",
    source: "https://developer.apple.com/documentation/uikit/uiviewcontroller/view ('If you access this property "
      + "when its value is nil, the view controller automatically calls the loadView() method'); "
      + "https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()",
    confidence: .documented)
}
