import LifecycleCore

/// The platform facts and the clock's tie-breaks, as overlays: what each iOS version and
/// SDK changes in the app's structure, and which lane speaks first inside a phase.
package enum PlatformOverlays {
  /// Every platform overlay, oldest first: those of the standard book that set a fact or a
  /// tie-break of the clock (the lanes' tables set rows only), read from the book so that a
  /// new major's overlays need no second list.
  package static let all: [Overlay] = RuleBook.standard.overlays.filter { overlay in
    overlay.alternativeOf == nil
      && overlay.changes.contains { change in
        switch change {
        case .fact, .clock: true
        default: false
        }
      }
  }

  /// The other readings of the clock's inferred tie-breaks.
  package static let alternatives: [Overlay] =
    [
      Overlay(
        id: "alt.clock.deinitFirst", title: "After the commit, released controllers deinit before SwiftUI's onDisappear",
        alternativeOf: .rule(disappearBeforeRelease),
        changes: [.clock(ClockRow(.afterCommit, first: .uikit, rule: disappearBeforeRelease))]),
      Overlay(
        id: "alt.platform.alertCoversPresenter",
        title: "An alert or an action sheet takes its presenter out of the window, as full screen does",
        alternativeOf: .rule(PresentationRules.alertKeepsPresenter),
        changes: [.fact(FactRow(.alertsKeepPresenter, false, rule: PresentationRules.alertKeepsPresenter))]),
      Overlay(
        id: "alt.swiftui.model.madeOnce",
        title: "A view model the parent makes is not made again when its screen is shown again",
        alternativeOf: .rule(SwiftUIRules.modelRemadeByParent),
        changes: [.fact(FactRow(.parentRemakesModels, false, rule: SwiftUIRules.modelRemadeByParent))]),
      Overlay(
        id: "alt.swiftui.path.movedValueMadeAnew",
        title: "A value that changes place on a NavigationStack's path gets a new view, inserted as a new value's",
        alternativeOf: .rule(SwiftUIRules.pathMovedValueKeepsView),
        changes: [.fact(FactRow(.pathMovedValueKeepsView, false, rule: SwiftUIRules.pathMovedValueKeepsView))]),
      Overlay(
        id: "alt.uikit.representable.inPage.forwarded",
        title: "A representable's controller in a page-style TabView's page gets the appearance callbacks as any representable",
        alternativeOf: .rule(UIKitRules.representableInPage),
        changes: [.fact(FactRow(.pageCellsForwardAppearance, true, rule: UIKitRules.representableInPage))]),
      Overlay(
        id: "alt.uikit.representable.navigationStack.tabSwitchUnforwarded",
        title: "A UINavigationController in a representable in a SwiftUI tab hears no tab switch, nor does its top",
        alternativeOf: .rule(UIKitRules.representableNavigationStack),
        // A controller that never appeared is then covered or popped: its will-callbacks
        // come without the appearance that the laws expect before them.
        waives: [.uikitAppearanceAlternates, .uikitWindow, .uikitNoDeinitWhileAppeared],
        changes: [.fact(FactRow(.representedNavigationHearsTabSwitch, false, rule: UIKitRules.representableNavigationStack))]),
      Overlay(
        id: "alt.uikit.swapRoot.presentationsTornDown",
        title: "A root swapped with a presentation up tears the presentations down with the old root",
        alternativeOf: .rule(UIKitRules.swapRootLeaksPresentations),
        changes: [.fact(FactRow(.rootSwapLeaksPresentations, false, rule: UIKitRules.swapRootLeaksPresentations))]),
      // Kept beside the other UIKit reading added with it, after the lanes' own lists.
      UIKitTables.appDelegateMemoryWarningLast,
      UIKitTables.appDelegateLaunchActiveBeforeDidAppear,
      Overlay(
        id: "alt.swiftui.pageTabView.stack.forwarded",
        title: "The controllers a NavigationStack in a page-style TabView's page holds get the appearance callbacks as in a tab",
        alternativeOf: .rule(SwiftUIRules.pageTabViewStack),
        changes: [.fact(FactRow(.pageStacksForwardAppearance, true, rule: SwiftUIRules.pageTabViewStack))]),
      Overlay(
        id: "alt.uikit.containment.handForwardedFollowsContainer",
        title: "A child forwarded by hand gets its container's own transitions, as if the container forwarded them to every child",
        alternativeOf: .rule(UIKitRules.handForwardedKeptOut),
        changes: [.fact(FactRow(.handForwardedChildFollowsContainer, true, rule: UIKitRules.handForwardedKeptOut))]),
      Overlay(
        id: "alt.uikit.containment.beginAppearanceOutOfWindowLaysOut",
        title: "A child whose appearance is begun by hand while its container is out of the window gets viewIsAppearing too",
        applies: Applicability(device: IOSVersion(13)..<IOSVersion(999), sdk: IOSVersion(13)..<IOSVersion(999)),
        alternativeOf: .rule(UIKitRules.beginAppearanceOutOfWindow),
        changes: [.fact(FactRow(.handAppearanceOutOfWindowLaysOut, true, rule: UIKitRules.beginAppearanceOutOfWindow))]),
      Overlay(
        id: "alt.uikit.childContext.wholeContext",
        title: "A context presentation from a child that defines the context covers what it covers when none does (its stack or the window's root)",
        alternativeOf: .rule(PresentationRules.childDefinesContext),
        changes: [.fact(FactRow(.childDefinesContext, false, rule: PresentationRules.childDefinesContext))]),
      Overlay(
        id: "alt.uikit.split.inTabTrailingFirst",
        title: "A split view in a tab gives its columns their callbacks trailing first, the secondary first",
        alternativeOf: .rule(UIKitRules.splitInTab),
        changes: [.fact(FactRow(.containedSplitTrailingFirst, true, rule: UIKitRules.splitInTab))]),
      Overlay(
        id: "alt.uikit.split.inPageTrailingFirst",
        title: "A split view in a page gives its columns their callbacks trailing first, the secondary first",
        alternativeOf: .rule(UIKitRules.splitInPage),
        changes: [.fact(FactRow(.pagedSplitTrailingFirst, true, rule: UIKitRules.splitInPage))]),
      Overlay(
        id: "alt.swiftui.containerView.first",
        title: "A container's own view (observe-as) logs before the content it shows, outermost first",
        alternativeOf: .rule(SwiftUIRules.containerView),
        changes: [.fact(FactRow(.containerViewAfterContent, false, rule: SwiftUIRules.containerView))]),
      UIKitTables.navigationDelegateLaunchOnce,
      Overlay(
        id: "alt.uikit.containment.releasedAppearedOutDisappears",
        title: "A child appeared by hand out of the window and released with its container gets its disappearance with the step's leaving screens",
        alternativeOf: .rule(UIKitRules.releasedAppearedOutOfWindow),
        changes: [.fact(FactRow(.releasedAppearedOutDisappears, true, rule: UIKitRules.releasedAppearedOutOfWindow))]),
      Overlay(
        id: "alt.uikit.presentation.childContextTornDown",
        title: "A presentation whose context's child leaves its container (hidden, replaced) is torn down with it, in the child's transition",
        alternativeOf: .rule(PresentationRules.childContextLeaves),
        changes: [.fact(FactRow(.contextLeavingTearsDownPresentation, true, rule: PresentationRules.childContextLeaves))]),
      Overlay(
        id: "alt.uikit.presentation.childContextPoppedTornDown",
        title: "A pop of the container whose child defines the context of the presentation up tears the presentation down with it",
        alternativeOf: .rule(PresentationRules.childContextPopped),
        changes: [.fact(FactRow(.contextPopTearsDownPresentation, true, rule: PresentationRules.childContextPopped))]),
      Overlay(
        id: "alt.ipad.compactWindowFloats",
        title: "An iPad window of compact width floats its sheets and popovers as a full-screen iPad app does",
        alternativeOf: .rule(PresentationRules.iPadCompactWindow),
        changes: [.fact(FactRow(.compactWindowAdaptsPresentations, false, rule: PresentationRules.iPadCompactWindow))]),
      UIKitTables.swapRootOldRootFirst,
      Overlay(
        id: "alt.uikit.representable.presentedNavigation.unforwarded",
        title: "A UINavigationController in a representable that SwiftUI presents keeps its appearance to itself: its top hears no presentation",
        alternativeOf: .rule(UIKitRules.representablePresentedNavigation),
        // The top then never appears, yet is covered, popped or released.
        waives: [.uikitAppearanceAlternates, .uikitWindow, .uikitNoDeinitWhileAppeared],
        changes: [.fact(FactRow(.representedFlowForwardsPresentation, false, rule: UIKitRules.representablePresentedNavigation))]),
      UIKitTables.navigationDelegateFirstShowSilent,
      Overlay(
        id: "alt.ipad.widenedStaysFullScreen",
        title: "A presentation adapted to full screen in an iPad's narrow window stays full screen when the window widens, until dismissed",
        alternativeOf: .rule(PresentationRules.iPadWidenedFloats),
        changes: [.fact(FactRow(.widenedAdaptedPresentationFloats, false, rule: PresentationRules.iPadWidenedFloats))]),
      Overlay(
        id: "alt.uikit.presentation.contextInTabReachesCovered",
        title: "A tab switch over a .currentContext presentation in the tab gives the tab's covered content the switch's callbacks too",
        alternativeOf: .rule(PresentationRules.contextInTab),
        changes: [.fact(FactRow(.tabSwitchReachesCoveredContext, true, rule: PresentationRules.contextInTab))]),
      Overlay(
        id: "alt.uikit.presentation.childContextSwipeCancelledReachesPresented",
        title: "A cancelled swipe back under a child's context presentation gives the presented screens its callbacks too",
        alternativeOf: .rule(PresentationRules.childContextSwipeCancelled),
        changes: [
          .fact(FactRow(.contextSwipeCancelReachesPresented, true, rule: PresentationRules.childContextSwipeCancelled))
        ]),
      Overlay(
        id: "alt.swiftui.containerView.hostedFirst",
        title: "The view of a NavigationStack an app-made hosting controller holds (observe-as beside hosting) logs before the stack's content",
        alternativeOf: .rule(SwiftUIRules.hostedContainerView),
        changes: [.fact(FactRow(.hostedContainerViewAfterContent, false, rule: SwiftUIRules.hostedContainerView))]),
      Overlay(
        id: "alt.uikit.representable.hostedPush.inUpdate",
        title:
          "SwiftUI content the app pushes in a hosting controller of its own on a represented UINavigationController appears in the SwiftUI update, before the push's callbacks",
        alternativeOf: .rule(UIKitRules.representableHostedPush),
        changes: [.fact(FactRow(.representedPushAppearsOnAttach, false, rule: UIKitRules.representableHostedPush))]),
      Overlay(
        id: "alt.uikit.split.presentedShowsPrimary",
        title: "A split view presented collapsed shows its primary column, the secondary pushed only by a selection",
        alternativeOf: .rule(UIKitRules.splitPresented),
        changes: [.fact(FactRow(.presentedSplitShowsSecondary, false, rule: UIKitRules.splitPresented))]),
      Overlay(
        id: "alt.uikit.split.launchPushColumnsWithPushed",
        title: "A push onto a split view's column during the launch: the other columns appear with the pushed controller",
        alternativeOf: .rule(UIKitRules.splitLaunchPush),
        changes: [.fact(FactRow(.launchPushColumnsAppearFirst, false, rule: UIKitRules.splitLaunchPush))]),
      UnderPresentationRules.switchUnderSheetAtDismissal,
      UnderPresentationRules.detailLoadsOnInstall,
      Overlay(
        id: "alt.uikit.split.presentedExpandedTrailingFirst",
        title: "A split view presented expanded gives its columns their callbacks trailing first, the secondary first",
        alternativeOf: .rule(UIKitRules.splitPresentedExpanded),
        changes: [.fact(FactRow(.presentedSplitTrailingFirst, true, rule: UIKitRules.splitPresentedExpanded))]),
      NestedPagerRules.uikitNestedHearsNothing,
      NestedPagerRules.swiftUINestedHearsNothing,
      UnderPresentationRules.columnOutOfSightForwarded,
      TabContextRules.retapPopsNothing,
      TabContextRules.underSheetSkipsPresented,
      UIKitTables.setTabsSwitchOrder,
      UIKitTables.terminateEnterBackground,
      UIKitTables.terminateWithoutScenesWindowLeaves,
      UIKitTables.backgroundLaunchSceneConnects,
      Overlay(
        id: "alt.swiftui.containerView.columnFollowsSplit",
        title: "A split view column's own view (observe-as) stays in the window while the split view is, whichever columns show",
        alternativeOf: .rule(SwiftUIRules.columnView),
        changes: [.fact(FactRow(.columnViewFollowsColumn, false, rule: SwiftUIRules.columnView))]),
      SwiftUIRules.pathUnderSheetNotAnimated,
      NestedPagerRules.uikitNestedCurlAsScroll,
      NestedPagerRules.uikitNestedHostingHearsNothing,
      UIKitRules.splitPresentedNarrowWindowStaysCollapsed,
      UIKitRules.splitPresentedInContextCollapsed,
      UIKitTables.setTabsRemovedContextSilent,
      SwiftUITables.tabViewTabsChangedRemovalFirst,
      ContextParkRules.pushDismisses,
    ] + OverlapRules.alternatives

  /// iOS 12 and the rules that hold on every version.
  package static let base = Overlay(
    id: "base.platform", title: "Every version (iOS 12 baseline)",
    changes: [
      .fact(FactRow(.swiftUI, false, rule: noSwiftUIBeforeIOS13)),
      .fact(FactRow(.fullScreenRemovesPresenter, true, rule: fullScreenRemovesPresenter)),
      .fact(FactRow(.overFullScreenKeepsPresenter, true, rule: overFullScreenKeepsPresenter)),
      .fact(FactRow(.cardSheets, false, rule: sheetsAdaptBeforeIOS13)),
      .fact(FactRow(.swipeDownToDismiss, false, rule: sheetsAdaptBeforeIOS13)),
      .fact(FactRow(.viewIsAppearing, false, rule: viewIsAppearingNeedsSDK17)),
      .fact(FactRow(.zoomTransitions, false, rule: zoomFromIOS18)),
      .fact(FactRow(.currentContextRemovesPresenter, true, rule: PresentationRules.currentContextRemovesContext)),
      .fact(FactRow(.overCurrentContextKeepsPresenter, true, rule: PresentationRules.overCurrentContextKeepsContext)),
      .fact(FactRow(.alertsKeepPresenter, true, rule: PresentationRules.alertKeepsPresenter)),
      .fact(FactRow(.regularWidth, false, rule: PresentationRules.iPhoneCompact)),
      .fact(FactRow(.sheetDetents, false, rule: PresentationRules.detentsFromIOS15)),
      .fact(FactRow(.lazyStackRowsDisappear, false, rule: SwiftUIRules.lazyStackRowSilent)),
      .fact(FactRow(.unadaptedPopoverFloats, true, rule: PresentationRules.unadaptedPopover)),
      .fact(FactRow(.compactPopoverAdaptation, false, rule: PresentationRules.compactAdaptationFromIOS16_4)),
      .fact(FactRow(.columnSplitView, false, rule: UIKitRules.columnSplitViewFromIOS14)),
      .fact(FactRow(.navigationSplitView, false, rule: SwiftUIRules.navigationSplitViewFromIOS16)),
      .fact(FactRow(.navigationStackPath, false, rule: SwiftUIRules.navigationStackPathFromIOS16)),
      .fact(FactRow(.pathMovedValueKeepsView, true, rule: SwiftUIRules.pathMovedValueKeepsView)),
      .fact(FactRow(.parentRemakesModels, true, rule: SwiftUIRules.modelRemadeByParent)),
      .fact(FactRow(.pageCellsForwardAppearance, false, rule: UIKitRules.representableInPage)),
      .fact(FactRow(.representedNavigationHearsTabSwitch, true, rule: UIKitRules.representableNavigationStack)),
      .fact(FactRow(.rootSwapLeaksPresentations, true, rule: UIKitRules.swapRootLeaksPresentations)),
      .fact(FactRow(.pageStacksForwardAppearance, false, rule: SwiftUIRules.pageTabViewStack)),
      .fact(FactRow(.handForwardedChildFollowsContainer, false, rule: UIKitRules.handForwardedKeptOut)),
      .fact(FactRow(.handAppearanceOutOfWindowLaysOut, false, rule: UIKitRules.beginAppearanceOutOfWindow)),
      .fact(FactRow(.childDefinesContext, true, rule: PresentationRules.childDefinesContext)),
      .fact(FactRow(.containedSplitTrailingFirst, false, rule: UIKitRules.splitInTab)),
      .fact(FactRow(.containerViewAfterContent, true, rule: SwiftUIRules.containerView)),
      .fact(FactRow(.pagedSplitTrailingFirst, false, rule: UIKitRules.splitInPage)),
      .fact(FactRow(.releasedAppearedOutDisappears, false, rule: UIKitRules.releasedAppearedOutOfWindow)),
      .fact(FactRow(.contextLeavingTearsDownPresentation, false, rule: PresentationRules.childContextLeaves)),
      .fact(FactRow(.contextPopTearsDownPresentation, false, rule: PresentationRules.childContextPopped)),
      .fact(FactRow(.compactWindowAdaptsPresentations, true, rule: PresentationRules.iPadCompactWindow)),
      .fact(FactRow(.representedFlowForwardsPresentation, true, rule: UIKitRules.representablePresentedNavigation)),
      .fact(FactRow(.widenedAdaptedPresentationFloats, true, rule: PresentationRules.iPadWidenedFloats)),
      .fact(FactRow(.tabSwitchReachesCoveredContext, false, rule: PresentationRules.contextInTab)),
      .fact(FactRow(.contextSwipeCancelReachesPresented, false, rule: PresentationRules.childContextSwipeCancelled)),
      .fact(FactRow(.hostedContainerViewAfterContent, true, rule: SwiftUIRules.hostedContainerView)),
      .fact(FactRow(.representedPushAppearsOnAttach, true, rule: UIKitRules.representableHostedPush)),
      .fact(FactRow(.presentedSplitShowsSecondary, true, rule: UIKitRules.splitPresented)),
      .fact(FactRow(.launchPushColumnsAppearFirst, true, rule: UIKitRules.splitLaunchPush)),
      .fact(FactRow(.switchUnderSheetWaitsForDismissal, false, rule: UnderPresentationRules.switchUnderPresentation)),
      .fact(FactRow(.detailLoadsOnInstall, false, rule: UnderPresentationRules.detailOutOfSight)),
      .fact(FactRow(.presentedSplitTrailingFirst, false, rule: UIKitRules.splitPresentedExpanded)),
      .fact(FactRow(.nestedPageControllerHearsNothing, false, rule: NestedPagerRules.uikitNested)),
      .fact(FactRow(.nestedPageTabViewHearsNothing, false, rule: NestedPagerRules.swiftUINested)),
      .fact(FactRow(.columnOutOfSightForwarded, false, rule: UnderPresentationRules.columnOutOfSight)),
      .fact(FactRow(.retapUnderContextPopsNothing, false, rule: TabContextRules.retap)),
      .fact(FactRow(.underSheetSwitchSkipsTabPresentations, false, rule: TabContextRules.underSheet)),
      .fact(FactRow(.unforwardedChildrenHeld, true, rule: UIKitRules.neverForwarded)),
      .fact(FactRow(.terminateTakesWindow, false, rule: UIKitRules.terminateAppDelegate)),
      .fact(FactRow(.columnViewFollowsColumn, true, rule: SwiftUIRules.columnView)),
      .fact(FactRow(.terminateWithoutScenesTakesWindow, false, rule: UIKitRules.terminateAppDelegate)),
      .fact(FactRow(.pathUnderSheetAnimated, true, rule: SwiftUIRules.pathUnderSheet)),
      .fact(FactRow(.backgroundLaunchDefersWindow, false, rule: UIKitRules.backgroundLaunchWithoutScenes)),
      .fact(FactRow(.nestedCurlTurnsAsScroll, false, rule: NestedPagerRules.uikitNestedCurl)),
      .fact(FactRow(.nestedHostingPageHearsNothing, false, rule: NestedPagerRules.uikitNestedHosting)),
      .fact(FactRow(.narrowPresentedSplitExpandsOnWiden, true, rule: UIKitRules.splitPresentedNarrowWindow)),
      .fact(FactRow(.contextSplitTakesWindowWidth, true, rule: UIKitRules.splitPresentedInContext)),
      .fact(FactRow(.setTabsRemovedContextSilent, false, rule: UIKitRules.setTabsUnderPresentation)),
      .fact(FactRow(.contextPushDismissesPresentation, false, rule: ContextParkRules.pushedOver)),
      .clock(ClockRow(.action, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.update, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.transitionBegin, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.attach, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.interaction, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.transitionEnd, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.afterCommit, first: .swiftui, rule: disappearBeforeRelease)),
      .clock(ClockRow(.secondAction, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.secondUpdate, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.secondBegin, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.secondAttach, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.secondInteraction, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.secondEnd, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.secondCommit, first: .swiftui, rule: disappearBeforeRelease)),
      .clock(ClockRow(.thirdAction, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.thirdUpdate, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.thirdBegin, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.thirdAttach, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.thirdInteraction, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.thirdEnd, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.thirdCommit, first: .swiftui, rule: disappearBeforeRelease)),
      .clock(ClockRow(.fourthAction, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.fourthUpdate, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.fourthBegin, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.fourthAttach, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.fourthInteraction, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.fourthEnd, first: .uikit, rule: controllersBeforeQueuedActions)),
      .clock(ClockRow(.fourthCommit, first: .swiftui, rule: disappearBeforeRelease)),
      .clock(ClockRow(.async, first: .uikit, rule: controllersBeforeQueuedActions)),
    ] + OverlapRules.baseFacts)

  static let uikitRef = "uikit-ground-truth"

  /// The zoom transition is iOS 18 API.
  package static let zoomFromIOS18 = Rule(
    id: "profile.zoom.ios18",
    statement: "A pushed controller can ask for the zoom transition (preferredTransition = .zoom) "
      + "from iOS 18, on the device and in the SDK.",
    source: "\(uikitRef) §4b, §10 (Apple 'Enhancing your app with fluid transitions', iOS 18)",
    confidence: .documented)
  static let swiftUIRef = "swiftui-ground-truth"

  /// Full screen removes the presenter's views once the presentation finishes.
  package static let fullScreenRemovesPresenter = Rule(
    id: "profile.presentation.fullScreen",
    statement: "A full-screen presentation removes the presenter's views from the window "
      + "when it finishes, so the presenter disappears.",
    source: "\(uikitRef) §5a (Apple UIModalPresentationStyle.fullScreen doc; betterhee, velog rudin_ logs)",
    confidence: .documented)
  /// Over-full-screen never removes the presenter.
  package static let overFullScreenKeepsPresenter = Rule(
    id: "profile.presentation.overFullScreen",
    statement: "An over-full-screen presentation leaves the presenter's views in the window, "
      + "so the presenter gets no appearance callbacks.",
    source: "\(uikitRef) §5b (Apple UIModalPresentationStyle.overFullScreen doc; betterhee log)",
    confidence: .documented)
  /// Card sheets keep the presenter in the window since iOS 13.
  package static let cardSheetsKeepPresenter = Rule(
    id: "profile.presentation.cardSheet",
    statement: "Since iOS 13, automatic, page and form sheets on iPhone are cards that leave "
      + "the presenter in the window (the presenter gets no appearance callbacks) and can be "
      + "swiped down.",
    source: "\(uikitRef) §5b, R1 (WWDC19 224; ReSwift #412; betterhee, velog rudin_ logs)",
    confidence: .observed)
  /// An app built with the iOS 12 SDK keeps full-screen sheets on an iOS 13 device.
  package static let oldSDKKeepsFullScreenSheets = Rule(
    id: "profile.presentation.oldSDKKeepsFullScreen",
    statement: "An app built with an SDK older than iOS 13 keeps full-screen sheets, and no swipe "
      + "to dismiss, on an iOS 13 or later device.",
    source: "\(uikitRef) §5b (Hackworth 2019: 'Xcode 10-built apps run on iOS 13 will behave as if "
      + "they were run on iOS 12', from iOS 13 beta screenshots)", confidence: .claimed)
  /// Before iOS 13 sheets adapt to full screen on iPhone.
  package static let sheetsAdaptBeforeIOS13 = Rule(
    id: "profile.presentation.sheetAdaptsToFullScreen",
    statement: "Before iOS 13, page and form sheets adapt to full screen on iPhone (compact "
      + "width), so the presenter disappears as with .fullScreen, and there is no swipe to dismiss.",
    source: "\(uikitRef) §5b notes (Livefront table 2019; Hackworth 2019)",
    confidence: .observed)
  /// SwiftUI does not exist before iOS 13.
  package static let noSwiftUIBeforeIOS13 = Rule(
    id: "profile.swiftUI.absent",
    statement: "SwiftUI does not exist before iOS 13: no screen can have SwiftUI content.",
    source: "Apple's SwiftUI availability (iOS 13.0+, device and SDK); \(swiftUIRef) has no entry "
      + "before iOS 13 (§10)", confidence: .documented)
  /// SwiftUI exists from iOS 13.
  package static let swiftUIFromIOS13 = Rule(
    id: "profile.swiftUI.present",
    statement: "SwiftUI exists from iOS 13, on the device and in the SDK.",
    source: "Apple's SwiftUI availability (iOS 13.0+)", confidence: .documented)
  /// viewIsAppearing cannot be overridden before the iOS 17 SDK, and is never called before iOS 13.
  package static let viewIsAppearingNeedsSDK17 = Rule(
    id: "profile.viewIsAppearing.absent",
    statement: "An app built before the iOS 17 SDK cannot override viewIsAppearing, and an "
      + "iOS 12 device never calls it.",
    source: "\(uikitRef) §10, T1b (Apple viewIsAppearing doc; liamnichols.eu 2023)", confidence: .documented)
  /// viewIsAppearing is back-deployed to iOS 13 for apps built with the iOS 17 SDK.
  package static let viewIsAppearingBackDeployed = Rule(
    id: "profile.viewIsAppearing.backDeployed",
    statement: "An app built with the iOS 17 SDK that overrides viewIsAppearing gets the call on "
      + "iOS 13 and later devices: the method existed privately since the iOS 13 SDK.",
    source: "\(uikitRef) §10 (WWDC23 10055 'back-deploys to iOS 13'; liamnichols.eu 2023; Apple doc)",
    confidence: .documented)
  /// Inside one phase UIKit's calls come before SwiftUI's queued actions.
  package static let controllersBeforeQueuedActions = Rule(
    id: "clock.tiebreak.imperativeFirst",
    statement: "Inside one phase UIKit's synchronous calls come before the SwiftUI actions "
      + "queued in the same pass, which run when the update ends.",
    source: "\(swiftUIRef) §1 (Update.enqueueAction / dispatchActions)",
    confidence: .inferred,
    alternative: "SwiftUI actions could interleave with UIKit calls made from inside the update.")
  /// After the commit, views are torn down before their controllers are released.
  package static let disappearBeforeRelease = Rule(
    id: "clock.tiebreak.disappearBeforeDeinit",
    statement: "After the Core Animation commit, SwiftUI marks removed hosting views (onDisappear) "
      + "before the released controllers deinit.",
    source: "\(swiftUIRef) §1 (_performBlockAfterCATransactionCommits); \(uikitRef) §3 (deinit has no ordering guarantee)",
    confidence: .inferred,
    alternative: "deinit depends on the retain graph and could come first.")
}

extension Profile {
  /// Whether a platform fact holds on this profile, by the bundled platform overlays.
  public func holds(_ fact: Fact) -> Bool {
    RuleBook(overlays: PlatformOverlays.all).resolve(for: self).holds(fact)
  }

  /// Whether SwiftUI exists on this profile (device and SDK iOS 13 or later).
  public var hasSwiftUI: Bool { holds(.swiftUI) }
}
