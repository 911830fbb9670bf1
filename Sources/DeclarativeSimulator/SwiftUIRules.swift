import LifecycleCore

/// The provenance of the SwiftUI rows: what each rule says, its source in
/// `swiftui-ground-truth.md`, and how sure we are. The rows that cite them are in `SwiftUITables`.
public enum SwiftUIRules {
  static let ref = "swiftui-ground-truth"

  /// SwiftUI-owned navigation builds the destination in the graph update, before UIKit starts the…
  public static let insertedAppearInUpdate = Rule(
    id: "swiftui.push.destinationInUpdate",
    statement: "SwiftUI-owned navigation builds the destination in the graph update, before UIKit "
      + "starts the transition: its onAppear comes before any UIKit callback of the push.",
    source: "\(ref) §0 rule 5, §2.1 (seed 003 log: '2 onAppear' before '1 viewWillDisappear'; pEEcor db5bffe; Bitgouel PR #220)",
    confidence: .observed)
  /// At launch in a SwiftUI app the root content's onAppear runs at the end of the first graph…
  public static let launchInUpdate = Rule(
    id: "swiftui.launch.rootInUpdate",
    statement: "At launch in a SwiftUI app the root content's onAppear runs at the end of the "
      + "first graph update, before UIKit's appearance callbacks of its hosting controller.",
    source: "\(ref) §2.1 (seed 003 log: '1 onAppear' before '1 viewWillAppear'), §1 (child hosts inherit attachment)",
    confidence: .observed)
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
      + "viewWillAppear, before the animation.",
    source: "\(ref) §0 rule 6, §2.4 (seed 003 log: '1 viewWillAppear' then '1 onAppear')",
    confidence: .observed)
  /// Content whose hosting view leaves the window disappears after the Core Animation commit that…
  public static let leftWindowDisappearAfterCommit = Rule(
    id: "swiftui.disappear.afterCommit",
    statement: "Content whose hosting view leaves the window disappears after the Core Animation "
      + "commit that follows: after the UIKit callbacks of the transition.",
    source: "\(ref) §0 rules 5-6, §1 (seed 003 log: '1 onDisappear' last on push, '2 onDisappear' last on pop; _performBlockAfterCATransactionCommits)",
    confidence: .observed,
    alternative: "its position against the other screen's viewDidAppear is not sourced (§12.6).")
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
  /// Inside one screen, nested views fire innermost first; modifiers on one view in declaration…
  public static let nestedDeepestFirst = Rule(
    id: "swiftui.nested.deepestFirst",
    statement: "Inside one screen, nested views fire innermost first; modifiers on one view in "
      + "declaration order.",
    source: "\(ref) §0 rule 3, §7 (benigumo 2024 log)", confidence: .observed)
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
