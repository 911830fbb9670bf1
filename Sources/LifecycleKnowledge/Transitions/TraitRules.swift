import LifecycleCore

/// The provenance of the transition traits (`TransitionTraits.of(_:)`): what each says, its
/// public source, and how sure we are.
package enum TraitRules {
  static let fluidTransitions =
    "Apple, 'Enhancing your app with fluid transitions' "
    + "(https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions)"
  static let notifyWhenInteractionChanges =
    "Apple, notifyWhenInteractionChanges(_:) "
    + "(https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:))"
  static let wangling =
    "wangling.me, 'The Inconsistent Order of View Transition Events', 2014 "
    + "(wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html)"
  static let rudin =
    "velog rudin_, 'iOS LifeCycle in Modal', iOS 17 console screenshots "
    + "(https://velog.io/@rudin_/iOS-LifeCycle-in-Modal)"

  // MARK: - Outcome

  /// A transition the app or the system starts runs to its end.
  package static let runsToEnd = Rule(
    id: "trait.outcome.runsToEnd",
    statement: "A transition the app starts (push, pop, present, dismiss, a tab switch, containment, a root "
      + "replacement) or the system starts (launch, background, foreground, rotation) runs to its end: only an "
      + "interactive transition reports a cancellation.",
    source: "\(notifyWhenInteractionChanges): cancellation ('context.isCancelled') is reported when an "
      + "interactive transition ends; no API cancels a programmatic one",
    confidence: .inferred,
    alternative: "a custom interactive animator could make another kind cancellable; the bundled kinds are UIKit's own.")
  /// A gesture carried past its threshold completes like its programmatic transition.
  package static let gestureCompletes = Rule(
    id: "trait.outcome.gestureCompletes",
    statement: "An edge swipe carried past its threshold completes: the screen is popped as by the back button.",
    source: "\(wangling) ('Pushing and popping, interactive or not'); Stack Overflow 18927878 "
      + "(https://stackoverflow.com/questions/18927878): 'Completing a swipe-to-pop is like tapping the back button'",
    confidence: .observed)
  /// A sheet dragged past its threshold is dismissed. Its own rule: the edge swipe's sources
  /// say nothing of sheets (#37).
  /// A tap outside a popover dismisses it as the user's dismissal.
  package static let tapOutsideCompletes = Rule(
    id: "trait.outcome.tapOutsideCompletes",
    statement: "A tap outside a popover (or an action sheet shown as one) dismisses it: the presented controller "
      + "leaves as on dismiss(animated:), and, being the user's dismissal, its presentation controller's delegate "
      + "hears presentationControllerDidDismiss(_:).",
    source: "Apple, UIModalPresentationStyle.popover (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover): "
      + "'In a horizontally regular environment … taps outside the popover cause the popover to be dismissed'; Apple, "
      + "presentationControllerDidDismiss(_:) (called for a dismissal the user makes, not for one by code), which "
      + "iOS 13 made the popover's own delegate callback (popoverPresentationControllerDidDismissPopover(_:) deprecated)",
    confidence: .documented)
  package static let sheetDragCompletes = Rule(
    id: "trait.outcome.sheetDragCompletes",
    statement: "A sheet dragged down past its threshold is dismissed: the presented controller leaves as on "
      + "dismiss(animated:), and the presentation controller's delegate hears presentationControllerDidDismiss(_:), "
      + "which a dismissal by code does not call.",
    source: "Apple, presentationControllerDidDismiss(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)): "
      + "'Notifies the delegate after a presentation is dismissed' and 'is not called if the presentation is dismissed "
      + "programmatically'",
    confidence: .documented)
  /// A cancelled swipe-back leaves the stack as it was.
  package static let swipeBackCancelled = Rule(
    id: "trait.outcome.swipeBackCancelled",
    statement: "An edge swipe released before its threshold is cancelled: the stack is unchanged and the top "
      + "controller stays, not deinited.",
    source: "\(wangling) ('Canceled Interactive Popping'); blog.csdn.net wf96390 "
      + "(https://blog.csdn.net/wf96390/article/details/51045165), a log of a half swipe; \(notifyWhenInteractionChanges)",
    confidence: .observed)
  /// A cancelled sheet drag leaves the sheet presented.
  package static let sheetDragCancelled = Rule(
    id: "trait.outcome.sheetDragCancelled",
    statement: "A sheet dragged down and let go before its threshold is cancelled: the sheet stays presented.",
    source: "\(rudin); Apple, dismissalTransitionDidEnd(_:) "
      + "(https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)): "
      + "false 'if the animations were canceled and the presented view controller is still visible'",
    confidence: .observed)
  /// iOS 18 never cancels a push: an interrupted zoom push completes and becomes a pop.
  package static let interruptedPushCompletes = Rule(
    id: "trait.outcome.interruptedPushCompletes",
    statement: "iOS 18 does not cancel an interrupted zoom push: it completes the push to the appeared state "
      + "and converts it to a pop.",
    source: "\(fluidTransitions): 'It doesn't cancel a push — instead, it converts it to a pop'",
    confidence: .documented)
  /// A cancelled zoom pop leaves the stack as it was.
  package static let zoomPopCancelled = Rule(
    id: "trait.outcome.zoomPopCancelled",
    statement: "iOS 18's interactive pop of a zoom-pushed screen can be cancelled: the stack is unchanged.",
    source: "\(fluidTransitions): 'If a person cancels a navigation pop…'",
    confidence: .documented)

  // MARK: - Coordinator

  /// An interactive edge swipe or sheet drag always has a transition coordinator.
  package static let interactiveCoordinator = Rule(
    id: "trait.coordinator.interactive",
    statement: "An edge swipe or a sheet drag always runs under a transition coordinator: UIKit reports the "
      + "gesture's end through it, animated or not.",
    source: "\(notifyWhenInteractionChanges); Apple, presentationControllerWillDismiss(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)): "
      + "'set up animations or interaction notifications with the presentationController's transitionCoordinator'",
    confidence: .documented)
  /// iOS 18's zoom transitions are interactive navigation transitions.
  package static let zoomCoordinator = Rule(
    id: "trait.coordinator.zoom",
    statement: "iOS 18's interrupted zoom push and cancelled zoom pop run under a transition coordinator, as "
      + "the interactive navigation transitions they are.",
    source: "\(fluidTransitions) (zoom transitions are interruptible navigation transitions; it does not name "
      + "the coordinator)",
    confidence: .inferred,
    alternative: "the fluid transition's states could be driven without a coordinator the app can see.")
  /// An animated navigation or presentation transition has a coordinator; an unanimated one none.
  package static let animatedCoordinator = Rule(
    id: "trait.coordinator.animated",
    statement: "An animated push, pop, presentation or dismissal gives its callbacks a transition coordinator; "
      + "the same transition unanimated gives none.",
    source: "the standard pattern of registering alongside-animations from viewWillAppear through "
      + "self.transitionCoordinator (https://gist.github.com/ppm/7254204, 2013; "
      + "https://github.com/mattneub/Programming-iOS-Book-Examples); that an unanimated transition has none is our reading",
    confidence: .inferred,
    alternative: "an unanimated transition may still have a coordinator whose animations run at once.")
  /// A tab switch has no coordinator.
  package static let tabSwitchNoCoordinator = Rule(
    id: "trait.coordinator.tabSwitch",
    statement: "A tab switch gives its callbacks no transition coordinator.",
    source: "Matt Neuburg's examples (https://github.com/mattneub/Programming-iOS-Book-Examples, "
      + "iOS12bookExamples/bk2ch06p300customAnimation3): even a custom tab transition's viewWillDisappear has "
      + "none ('proving there's no transition coordinator; I regard this as a bug')",
    confidence: .inferred,
    alternative: "a custom animated tab transition might get one on other versions.")
  /// The page turns' traits: no coordinator is documented; a turn let go early is abandoned,
  /// the revealed page disappearing while it appeared and the shown one appearing again.
  package static let pageTurnNoCoordinator = Rule(
    id: "trait.coordinator.pageTurn",
    statement: "A page view controller's turn gives its pages' callbacks no transition coordinator.",
    source: "Apple, UIPageViewController (https://developer.apple.com/documentation/uikit/uipageviewcontroller): its "
      + "delegate's pageViewController(_:willTransitionTo:) and (_:didFinishAnimating:previousViewControllers:transitionCompleted:) "
      + "report a turn; no coordinator is named",
    confidence: .inferred,
    alternative: "the pages' callbacks could see a coordinator during an interactive turn.")
  package static let pageTurnCancelled = Rule(
    id: "trait.outcome.pageTurnCancelled",
    statement: "A page turn let go early is abandoned: the shown page stays, the revealed one leaves.",
    source: "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (iOS 7: 'Canceled "
      + "Interactive Scrolling' and 'Canceled Interactive Curling' logs)",
    confidence: .observed)
  package static let pageTurnCancelJumps = Rule(
    id: "trait.jumps.pageTurnCancel",
    statement: "In a page turn let go early the revealed page gets viewWillDisappear without viewDidAppear, and the "
      + "shown page viewWillAppear after its viewWillDisappear.",
    source: "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (iOS 7): 'For interactive canceling, new view's "
      + "viewDidDisappear is not balanced with viewDidAppear'",
    confidence: .observed)
  /// A push during the launch leaves the root's appearance unbalanced (before iOS 18).
  package static let launchPushJumps = Rule(
    id: "trait.jumps.launchPush",
    statement: "A push made right after the window is shown gives the root viewWillAppear, then viewWillDisappear "
      + "and viewDidDisappear, never viewDidAppear (iOS 17.4); from iOS 18 the root gets nothing at all.",
    source: "VAndrJ/awesome-apple-bugs, Bugs/LifeCyclePushedViewController "
      + "(https://github.com/VAndrJ/awesome-apple-bugs/tree/main/Bugs/LifeCyclePushedViewController): its iOS 17.4 and "
      + "18.2 console screenshots",
    confidence: .observed)
  /// A container's transition between two children has no coordinator.
  package static let childTransitionNoCoordinator = Rule(
    id: "trait.coordinator.childTransition",
    statement: "A container's transition(from:to:duration:options:animations:completion:) is a view animation: "
      + "its children's callbacks see no transition coordinator.",
    source: "Apple, transition(from:to:duration:options:animations:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)): "
      + "it adds the second controller's view, runs the animations block, then removes the first's view; no coordinator is named",
    confidence: .inferred,
    alternative: "UIKit could give the children's appearance callbacks a coordinator for the animation's duration.")
  /// A child's appearance forwarded by hand has no coordinator.
  package static let appearanceByHandNoCoordinator = Rule(
    id: "trait.coordinator.appearanceByHand",
    statement: "A container's beginAppearanceTransition(_:animated:) and endAppearanceTransition() calls on a child are "
      + "the app's own code: the child's callbacks see no transition coordinator (unless the container forwards them "
      + "from inside a transition of its own, which is the app's code).",
    source: "Apple, beginAppearanceTransition(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)): "
      + "a custom container calls it to tell a child its views are about to appear or disappear; no coordinator is named",
    confidence: .inferred,
    alternative: "a container calling it from its own viewWillAppear inside a UIKit transition passes that transition's coordinator on.")
  /// Replacing the window's root controller has no coordinator.
  package static let swapRootNoCoordinator = Rule(
    id: "trait.coordinator.swapRoot",
    statement: "Setting window.rootViewController is no view controller transition: its callbacks see no "
      + "transition coordinator, even inside UIView.transition(with:duration:options:animations:).",
    source: "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (a property, no "
      + "transition); the cross-dissolve idiom is a view animation "
      + "(https://qnoid.com/2019/02/15/How_to_replace_the_-rootViewController-_of_the_-UIWindow-_in_iOS.html)",
    confidence: .inferred,
    alternative: "UIKit could run the swap through a private transition with a coordinator.")
  /// Steps that neither navigate nor present have no coordinator.
  package static let noCoordinator = Rule(
    id: "trait.coordinator.none",
    statement: "Launch, the background and foreground, a rotation, containment, SwiftUI's conditional views "
      + "and a root replacement give appearance callbacks no transition coordinator: nothing navigates or presents.",
    source: "Apple, transitionCoordinator "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator), which, in our "
      + "words, belongs to an active presentation or navigation transition; that these steps have none is our reading",
    confidence: .inferred,
    alternative: "a rotation's viewWillTransition(to:with:) receives a coordinator, but places no appearance callback.")

  // MARK: - Appearance jumps

  /// Appearance callbacks alternate.
  package static let alternation = Rule(
    id: "trait.jumps.none",
    statement: "A controller's appearance callbacks alternate: a will-callback is followed by its did before "
      + "the other pair starts.",
    source: "\(wangling): 'will always precedes its did' except when an interactive transition is cancelled",
    confidence: .observed)
  /// A cancelled swipe-back interrupts both controllers' appearance.
  package static let swipeBackCancelJumps = Rule(
    id: "trait.jumps.swipeBackCancel",
    statement: "A cancelled swipe-back gives the revealed controller viewWillDisappear while it is appearing, "
      + "and the top controller viewWillAppear while it is disappearing.",
    source: "\(wangling): 'Canceled Interactive Popping: Current viewWillDisappear, New viewWillAppear, New "
      + "viewWillDisappear, New viewDidDisappear, Current viewWillAppear, Current viewDidAppear'; "
      + "https://blog.csdn.net/wf96390/article/details/51045165 (the same order, logged)",
    confidence: .observed)
  /// A cancelled sheet drag gives the sheet viewWillAppear while it is disappearing.
  package static let sheetDragCancelJumps = Rule(
    id: "trait.jumps.sheetDragCancel",
    statement: "A cancelled sheet drag gives the sheet viewWillAppear while it is disappearing.",
    source: "\(rudin): viewWillDisappear, then viewWillAppear, viewIsAppearing, viewDidAppear",
    confidence: .observed)
  /// A cancelled zoom pop takes the top controller from disappearing back to appeared.
  package static let zoomPopCancelJumps = Rule(
    id: "trait.jumps.zoomPopCancel",
    statement: "A cancelled zoom pop takes the top controller from disappearing straight back to appearing "
      + "and appeared (viewDidAppear without viewWillAppear), and gives the revealed one viewWillDisappear while "
      + "it is appearing, as a cancelled swipe-back; viewWillAppear while disappearing is allowed too, for the "
      + "reading that it behaves as a classic swipe.",
    source: "\(fluidTransitions): the figure says viewDidAppear, the prose viewDidDisappear; the revealed "
      + "controller's part as in \(wangling)",
    confidence: .conflicting,
    alternative: "Apple's prose: the top controller gets viewDidDisappear and ends disappeared.")

  // MARK: - Presentation controller delegate

  static let didAttempt =
    "Apple, presentationControllerDidAttemptToDismiss(_:) "
    + "(https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:))"

  /// A swipe-down of a sheet that refuses leaves it presented.
  package static let dismissalRefused = Rule(
    id: "trait.outcome.dismissalRefused",
    statement: "A sheet whose isModalInPresentation is true, or whose delegate's presentationControllerShouldDismiss "
      + "returns false, is not dismissed by a swipe down: it stays presented and the delegate hears of the attempt.",
    source: "\(didAttempt); Apple, isModalInPresentation "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation)",
    confidence: .documented)
  /// A refused swipe starts no dismissal transition.
  package static let refusedNoCoordinator = Rule(
    id: "trait.coordinator.dismissalRefused",
    statement: "A refused swipe-down starts no dismissal transition, so no callback sees a transition coordinator.",
    source: "\(didAttempt), which names no transition; that none starts is our reading",
    confidence: .inferred,
    alternative: "UIKit could start the dismissal interactively and cancel it, as a cancelled sheet drag.")
  /// A detent change runs to its end.
  package static let detentChangeCompletes = Rule(
    id: "trait.outcome.detentChange",
    statement: "A sheet dragged to another detent settles there; the sheet stays presented.",
    source: "Apple, sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) "
      + "(https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:))",
    confidence: .documented)
}

extension TraitRules {
  /// A transition cut short by another leaves a controller's appearance unbalanced.
  package static let overlapInterruptJumps = Rule(
    id: "trait.jumps.overlapInterrupt",
    statement: "When a second transition runs at once while a first one animates, a controller the first was "
      + "bringing in gets viewWillDisappear before its viewDidAppear, and one it was taking out can get "
      + "viewWillAppear before its viewDidDisappear ('Unbalanced calls to begin/end appearance transitions').",
    source: OverlapRules.interruptSkipsCompletions.source,
    confidence: .inferred,
    alternative: "UIKit could end the first transition before the second starts, every appearance balanced (the outcome "
      + "'queued', which alt.uikit.overlap.navigationAtOnce and alt.overlap.otherAtOnce turn off).")
}
