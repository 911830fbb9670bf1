import LifecycleCore

/// The provenance of the SwiftUI rows: what each rule says, its source in
/// `swiftui-ground-truth.md`, and how sure we are. The rows that cite them are in `SwiftUITables`.
package enum SwiftUIRules {
  static let ref = "swiftui-ground-truth"

  /// In SwiftUI-owned navigation the destination's onAppear comes before the push's appearance…
  package static let insertedAppearInUpdate = Rule(
    id: "swiftui.push.destinationInUpdate",
    statement: "In SwiftUI-owned navigation the destination's onAppear comes before the push's "
      + "appearance callbacks (the source's viewWillDisappear, the destination's viewWillAppear): "
      + "SwiftUI builds the destination in the graph update, before UIKit starts the transition.",
    source: "\(ref) §0 rule 5, §2.1 (seed 003 log: '2 onAppear' before '1 viewWillDisappear'; pEEcor db5bffe; Bitgouel PR #220)",
    confidence: .observed)
  /// At launch in a SwiftUI app the root content's onAppear comes before the viewWillAppear its…
  package static let launchInUpdate = Rule(
    id: "swiftui.launch.rootInUpdate",
    statement: "At launch in a SwiftUI app the root content's onAppear runs when the first graph "
      + "update ends, before the viewWillAppear that a representable probe in it logs.",
    source: "\(ref) §2.1 (seed 003 log: '1 onAppear' then '1 viewWillAppear' of a "
      + "UIViewControllerRepresentable made in that same update), §1 (Update.dispatchActions)",
    confidence: .observed,
    alternative: "the log says nothing of the hosting controller's own loadView and viewDidLoad, "
      + "which come first (uikit.launch.hostLoadsBeforeContent, inferred).")
  /// Content in a UIHostingController that UIKit shows appears at the first layout after its…
  package static let hostedAppearAfterWillAppear = Rule(
    id: "swiftui.hosted.appearOnAttach",
    statement: "Content in a UIHostingController that UIKit shows appears at the first layout "
      + "after its hosting view joins the window: after viewWillAppear, before viewDidAppear.",
    source: "\(ref) §9, §1 (UIHostingViewBase.didMoveToWindow; Apple onAppear doc)",
    confidence: .inferred,
    alternative: "for a non-animated transition viewDidAppear may come before SwiftUI's first render.")
  /// A screen revealed by a pop appears when its hosting view is re-added: after its…
  package static let revealedAppearOnAttach = Rule(
    id: "swiftui.pop.revealedOnAttach",
    statement: "A screen revealed by a pop appears when its hosting view is re-added: after its "
      + "viewWillAppear, before the transition's did-callbacks.",
    source: "\(ref) §0 rule 6, §2.1, §2.4 (seed 003 log: '1 viewWillAppear' then '1 onAppear')",
    confidence: .observed,
    alternative: "the log shows no did-callback: its place before them is inferred (§2.4).")
  /// Content whose hosting view leaves the window disappears after the Core Animation commit that…
  package static let leftWindowDisappearAfterCommit = Rule(
    id: "swiftui.disappear.afterCommit",
    statement: "Content whose hosting view leaves the window disappears after the Core Animation "
      + "commit that follows: after the UIKit callbacks of the transition.",
    source: "pEEcor/core-swiftui's documentation of its probe (https://github.com/pEEcor/core-swiftui/blob/"
      + "db5bffe033b7337f5648b8431a21e8ebe71b8ac3/Sources/CoreSwiftUI/ViewLifeCycleModifier/View+ViewLifeCycleModifier.swift#L25): "
      + "going back from View2, its hosting controller's viewWillDisappear, viewDidDisappear, then View2's "
      + "onDisappear (Scenarios/observed/peecor-coreswiftui-pop-probe.yaml); seed 003's log prints onDisappear "
      + "last on push and on pop",
    confidence: .observed,
    alternative: "its position against the other screen's viewDidAppear is not sourced (§12.6).")
  /// Content whose hosting view leaves the window in a step no log shows disappears after the…
  package static let leftWindowInferred = Rule(
    id: "swiftui.disappear.leftWindow",
    statement: "Content whose hosting view leaves the window (a dismissed sheet or cover, a removed "
      + "child hosting controller, content released with its screen) disappears after the Core "
      + "Animation commit that follows, as on a pop.",
    source: "\(ref) §1 (UIHostingViewBase.didMoveToWindow: _performBlockAfterCATransactionCommits), "
      + "§4 table (presented content onDisappear 'after dismissal animation completes'), §9",
    confidence: .inferred)
  /// A completed swipe-back has the pop's SwiftUI order, stretched over the gesture.
  package static let swipeBackComplete = Rule(
    id: "swiftui.swipeBack.complete",
    statement: "A completed swipe-back has the pop's SwiftUI order, stretched over the gesture: "
      + "the revealed screen's onAppear when the gesture begins, the popped screen's onDisappear "
      + "after the commit that ends it.",
    source: "\(ref) §3.1 (inferred from UIKit's swipe timing, SO 18927878, and the pop log §2.1)",
    confidence: .inferred)
  /// Pop-to-root has the pop's SwiftUI order for the root and the top screen.
  package static let popToRoot = Rule(
    id: "swiftui.popToRoot",
    statement: "Pop-to-root has the pop's SwiftUI order for the root and the top screen; screens "
      + "in the middle, already gone from the window, get nothing more.",
    source: "\(ref) §2.4 (pop), §8 (a root's task restarts on pop); no source shows pop-to-root",
    confidence: .inferred)
  /// On a cancelled swipe-back the revealed screen gets onAppear after its viewWillAppear and…
  package static let cancelledSwipeRevealed = Rule(
    id: "swiftui.swipeBack.cancel.revealed",
    statement: "On a cancelled swipe-back the revealed screen gets onAppear after its "
      + "viewWillAppear and onDisappear after the cancellation's UIKit callbacks.",
    source: "\(ref) §0 rule 7, §3.2 (seed 003 part 2 log)", confidence: .observed)
  /// On a cancelled swipe-back the top screen gets no SwiftUI event at all.
  package static let cancelledSwipeTop = Rule(
    id: "swiftui.swipeBack.cancel.top",
    statement: "On a cancelled swipe-back the top screen gets no SwiftUI event at all.",
    source: "\(ref) §0 rule 7, §3.2 (seed 003 part 2 log)", confidence: .observed)
  /// Content of a SwiftUI sheet or fullScreenCover appears when presentation starts, from the…
  package static let presentedInUpdate = Rule(
    id: "swiftui.present.contentInUpdate",
    statement: "Content of a SwiftUI sheet or fullScreenCover appears when presentation starts, "
      + "from the update that inserted it, before UIKit's callbacks.",
    source: "\(ref) §4 (swiftyplace), §1 (child hosts inherit attachment)", confidence: .inferred,
    alternative: "it could appear at the first layout of the presented hosting view, after viewWillAppear.")
  /// A full-screen cover takes the presenter out of the window: it gets onDisappear after the…
  package static let coverPresenter = Rule(
    id: "swiftui.cover.presenter",
    statement: "A full-screen cover takes the presenter out of the window: it gets onDisappear "
      + "after the cover is up, and onAppear when dismissal starts.",
    source: "\(ref) §0 rule 10, §4 (app comment 'fullScreenCover triggers onDisappear too'; Apple .fullScreen doc)",
    confidence: .inferred,
    alternative: "the timing has no printed SwiftUI log.")
  /// A sheet, a popover, an alert or a confirmation dialog leaves the presenter in the window:
  /// the presenter gets no SwiftUI event.
  package static let sheetPresenter = Rule(
    id: "swiftui.sheet.presenter",
    statement: "A sheet, a popover, an alert or a confirmation dialog leaves the presenter in the window: "
      + "the presenter gets no SwiftUI event.",
    source: "\(ref) §0 rule 10, §4 (Hackworth 2019; greatytc); for popovers, alerts and dialogs the reading of "
      + "Apple's popover(isPresented:attachmentAnchor:arrowEdge:content:), alert(_:isPresented:actions:) and "
      + "confirmationDialog(_:isPresented:titleVisibility:actions:) pages (https://developer.apple.com/documentation/swiftui/view/"
      + "alert(_:ispresented:actions:)): each is shown over the view that declares it, which UIKit presents as a "
      + "popover or a UIAlertController and keeps in the window (the profile's alert fact); no log",
    confidence: .inferred)
  /// A sheet's or a full-screen cover's `onDismiss` runs on its presenter once the dismissal
  /// is over: after the presented controller's viewDidDisappear, before the content's onDisappear.
  package static let onDismiss = Rule(
    id: "swiftui.present.onDismiss",
    statement: "A sheet's or a full-screen cover's onDismiss closure runs on its presenter once the dismissal is over, "
      + "whether the binding, dismiss() or a swipe ended it: after the presented controller's viewDidDisappear "
      + "(UIKit's dismissal completion), before the presented content's onDisappear at the commit.",
    source: "Apple, sheet(isPresented:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/"
      + "sheet(ispresented:ondismiss:content:)): 'The closure to execute when dismissing the sheet', and the same "
      + "words on sheet(item:onDismiss:content:) and fullScreenCover(isPresented:onDismiss:content:); its place "
      + "against the callbacks is our reading of a presentation UIKit carries out, whose dismiss(animated:completion:) "
      + "runs its completion after the presented controller's viewDidDisappear (Apple, dismiss(animated:completion:)); "
      + "a maintainer's run of sheet(item:onDismiss:content:) given a new item prints onDismiss 'between the dismissal "
      + "and presentation' (pointfreeco/swift-navigation#238, https://github.com/pointfreeco/swift-navigation/pull/238), "
      + "which places it after the dismissal but not against the content's onDisappear",
    confidence: .inferred,
    alternative: "it could run after the presented content's onDisappear, at the commit that removes the content's view.")
  /// A cancelled sheet drag gives no SwiftUI event on either side.
  package static let swipeDownCancel = Rule(
    id: "swiftui.swipeDown.cancel",
    statement: "A cancelled sheet drag gives no SwiftUI event on either side.",
    source: "\(ref) §4 (no source; inferred from the mechanism)", confidence: .inferred)
  /// Tab switch: the new tab appears at the first layout of its hosting view, the old one…
  package static let tabSwitch = Rule(
    id: "swiftui.tab.switch",
    statement: "Tab switch: the new tab appears at the first layout of its hosting view, the old "
      + "one disappears after the commit, so the new onAppear precedes the old onDisappear.",
    source: "\(ref) §5 (csdndocs 2015 UIKit order; kmatzka README)", confidence: .conflicting,
    alternative: "on iOS 13 a UIKit tab bar's hosted tab ran onAppear on its first selection only "
      + "(observed: StatefulTabView #12, Scenarios/observed/statefultabview-ios13-hosted-tab-onappear.yaml).")
  /// Swapping a conditional view with the default transition: the new view's onAppear comes…
  package static let conditionalDefault = Rule(
    id: "swiftui.conditional.default",
    statement: "Swapping a conditional view with the default transition: the new view's onAppear "
      + "comes before the old view's onDisappear, in the same update.",
    source: "\(ref) §0 rule 8, §6 (OpenSwiftUI compatibility tests run against SwiftUI, iOS 18.5)",
    confidence: .observed)
  /// With .transition(.identity) the old view's onDisappear comes first.
  package static let conditionalIdentity = Rule(
    id: "swiftui.conditional.identity",
    statement: "With .transition(.identity) the old view's onDisappear comes first.",
    source: "\(ref) §0 rule 8, §6 (OpenSwiftUI compatibility tests)", confidence: .observed)
  /// With an animated removal, onDisappear fires only after the removal animation ends.
  package static let conditionalAnimated = Rule(
    id: "swiftui.conditional.animatedRemoval",
    statement: "With an animated removal, onDisappear fires only after the removal animation ends.",
    source: "\(ref) §6 (Tokamak PR #426; square/Blueprint #48; capibara1969)", confidence: .observed)
  /// Removing a conditional view without animation runs its onDisappear at the end of the update…
  package static let hideImmediate = Rule(
    id: "swiftui.conditional.hide",
    statement: "Removing a conditional view without animation runs its onDisappear at the end of "
      + "the update that removed it.",
    source: "\(ref) §1 (AppearanceEffect willRemove → enqueueAction), §6", confidence: .inferred)
  /// Inside one hosting view, nested views' onAppear fire innermost first; modifiers on one…
  package static let nestedDeepestFirst = Rule(
    id: "swiftui.nested.deepestFirst",
    statement: "Inside one hosting view, nested views' onAppear fire innermost first, modifiers "
      + "on one view in declaration order; their task bodies start after every onAppear, again "
      + "innermost first.",
    source: "\(ref) §0 rule 3, §7 (benigumo 2024 log: Text, VStack, Group onAppear, then their tasks)",
    confidence: .observed)
  /// Nested views' onDisappear are taken innermost first too, as their onAppear.
  package static let nestedDisappear = Rule(
    id: "swiftui.nested.disappear",
    statement: "Nested views' onDisappear fire innermost first, as their onAppear do.",
    source: "\(ref) §1 (disappear actions are queued from willRemove as the subgraph is removed); "
      + "the §7 log shows only appearance", confidence: .inferred,
    alternative: "the removed subgraph could queue its outer view's onDisappear first.")
  /// A task's body starts after every onAppear of its update, on a later main-actor turn: during…
  package static let taskStart = Rule(
    id: "swiftui.task.start",
    statement: "A task's body starts after every onAppear of its update, on a later main-actor "
      + "turn: during the animation, or after the step when nothing animates.",
    source: "\(ref) §0 rule 9, §8 (benigumo log; Apple .task doc; faganello)", confidence: .inferred,
    alternative: "its position against UIKit's callbacks is not sourced (§12.6).")
  /// A task is cancelled in the same batch as its view's onDisappear, right after it.
  package static let taskCancel = Rule(
    id: "swiftui.task.cancel",
    statement: "A task is cancelled in the same batch as its view's onDisappear, right after it.",
    source: "\(ref) §8 (OpenSwiftUI _TaskModifier is an appear/disappear pair)", confidence: .inferred)
  /// Background and foreground give no onAppear or onDisappear; use scenePhase.
  package static let noAppStateEvents = Rule(
    id: "swiftui.background.none",
    statement: "Background and foreground give no onAppear or onDisappear; use scenePhase.",
    source: "\(ref) §0 rule 11, §11 (Qiita idylwork; Datadog SDK; Apple ScenePhase)", confidence: .observed)
  /// A rotation or a trait change gives SwiftUI content no onAppear or onDisappear.
  package static let noSizeOrTraitEvents = Rule(
    id: "swiftui.sizeOrTrait.none",
    statement: "A rotation or a trait change gives the SwiftUI content on screen no onAppear or onDisappear: its "
      + "views stay in the hierarchy and are only laid out or redrawn again.",
    source: "Apple, onAppear(perform:) and onDisappear(perform:) "
      + "(https://developer.apple.com/documentation/swiftui/view/onappear(perform:): before the view appears; "
      + "\(ref) §0: the callbacks follow insertion into and removal from the hierarchy); no log of a rotation, "
      + "so our reading",
    confidence: .inferred,
    alternative: "content whose branch depends on a size class or the color scheme (an if on the environment) swaps "
      + "views, which is a switch-to step, not this one.")

  /// A memory warning gives SwiftUI views no callback.
  package static let noMemoryWarningEvents = Rule(
    id: "swiftui.memoryWarning.none",
    statement: "A memory warning gives SwiftUI views no onAppear, onDisappear or task event: SwiftUI has no view "
      + "callback for it, and a view that cares observes UIApplication's didReceiveMemoryWarningNotification "
      + "itself (onReceive), which is the app's code, not a lifecycle callback.",
    source: "Apple, didReceiveMemoryWarningNotification "
      + "(https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification) and "
      + "Responding to memory warnings (https://developer.apple.com/documentation/uikit/responding-to-memory-warnings: "
      + "the app delegate, view controllers, the notification and dispatch sources are the ways UIKit delivers it); "
      + "no SwiftUI modifier is listed, so our reading",
    confidence: .inferred,
    alternative: "none known: the hosting controllers of SwiftUI content are view controllers and hear it on the "
      + "UIKit lane.")
}

