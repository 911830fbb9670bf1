import LifecycleCore

/// A lifecycle invariant that every timeline must keep, whatever the rules say about order:
/// a will-callback before its did, nothing after deinit, a screen in the window has appeared.
///
/// Laws are checked step by step on the merged events, with the world before and after the
/// step (`LawChecker`); `lifecycle check` applies them to every timeline it produces and
/// `lifecycle explore` to every path of an app. A law holds per instance: a screen pushed,
/// popped and pushed again is a new controller with a new `init`. A row that models a known
/// bug, or an applied alternative reading, may waive a law it breaks (`LawWaiver`).
public struct Law: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// A stable dotted identifier: `uikit.appearance.didAfterWill`.
  public let id: String
  /// What must hold, in one sentence.
  public let statement: String
  /// Where it comes from: a section of `uikit-ground-truth` or `swiftui-ground-truth`.
  public let source: String
  /// The lane whose callbacks it constrains.
  public let lane: Lane

  /// Creates a law.
  public init(id: String, statement: String, source: String, lane: Lane) {
    self.id = id
    self.statement = statement
    self.source = source
    self.lane = lane
  }

  /// The id.
  public var description: String { id }

  /// The law with this id, if there is one.
  public static func named(_ id: String) -> Law? { all.first { $0.id == id } }
}

extension Law {
  static let uikitRef = "uikit-ground-truth"
  static let swiftUIRef = "swiftui-ground-truth"

  /// Every law, UIKit's first.
  public static let all: [Law] = [
    loadOnce, loadBeforeAppearance, didAfterWill, appearanceAlternates, nothingAfterDeinit, noDeinitWhileAppeared,
    uikitWindow, viewAppearanceAlternates, taskWithinAppearance, swiftUIWindow,
  ]

  /// loadView and viewDidLoad run at most once per controller instance.
  public static let loadOnce = Law(
    id: "uikit.load.once",
    statement: "loadView and viewDidLoad run at most once per controller instance.",
    source: "\(uikitRef) §1a, §6, §11 (later appearances skip viewDidLoad; lxweimin tab log), T1, T13",
    lane: .imperative)
  /// viewDidLoad comes before any appearance callback of the controller.
  public static let loadBeforeAppearance = Law(
    id: "uikit.load.beforeAppearance",
    statement: "A controller's view loads (viewDidLoad) before any of its appearance callbacks.",
    source: "\(uikitRef) R4 (Apple 'Displaying and managing views', steps 1-10), §1a, T1",
    lane: .imperative)
  /// A did-callback (and viewIsAppearing) only after its will-callback.
  public static let didAfterWill = Law(
    id: "uikit.appearance.didAfterWill",
    statement: "viewDidAppear comes only after viewWillAppear, viewDidDisappear only after "
      + "viewWillDisappear, and viewIsAppearing only between viewWillAppear and viewDidAppear; "
      + "except that iOS 18's cancelled zoom pop takes the top controller from disappearing "
      + "straight back to appearing, so its viewDidAppear follows its viewWillDisappear.",
    source: "\(uikitRef) R2 (wangling 2014: 'will always precedes its did'), R4, R6, §10 (viewIsAppearing "
      + "doc; fluid transitions: 'a cancelled pop goes disappearing→appearing directly'), §4b conflict 4-2",
    lane: .imperative)
  /// Appearance callbacks alternate, except in the documented cancellations.
  public static let appearanceAlternates = Law(
    id: "uikit.appearance.alternates",
    statement: "Appearance callbacks alternate per controller: viewWillAppear only after it "
      + "disappeared, viewWillDisappear only after it appeared; except in the documented "
      + "cancellations, where a cancelled swipe-back gives the revealed controller "
      + "viewWillDisappear while it is appearing, and a cancelled swipe-back or sheet drag "
      + "gives the top controller viewWillAppear while it is disappearing (iOS 18's cancelled "
      + "zoom pop as a cancelled swipe-back).",
    source: "\(uikitRef) R2, §4b (wangling 2014; CSDN wf96390 2015; Apple notifyWhenInteractionChanges), §4c (velog rudin_ iOS 17)",
    lane: .imperative)
  /// Nothing reaches a controller before its init or after its deinit.
  public static let nothingAfterDeinit = Law(
    id: "uikit.deinit.last",
    statement: "Nothing reaches a controller after its deinit (or before its init): a screen "
      + "shown again is a new instance, created by a new init.",
    source: "\(uikitRef) §3 (readke: dealloc last), §5a, §5b (betterhee: deinit last), T3, T7",
    lane: .imperative)
  /// A controller deinits only after it disappeared.
  public static let noDeinitWhileAppeared = Law(
    id: "uikit.deinit.notWhileAppeared",
    statement: "A controller deinits only once it has disappeared: never while its view is in "
      + "the window, and never between viewWillAppear and viewDidDisappear.",
    source: "\(uikitRef) §3, §5a, §5b (viewDidDisappear before deinit in every log: readke, betterhee), T3, T7, T10",
    lane: .imperative)
  /// The appearance state of every controller matches whether its view is in the window.
  public static let uikitWindow = Law(
    id: "uikit.window",
    statement: "After each step, every controller whose view is in the window has appeared "
      + "(viewDidAppear last), and every other one has disappeared; a view under a card sheet "
      + "or an over-full-screen presentation, or in the background, stays in the window.",
    source: "\(uikitRef) R1 (Apple viewWillAppear doc: 'added to a view hierarchy'), §5b, §8",
    lane: .imperative)
  /// onAppear and onDisappear alternate per view.
  public static let viewAppearanceAlternates = Law(
    id: "swiftui.appearance.alternates",
    statement: "onAppear and onDisappear alternate per view: onAppear only for a view that is "
      + "not shown, onDisappear only for one that is.",
    source: "\(swiftUIRef) §0 rules 1-2, §1 (AppearanceEffect: appear when first visible, disappear from willRemove)",
    lane: .declarative)
  /// A task starts in an appearance and is cancelled only after it started.
  public static let taskWithinAppearance = Law(
    id: "swiftui.task.cancelAfterStart",
    statement: "A view's task starts only while the view is shown and its last task is not "
      + "running, and taskCancel comes only after taskStart.",
    source: "\(swiftUIRef) §0 rule 9, §8 (Apple .task doc; OpenSwiftUI _TaskModifier: created on appear, cancelled on disappear)",
    lane: .declarative)
  /// The SwiftUI appearance state of every view matches whether it is in the window.
  public static let swiftUIWindow = Law(
    id: "swiftui.window",
    statement: "After each step, every view whose hosting view is in the window has appeared "
      + "(onAppear last), and every other one has disappeared; background and card sheets "
      + "leave views in the window.",
    source: "\(swiftUIRef) §0 rules 1, 10, 11, §1 (UIHostingViewBase.didMoveToWindow), §4, §11",
    lane: .declarative)
}
