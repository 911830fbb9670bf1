import LifecycleCore

/// The provenance of the UIKit rows: what each rule says, its source in
/// `uikit-ground-truth.md`, and how sure we are. The rows that cite them are in `UIKitTables`.
package enum UIKitRules {
  static let ref = "uikit-ground-truth"

  /// A controller made in code is created with init(nibName:bundle:) when the app builds it.
  package static let createInCode = Rule(
    id: "uikit.create.code",
    statement: "A controller made in code is created with init(nibName:bundle:) when the app builds it.",
    source: "kingcos's demo log (https://github.com/kingcos/UIViewController-UIView-LifecycleDemo/blob/"
      + "905d5fc116e44df32e66caf52537aba7a94a448a/UIViewController_Lifecycle.md#L49-L68, iOS 10): "
      + "'init(nibName:bundle:) - NibName: nil, Bundle: nil', then loadView and viewDidLoad when pushed; "
      + "Kuniwak/UIKitTestable's test (https://github.com/Kuniwak/UIKitTestable/blob/"
      + "17bd00de1746003b96120d7ef7f101a4113a6755/UIKitTestableApp/UIKitTestableAppTests/debugViewControllerTests.swift#L15, "
      + "iOS 12.2) asserts .didInit before .viewDidLoad (Scenarios/observed/kingcos-code-controller-push-pop.yaml, "
      + "kuniwak-uikittestable-debug-present.yaml)",
    confidence: .observed,
    alternative: "a controller made in code with a custom initializer still goes through "
      + "init(nibName:bundle:) or init(coder:), which the app's own init wraps.")
  /// A storyboard controller is created with init(coder:) and then receives awakeFromNib.
  package static let createFromStoryboard = Rule(
    id: "uikit.create.storyboard",
    statement: "A storyboard controller is created with init(coder:) and then receives awakeFromNib.",
    source: "\(ref) §1a, T1 (Apple 'Displaying and managing views', 'Prepare Your Views to Appear "
      + "Onscreen' steps 1-5; the readke log shows init(coder:) first but no awakeFromNib)",
    confidence: .documented)
  /// loadView then viewDidLoad run once, lazily, when the view is first needed: just before the…
  package static let loadLazily = Rule(
    id: "uikit.load.lazy",
    statement: "loadView then viewDidLoad run once, lazily, when the view is first needed: just "
      + "before the controller's first appearance.",
    source: "\(ref) §1a, §1b, §6 (QGCallStackObtain backtrace; pgzxc tab log)", confidence: .observed)
  /// A child added in its parent's viewDidLoad gets willMove(toParent:), then its viewDidLoad.
  package static let childAddedOnLoad = Rule(
    id: "uikit.containment.childOnLoad",
    statement: "A child the parent adds in its viewDidLoad gets willMove(toParent:) from addChild, "
      + "then its view loads (viewDidLoad), before its first appearance.",
    source: "\(ref) §7, T15 (SO 48653763 log: willMove(toParentViewController:), viewDidLoad, "
      + "viewWillAppear…)", confidence: .observed)
  /// The app calls didMove(toParent:) itself, right after adding the child's view.
  package static let childDidMoveOnLoad = Rule(
    id: "uikit.containment.childOnLoad.didMove",
    statement: "addChild does not call didMove(toParent:): the app calls it right after adding "
      + "the child's view, so it follows the child's viewDidLoad.",
    source: "\(ref) §7 (Apple didMove(toParent:) doc: call it 'immediately after calling the "
      + "addChild(_:) method' when there is no transition; UIViewController.h comment). The "
      + "SO 48653763 log shows no didMove.", confidence: .documented)
  /// Containers forward each appearance callback to their children from inside their own, so a…
  package static let forwardToChildren = Rule(
    id: "uikit.containment.forwarding",
    statement: "Containers forward each appearance callback to their children from inside their "
      + "own, so a child's callback follows its parent's.",
    source: "\(ref) R8 (objc.io #19 backtrace), §7", confidence: .inferred,
    alternative: "a parent that logs after calling super would print after its children.")
  /// viewIsAppearing follows viewWillAppear once per appearance, before the first…
  package static let viewIsAppearing = Rule(
    id: "uikit.appear.viewIsAppearing",
    statement: "viewIsAppearing follows viewWillAppear once per appearance, before the first "
      + "viewWillLayoutSubviews; apps can override it from the iOS 17 SDK.",
    source: "\(ref) §10 (Apple viewIsAppearing doc; WWDC23 10055; velog rudin_ iOS 17 log)",
    confidence: .documented)
  /// One layout pass (viewWillLayoutSubviews, viewDidLayoutSubviews) runs after viewIsAppearing…
  package static let firstLayout = Rule(
    id: "uikit.layout.pass",
    statement: "One layout pass (viewWillLayoutSubviews, viewDidLayoutSubviews) runs after "
      + "viewIsAppearing and before viewDidAppear (at launch, a root laid out by Auto Layout constraints gets a "
      + "second: uikit.launch.constraintsSecondPass).",
    source: "One pass: prashuk's README (https://github.com/prashuk/iOS-Tutorials/blob/master/ViewAppLifeCycle/README.md), "
      + "a code-made root on jianshu (https://wsa.jianshu.io/p/904706b1b361), PPAbner's sample log, and Booking's "
      + "perfsuite-ios test of an unanimated push on an iOS 26 simulator. The launches logged with two passes "
      + "(readke, seeking-star, yagamo-style on iOS 12.2) are the constrained roots of "
      + "uikit.launch.constraintsSecondPass: yagamo-style's author names constraints as the variable, and the "
      + "one-pass roots of prashuk and PPAbner have none",
    confidence: .observed,
    alternative: "a second pass before viewDidAppear everywhere (alt.uikit.layout.secondPass).")
  /// iOS 12: a push without animation appears before its first layout pass.
  package static let unanimatedPushLayoutAfterAppear = Rule(
    id: "uikit.push.unanimatedLayoutAfterAppear",
    statement: "On iOS 12 a push without animation calls the pushed controller's viewDidAppear before its "
      + "first layout pass (viewWillLayoutSubviews, viewDidLayoutSubviews); from iOS 13 the pass comes before "
      + "viewDidAppear, as in an animated push.",
    source: "jianshu ff7ded05242d (https://www.jianshu.com/p/ff7ded05242d, iPhone XR simulator screenshots of "
      + "2018-11-18, so iOS 12): without animation 'viewDidAppear: 函数调用比 viewWillLayoutSubviews、"
      + "viewDidLayoutSubviews 还早' (Scenarios/observed/jianshu-ff7ded-unanimated-push-appears-before-layout.yaml); "
      + "Booking's perfsuite-ios test, run on an iOS 26.4 simulator, pushes without animation and records the pass "
      + "before viewDidAppear (https://github.com/bookingcom/perfsuite-ios/blob/9e0a2c1783d4b63370d7bcbe026eb52a79c8117c/"
      + "PerformanceSuite/Tests/TTIObserverExtensionTests.swift#L60). The version is the variable modelled; that the "
      + "change came with iOS 13 is our reading", confidence: .observed,
    alternative: "the two logs also differ by how the push is made (a storyboard segue on iOS 12, "
      + "pushViewController in the test): the segue, not the version, may be the variable.")
  /// A controller a pop reveals lays out only on its first appearance.
  package static let popRevealedLayout = Rule(
    id: "uikit.pop.revealedLayout",
    statement: "A controller a pop reveals gets a layout pass only on its first appearance (its view "
      + "was never in the window, as under a stack set at once); one that appeared before gets "
      + "none: its view comes back at the size it had.",
    source: "Four published pops whose apps log their layout callbacks show none for the revealed "
      + "controller: PPAbner's sample log, two pops "
      + "(https://github.com/AbnerPei/PPStudyExamples/blob/6f93cb2ecd7925fa9b10454db5a21a5baf846d15/APIExamples/API_UIViewControllerExample/API_UIViewControllerExample/ViewController.m), "
      + "prashuk's README (https://github.com/prashuk/iOS-Tutorials/blob/master/ViewAppLifeCycle/README.md) "
      + "and the readke log (http://readke.com/c/0Z41505102021.html); Scenarios/observed/ppabner-two-pops-no-layout.yaml, "
      + "prashuk-launch-one-layout-pass.yaml, readke-pop-no-layout.yaml. The first appearance's pass is the first "
      + "layout every appearance log shows (uikit.layout.pass)", confidence: .observed,
    alternative: "a revealed view whose size changed while it was covered (a rotation, a bar shown "
      + "or hidden) lays out again (alt.uikit.pop.revealedLayoutEveryTime lays it out on every reveal).")
  /// The other ways back reveal a controller as a pop does.
  package static let otherPopsRevealedLayout = Rule(
    id: "uikit.pop.revealedLayout.otherWaysBack",
    statement: "Pop-to-root, pop-to, a swipe-back (completed or cancelled) reveal their controller as a "
      + "pop does: a layout pass only on its first appearance.",
    source: "Our reading from the nearest observed operation, the pop (uikit.pop.revealedLayout); no "
      + "published log of these ways back lists layout callbacks", confidence: .inferred,
    alternative: "a revealed view lays out on every reveal (alt.uikit.pop.revealedLayoutEveryTime).")
  /// A child added on load lays out twice on its first appearance.
  package static let childOnLoadLayout = Rule(
    id: "uikit.containment.childOnLoad.layout",
    statement: "A child its parent embeds when its view loads gets a second layout pass on its first "
      + "appearance, before viewDidAppear: the parent's first layout sizes the child's view again.",
    source: "SO 48653763 (https://stackoverflow.com/questions/48653763, 2018): a child added with "
      + "addChild and addSubview in its parent's viewDidLoad logs viewWillLayoutSubviews and "
      + "viewDidLayoutSubviews twice between viewWillAppear and viewDidAppear "
      + "(Scenarios/observed/so-48653763-child-in-viewdidload.yaml). Why it lays out twice is our reading",
    confidence: .observed,
    alternative: "the parent's constraints decide the count; a child pinned by an autoresizing mask "
      + "could lay out once.")
  /// At launch the visible controller loads and appears: loadView, viewDidLoad, viewWillAppear,…
  package static let launchAppear = Rule(
    id: "uikit.launch.root",
    statement: "At launch the visible controller loads and appears: loadView, viewDidLoad, "
      + "viewWillAppear, layout, viewDidAppear; of a tab bar, the first tab only.",
    source: "\(ref) §1a, §1b, §6 (readke, remkoh, prashuk logs; QGCallStackObtain backtrace; "
      + "pgzxc log: only the first tab's controller at launch)", confidence: .observed)
  /// At launch the controllers the window does not show are created but not loaded.
  package static let launchHidden = Rule(
    id: "uikit.launch.hidden",
    statement: "At launch the controllers the window does not show (other tabs, controllers under "
      + "the top of a navigation stack) are created but not loaded: no callback until they first appear.",
    source: "\(ref) §6 (pgzxc log, lxweimin: only the first tab loads), §9 (SO 30117083: only "
      + "the top controller's view is in the window, widely claimed)", confidence: .claimed)
  /// In a SwiftUI app the root hosting controller's view loads before its content appears.
  package static let hostLoadsBeforeContent = Rule(
    id: "uikit.launch.hostLoadsBeforeContent",
    statement: "In a SwiftUI app the root hosting controller's view loads before its content's "
      + "onAppear: content appears only once its hosting view is in the window. A representable "
      + "probe is made and loaded inside that first graph update, also before the queued onAppear.",
    source: "swiftui-ground-truth §1 (UIHostingViewBase.didMoveToWindow: a hosting view without a "
      + "window is 'unattached'; Update.enqueueAction runs appear actions when the update ends)",
    confidence: .inferred,
    alternative: "no log shows loadView or viewDidLoad against onAppear; seed 003 logs only "
      + "viewWillAppear and viewWillDisappear.")
  /// Push: source viewWillDisappear, destination viewWillAppear, then source viewDidDisappear…
  package static let pushOrder = Rule(
    id: "uikit.push.order",
    statement: "Push: source viewWillDisappear, destination viewWillAppear, then source "
      + "viewDidDisappear before destination viewDidAppear.",
    source: "\(ref) §2, T2 (vastdevblog 2012, readke, wangling, sy-catbutler logs; "
      + "Scenarios/observed/vastdevblog-2012-launch-and-push.yaml, catbutler-push-and-back.yaml, "
      + "wlgusdn700-push-pop.yaml). The seeking-star log "
      + "(https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/), once read as a push, has the "
      + "destination's viewDidAppear first; its page names no navigation controller and its order is a "
      + "full-screen presentation's, so it is written as one "
      + "(Scenarios/observed/seeking-star-show-presents-full-screen.yaml, uikit.present.fullScreen.presenterLayout)",
    confidence: .observed,
    alternative: "were seeking-star's transition a push after all: the destination's viewDidAppear before "
      + "the source's viewDidDisappear, the source laying out once more after the destination's layout pass "
      + "(alt.uikit.push.destinationAppearsFirst).")
  /// On push the destination's view loads before the source's viewWillDisappear.
  package static let pushLoadBeforeDisappear = Rule(
    id: "uikit.push.loadFirst",
    statement: "On push the destination's view loads before the source's viewWillDisappear.",
    source: "\(ref) §2, conflict 2-1 (all post-2017 logs; QGCallStackObtain backtrace)", confidence: .observed)
  /// A container at the window's root adds the controllers it holds at launch: willMove(toParent:).
  package static let launchContainment = Rule(
    id: "uikit.launch.containment",
    statement: "At launch a navigation or tab bar controller at the window's root adds the controllers "
      + "it holds as children: each gets willMove(toParent:) once created (after init and awakeFromNib), "
      + "before its view loads.",
    source: "wnstkdyu's traced launch of a storyboard controller (https://wnstkdyu.github.io/2018/02/10/vc-view-lifecycle/, "
      + "2018-02-10): init(coder:), awakeFromNib, willMove(toParentViewController:), then loadView, viewDidLoad, "
      + "viewWillAppear (Scenarios/observed/wnstkdyu-2018-storyboard-root-willmove-before-load.yaml); Apple's "
      + "addChild(_:) page (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)) says it "
      + "calls willMove(toParent:) itself. The post does not name its container: a navigation root is our reading, "
      + "and a tab bar's children get the same by the same addChild",
    confidence: .observed)
  /// …and didMove(toParent:) once the launch's appearance ends.
  package static let launchContainmentDidMove = Rule(
    id: "uikit.launch.containment.didMove",
    statement: "At launch the controllers a root container holds get didMove(toParent:) after the launch's "
      + "viewDidAppear, as a pushed controller does.",
    source: "Our reading from the push (uikit.push.containment: didMove after the destination's viewDidAppear) "
      + "and from wnstkdyu's traced launch, which lists no didMove between willMove and viewDidLayoutSubviews "
      + "(https://wnstkdyu.github.io/2018/02/10/vc-view-lifecycle/); no launch log shows it",
    confidence: .inferred,
    alternative: "right after willMove(toParent:), before the view loads, as a container that is not yet "
      + "in the window could finish its add at once (lifecycle probe of a scenario that observes "
      + "didMoveToParent at launch settles it).")
  /// pushViewController calls willMove(toParent:) at once; didMove(toParent:) follows the…
  package static let pushContainment = Rule(
    id: "uikit.push.containment",
    statement: "pushViewController calls willMove(toParent:) at once; didMove(toParent:) follows "
      + "the destination's viewDidAppear.",
    source: "\(ref) §2, §7, T2 (willMove: Apple addChild doc; didMove after viewDidAppear: "
      + "Neuburg, Programming iOS 6, and the arm1.ru cheat sheet, no log)", confidence: .claimed)
  /// Pop: popped viewWillDisappear, revealed viewWillAppear, popped viewDidDisappear, revealed…
  package static let popOrder = Rule(
    id: "uikit.pop.order",
    statement: "Pop: popped viewWillDisappear, revealed viewWillAppear, popped viewDidDisappear, "
      + "revealed viewDidAppear.",
    source: "\(ref) §3, T3 (readke, vastdevblog, wangling, wlgusdn700 logs)", confidence: .observed)
  /// The popped controller gets willMove(toParent: nil) before its viewWillDisappear and…
  package static let popContainment = Rule(
    id: "uikit.pop.containment",
    statement: "The popped controller gets willMove(toParent: nil) before its viewWillDisappear and "
      + "didMove(toParent: nil) after the transition.",
    source: "\(ref) §3 (Neuburg, Programming iOS 6); position after viewDidAppear inferred",
    confidence: .inferred,
    alternative: "didMove(toParent: nil) could come before the revealed viewDidAppear.")
  /// A controller that leaves the structure deinits after its viewDidDisappear and the revealed…
  package static let releaseAfterTransition = Rule(
    id: "uikit.release.deinit",
    statement: "A controller that leaves the structure deinits after its viewDidDisappear and the "
      + "revealed controller's viewDidAppear, once nothing holds it.",
    source: "\(ref) §3 (readke log: dealloc last)", confidence: .observed)
  /// Pop-to-root: only the top and the root get appearance callbacks (pop pattern); controllers…
  package static let popToRootMiddle = Rule(
    id: "uikit.popToRoot.middle",
    statement: "Pop-to-root: only the top and the root get appearance callbacks (pop pattern); "
      + "controllers in the middle are released silently.",
    source: "hdk2200's sample README (https://github.com/hdk2200/UIViewControllerLifeCycle/blob/"
      + "e33e90e0e765c011a30ae7b2df56a83e330090c3/README.md#L90-L122, 2024, iOS 17 by its viewIsAppearing): "
      + "popping from C to the root A, C and A get the pop pattern and the skipped B only its deinit "
      + "(Scenarios/observed/hdk2200-popto-root-middle-deinit.yaml); it calls popToViewController with the "
      + "root, which popToRootViewController is", confidence: .observed,
    alternative: "a middle controller an app keeps alive is not released.")
  /// An edge swipe starts a pop at once: the top's viewWillDisappear and the revealed…
  package static let swipeBackBegin = Rule(
    id: "uikit.swipeBack.begin",
    statement: "An edge swipe starts a pop at once: the top's viewWillDisappear and the revealed "
      + "viewWillAppear fire when the gesture begins; the dids when it completes.",
    source: "\(ref) §4a, T4 (SO 18927878; wangling; CSDN wf96390 timestamps)", confidence: .claimed)
  /// A cancelled swipe: the revealed controller gets viewWillDisappear, then the top gets…
  package static let swipeBackCancel = Rule(
    id: "uikit.swipeBack.cancel",
    statement: "A cancelled swipe: the revealed controller gets viewWillDisappear, then the top "
      + "gets viewWillAppear and viewDidAppear; the top never gets viewDidDisappear nor deinit.",
    source: "\(ref) §4b, T5 (wangling 2014; CSDN wf96390 2015 log; Apple notifyWhenInteractionChanges doc). "
      + "The logs are of iOS 7-8 and Apple's text gives the wills only: on the modelled versions "
      + "(iOS 12 and later) the order is carried over, not observed",
    confidence: .inferred,
    alternative: "a later UIKit could order the cancellation's did-callbacks differently; no log "
      + "of iOS 12 or later shows them.")
  /// On a cancelled swipe the revealed controller also gets viewDidDisappear, right after its…
  package static let swipeBackCancelRevealedDid = Rule(
    id: "uikit.swipeBack.cancel.revealedDidDisappear",
    statement: "On a cancelled swipe the revealed controller also gets viewDidDisappear, right "
      + "after its viewWillDisappear.",
    source: "\(ref) §4b conflict 4-1 (wangling; CSDN wf96390: yes)", confidence: .conflicting,
    alternative: "Neuburg's custom interactive transition logs the wills without the dids.")
  /// When a cancelled swipe brings the top back, it gets viewIsAppearing after its…
  package static let swipeBackCancelTopAppearing = Rule(
    id: "uikit.swipeBack.cancel.viewIsAppearing",
    statement: "When a cancelled swipe brings the top back, it gets viewIsAppearing after its "
      + "viewWillAppear, as a cancelled sheet drag does.",
    source: "\(ref) §4b (observed only for sheets, §4c)", confidence: .inferred)
  /// The interactive pop calls willMove(toParent: nil) on the top when the gesture begins; on…
  package static let swipeBackCancelContainment = Rule(
    id: "uikit.swipeBack.containment",
    statement: "The interactive pop calls willMove(toParent: nil) on the top when the gesture "
      + "begins; on cancel it is put back with didMove(toParent:) after its viewDidAppear.",
    source: "\(ref) §4a (willMove inferred 'same as programmatic pop')", confidence: .inferred,
    alternative: "UIKit might defer willMove(toParent: nil) until the pop completes.")
  /// Full-screen present: presented viewDidLoad, presenter viewWillDisappear, presented…
  package static let presentFullScreen = Rule(
    id: "uikit.present.fullScreen",
    statement: "Full-screen present: presented viewDidLoad, presenter viewWillDisappear, presented "
      + "viewWillAppear, then presented viewDidAppear before presenter viewDidDisappear.",
    source: "\(ref) §5a, T6 (betterhee iOS 16, velog rudin_ iOS 17, wlgusdn700 logs)", confidence: .observed)
  /// Full-screen dismiss: presented viewWillDisappear, presenter viewWillAppear, then presenter…
  package static let dismissFullScreen = Rule(
    id: "uikit.dismiss.fullScreen",
    statement: "Full-screen dismiss: presented viewWillDisappear, presenter viewWillAppear, then "
      + "presenter viewDidAppear before presented viewDidDisappear, then deinit.",
    source: "\(ref) §5a, T7 (betterhee iOS 16, wlgusdn700 logs)", confidence: .observed)
  /// A card sheet or over-full-screen presentation gives callbacks to the presented controller…
  package static let presentSheet = Rule(
    id: "uikit.present.sheet",
    statement: "A card sheet or over-full-screen presentation gives callbacks to the presented "
      + "controller only; the presenter stays in the window and gets none.",
    source: "\(ref) §5b, T8 (betterhee, velog rudin_ logs; ReSwift #412)", confidence: .observed)
  /// Dismissing a card sheet: presented viewWillDisappear, viewDidDisappear, deinit; the…
  package static let dismissSheet = Rule(
    id: "uikit.dismiss.sheet",
    statement: "Dismissing a card sheet: presented viewWillDisappear, viewDidDisappear, deinit; the "
      + "presenter gets nothing.",
    source: "\(ref) §5b, §4c, T8, T10 (betterhee log; Apple delegate docs)", confidence: .observed)
  /// A popover dismissed by a tap outside it: as a card sheet dismissed by code.
  package static let dismissPopoverByTap = Rule(
    id: "uikit.dismiss.tapOutside",
    statement: "A popover, or an action sheet shown as one, dismissed by a tap outside it: the presented controller "
      + "gets viewWillDisappear, viewDidDisappear and deinit as a card sheet dismissed by code; the presenter, in "
      + "the window all along, gets nothing.",
    source: "Apple, UIModalPresentationStyle.popover ('taps outside the popover cause the popover to be dismissed'); the order is the "
      + "sheet's dismissal (\(ref) §5b: the betterhee log), carried over to another presentation that never takes "
      + "its presenter out of the window; no published log of a popover's dismissal",
    confidence: .inferred)
  /// A cancelled sheet drag: viewWillDisappear, then viewWillAppear, viewIsAppearing…
  package static let swipeDownCancel = Rule(
    id: "uikit.swipeDown.cancel",
    statement: "A cancelled sheet drag: viewWillDisappear, then viewWillAppear, viewIsAppearing, "
      + "viewDidAppear on the sheet; the presenter gets nothing.",
    source: "\(ref) §4c, T9 (velog rudin_ iOS 17 log)", confidence: .observed)
  /// Dismissing a chain of presentations animates only the top one; the ones between are
  /// removed from the stack without animation.
  package static let dismissChain = Rule(
    id: "uikit.dismiss.chain",
    statement: "Dismissing a chain of presentations animates only the top one; the ones between "
      + "are removed from the stack without animation, and released.",
    source: "\(ref) §9 (Apple dismiss(animated:completion:) doc: 'only the top-most view is dismissed "
      + "in an animated fashion; any intermediate view controllers are simply removed from the stack')",
    confidence: .documented)
  /// A presentation removed silently from a dismissed chain is released after the commit.
  package static let dismissChainReleased = Rule(
    id: "uikit.dismiss.chain.released",
    statement: "A presentation removed silently from a dismissed chain is released (deinit) after the "
      + "commit, as a dismissed controller is.",
    source: "\(ref) §9 (Apple dismiss(animated:completion:) doc: the intermediates are 'simply removed "
      + "from the stack'; it says nothing of their release), §3, §5a (deinit after the transition)",
    confidence: .inferred,
    alternative: "another object could keep the controller alive; no log of a chain dismissal exists.")
  /// A presentation between the dismissed one and the top whose view is still in the window
  /// leaves it without animation: viewWillDisappear then viewDidDisappear, after the top's
  /// viewWillDisappear.
  package static let dismissChainInWindow = Rule(
    id: "uikit.dismiss.chain.inWindow",
    statement: "A presentation between the dismissed one and the top whose view is still in the "
      + "window (under a card sheet or an over-full-screen presentation) leaves the window without "
      + "animation: viewWillDisappear then viewDidDisappear, right after the top's viewWillDisappear.",
    source: "\(ref) §9 (Apple dismiss doc: intermediates are not animated), R1 (appearance callbacks "
      + "follow the view leaving the window); no log of a chain dismissal",
    confidence: .inferred,
    alternative: "its viewDidDisappear could come with the top's, after the animation "
      + "(alt.uikit.dismiss.chain.disappearWithTop); or UIKit could remove it with no appearance "
      + "callback at all, against R1 (alt.uikit.dismiss.chain.silent).")
  /// A presentation between the dismissed one and the top that is under a full-screen
  /// presentation is already out of the window: no appearance callback, only deinit.
  package static let dismissChainCovered = Rule(
    id: "uikit.dismiss.chain.covered",
    statement: "A presentation between the dismissed one and the top that a full-screen "
      + "presentation covers is already out of the window: it gets no appearance callback.",
    source: "\(ref) §9 (Apple dismiss doc), §5a (full screen removes the presenter's views), R1",
    confidence: .inferred,
    alternative: "UIKit could put its view back in the window for the dismissal and send it a "
      + "viewWillAppear/viewWillDisappear pair; no log of a chain dismissal exists.")
  /// Tab switch: new tab viewWillAppear before old tab viewWillDisappear; old viewDidDisappear…
  package static let tabSwitch = Rule(
    id: "uikit.tab.switch",
    statement: "Tab switch: new tab viewWillAppear before old tab viewWillDisappear; old "
      + "viewDidDisappear before new viewDidAppear.",
    source: "\(ref) §6, T12, T13 (pgzxc log; lxweimin prose log; csdndocs 2015; no log after 2021, "
      + "so iOS 18's redesigned tab bar is unverified)", confidence: .observed)
  /// On a tab switch the new tab's viewIsAppearing comes after the old tab's viewWillDisappear.
  package static let tabSwitchAppearingAfterWillDisappear = Rule(
    id: "uikit.tab.switch.appearingAfterWillDisappear",
    statement: "On a tab switch the new tab's viewIsAppearing (and its layout pass) comes after the old "
      + "tab's viewWillDisappear: both will-callbacks are sent when the selection changes, and "
      + "viewIsAppearing from the next layout pass.",
    source: "tommywutong's study note, a UIKit app run as a Mac Catalyst binary on iPadOS 26.5 "
      + "(https://github.com/tommywutong/obsidian-notes/blob/2022161d06ae3d185478e05616479c5839d30543/iOS/20%20%E4%B8%93%E9%A2%98%E7%AC%94%E8%AE%B0/UIKit%20%E4%B8%8E%E6%B8%B2%E6%9F%93/iOS%20UIViewController%EF%BC%9A%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F%E7%9A%84%E7%9C%9F%E5%AE%9E%E9%A1%BA%E5%BA%8F%E4%B8%8E%E5%AE%B9%E5%99%A8%E6%8E%A7%E5%88%B6%E5%99%A8.md#L266-L275): "
      + "selectedIndex set, T2 viewWillAppear, A viewWillDisappear, T2 viewIsAppearing, A viewDidDisappear, T2 "
      + "viewDidAppear; its backtraces send viewIsAppearing from layoutSublayersOfLayer: during the commit, as "
      + "Apple's viewIsAppearing page says it comes once the view is in the hierarchy and laid out "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)). "
      + "Scenarios/observed/tommywutong-2026-catalyst-tab-switch-viewisappearing.yaml. The author measured on "
      + "Catalyst and did not re-check on an iPhone; that the layout pass waits with it is our reading",
    confidence: .observed,
    alternative: "right after the new tab's viewWillAppear, before the old tab's viewWillDisappear (the reading "
      + "before this log, from the general viewIsAppearing row).")
  /// A child added to a visible parent gets viewIsAppearing after the app's didMove(toParent:).
  package static let childAppearingAfterDidMove = Rule(
    id: "uikit.containment.addWhileVisible.appearingAfterDidMove",
    statement: "A child added to a visible parent gets viewIsAppearing after the app's didMove(toParent:) "
      + "call, from the layout pass that follows the app's three calls, not inside addSubview.",
    source: "tommywutong's study note, a UIKit app run as a Mac Catalyst binary on iPadOS 26.5, two runs "
      + "(https://github.com/tommywutong/obsidian-notes/blob/2022161d06ae3d185478e05616479c5839d30543/iOS/20%20%E4%B8%93%E9%A2%98%E7%AC%94%E8%AE%B0/UIKit%20%E4%B8%8E%E6%B8%B2%E6%9F%93/iOS%20UIViewController%EF%BC%9A%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F%E7%9A%84%E7%9C%9F%E5%AE%9E%E9%A1%BA%E5%BA%8F%E4%B8%8E%E5%AE%B9%E5%99%A8%E6%8E%A7%E5%88%B6%E5%99%A8.md#L337-L347): "
      + "C1 willMoveToParent, viewDidLoad, viewWillAppear (in addSubview), didMoveToParent, then viewIsAppearing "
      + "and viewDidAppear (Scenarios/observed/tommywutong-2026-catalyst-add-child-didmove-twice.yaml); the same "
      + "note's tab switch shows viewIsAppearing sent from the commit's layout. Measured on Catalyst, not re-checked "
      + "on an iPhone",
    confidence: .observed,
    alternative: "inside addSubview, right after viewWillAppear (the general viewIsAppearing row's reading).")
  /// A tab's view loads on its first selection, immediately before its first viewWillAppear.
  package static let tabLazyLoad = Rule(
    id: "uikit.tab.lazyLoad",
    statement: "A tab's view loads on its first selection, immediately before its first viewWillAppear.",
    source: "\(ref) §6 (pgzxc log; lxweimin)", confidence: .observed)
  /// Going to the background or coming back gives no appearance callbacks: the views stay in the…
  package static let backgroundNoAppearance = Rule(
    id: "uikit.background.noAppearance",
    statement: "Going to the background or coming back gives no appearance callbacks: the views "
      + "stay in the window.",
    source: "\(ref) §8, T14 (prashuk log; bunnyhero; Apple R1)", confidence: .observed)
  /// A scene-based app lays out what is on screen for the snapshot when it goes to the background.
  package static let backgroundSnapshotLayout = Rule(
    id: "uikit.background.snapshotLayout",
    statement: "In a scene-based app (iOS 13 to 16) going to the background runs one layout pass on "
      + "what is on screen (the app-switcher snapshot); from iOS 17 two "
      + "(uikit.background.twoSnapshotPassesFromIOS17); an app without scenes (iOS 12, or an app "
      + "delegate alone: `scenes: false`) lays nothing out.",
    source: "prashuk's README (https://github.com/prashuk/iOS-Tutorials/blob/master/ViewAppLifeCycle/README.md): "
      + "with a scene delegate, 'App swipe up: Scene Will Resign Active, Scene Did Enter Background, View "
      + "Will Layout Subviews, View Did Layout Subviews'; its run without scenes lists no layout callback "
      + "on the Home button, and neither does yagamo-style on iOS 12.2 "
      + "(https://yagamo-style.com/2019/05/21/viewcontrollerlifecycle; "
      + "Scenarios/observed/prashuk-background-scene.yaml, Scenarios/observed/yagamo-2019-home-button-no-callbacks.yaml). "
      + "Scene support is the variable; one pass is the count of the scene logs of iOS 13.5 (63rabbits) and the "
      + "iOS 14 SDK (prashuk)", confidence: .observed,
    alternative: "no layout pass in a scene-based app either (alt.uikit.background.noSnapshotLayout): "
      + "a snapshot need not lay out when nothing changed; or two passes, as from iOS 17 "
      + "(alt.uikit.background.twoSnapshotPasses).")
  /// A size change runs a layout pass on every controller on screen, parent first, without…
  package static let rotateLayout = Rule(
    id: "uikit.rotate.layout",
    statement: "A size change runs a layout pass on every controller on screen, parent first, "
      + "without appearance callbacks.",
    source: "\(ref) R5 (Apple: layout 'can happen at any time'; one pass per controller, "
      + "parent first, is our reading). One controller alone on screen: one pass and no appearance "
      + "callback on rotation, observed on iOS 12.2 (yagamo-style 2019-05-21; "
      + "Scenarios/observed/yagamo-2019-rotation-layout.yaml); several controllers and their order "
      + "are not observed", confidence: .inferred,
    alternative: "whether children lay out before their parent is not sourced; a controller on top "
      + "of a navigation stack gets a second pass (uikit.rotate.navigationBarLayout).")
  /// The top of a navigation stack is laid out a second time when the window changes size.
  package static let rotateNavigationLayout = Rule(
    id: "uikit.rotate.navigationBarLayout",
    statement: "When the window changes size, the controller on top of a UINavigationController "
      + "the window shows gets a second layout pass after the first, still without appearance "
      + "callbacks; a controller that is not in a navigation stack gets one.",
    source: "vineetchoudhary's sample app log, iOS 12 "
      + "(https://github.com/vineetchoudhary/iOS-in-Depth/blob/b0cd5e660edc2da741238c030840e6b3781a428a/ApplicationAndViewControllerLifeCycle/README.md#L59): "
      + "'Device Rotated': the navigation controller's viewWillLayoutSubviews/viewDidLayoutSubviews, then "
      + "BViewController's twice, and nothing for the controller under it "
      + "(Scenarios/observed/vineetchoudhary-rotation-two-layout-passes.yaml); against yagamo-style's one "
      + "pass for a controller alone on iOS 12.2. The container is the variable: that the navigation "
      + "bar's new height (and with it the safe area) causes the second pass is our reading", confidence: .observed,
    alternative: "three passes, as kingcos's demo logs for a pushed controller with the iOS 10 SDK "
      + "(https://github.com/kingcos/UIViewController-UIView-LifecycleDemo/blob/915a2cd01fcf6d7e9b2ab68475070915e5d7beb3/UIViewController_Lifecycle.md#L146-L158), "
      + "older than every profile; whether a tab bar's height change gives the same second pass "
      + "is not sourced (no row).")
  /// Adding a child to a visible parent: willMove(toParent:), its view loads, addSubview sends…
  package static let showChild = Rule(
    id: "uikit.containment.addWhileVisible",
    statement: "Adding a child to a visible parent: willMove(toParent:), its view loads, "
      + "addSubview sends viewWillAppear, then the app calls didMove(toParent:).",
    source: "\(ref) §7 (39.103.169.235 note: addSubview triggers viewDidLoad, viewWillAppear, "
      + "viewDidAppear; Apple didMove doc)", confidence: .claimed)
  /// A child added to or removed from a visible parent gets its did-callback after the commit.
  package static let visibleChildAfterCommit = Rule(
    id: "uikit.containment.visibleChildAfterCommit",
    statement: "A child added to or removed from a visible parent gets viewDidAppear or "
      + "viewDidDisappear after the commit, from UIKit's after-appearance block; a removed child "
      + "then deinits once nothing holds it.",
    source: "\(ref) §7 'Uncertain' (viewDidAppear 'may be deferred to the after-commit block'), "
      + "R9 (window-driven did-callbacks run from _executeAfterAppearanceBlock)", confidence: .inferred,
    alternative: "the did-callback could come during addSubview or removeFromSuperview, right after the will.")
  /// Removing a visible child: willMove(toParent: nil), viewWillDisappear on removeFromSuperview…
  /// transition(from:to:…) between two children: both appearance transitions run together.
  package static let childTransition = Rule(
    id: "uikit.containment.transitionFromTo",
    statement: "A container's transition(from:to:duration:options:animations:completion:) between two children: the "
      + "app calls willMove(toParent: nil) on the old child and addChild on the new one; the method adds the new "
      + "child's view, which loads, and runs both appearance transitions together (the old child's viewWillDisappear, "
      + "the new child's viewWillAppear, and when the animation ends the old child's viewDidDisappear and the new "
      + "child's viewDidAppear); in the completion the app calls removeFromParent (the old child's didMove(toParent: nil)) "
      + "and didMove(toParent:) on the new one.",
    source: "Apple, transition(from:to:duration:options:animations:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)): "
      + "it adds the second view controller's view, runs the animations, then removes the first's view; Apple, "
      + "'Creating a custom container view controller' (https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller): "
      + "the willMove, addChild, removeFromParent and didMove calls around it; the order of the appearance callbacks is "
      + "our reading of appearance forwarding (shouldAutomaticallyForwardAppearanceMethods); no published log",
    confidence: .inferred,
    alternative: "the new child's viewWillAppear could come before the old child's viewWillDisappear.")
  /// The page turns of a page view controller, from one log of each (iOS 7).
  static let pageLog = "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (iOS 7)"
  package static let pageScroll = Rule(
    id: "uikit.page.scroll",
    statement: "A page view controller in the scroll style turning to another page: the new page's viewWillAppear, "
      + "the old page's viewWillDisappear, the new page's viewDidAppear, the old page's viewDidDisappear; a turn by "
      + "setViewControllers(_:direction:animated:) is taken to give the same order (no log).",
    source: "\(pageLog): 'Page Scrolling (UIPageViewControllerTransitionStyleScroll) Normal: New viewWillAppear, "
      + "Current viewWillDisappear, New viewDidAppear, Current viewDidDisappear'",
    confidence: .observed)
  /// The first page appears inside setViewControllers, before its layout.
  package static let pageLaunchAppearsAtOnce = Rule(
    id: "uikit.page.launchAppearsAtOnce",
    statement: "At launch the page a page view controller shows first appears inside the app's "
      + "setViewControllers(_:direction:animated:), made before the page controller is in the window (in its "
      + "viewDidLoad, or where it is made): viewDidLoad, viewWillAppear, viewIsAppearing where the app can "
      + "override it, viewDidAppear and didMove(toParent:), and only then its layout passes, where the root of "
      + "any other container is laid out before its viewDidAppear (uikit.launch.root).",
    source: "SO 48653763 (https://stackoverflow.com/questions/48653763, February 2018, iOS not stated): a child "
      + "given to a UIPageViewController subclass with setViewControllers in its viewDidLoad logs 'viewDidLoad(), "
      + "viewWillAppear, viewDidAppear didMove(toParentViewController:), viewWillLayoutSubviews(), "
      + "viewDidLayoutSubviews(), viewWillLayoutSubviews(), viewDidLayoutSubviews()', where the same child added "
      + "with addChildViewController logs both layout passes before viewDidAppear; the answer's disassembly of "
      + "_setViewControllers shows beginAppearanceTransition, addSubview and endAppearanceTransition in one call. "
      + "Its viewIsAppearing (iOS 13 on) is our reading: UIKit calls it before viewDidAppear",
    confidence: .observed,
    alternative: "the page could be laid out before its viewDidAppear, as the root of any other container "
      + "(alt.uikit.page.launchLaidOutFirst).")
  package static let pageScrollCancel = Rule(
    id: "uikit.page.scrollCancel",
    statement: "A swipe to another page in the scroll style let go early: the new page's viewWillAppear, the shown "
      + "page's viewWillDisappear, then the shown page's viewWillAppear and viewDidAppear, the new page's "
      + "viewWillDisappear and viewDidDisappear; the new page never gets viewDidAppear.",
    source: "\(pageLog): 'Canceled Interactive Scrolling: New viewWillAppear, Current viewWillDisappear, Current "
      + "viewWillAppear, Current viewDidAppear, New viewWillDisappear, New viewDidDisappear'",
    confidence: .observed)
  package static let pageCurl = Rule(
    id: "uikit.page.curl",
    statement: "A page view controller in the page-curl style turning to another page: the new page's viewWillAppear, "
      + "the old page's viewWillDisappear and viewDidDisappear, then the new page's viewDidAppear; a turn by "
      + "setViewControllers(_:direction:animated:) is taken to give the same order (no log).",
    source: "\(pageLog): 'Page Curling (UIPageViewControllerTransitionStylePageCurl) Normal: New viewWillAppear, "
      + "Current viewWillDisappear, Current viewDidDisappear, New viewDidAppear'",
    confidence: .observed)
  package static let pageCurlCancel = Rule(
    id: "uikit.page.curlCancel",
    statement: "A page curl let go early: the new page's viewWillAppear, the shown page's viewWillDisappear, the new "
      + "page's viewWillDisappear, the shown page's viewWillAppear, the new page's viewDidDisappear, the shown page's "
      + "viewDidAppear.",
    source: "\(pageLog): 'Canceled Interactive Curling: New viewWillAppear, Current viewWillDisappear, New "
      + "viewWillDisappear, Current viewWillAppear, New viewDidDisappear, Current viewDidAppear'",
    confidence: .observed)
  package static let hideChild = Rule(
    id: "uikit.containment.removeWhileVisible",
    statement: "Removing a visible child: willMove(toParent: nil), viewWillDisappear on "
      + "removeFromSuperview, then didMove(toParent: nil) from removeFromParent.",
    source: "\(ref) §7 (Apple removeFromParent doc: it calls didMove(toParent: nil), the app "
      + "calls willMove(toParent: nil) first; 39.103.169.235 note: removeFromSuperview triggers "
      + "viewWillDisappear and viewDidDisappear)", confidence: .claimed)
  /// On iOS 9 to 12 the sources disagree on whether the pushed controller loads before the
  /// source's viewWillDisappear.
  package static let pushLoadBeforeIOS13 = Rule(
    id: "uikit.push.loadFirst.beforeIOS13",
    statement: "On push the destination's view loads before the source's viewWillDisappear "
      + "(as on iOS 13 and later); on iOS 9-12 this is disputed.",
    source: "\(ref) §2, conflict 2-1 (post-2017 logs: load first; CSDN wf96390 2016: iOS 9 loads after)",
    confidence: .conflicting,
    alternative: "on iOS 9-12 the destination may load inside its viewWillAppear, after "
      + "the source's viewWillDisappear (CSDN wf96390 2016)")
  /// Views inside SwiftUI content are not view controllers.
  package static let viewsAreNotControllers = Rule(
    id: "uikit.view.notAController",
    statement: "A view inside a screen's SwiftUI content is not a view controller: showing or "
      + "hiding it calls no UIKit callback; only hosting controllers and representable "
      + "controllers have them.",
    source: "a SwiftUI View is a value, not a UIViewController (Apple's View protocol); "
      + "swiftui-ground-truth §9 names the hosting controller and UIViewControllerRepresentable "
      + "controllers as the only UIKit callbacks around SwiftUI content", confidence: .documented)
}