/// The provenance of the SwiftUI rows of later versions: the zoom transition, the root
/// replaced, the tabs at launch, and the known bugs of swiftui-ground-truth §10.
extension SwiftUIRules {
  /// An interrupted zoom push: the destination appears, then disappears after the commit.
  package static let zoomInterruptedPush = Rule(
    id: "swiftui.zoom.interruptedPush",
    statement: "An interrupted zoom push shows the destination's content and removes it within one "
      + "run-loop cycle: it appears as on a push and disappears after the commit, as on a pop; "
      + "the source, out of the window only between two layout passes, gets nothing.",
    source: "\(ref) §1 (a hosting view is marked removed only after the commit, and only if it "
      + "has no window then), §2.4; uikit-ground-truth §4b (the push is converted to a pop)",
    confidence: .inferred,
    alternative: "the source's content could get onDisappear and onAppear if its hosting view is "
      + "marked removed before it is re-added.")
  /// A cancelled zoom pop gives SwiftUI what a cancelled swipe-back gives.
  package static let zoomPopCancel = Rule(
    id: "swiftui.zoom.popCancel",
    statement: "A cancelled zoom pop gives SwiftUI what a cancelled swipe-back gives: the revealed "
      + "screen's onAppear, then its onDisappear; the top screen nothing.",
    source: "\(ref) §3.2 (seed 003 part 2, a classic swipe); no source shows a zoom pop",
    confidence: .inferred)
  /// Replacing the root view: the new root appears in the update, the old content disappears
  /// after the commit.
  package static let replaceRoot = Rule(
    id: "swiftui.replaceRoot",
    statement: "Replacing a SwiftUI app's root view (an if/else at the top of its content): the new "
      + "root's onAppear runs when the update ends; the old content, in hosting controllers of its "
      + "own (NavigationStack destinations, tabs), disappears after the commit that takes them out "
      + "of the window.",
    source: "\(ref) §6 (a conditional swap: the new view appears in the update), §1 (child hosting "
      + "views are marked removed after the commit), §0 rule 4", confidence: .inferred,
    alternative: "the old content could disappear in the update itself, as a conditional view does.")
  /// Screens the window does not show get nothing when the root is replaced.
  package static let replaceRootOffscreen = Rule(
    id: "swiftui.replaceRoot.offscreen",
    statement: "When the root is replaced, content the window does not show (other tabs, screens "
      + "under the top of a stack) has already disappeared and gets nothing more.",
    source: "\(ref) §5 (tabs disappear on deselection), §2 (a covered screen disappears at the end "
      + "of the push)", confidence: .inferred)
  /// At launch only the selected tab's content appears.
  package static let tabsLaunchSelected = Rule(
    id: "swiftui.tab.launchSelectedOnly",
    statement: "At launch only the selected tab's content appears; the other tabs' onAppear runs "
      + "when they are first selected (every version but iOS 17, where every tab appears at launch: "
      + "swiftui.bug.ios17.eagerTabs).",
    source: "Ole Begemann's lifecycle app, iOS 16 (https://github.com/ole/swiftui-view-lifecycle), "
      + "Jinxiansen/SwiftUI #10, iOS 13 (https://github.com/Jinxiansen/SwiftUI/issues/10): onAppear on "
      + "each selection; swiftyplace on iOS 18 (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear: "
      + "'the fetch didn't run until someone actually tapped the tab'; "
      + "Scenarios/observed/swiftyplace-tabview-ios18-lazy.yaml)", confidence: .observed,
    alternative: "iOS 17's eager launch (swiftui.bug.ios17.eagerTabs).")
  /// iOS 18's Tab API is lazy: a single claim.
  package static let lazyTabAPI = Rule(
    id: "swiftui.tab.lazyTabAPI",
    statement: "With iOS 18's Tab API only the selected tab appears at launch; an unselected tab's "
      + "onAppear waits until it is tapped. A single claim, from one blog.",
    source: "swiftyplace (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear): 'On iOS 18 "
      + "… the fetch didn't run until someone actually tapped the tab'; single claim", confidence: .claimed)
  /// iOS 17 runs every tab's onAppear at launch.
  package static let eagerTabsIOS17 = Rule(
    id: "swiftui.bug.ios17.eagerTabs",
    statement: "On iOS 17 a TabView's content appears at launch for every tab, the unselected ones "
      + "too (onAppear, and a task starts); selected later, such a tab gets no second onAppear.",
    source: "swiftyplace (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear): 'On iOS 17, "
      + "that fetch ran at app launch — even though the user was looking at the first tab. On iOS 18, "
      + "same code, the fetch didn't run until someone actually tapped the tab' "
      + "(Scenarios/observed/swiftyplace-tabview-ios17-eager.yaml). The version is the variable: iOS 16 "
      + "and iOS 18 logs show the selected tab alone. Every unselected tab (the report has two tabs), "
      + "its task, and no second onAppear when selected are our reading", confidence: .observed,
    alternative: "only the selected tab appears at launch on iOS 17 too (alt.swiftui.tabs.lazyLaunchOnIOS17).")
  /// iOS 13: a UIKit tab bar's hosted SwiftUI content appears once.
  package static let hostedTabsAppearOnceIOS13 = Rule(
    id: "swiftui.bug.ios13.hostedTabAppearsOnce",
    statement: "On iOS 13, SwiftUI content in a UITabBarController's hosting controller gets onAppear "
      + "the first time its tab is shown and never again, and no onDisappear when its tab is left; "
      + "from iOS 14 it gets both on every switch. A SwiftUI TabView is not affected.",
    source: "StatefulTabView #12 (https://github.com/NicholasBellucci/StatefulTabView/issues/12, "
      + "2021-05-01): a UITabBarController of UIHostingControllers, onAppear once on the iOS 13.0 "
      + "simulator, on every show on 14.0, 14.5 and a 14.5 device "
      + "(Scenarios/observed/statefultabview-ios13-hosted-tab-onappear.yaml); Jinxiansen/SwiftUI #10 "
      + "(https://github.com/Jinxiansen/SwiftUI/issues/10) shows a SwiftUI TabView on iOS 13 calling "
      + "onAppear on each selection, so the container is the variable. 13.1 to 13.7 and the missing "
      + "onDisappear (the view is never told it left) are our reading", confidence: .observed,
    alternative: "only iOS 13.0 keeps the content appeared; or onDisappear runs on leaving while onAppear "
      + "still does not run again.")
  /// iOS 13.0 to 13.3: a view replaced from its own onAppear gets no onDisappear.
  package static let replacedViewKeepsAppearing = Rule(
    id: "swiftui.bug.ios13.replacedViewNoDisappear",
    statement: "On iOS 13.0 to 13.3 a view replaced by another from its own onAppear (a state change made "
      + "there) gets no onDisappear; shown again, it gets no onAppear either. Fixed in iOS 13.4. A "
      + "replacement made on a later turn, as a step is, behaves as on 13.4.",
    source: "nalexn/clean-architecture-swiftui #14 (https://github.com/nalexn/clean-architecture-swiftui/issues/14, "
      + "2020-03-05): a loadingView whose onAppear calls the action that replaces it: onDisappear 'will never be "
      + "called, even when this view is replaced by another one. Thus when this view visually re-appears, "
      + "`onAppear` is also not called'; with the action dispatched asynchronously, 'this happens, and the "
      + "onAppear is called properly again when this view re-appears' (Scenarios/observed/"
      + "nalexn-14-async-replacement-disappears.yaml). No step replaces a view from its own onAppear: the bug runs "
      + "as the alternative alt.swiftui.ios13.replacedFromOwnOnAppear; the 13.4 fix is the maintainer's reading, "
      + "and the rows it removes are our generalisation of its own onAppear", confidence: .inferred,
    alternative: "every conditional swap on 13.0-13.3 keeps the old view appeared (the overlay, applied to "
      + "every swap).")
  /// iOS 16 and 17: switching away a branch holding a NavigationStack re-fires its root's onAppear.
  package static let stackRootReappears = Rule(
    id: "swiftui.bug.ios16.stackRootOnAppear",
    statement: "On iOS 16 and 17, switching away an if-branch that holds a NavigationStack with "
      + "a screen pushed fires the stack root's onAppear again, as the root view is replaced.",
    source: "\(ref) §10 (fatbobman, 'Traps and Countermeasures for Abnormal onAppear Calls': 'the "
      + "final Link onAppear should not appear'). The extra onAppear is observed; its place in the "
      + "step is inferred, and no source says the bug ends with iOS 18: the end is inferred too",
    confidence: .inferred,
    alternative: "its place among the step's other callbacks is not given; it is put after the new "
      + "root's onAppear.")
  /// iOS 17 on: removing a TabView fires onAppear of its other tabs.
  package static let tabViewRemoval = Rule(
    id: "swiftui.bug.ios17.tabViewRemovalOnAppear",
    statement: "From iOS 17, removing a TabView (a logout that replaces the root) fires onAppear "
      + "of its tabs that are not selected, after the new root's onAppear.",
    source: "\(ref) §5, §10 (FB13103224, feedback-assistant/reports #417, iOS 17 beta 8: 'each "
      + "Tab unnecessarily calls .onAppear'; zenn.dev/dazy log on iOS 18: 'LogIn / Home / MyPage "
      + "/ LogIn / Home')", confidence: .observed,
    alternative: "the reference's table says 'each visited tab'; the report says 'each Tab'.")
  /// iOS 18.0 to 18.4: replacing a NavigationStack calls its views' callbacks again.
  package static let stackReplacementRepeats = Rule(
    id: "swiftui.bug.ios18.stackReplacementRepeats",
    statement: "On iOS 18.0 to 18.4, when a NavigationStack with a view is replaced by another "
      + "view, the view's onAppear, onDisappear and task run again after it disappeared.",
    source: "\(ref) §10 (VAndrJ/awesome-apple-bugs LifeCycleIssueWhenSwitchingViewsWithNavigationStack: "
      + "'onAppear, onDisappear, task are called again', iOS 18.0-18.4, Xcode 16.0-16.3). The repeated "
      + "calls are observed; their place after the step's taskCancel is inferred",
    confidence: .inferred,
    alternative: "the source is a video: the order of the repeated calls is our reading.")
  /// The iOS 18.4 SDK: a custom path Binding fires onAppear of the screen under the source.
  package static let customPathBinding = Rule(
    id: "swiftui.bug.sdk18_4.customPathBinding",
    statement: "Built with the iOS 18.4 SDK or later, a NavigationStack whose path is a custom "
      + "Binding fires onAppear for the destination under the push's source too (not for the "
      + "stack's root), after the destination's; that screen, shown again later, gets no onAppear. "
      + "(Whether its task starts too, neither source says: swiftui.bug.sdk18_4.customPathBinding.task, inferred.)",
    source: "classmethod (https://dev.classmethod.jp/articles/xcode-16-3-navigationstack-onappear-issue, "
      + "2025-07-02, iPhone 16e on iOS 18.5): 'When screen D is displayed, onAppear is called for both screen D and "
      + "screen B. When screen B is displayed, onAppear is not called'; RobertDresler/SwiftUINavigation "
      + "#36 (https://github.com/RobertDresler/SwiftUINavigation/issues/36), the reporter's log: pushing C over "
      + "B calls no onAppear of the root A, pushing D calls B's, pushing E calls C's (the maintainer ran the same code "
      + "and got a correct log, which fits a bug of the SDK the app is built with; the thread does not say which each "
      + "used). Both were seen on 18.4 or later devices; that the bug needs an 18.4 device as well as the 18.4 SDK is inferred",
    confidence: .observed,
    alternative: "'the destination under the source' is our general reading of two stacks; devices "
      + "before 18.4 were not tried.")
  /// The iOS 18.4 SDK: the task that starts with the spurious onAppear.
  package static let customPathBindingTask = Rule(
    id: "swiftui.bug.sdk18_4.customPathBinding.task",
    statement: "With the iOS 18.4 SDK's custom path-Binding bug, the screen under the push's source "
      + "also starts its task, with its spurious onAppear.",
    source: "\(ref) §10 (the sources log onAppear only), §0 rule 9, §8 (.task is an appearance "
      + "action: it starts with onAppear)", confidence: .inferred,
    alternative: "the spurious onAppear comes without a task start.")
}
