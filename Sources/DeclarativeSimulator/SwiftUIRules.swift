import LifecycleCore

/// The provenance of the SwiftUI rows: what each rule says, its source in
/// `swiftui-ground-truth.md`, and how sure we are. The rows that cite them are in `SwiftUITables`.
public enum SwiftUIRules {
  static let ref = "swiftui-ground-truth"

  /// In SwiftUI-owned navigation the destination's onAppear comes before the push's appearance…
  public static let insertedAppearInUpdate = Rule(
    id: "swiftui.push.destinationInUpdate",
    statement: "In SwiftUI-owned navigation the destination's onAppear comes before the push's "
      + "appearance callbacks (the source's viewWillDisappear, the destination's viewWillAppear): "
      + "SwiftUI builds the destination in the graph update, before UIKit starts the transition.",
    source: "\(ref) §0 rule 5, §2.1 (seed 003 log: '2 onAppear' before '1 viewWillDisappear'; pEEcor db5bffe; Bitgouel PR #220)",
    confidence: .observed)
  /// At launch in a SwiftUI app the root content's onAppear comes before the viewWillAppear its…
  public static let launchInUpdate = Rule(
    id: "swiftui.launch.rootInUpdate",
    statement: "At launch in a SwiftUI app the root content's onAppear runs when the first graph "
      + "update ends, before the viewWillAppear that a representable probe in it logs.",
    source: "\(ref) §2.1 (seed 003 log: '1 onAppear' then '1 viewWillAppear' of a "
      + "UIViewControllerRepresentable made in that same update), §1 (Update.dispatchActions)",
    confidence: .observed,
    alternative: "the log says nothing of the hosting controller's own loadView and viewDidLoad, "
      + "which come first (uikit.launch.hostLoadsBeforeContent, inferred).")
  /// Content in a UIHostingController that UIKit shows appears at the first layout after its…
  public static let hostedAppearAfterWillAppear = Rule(
    id: "swiftui.hosted.appearOnAttach",
    statement: "Content in a UIHostingController that UIKit shows appears at the first layout "
      + "after its hosting view joins the window: after viewWillAppear, before viewDidAppear.",
    source: "\(ref) §9, §1 (UIHostingViewBase.didMoveToWindow; Apple onAppear doc)",
    confidence: .inferred,
    alternative: "for a non-animated transition viewDidAppear may come before SwiftUI's first render.")
  /// A screen revealed by a pop appears when its hosting view is re-added: after its…
  public static let revealedAppearOnAttach = Rule(
    id: "swiftui.pop.revealedOnAttach",
    statement: "A screen revealed by a pop appears when its hosting view is re-added: after its "
      + "viewWillAppear, before the transition's did-callbacks.",
    source: "\(ref) §0 rule 6, §2.1, §2.4 (seed 003 log: '1 viewWillAppear' then '1 onAppear')",
    confidence: .observed,
    alternative: "the log shows no did-callback: its place before them is inferred (§2.4).")
  /// Content whose hosting view leaves the window disappears after the Core Animation commit that…
  public static let leftWindowDisappearAfterCommit = Rule(
    id: "swiftui.disappear.afterCommit",
    statement: "Content whose hosting view leaves the window disappears after the Core Animation "
      + "commit that follows: after the UIKit callbacks of the transition.",
    source: "\(ref) §0 rules 5-6, §1 (seed 003 log: '1 onDisappear' last on push, '2 onDisappear' last on pop; _performBlockAfterCATransactionCommits)",
    confidence: .observed,
    alternative: "its position against the other screen's viewDidAppear is not sourced (§12.6).")
  /// Content whose hosting view leaves the window in a step no log shows disappears after the…
  public static let leftWindowInferred = Rule(
    id: "swiftui.disappear.leftWindow",
    statement: "Content whose hosting view leaves the window (a dismissed sheet or cover, a removed "
      + "child hosting controller, content released with its screen) disappears after the Core "
      + "Animation commit that follows, as on a pop.",
    source: "\(ref) §1 (UIHostingViewBase.didMoveToWindow: _performBlockAfterCATransactionCommits), "
      + "§4 table (presented content onDisappear 'after dismissal animation completes'), §9",
    confidence: .inferred)
  /// A completed swipe-back has the pop's SwiftUI order, stretched over the gesture.
  public static let swipeBackComplete = Rule(
    id: "swiftui.swipeBack.complete",
    statement: "A completed swipe-back has the pop's SwiftUI order, stretched over the gesture: "
      + "the revealed screen's onAppear when the gesture begins, the popped screen's onDisappear "
      + "after the commit that ends it.",
    source: "\(ref) §3.1 (inferred from UIKit's swipe timing, SO 18927878, and the pop log §2.1)",
    confidence: .inferred)
  /// Pop-to-root has the pop's SwiftUI order for the root and the top screen.
  public static let popToRoot = Rule(
    id: "swiftui.popToRoot",
    statement: "Pop-to-root has the pop's SwiftUI order for the root and the top screen; screens "
      + "in the middle, already gone from the window, get nothing more.",
    source: "\(ref) §2.4 (pop), §8 (a root's task restarts on pop); no source shows pop-to-root",
    confidence: .inferred)
  /// On a cancelled swipe-back the revealed screen gets onAppear after its viewWillAppear and…
  public static let cancelledSwipeRevealed = Rule(
    id: "swiftui.swipeBack.cancel.revealed",
    statement: "On a cancelled swipe-back the revealed screen gets onAppear after its "
      + "viewWillAppear and onDisappear after the cancellation's UIKit callbacks.",
    source: "\(ref) §0 rule 7, §3.2 (seed 003 part 2 log)", confidence: .observed)
  /// On a cancelled swipe-back the top screen gets no SwiftUI event at all.
  public static let cancelledSwipeTop = Rule(
    id: "swiftui.swipeBack.cancel.top",
    statement: "On a cancelled swipe-back the top screen gets no SwiftUI event at all.",
    source: "\(ref) §0 rule 7, §3.2 (seed 003 part 2 log)", confidence: .observed)
  /// Content of a SwiftUI sheet or fullScreenCover appears when presentation starts, from the…
  public static let presentedInUpdate = Rule(
    id: "swiftui.present.contentInUpdate",
    statement: "Content of a SwiftUI sheet or fullScreenCover appears when presentation starts, "
      + "from the update that inserted it, before UIKit's callbacks.",
    source: "\(ref) §4 (swiftyplace), §1 (child hosts inherit attachment)", confidence: .inferred,
    alternative: "it could appear at the first layout of the presented hosting view, after viewWillAppear.")
  /// A full-screen cover takes the presenter out of the window: it gets onDisappear after the…
  public static let coverPresenter = Rule(
    id: "swiftui.cover.presenter",
    statement: "A full-screen cover takes the presenter out of the window: it gets onDisappear "
      + "after the cover is up, and onAppear when dismissal starts.",
    source: "\(ref) §0 rule 10, §4 (app comment 'fullScreenCover triggers onDisappear too'; Apple .fullScreen doc)",
    confidence: .inferred,
    alternative: "the timing has no printed SwiftUI log.")
  /// A sheet leaves the presenter in the window: the presenter gets no SwiftUI event.
  public static let sheetPresenter = Rule(
    id: "swiftui.sheet.presenter",
    statement: "A sheet leaves the presenter in the window: the presenter gets no SwiftUI event.",
    source: "\(ref) §0 rule 10, §4 (Hackworth 2019; greatytc)", confidence: .inferred)
  /// A cancelled sheet drag gives no SwiftUI event on either side.
  public static let swipeDownCancel = Rule(
    id: "swiftui.swipeDown.cancel",
    statement: "A cancelled sheet drag gives no SwiftUI event on either side.",
    source: "\(ref) §4 (no source; inferred from the mechanism)", confidence: .inferred)
  /// Tab switch: the new tab appears at the first layout of its hosting view, the old one…
  public static let tabSwitch = Rule(
    id: "swiftui.tab.switch",
    statement: "Tab switch: the new tab appears at the first layout of its hosting view, the old "
      + "one disappears after the commit, so the new onAppear precedes the old onDisappear.",
    source: "\(ref) §5 (csdndocs 2015 UIKit order; kmatzka README)", confidence: .inferred)
  /// Swapping a conditional view with the default transition: the new view's onAppear comes…
  public static let conditionalDefault = Rule(
    id: "swiftui.conditional.default",
    statement: "Swapping a conditional view with the default transition: the new view's onAppear "
      + "comes before the old view's onDisappear, in the same update.",
    source: "\(ref) §0 rule 8, §6 (OpenSwiftUI compatibility tests run against SwiftUI, iOS 18.5)",
    confidence: .observed)
  /// With .transition(.identity) the old view's onDisappear comes first.
  public static let conditionalIdentity = Rule(
    id: "swiftui.conditional.identity",
    statement: "With .transition(.identity) the old view's onDisappear comes first.",
    source: "\(ref) §0 rule 8, §6 (OpenSwiftUI compatibility tests)", confidence: .observed)
  /// With an animated removal, onDisappear fires only after the removal animation ends.
  public static let conditionalAnimated = Rule(
    id: "swiftui.conditional.animatedRemoval",
    statement: "With an animated removal, onDisappear fires only after the removal animation ends.",
    source: "\(ref) §6 (Tokamak PR #426; square/Blueprint #48; capibara1969)", confidence: .observed)
  /// Removing a conditional view without animation runs its onDisappear at the end of the update…
  public static let hideImmediate = Rule(
    id: "swiftui.conditional.hide",
    statement: "Removing a conditional view without animation runs its onDisappear at the end of "
      + "the update that removed it.",
    source: "\(ref) §1 (AppearanceEffect willRemove → enqueueAction), §6", confidence: .inferred)
  /// Inside one hosting view, nested views' onAppear fire innermost first; modifiers on one…
  public static let nestedDeepestFirst = Rule(
    id: "swiftui.nested.deepestFirst",
    statement: "Inside one hosting view, nested views' onAppear fire innermost first, modifiers "
      + "on one view in declaration order; their task bodies start after every onAppear, again "
      + "innermost first.",
    source: "\(ref) §0 rule 3, §7 (benigumo 2024 log: Text, VStack, Group onAppear, then their tasks)",
    confidence: .observed)
  /// Nested views' onDisappear are taken innermost first too, as their onAppear.
  public static let nestedDisappear = Rule(
    id: "swiftui.nested.disappear",
    statement: "Nested views' onDisappear fire innermost first, as their onAppear do.",
    source: "\(ref) §1 (disappear actions are queued from willRemove as the subgraph is removed); "
      + "the §7 log shows only appearance", confidence: .inferred,
    alternative: "the removed subgraph could queue its outer view's onDisappear first.")
  /// A task's body starts after every onAppear of its update, on a later main-actor turn: during…
  public static let taskStart = Rule(
    id: "swiftui.task.start",
    statement: "A task's body starts after every onAppear of its update, on a later main-actor "
      + "turn: during the animation, or after the step when nothing animates.",
    source: "\(ref) §0 rule 9, §8 (benigumo log; Apple .task doc; faganello)", confidence: .inferred,
    alternative: "its position against UIKit's callbacks is not sourced (§12.6).")
  /// A task is cancelled in the same batch as its view's onDisappear, right after it.
  public static let taskCancel = Rule(
    id: "swiftui.task.cancel",
    statement: "A task is cancelled in the same batch as its view's onDisappear, right after it.",
    source: "\(ref) §8 (OpenSwiftUI _TaskModifier is an appear/disappear pair)", confidence: .inferred)
  /// Background and foreground give no onAppear or onDisappear; use scenePhase.
  public static let noAppStateEvents = Rule(
    id: "swiftui.background.none",
    statement: "Background and foreground give no onAppear or onDisappear; use scenePhase.",
    source: "\(ref) §0 rule 11, §11 (Qiita idylwork; Datadog SDK; Apple ScenePhase)", confidence: .observed)
}