/// The provenance of the UIKit rows that later versions add: iOS 18's zoom transition, and
/// replacing a SwiftUI app's root.
extension UIKitRules {
  /// An interrupted zoom push is completed and turned into a pop with the full cycle.
  package static let zoomInterruptedPush = Rule(
    id: "uikit.zoom.interruptedPush",
    statement: "iOS 18 never cancels a zoom push: an interrupted one is completed and turned into "
      + "a pop within one run-loop cycle, so the pushed controller gets viewWillAppear, "
      + "viewIsAppearing, viewDidAppear, then viewWillDisappear and viewDidDisappear.",
    source: "\(ref) §4b 'Interrupted push', §10, T17 (Apple 'Enhancing your app with fluid "
      + "transitions': 'It doesn't cancel a push — instead, it converts it to a pop'; rldd.tistory.com/617)",
    confidence: .documented)
  /// Everything but the pushed controller's appearance follows a push, then a pop.
  package static let zoomInterruptedOthers = Rule(
    id: "uikit.zoom.interruptedPush.others",
    statement: "Around an interrupted zoom push, everything but the pushed controller's appearance "
      + "callbacks is a push then a pop: the source's viewWillDisappear and viewDidDisappear, then "
      + "viewWillAppear and viewDidAppear; the pushed controller's containment calls and its release.",
    source: "\(ref) §2 (push), §3 (pop), applied to Apple's 'converts it to a pop' (§4b); Apple "
      + "speaks only of the pushed controller", confidence: .inferred)
  /// A cancelled pop of a zoom-pushed controller goes straight back to appearing.
  package static let zoomPopCancel = Rule(
    id: "uikit.zoom.popCancel",
    statement: "A cancelled pop of a controller pushed with the zoom transition: it gets "
      + "viewWillDisappear, then goes straight back to the appearing state and gets viewDidAppear, "
      + "with no second viewWillAppear (Apple's figure).",
    source: "\(ref) §4b conflict 4-2 (Apple 'Enhancing your app with fluid transitions': the "
      + "figure names viewDidAppear, the prose viewDidDisappear; classic swipes and iOS 17 sheets "
      + "log viewWillAppear and viewIsAppearing again)", confidence: .conflicting,
    alternative: "Apple's prose: viewDidDisappear instead of viewDidAppear "
      + "(alt.uikit.zoomPopCancel.prose); the classic cancelled swipe: viewWillAppear, "
      + "viewIsAppearing, viewDidAppear (alt.uikit.zoomPopCancel.classic).")
  /// The revealed controller of a cancelled zoom pop is treated as in a classic cancelled swipe.
  package static let zoomPopCancelRevealed = Rule(
    id: "uikit.zoom.popCancel.revealed",
    statement: "The controller a cancelled zoom pop revealed gets what it gets on a classic "
      + "cancelled swipe: viewWillAppear at the start, viewWillDisappear and viewDidDisappear on cancel.",
    source: "\(ref) §4b (classic cancelled swipe, T5); Apple's fluid-transition text speaks only "
      + "of the popped controller", confidence: .inferred)
  /// A sheet(item:) given another item: a dismissal, then a presentation.
  package static let itemSwitch = Rule(
    id: "uikit.sheetItem.switch",
    statement: "A SwiftUI sheet(item:) given another item dismisses the old sheet's hosting "
      + "controller (viewWillDisappear, viewDidDisappear) and, once that ends, presents a new "
      + "one (init, its view loaded, viewWillAppear, layout, viewDidAppear); a controller cannot "
      + "present while its presentation is being dismissed. A UIKit controller that swaps its "
      + "presentation does the same in code: dismiss(animated:completion:), then present from "
      + "the completion, which runs once the dismissal is over.",
    source: "Apple, sheet(item:onDismiss:content:), https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) "
      + "('the system dismisses the sheet and replaces it with a new one using the same process'); "
      + "Apple, UIViewController.dismiss(animated:completion:), "
      + "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) "
      + "('The block to execute after the view controller is dismissed'); "
      + "Apple, UIViewController.present(_:animated:completion:), "
      + "https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
    confidence: .inferred,
    alternative: "SwiftUI could start the new presentation before the old dismissal's did-callbacks.")
  /// A cover given another item: its presenter comes back between the two covers.
  package static let coverItemPresenterBetween = Rule(
    id: "uikit.coverItem.presenterBetween",
    statement: "When a presentation that covers its presenter (a fullScreenCover(item:), a full-screen "
      + "presentation swapped in code) is given another item, the dismissal brings the presenter "
      + "back into the window (viewWillAppear, viewDidAppear, as a full-screen dismissal does) and "
      + "the new presentation covers it again (viewWillDisappear, viewDidDisappear, as a full-screen "
      + "presentation does), in the second transition's phases.",
    source:
      "Apple, fullScreenCover(item:onDismiss:content:), https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:) "
      + "and sheet(item:onDismiss:content:) ('the system dismisses the sheet and replaces it with a new one "
      + "using the same process'); the full-screen dismissal's and presentation's own rows "
      + "(uikit.present.fullScreen, uikit.dismiss.fullScreen)",
    confidence: .inferred,
    alternative: "the new cover could be presented before the presenter's view rejoins the window, "
      + "which then gets nothing (alt.platform.coverItem.presenterGetsNothing).")
  /// A task(id:) restarting moves no controller.
  package static let taskRestartNone = Rule(
    id: "uikit.taskRestart.none",
    statement: "A SwiftUI view's task(id:) restarting changes no view controller's place: the "
      + "hosting controller gets no appearance callback.",
    source: "Apple, View.task(id:priority:_:), https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) "
      + "(a task restarted on a value change, not on appearance); Apple, UIViewController "
      + "viewWillAppear(_:), https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) "
      + "(sent when the view is about to be added to a view hierarchy)",
    confidence: .inferred)
  /// A view's .id(_:) changing moves no controller.
  package static let identityChangeNone = Rule(
    id: "uikit.identityChange.none",
    statement: "A SwiftUI view given a new .id(_:) value changes no view controller's place: the "
      + "new identity is built inside the same hosting view, whose controller stays in the window "
      + "(or out of it) as it was and gets no appearance callback; SwiftUI's navigation keeps the "
      + "destination's hosting controller, which the path, not the view's identity, decides.",
    source: "Apple, View.id(_:), https://developer.apple.com/documentation/swiftui/view/id(_:) "
      + "(the identity of the view is reset); Apple, UIHostingController.rootView, "
      + "https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview (the root "
      + "view is replaced in place); Apple, UIViewController viewWillAppear(_:), "
      + "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) (sent "
      + "when the view is about to be added to a view hierarchy)",
    confidence: .inferred)
  /// Replacing a SwiftUI app's root moves hosting controllers out of and into the window.
  package static let replaceRoot = Rule(
    id: "uikit.replaceRoot",
    statement: "Replacing a SwiftUI app's root view takes the old content's hosting controllers "
      + "out of the window (viewWillDisappear, viewDidDisappear, then deinit) and puts the new "
      + "content's in (its view loads in the update, then viewWillAppear, layout, viewDidAppear), "
      + "as for any controller whose view leaves or joins the window.",
    source: "\(ref) R1 (appear means added to the window), R9 (window-driven did-callbacks), §7 "
      + "(addSubview and removeFromSuperview send appearance callbacks); no log shows a root swap",
    confidence: .inferred)
  /// A representable's controller comes and goes with the SwiftUI view that holds it, as a
  /// child of the hosting controller that shows the view.
  package static let representableWithItsView = Rule(
    id: "uikit.representable.withItsView",
    statement: "A UIViewControllerRepresentable's controller comes and goes with the SwiftUI view "
      + "that holds it: SwiftUI makes it when the view is inserted and adds it as a child of the "
      + "hosting controller that shows the content, and removes it when the view is removed. It "
      + "then gets a child's callbacks (uikit.containment.addWhileVisible, removeWhileVisible), "
      + "and, while it is there, its hosting controller's appearance callbacks right after that "
      + "controller's own (uikit.containment.forwarding), at any depth of views.",
    source: "Apple's UIViewControllerRepresentable page "
      + "(https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable): SwiftUI "
      + "calls makeUIViewController(context:) once when it creates the view and "
      + "dismantleUIViewController(_:coordinator:) before removing it; \(SwiftUIRules.ref) §2.1 "
      + "(seed 003 log: a representable in .background logs its hosting controller's "
      + "viewWillAppear and viewWillDisappear). That the controller is the hosting controller's "
      + "child, and so hears the hosting controller's callbacks at any depth, is our reading.",
    confidence: .inferred,
    alternative: "inside a page-style TabView a representable's controller is reported to get no "
      + "viewWillAppear or viewDidAppear (FB12795690, https://github.com/feedback-assistant/reports/issues/411, "
      + "iOS 16.5): its view joins the window without appearance forwarding (uikit.representable.inPage).")
  /// A UINavigationController that a representable shows pushes and pops as any navigation
  /// controller does.
  package static let representableNavigationStack = Rule(
    id: "uikit.representable.navigationStack",
    statement: "A UINavigationController that a UIViewControllerRepresentable shows in SwiftUI content (a SwiftUI app's "
      + "'hosting:' tab) pushes and pops its UIKit controllers as any navigation controller: the step's host is UIKit's, "
      + "with the rows of a UINavigationController's push, pop and swipe-back, and the navigation controller hears none of "
      + "them. On a tab switch it is the representable's controller (uikit.representable.withItsView) and forwards what it "
      + "hears to the top of its stack (uikit.containment.forwarding).",
    source: "Apple's UIViewControllerRepresentable page "
      + "(https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable): SwiftUI makes and updates the "
      + "controller and leaves its own behaviour to it; Apple's UINavigationController page "
      + "(https://developer.apple.com/documentation/uikit/uinavigationcontroller): pushViewController(_:animated:) and "
      + "popViewController(animated:) manage the stack and its transitions. No published log shows a navigation controller "
      + "inside a representable: our reading, from the nearest observed rows (a UIKit app's push and pop).",
    confidence: .inferred,
    alternative: "SwiftUI's TabView swaps the tab's views without forwarding appearance to the representable's controller, "
      + "as FB12795690 (https://github.com/feedback-assistant/reports/issues/411) reports for a page-style TabView: the "
      + "navigation controller and its top hear no tab switch (alt.uikit.representable.navigationStack.tabSwitchUnforwarded).")
  /// A SwiftUI app presents a flow whose content is a representable's UINavigationController.
  package static let representablePresentedNavigation = Rule(
    id: "uikit.representable.presentedNavigation",
    statement: "A UINavigationController that a UIViewControllerRepresentable shows as the content of a SwiftUI "
      + "presentation (a sheet or full-screen cover; a SwiftUI app's presented flow, 'hosting: [...]' in a declaration) "
      + "is the representable's controller: SwiftUI makes it with the presented view and adds it as a child of the "
      + "presentation's hosting controller, so it hears that controller's appearance callbacks of the presentation and "
      + "of the dismissal (uikit.representable.withItsView) and forwards them to the top of its stack "
      + "(uikit.containment.forwarding); a push or pop inside is the navigation controller's own, with UIKit's rows, as "
      + "in a SwiftUI app's 'hosting:' tab (uikit.representable.navigationStack).",
    source: "Apple's UIViewControllerRepresentable page "
      + "(https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable): SwiftUI makes the controller "
      + "with its view and leaves its own behaviour to it; Apple's UINavigationController page "
      + "(https://developer.apple.com/documentation/uikit/uinavigationcontroller). No published log shows a navigation "
      + "controller inside a presented representable: our reading, from the nearest modelled operations (a representable "
      + "in a tab, seed 003's representable hearing its hosting controller, a UIKit app's push and pop).",
    confidence: .inferred,
    alternative: "The navigation controller keeps the appearance it hears to itself and its top hears nothing of the "
      + "presentation or dismissal, as FB12795690 (https://github.com/feedback-assistant/reports/issues/411) reports a "
      + "representable in a page-style TabView hearing nothing (alt.uikit.representable.presentedNavigation.unforwarded).")
  /// A SwiftUI app pushes SwiftUI content in a hosting controller of its own on a represented
  /// UINavigationController.
  package static let representableHostedPush = Rule(
    id: "uikit.representable.hostedPush",
    statement: "A UINavigationController that a UIViewControllerRepresentable shows (a SwiftUI app's 'hosting:' tab or "
      + "presented flow) pushes controllers: a screen with SwiftUI content pushed there is a UIHostingController the app "
      + "makes (UIHostingController(rootView: X)) and pushes, exactly as a UIKit app's hosted screen. The hosting "
      + "controller is the app's, so its UIKit callbacks of the push, pop and swipe-back reach the app's code (the rows "
      + "of a UINavigationController's push and pop, uikit.representable.navigationStack), and its content appears as "
      + "hosted content, at its first layout after the hosting controller's viewWillAppear "
      + "(swiftui.hosted.appearOnAttach), and disappears with it. The same screen elsewhere in the app (SwiftUI's own "
      + "navigation) is in SwiftUI's hosting controller, whose callbacks only a probe reports: UIKit logging is decided "
      + "per reference.",
    source: "Apple's UIHostingController page (https://developer.apple.com/documentation/swiftui/uihostingcontroller): "
      + "a UIKit view controller that manages a SwiftUI view hierarchy, which an app creates with init(rootView:) and "
      + "pushes as any controller; Apple's UIViewControllerRepresentable page "
      + "(https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable). No published log shows a "
      + "hosting controller pushed on a navigation controller inside a representable: our reading, from the nearest "
      + "observed operation (a UIKit app's hosted push, \(SwiftUIRules.ref) §9).",
    confidence: .inferred,
    alternative: "The app pushes from SwiftUI code (a button's action, the representable's update), inside SwiftUI's "
      + "update: the new hosting controller's content may then be built in that update and appear before the push's "
      + "appearance callbacks, as a destination of SwiftUI's own navigation does (swiftui.push.destinationInUpdate; "
      + "alt.uikit.representable.hostedPush.inUpdate).")
  /// A view given a new .id(_:) dismantles the representables inside it and makes new ones.
  package static let representableIdentityChange = Rule(
    id: "uikit.representable.identityChange",
    statement: "When a view whose content shows a UIViewControllerRepresentable (at any depth of views) "
      + "is given a new .id(_:) value in the window, the old representable view is removed and a new one "
      + "inserted: SwiftUI dismantles the old controller (removed from the hosting controller: "
      + "willMove(toParent: nil), viewWillDisappear, didMove(toParent: nil), then viewDidDisappear and, "
      + "after the commit, deinit) and makes a new one under the same name (init, willMove(toParent:), "
      + "its view loading, viewWillAppear, didMove(toParent:), viewIsAppearing and layout, viewDidAppear), "
      + "the controllers it holds with it. The old controller is removed before the new one is added, as "
      + "a branch that replaces a child does (show with replacing:). Out of the window nothing fires now "
      + "(uikit.identityChange.none).",
    source: "Apple's UIViewControllerRepresentable page "
      + "(https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable): "
      + "makeUIViewController(context:) is called once when SwiftUI creates the view, "
      + "dismantleUIViewController(_:coordinator:) before it removes it; Apple, View.id(_:), "
      + "https://developer.apple.com/documentation/swiftui/view/id(_:) (a new identity is a new view); "
      + "the child's callbacks: uikit.representable.withItsView. No published log orders the old and the new "
      + "controller: our reading.",
    confidence: .inferred,
    alternative: "the new controller is made, added and appearing before the old one is removed, as the new "
      + "identity's onAppear comes before the old one's onDisappear with the default transition "
      + "(alt.uikit.representable.identityChange.newFirst).")
  /// A representable's controller inside a page of a page-style TabView gets no appearance
  /// callback: the paging view's cells do not forward them (FB12795690).
  package static let representableInPage = Rule(
    id: "uikit.representable.inPage",
    statement: "A UIViewControllerRepresentable's controller inside a page of a SwiftUI page-style TabView "
      + "(.tabViewStyle(.page)) gets no appearance callback: no viewWillAppear or viewDidAppear when its page is "
      + "shown at launch or turned to, so no viewWillDisappear or viewDidDisappear when its page is turned away "
      + "(a controller that never appeared does not disappear). It is made with its view as any representable "
      + "(makeUIViewController, so init and viewDidLoad when its page's cell is first displayed) and its view "
      + "still lays out; only the appearance forwarding is missing.",
    source: "FB12795690 (https://github.com/feedback-assistant/reports/issues/411), iOS 16.5, Xcode 14.3.1 and 15 "
      + "beta 5, simulator and device: with any page tabViewStyle, a representable's controller in the TabView "
      + "gets no viewWillAppear and no viewDidAppear. That it gets no disappear callbacks either follows from the "
      + "same missing forwarding and is our reading; no later iOS is reported fixed.",
    confidence: .observed,
    alternative: "the controller gets the appearance callbacks as any representable whose view joins and leaves "
      + "the window, in the page turn's order (alt.uikit.representable.inPage.forwarded).")
}
