/// A yes-or-no fact about a profile that decides structure rather than order: whether a
/// page sheet covers its presenter, whether SwiftUI exists. Overlays set facts as they set
/// rows, each with its provenance, and rows can depend on a fact.
public enum Fact: String, CaseIterable, Hashable, Sendable {
  /// SwiftUI exists on the device and in the SDK (iOS 13 and later).
  case swiftUI
  /// A full-screen presentation removes the presenter's views from the window.
  case fullScreenRemovesPresenter
  /// An over-full-screen presentation leaves the presenter's views in the window.
  case overFullScreenKeepsPresenter
  /// Automatic, page and form sheets are cards that leave the presenter in the window.
  case cardSheets
  /// The user can swipe a sheet down to dismiss it.
  case swipeDownToDismiss
  /// The app can override `viewIsAppearing`, and UIKit calls it.
  case viewIsAppearing
  /// A pushed controller can use the zoom transition (`preferredTransition = .zoom`).
  case zoomTransitions
  /// A `.currentContext` presentation removes the context's views from the window.
  case currentContextRemovesPresenter
  /// An `.overCurrentContext` presentation leaves the context's views in the window.
  case overCurrentContextKeepsPresenter
  /// A `UIAlertController`'s alert or action sheet leaves the presenter in the window.
  case alertsKeepPresenter
  /// Regular width (an iPad): page and form sheets and popovers float over the presenter,
  /// which stays in the window, on every version.
  case regularWidth
  /// A sheet has detents the user can drag it between (`UISheetPresentationController`).
  case sheetDetents
  /// A row of a lazy stack (`LazyVStack`, `LazyHStack`) that scrolls out of view gets
  /// onDisappear (iOS 26); before, it gets none, and onAppear again when it comes back.
  case lazyStackRowsDisappear
  /// A popover the app keeps from adapting (`unadaptedPopover`) floats over its presenter,
  /// which stays in the window, on an iPhone as on an iPad.
  case unadaptedPopoverFloats
  /// SwiftUI's `presentationCompactAdaptation(_:)` exists on the device and in the SDK
  /// (iOS 16.4 and later).
  case compactPopoverAdaptation
  /// UIKit's column-style `UISplitViewController` (`init(style:)`, each column in a navigation
  /// controller) exists on the device and in the SDK (iOS 14 and later).
  case columnSplitView
  /// SwiftUI's `NavigationSplitView` exists on the device and in the SDK (iOS 16 and later).
  case navigationSplitView
  /// SwiftUI's `NavigationStack`, whose path the app drives by value (`path-append`,
  /// `path-remove-last`, `path-replace`), exists on the device and in the SDK (iOS 16 and
  /// later); before, a SwiftUI stack is a `NavigationView` driven by its links.
  case navigationStackPath
  /// A value that stays on a `NavigationStack`'s path but changes place keeps its view (its
  /// hosting controller): the path's assignment is the hosting navigation controller's
  /// `setViewControllers`. When it does not hold, a moved value's view is made anew.
  case pathMovedValueKeepsView
  /// A view model the parent makes for its view (`model: observed-object`, or `model: state`
  /// before the SDK whose `State` is a macro) is made again when the screen is shown again.
  case parentRemakesModels
  /// A call made from a transition's completion handler runs once the transition has ended,
  /// as it would alone (`OverlapTable`).
  case completionRunsAfterTransition
  /// SwiftUI reads a `NavigationStack`'s path once per state update: two changes in one
  /// update are one change, to the final value (iOS 16's `NavigationStack`); before, only
  /// the first shows.
  case swiftUIMergesPathChanges
  /// SwiftUI presents a sheet asked for while another presentation is on screen or leaving
  /// once that one has been dismissed.
  case swiftUIQueuesPresentations
  /// UIKit drops a present or a dismiss made while a presentation or dismissal of the same
  /// presenter runs ("Attempt to present … while a presentation is in progress").
  case presentationDropsOverlappingCalls
  /// UIKit holds an animated push or pop made while the same navigation controller's
  /// transition runs until that transition ends, then runs it.
  case navigationQueuesOverlappingCalls
  /// UIKit drops a push or pop made while a presentation runs ("… while an existing
  /// transition or presentation is occurring; the navigation stack will not be updated").
  case navigationDropsCallsDuringPresentation
  /// A tab selected while the selected tab's navigation transition runs takes that stack out
  /// of the window at once, before the transition's completions.
  case tabSwitchInterruptsNavigation
  /// Any other call made during a transition runs once the transition has ended.
  case otherOverlapsQueue
  /// A controller inside a SwiftUI page-style TabView's page (a `UIViewControllerRepresentable`
  /// in a cell of the paging view) gets the appearance callbacks of a controller whose view
  /// joins and leaves the window; where it does not, it gets none (FB12795690).
  case pageCellsForwardAppearance
  /// A `UINavigationController` that a `UIViewControllerRepresentable` shows in a SwiftUI
  /// app's tab (a `hosting:` tab there) hears the tab switch through its representable and
  /// forwards it to its top; where it does not, SwiftUI's TabView swaps the tab's views
  /// without appearance forwarding, and neither hears it.
  case representedNavigationHearsTabSwitch
  /// A UIKit window's root swapped while the old root presents: UIKit leaves the presented
  /// controllers (and the old root they hold) alive, the presented views in the window, with
  /// no callback. When it does not hold, they are torn down with the old root: the presented
  /// views leave the window (their disappearance) and everything deinits.
  case rootSwapLeaksPresentations
  /// A controller a `NavigationStack` inside a SwiftUI page-style TabView's page holds (the
  /// stack's hosting controllers, a representable pushed there) gets the appearance callbacks
  /// of a controller whose view joins and leaves the window; where it does not, it gets none,
  /// as a representable in the page's cell (swiftui.pageTabView.stack).
  case pageStacksForwardAppearance
  /// A child controller whose container forwards its appearance by hand and that is between
  /// its calls or disappeared by hand gets the appearance callbacks of its container's own
  /// transitions (a push over it, a presentation covering it); where it does not, it gets none
  /// and keeps where the app's calls left it.
  case handForwardedChildFollowsContainer
  /// An unwind segue whose destination is under the top of its stack, below presentations,
  /// pops the stack once the dismissal of the presentations has ended; where it does not, the
  /// pop runs at once and the dismissal's completions skip what it moved.
  case unwindPopsAfterDismissal
  /// A call the app makes while the user's gesture drives an interactive transition (a
  /// swipe-back, a sheet swiped down, a page swipe) waits for the gesture's end, completed or
  /// let go, then runs as it would alone; where it does not, it runs at once and the
  /// gesture's transition ends unbalanced.
  case gestureDefersAppCalls
  /// A present or a dismiss the app makes while the user swipes a presentation away (an
  /// interactive dismissal under way) is dropped, as during any dismissal; where it does not,
  /// it waits for the gesture's end.
  case gestureDropsPresentationCalls
  /// A child whose appearance the app begins by hand while its container is out of the
  /// window gets viewIsAppearing after viewWillAppear, as in the window; where it does not,
  /// it gets none (no layout pass in a window follows).
  case handAppearanceOutOfWindowLaysOut
  /// A context presentation (`.currentContext`, `.overCurrentContext`) made from inside a
  /// child controller that defines the presentation context covers only that child: its
  /// container and siblings stay in the window. When it does not hold, it covers what it
  /// covers when no child defines the context (the presenter's stack or the window's root).
  case childDefinesContext
  /// A split view that is a tab's content gives its columns their callbacks trailing first
  /// (the secondary first, in its views' order) when a step brings it into or out of the
  /// window; where it does not, leading first, as a split view at the root does at launch
  /// (uikit.split.inTab).
  case containedSplitTrailingFirst
  /// The view of a container itself (a `NavigationStack`, a `TabView` or a tab's content with
  /// its own `onAppear`, `onDisappear` and `task`: `observe-as:`) gets them after the content it
  /// shows, as nested views do, deepest first; where it does not, before that content.
  case containerViewAfterContent
  /// A split view that is a page's content (a page view controller's, a page-style TabView's)
  /// gives its columns their callbacks trailing first when a page turn brings it into or out
  /// of the window; where it does not, leading first (uikit.split.inPage).
  case pagedSplitTrailingFirst
  /// A child that appeared by hand while its container was out of the window, released by a
  /// step with its container, gets viewWillDisappear and viewDidDisappear with the step's
  /// leaving screens; where it does not, it gets nothing (uikit.containment.releasedAppearedOutOfWindow).
  case releasedAppearedOutDisappears
  /// A step that takes out of the app the child that defines a presentation's context (a
  /// hide, a replacement) tears the presentation down with it: its screens leave the window
  /// in the step's transition; where it does not, the presentation stays over the container,
  /// its presenter gone (uikit.presentation.childContextLeaves).
  case contextLeavingTearsDownPresentation
  /// A pop of the stack whose top holds the child that defines the top presentation's
  /// context tears the presentation down: its screens leave the window with the container's
  /// and are released; where it does not, they get nothing and stay alive with the container
  /// out of the app (uikit.presentation.childContextPopped).
  case contextPopTearsDownPresentation
  /// On an iPad whose window is of compact width (Split View's third, Slide Over: `resize:
  /// compact`), page sheets, form sheets and popovers presented then adapt as on an iPhone
  /// (full screen before iOS 13, a card sheet from iOS 13), and a popover up is swiped down as
  /// a sheet; where it does not hold, they float as in a full-screen iPad app.
  case compactWindowAdaptsPresentations
  /// A push or pop the app makes during the launch's push (`launch` with `pushing:`, then a
  /// step with `during: previous`: a deep link's second screen pushed from a `viewDidLoad` or
  /// `viewWillAppear`) waits for the launch's push to end, then runs as it would alone; where
  /// it does not, it runs at once and the launch's push ends unbalanced.
  case launchPushQueuesNavigation
  /// A `UINavigationController` in a representable that a SwiftUI app presents (a presented
  /// flow's `hosting:` in a SwiftUI app) forwards the presentation's and the dismissal's
  /// appearance callbacks to the top of its stack; where it does not, only the navigation
  /// controller hears them (uikit.representable.presentedNavigation).
  case representedFlowForwardsPresentation
  /// On an iPad, a presentation adapted to full screen in a window of compact width (before
  /// iOS 13) floats again when the window widens: the layer it covered comes back into the
  /// window (`Role.uncovered`); where it does not hold, it stays full screen until dismissed
  /// (profile.idiom.iPadWidenedFloats).
  case widenedAdaptedPresentationFloats
  /// A tab switch away from (or back to) a tab with a `.currentContext` presentation made in
  /// its context gives the tab's covered content (the screen on top of its navigation stack,
  /// out of the window since the presentation) the switch's callbacks beside the presented
  /// screen; where it does not, only the screens the tab shows in the window get them, the
  /// presented screen as the tab's visible top (uikit.presentation.contextInTab).
  case tabSwitchReachesCoveredContext
  /// A swipe back let go early, of the stack whose top holds the child that defines the top
  /// presentation's context, gives the presented screens the cancelled swipe's callbacks
  /// beside the container's; where it does not, they get nothing
  /// (uikit.presentation.childContextSwipeCancelled).
  case contextSwipeCancelReachesPresented
  /// A presentation or dismissal SwiftUI is asked for while a `sheet(item:)`'s switch runs
  /// (or a switch asked for while a presentation runs) waits for the whole chain, the old
  /// item's dismissal and the new item's presentation, then runs as it would alone; where it
  /// does not, the call is dropped (swiftui.overlap.itemSwitchChained).
  case swiftUIQueuesBehindItemSwitch
  /// The view of a `NavigationStack` an app-made hosting controller holds (`observe-as:` beside
  /// `hosting:` in a UIKit app) gets its `onAppear`, `onDisappear` and `task` after the stack's
  /// content, as nested views do; where it does not, before that content
  /// (swiftui.containerView.hosted).
  case hostedContainerViewAfterContent
  /// SwiftUI content that a SwiftUI app wraps in a `UIHostingController` of its own and pushes
  /// on a `UINavigationController` a representable shows (`hosting:`) appears as hosted content
  /// in a UIKit push, at its first layout after the hosting controller's `viewWillAppear`;
  /// where it does not hold, it appears in the SwiftUI update that pushed it, before the push's
  /// appearance callbacks, as a destination of SwiftUI's own navigation (uikit.representable.hostedPush).
  case representedPushAppearsOnAttach
  /// A split view the app presents collapsed (a `UISplitViewController` in a sheet, or on an
  /// iPhone) shows its secondary column on top of the one stack of its columns, as one at the
  /// window's root does; where it does not, its primary (uikit.split.presented).
  case presentedSplitShowsSecondary
  /// A push onto an expanded split view's secondary column during the launch (`launch` with
  /// `pushing:`): the other columns load and appear in the window's first layout, before the
  /// secondary column's stack takes the push; where it does not hold, they appear with the
  /// pushed screen, after the column's root is covered (uikit.split.launchPush).
  case launchPushColumnsAppearFirst
  /// A tab switch or a page turn made by code while a presentation that keeps its presenter in
  /// the window is up (a sheet: a deep link sets `selectedIndex` or the selection binding)
  /// waits for the presentation's dismissal: the old item's screens disappear and the new
  /// one's appear then, with the dismissal; where it does not hold, they do at the switch,
  /// behind the sheet (uikit.tabs.switchUnderPresentation).
  case switchUnderSheetWaitsForDismissal
  /// A split view loads a column's new top as it installs it (`show-detail` replacing a
  /// column), in or out of the window; where it does not hold, the top loads when it first
  /// appears (uikit.split.detailOutOfSight, whose alternative adds the load rows).
  case detailLoadsOnInstall
  /// A split view presented expanded (full screen on an iPad) gives its columns their
  /// callbacks trailing first, the secondary first; where it does not hold, primary first, as
  /// the window's split view at launch (uikit.split.presentedExpanded).
  case presentedSplitTrailingFirst
  /// A `UIPageViewController` nested in a tab or a page forwards nothing to its page when its
  /// tab or outer page is switched away and back; where it does not hold, its shown page
  /// disappears and appears with its container (uikit.pages.nested).
  case nestedPageControllerHearsNothing
  /// A page-style `TabView` nested in a tab or a page gives its page no onAppear or onDisappear
  /// when its tab or outer page is switched away and back; where it does not hold, its shown
  /// page disappears and appears with the tab's content (swiftui.pages.nested).
  case nestedPageTabViewHearsNothing
  /// An expanded split view under a covering presentation forwards the appearance of a column
  /// it shows or hides at the step, out of the window; where it does not hold, the column
  /// changes silently and the dismissal brings in what the split view shows then
  /// (uikit.split.columnOutOfSight, whose alternative sets it).
  case columnOutOfSightForwarded
  /// Re-tapping the selected tab while a presentation made in its context is up pops
  /// nothing; where it does not hold, the tab's stack pops to its root under the presentation
  /// (uikit.presentation.contextInTabRetap, whose alternative sets it).
  case retapUnderContextPopsNothing
  /// A tab switch under a sheet over the tab bar gives its callbacks to the tabs' content
  /// alone, not to the presented screens of the presentations parked or made in their context;
  /// where it does not hold, those screens leave and enter with their tab
  /// (uikit.presentation.contextInTabUnderSheet, whose alternative sets it).
  case underSheetSwitchSkipsTabPresentations
  /// A container declared `forwards-appearance: false` (its
  /// shouldAutomaticallyForwardAppearanceMethods returns false and its code forwards nothing)
  /// gives its child controllers no appearance callback: not when it adds them, not when it
  /// appears or disappears, not when it removes them; only the app's
  /// beginAppearanceTransition and endAppearanceTransition calls reach them
  /// (uikit.containment.neverForwarded).
  case unforwardedChildrenHeld
  /// A scene-based app ended in the foreground (`terminate`) loses its window: the scene
  /// disconnects and the controllers in the window disappear; where it does not hold (before
  /// iOS 13, and in an app without scenes), the window stays as the process ends
  /// (uikit.terminate.sceneDisconnect).
  case terminateTakesWindow
  /// The view a split view's column holds (`observe-as:` beside a column's `navigation:`: a
  /// `NavigationStack` in the detail column, with modifiers of its own) is in the window while
  /// its column is shown: a column hidden, or collapsed away, takes it out, and shown again
  /// brings it back; where it does not hold, it stays while the split view is in the window,
  /// whichever columns show (swiftui.containerView.column).
  case columnViewFollowsColumn
  /// An app that declares no scenes, ended in the foreground on iOS 13 or later, loses its
  /// window's controllers as a scene-based app does (they disappear before
  /// applicationWillTerminate); where it does not hold, the window stays as the process ends, as
  /// before iOS 13 (uikit.terminate.appDelegate).
  case terminateWithoutScenesTakesWindow
  /// A SwiftUI `NavigationStack`'s path changed by code behind a sheet (the sheet holding no
  /// stack of its own) is animated as without the sheet; where it does not hold, the change is
  /// made without animation (swiftui.path.underSheet, whose alternative sets it).
  case pathUnderSheetAnimated
  /// A scene-based UIKit app or a SwiftUI app launched into the background (`launch` with
  /// `in-background: true`) connects no scene: only the app delegate hears the launch, and the
  /// next `foreground` connects the scene and shows the window as a launch does; where it does
  /// not hold (before iOS 13, and in an app without scenes), the window is made at launch and
  /// its controllers load and appear in the background (uikit.backgroundLaunch.sceneDeferred).
  case backgroundLaunchDefersWindow
  /// A `UIPageViewController` in the page-curl style nested in a tab or a page (`style:
  /// pageCurl` beside a nested `pages:`) turns with the scroll style's order; where it does not
  /// hold, it turns as a root page-curl pager does (uikit.pages.nestedCurl, whose alternative
  /// sets it).
  case nestedCurlTurnsAsScroll
  /// A `UIHostingController` the app made that a `UIPageViewController` nested in a tab or a
  /// page shows (`- hosting: H` among its pages) hears nothing, nor does its SwiftUI content,
  /// when the pager's tab or outer page is switched away and back; where it does not hold, it
  /// disappears and appears with its container as any page (uikit.pages.nestedHosting, whose
  /// alternative sets it).
  case nestedHostingPageHearsNothing
  /// A split view presented full screen (or in a tab's context) while an iPad's window is of
  /// compact width is the expanded form collapsed, as the window's split view in a narrowed
  /// window, so `resize: regular` expands it; where it does not hold, it is one navigation
  /// stack of its columns, as in a sheet, and stays so when the window widens
  /// (uikit.split.presentedNarrowWindow).
  case narrowPresentedSplitExpandsOnWiden
  /// A split view presented with a context style (`currentContext`, `overCurrentContext`) in
  /// a context of the app's (a tab's, a child's that defines it) takes the window's size class,
  /// which the context's controller inherits: expanded in a wide iPad window; where it does not
  /// hold, it is collapsed into one stack, as in a sheet (uikit.split.presentedInContext).
  case contextSplitTakesWindowWidth
  /// The presented screens of the presentations made in a tab's context go silently when
  /// `setViewControllers` removes that tab while it is selected: no disappearance, only their
  /// release; where it does not hold, they leave the window with their tab, disappearing after
  /// its content (uikit.setTabs.underPresentation, whose alternative sets it).
  case setTabsRemovedContextSilent
  /// A push on the stack whose top holds the child that defines the context of the
  /// presentation up dismisses that presentation: its screens leave the window with the
  /// container's and are released; where it does not, the presentation stays with its
  /// presenter, out of the window, until the container is revealed
  /// (uikit.presentation.childContextPushedOver).
  case contextPushDismissesPresentation
}

/// A fact's value on the profiles an overlay covers, and why we believe it.
public struct FactRow: Hashable, Sendable {
  /// The fact.
  public var fact: Fact
  /// Its value.
  public var value: Bool
  /// The provenance.
  public var rule: Rule

  /// Creates a fact row.
  public init(_ fact: Fact, _ value: Bool, rule: Rule) {
    self.fact = fact
    self.value = value
    self.rule = rule
  }
}

/// Which lane speaks first when both have events in one phase of one step.
public struct ClockRow: Hashable, Sendable {
  /// The phase.
  public var phase: Phase
  /// The lane whose events come first.
  public var first: Lane
  /// The provenance.
  public var rule: Rule

  /// Creates a clock row.
  public init(_ phase: Phase, first: Lane, rule: Rule) {
    self.phase = phase
    self.first = first
    self.rule = rule
  }
}
