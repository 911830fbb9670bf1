// The scenario §7: List rows scrolled out and back in, with their tasks, from Scenarios/swiftui/s18-list-rows-scroll.yaml, as the probe's values.
// Written by lifecycle probe: run it again to rewrite this file.

enum ProbeScenario {
  static let name = "§7: List rows scrolled out and back in, with their tasks"
  static let file = "Scenarios/swiftui/s18-list-rows-scroll.yaml"
  static let layout: ProbeLayout = .navigation(["Feed"])
  /// The root page view controller's style, when the app's root is 'pages:'.
  static let pageStyle: ProbePageStyle? = nil
  /// The page view controllers nested in a tab or a page that curl their pages ('style: pageCurl' beside a nested 'pages:'), by the root screen of their first page.
  static let nestedPageCurls: Set<String> = []
  /// The pages of nested page view controllers that are app-made hosting controllers ('- hosting: H' among a nested 'pages:'), by the root screen of what each holds.
  static let nestedHosting: [String: String] = [:]
  /// The app-made hosting controllers ('hosting:'): by tab index, -1 for the root.
  static let hosting: [Int: String] = [:]
  /// The names of the containers' own views ('observe-as:'): by tab index, -1 for the root's NavigationStack or TabView.
  static let containerViews: [Int: String] = [:]
  /// The names of the views a split view's columns hold ('observe-as:' beside a column's 'navigation:'), by (place + 1) * 4 + column, place -1 for the window's root, else its tab or page.
  static let columnContainerViews: [Int: String] = [:]
  /// The names of the presented NavigationStacks' own views ('observe-as:' in a declaration), by presented screen.
  static let flowContainerViews: [String: String] = [:]
  /// The names of the views of the NavigationStacks the app-made hosting controllers hold ('observe-as:' beside 'hosting:'), by hosting controller.
  static let hostedContainerViews: [String: String] = [:]
  /// The presented flows ('hosting:' on a screen), the screens of each one's stack, root first: an app-made hosting controller's NavigationStack (UIKit app), a UINavigationController in a representable (SwiftUI app).
  static let flows: [String: [String]] = [:]
  /// The split views the app presents ('split:' on a screen): the root screens of each one's columns, primary first.
  static let splits: [String: [String]] = [:]
  /// Whether the app's root is a split view ('split:'), its columns the layout's items.
  static let isSplit = false
  /// The root tabs or pages whose content is a split view ('split:' in a tab or a page), each its own; empty for a split view at the window's root.
  static let splitTabs: [Int] = []
  /// The column each collapsed split view shows at launch ('collapsed:'), by place (-1 for the window's root, else its tab or page); none for the framework's default.
  static let collapsedTops: [Int: ProbeColumn] = [:]
  /// Whether the app passes its sheets and covers an onDismiss closure ('observe:' names onDismiss).
  static let logsOnDismiss = false
  /// Whether the app sets its presentation controllers' delegate ('observe:' names its callbacks).
  static let logsPresentationDelegate = false
  /// Whether the app sets its navigation controllers' delegate ('observe:' names its callbacks).
  static let logsNavigationDelegate = false
  /// Whether the app sets that delegate before the window shows ('navigation-delegate: at-launch').
  static let navigationDelegateAtLaunch = false
  /// Whether the app declares scenes (a scene manifest and a scene delegate), else its app delegate owns the window ('scenes: false', or a profile before iOS 13).
  static let sceneBased = true
  /// Whether the app delegate logs its lifecycle methods ('observe:' names one of them).
  static let logsAppDelegate = false
  /// Whether the app's controllers log their size and trait callbacks ('observe:' names one).
  static let logsTraits = false
  /// The controllers that set definesPresentationContext ('defines-context: true').
  static let definesContext: Set<String> = []
  /// The controllers whose views lay out with Auto Layout constraints ('constraints: true'); the others place theirs by frames.
  static let constrained: Set<String> = []
  /// The containers whose shouldAutomaticallyForwardAppearanceMethods returns false and whose code forwards nothing ('forwards-appearance: false').
  static let forwardsNoAppearance: Set<String> = []
  /// In a UIKit app whose hosted content observes scenePhase ('observe:' names a change), the screen whose content logs it (once, under Scene).
  static let scenePhaseObserver: String? = nil
  /// The lists ('list:'), by the screen that shows each: its container, its rows, those absent at first, how many are in view.
  static let lists: [String: ProbeList] = ["Feed": ProbeList(kind: .list, rows: ["row-1", "row-2", "row-3", "row-4", "row-5", "row-6", "row-7", "row-8", "row-9", "row-10", "row-11", "row-12", "row-13", "row-14", "row-15", "row-16", "row-17", "row-18", "row-19", "row-20"], absent: [], viewport: 5)]
  /// Whether the lists' rows log onScrollVisibilityChange ('observe:' names it).
  static let logsScrollVisibility = false
  /// Whether the table and collection views' delegate logs willDisplay and didEndDisplaying ('observe:' names them, or a row effect is on them).
  static let logsCellDisplay = false

  static let screens: [String: ProbeScreen] = [
    "Feed": ProbeScreen(content: .swiftui, storyboard: false, children: [], conditional: [], probe: false),
  ]

  /// The screen each child is declared in.
  static let parent: [String: String] = [
    :
  ]

  static let steps: [ProbeStep] = [
    .launch,
    .scroll("Feed", to: "row-8"),
    .scroll("Feed", to: "row-6"),
    .scroll("Feed", to: "row-1"),
  ]

  static let summaries: [String] = [
    "launch",
    "scroll Feed to row-8",
    "scroll Feed to row-6",
    "scroll Feed to row-1",
  ]

  static func screen(_ name: String) -> ProbeScreen {
    screens[name] ?? ProbeScreen(content: .swiftui)
  }
}
