import LifecycleCore

/// The one generated Swift file: the scenario's structure, screens and steps as values of the
/// probe's model.
enum ProbeScenarioSource {
  static func text(_ plan: ProbePlan) -> String {
    var out = """
      // The scenario \(ProbeSwift.comment(plan.scenario.name)), from \(ProbeSwift.comment(plan.scenario.path)), as the probe's values.
      // Written by lifecycle probe: run it again to rewrite this file.

      enum ProbeScenario {
        static let name = \(ProbeSwift.literal(plan.scenario.name))
        static let file = \(ProbeSwift.literal(plan.scenario.path))
        static let layout: ProbeLayout = \(layout(plan.scenario.app))
        /// The root page view controller's style, when the app's root is 'pages:'.
        static let pageStyle: ProbePageStyle? = \(plan.scenario.pageStyle.map { "." + $0.rawValue } ?? "nil")
        /// The page view controllers nested in a tab or a page that curl their pages ('style: pageCurl' beside a nested 'pages:'), by the root screen of their first page.
        static let nestedPageCurls: Set<String> = \(ProbeSwift.list(plan.scenario.appDefinition.nestedPageCurls.sorted()))
        /// The pages of nested page view controllers that are app-made hosting controllers ('- hosting: H' among a nested 'pages:'), by the root screen of what each holds.
        static let nestedHosting: [String: String] = \(namesLiteral(nestedHosting(plan.scenario)))
        /// The app-made hosting controllers ('hosting:'): by tab index, -1 for the root.
        static let hosting: [Int: String] = \(hostingLiteral(plan.hostedStacks))
        /// The names of the containers' own views ('observe-as:'): by tab index, -1 for the root's NavigationStack or TabView.
        static let containerViews: [Int: String] = \(hostingLiteral(containerViews(plan.scenario.appDefinition.containerViews)))
        /// The names of the views a split view's columns hold ('observe-as:' beside a column's 'navigation:'), by (place + 1) * 4 + column, place -1 for the window's root, else its tab or page.
        static let columnContainerViews: [Int: String] = \(hostingLiteral(plan.scenario.appDefinition.containerViews.columns))
        /// The names of the presented NavigationStacks' own views ('observe-as:' in a declaration), by presented screen.
        static let flowContainerViews: [String: String] = \(namesLiteral(plan.scenario.appDefinition.containerViews.flows))
        /// The names of the views of the NavigationStacks the app-made hosting controllers hold ('observe-as:' beside 'hosting:'), by hosting controller.
        static let hostedContainerViews: [String: String] = \(namesLiteral(plan.scenario.appDefinition.hostedContainerViews))
        /// The presented flows ('hosting:' on a screen), the screens of each one's stack, root first: an app-made hosting controller's NavigationStack (UIKit app), a UINavigationController in a representable (SwiftUI app).
        static let flows: [String: [String]] = \(flowsLiteral(plan.hostedFlows))
        /// The split views the app presents ('split:' on a screen): the root screens of each one's columns, primary first.
        static let splits: [String: [String]] = \(flowsLiteral(plan.presentedSplits))
        /// Whether the app's root is a split view ('split:'), its columns the layout's items.
        static let isSplit = \(plan.scenario.split != nil)
        /// The root tabs or pages whose content is a split view ('split:' in a tab or a page), each its own; empty for a split view at the window's root.
        static let splitTabs: [Int] = [\(plan.splitTabs.map(String.init).joined(separator: ", "))]
        /// The column each collapsed split view shows at launch ('collapsed:'), by place (-1 for the window's root, else its tab or page); none for the framework's default.
        static let collapsedTops: [Int: ProbeColumn] = \(collapsedTopsLiteral(plan))
        /// Whether the app passes its sheets and covers an onDismiss closure ('observe:' names onDismiss).
        static let logsOnDismiss = \(plan.scenario.observe?.contains(.onDismiss) == true)
        /// Whether the app sets its presentation controllers' delegate ('observe:' names its callbacks).
        static let logsPresentationDelegate = \(plan.scenario.observe?.contains { $0.optIn == .presentationDelegate } == true)
        /// Whether the app sets its navigation controllers' delegate ('observe:' names its callbacks).
        static let logsNavigationDelegate = \(plan.scenario.observe?.contains { $0.optIn == .navigationDelegate } == true)
        /// Whether the app sets that delegate before the window shows ('navigation-delegate: at-launch').
        static let navigationDelegateAtLaunch = \(plan.scenario.navigationDelegate == .atLaunch)
        /// Whether the app declares scenes (a scene manifest and a scene delegate), else its app delegate owns the window ('scenes: false', or a profile before iOS 13).
        static let sceneBased = \(plan.sceneBased)
        /// Whether the app delegate logs its lifecycle methods ('observe:' names one of them).
        static let logsAppDelegate = \(plan.scenario.observe?.contains { $0.optIn == .appDelegate } == true)
        /// Whether the app's controllers log their size and trait callbacks ('observe:' names one).
        static let logsTraits = \(plan.scenario.observe?.contains { $0.optIn == .sizeAndTraits } == true)
        /// The controllers that set definesPresentationContext ('defines-context: true').
        static let definesContext: Set<String> = \(ProbeSwift.list(plan.scenario.screens.values.filter(\.definesContext).map(\.id).sorted()))
        /// The controllers whose views lay out with Auto Layout constraints ('constraints: true'); the others place theirs by frames.
        static let constrained: Set<String> = \(ProbeSwift.list(plan.scenario.screens.values.filter(\.constraints).map(\.id).sorted()))
        /// The containers whose shouldAutomaticallyForwardAppearanceMethods returns false and whose code forwards nothing ('forwards-appearance: false').
        static let forwardsNoAppearance: Set<String> = \(ProbeSwift.list(plan.scenario.screens.values.filter { !$0.forwardsAppearance }.map(\.id).sorted()))
        /// In a UIKit app whose hosted content observes scenePhase ('observe:' names a change), the screen whose content logs it (once, under Scene).
        static let scenePhaseObserver: String? = \(hostedScenePhaseObserver(plan).map(ProbeSwift.literal) ?? "nil")
        /// The lists ('list:'), by the screen that shows each: its container, its rows, those absent at first, how many are in view.
        static let lists: [String: ProbeList] = \(listsLiteral(plan.scenario))
        /// Whether the lists' rows log onScrollVisibilityChange ('observe:' names it).
        static let logsScrollVisibility = \(plan.logsScrollVisibility)
        /// Whether the table and collection views' delegate logs willDisplay and didEndDisplaying ('observe:' names them, or a row effect is on them).
        static let logsCellDisplay = \(plan.logsCellDisplay)

        static let screens: [String: ProbeScreen] = [

      """
    for screen in plan.screens {
      let content = screen.swiftUI ? ".swiftui" : ".uikit"
      out +=
        "    \(ProbeSwift.literal(screen.name)): ProbeScreen(content: \(content), storyboard: \(screen.storyboard), "
        + "children: \(ProbeSwift.list(screen.children)), conditional: \(ProbeSwift.list(screen.conditional)), probe: \(screen.probe)),\n"
    }
    if plan.screens.isEmpty { out += "    :\n" }
    out += "  ]\n\n  /// The screen each child is declared in.\n  static let parent: [String: String] = [\n"
    let children = plan.screens.filter { $0.parent != nil }
    for screen in children {
      out += "    \(ProbeSwift.literal(screen.name)): \(ProbeSwift.literal(screen.parent ?? "")),\n"
    }
    if children.isEmpty { out += "    :\n" }
    out += "  ]\n\n  static let steps: [ProbeStep] = [\n"
    for step in plan.steps { out += "    \(step.code),\n" }
    out += "  ]\n\n  static let summaries: [String] = [\n"
    for step in plan.steps { out += "    \(ProbeSwift.literal(step.summary)),\n" }
    out += """
        ]

        static func screen(_ name: String) -> ProbeScreen {
          screens[name] ?? ProbeScreen(content: \(plan.swiftUI ? ".swiftui" : ".uikit"))
        }
      }

      """
    return out
  }

  /// The column each split view shows collapsed, by place, as a dictionary literal:
  /// `[-1: .primary]`, `[1: .primary]`, or `[:]`.
  static func collapsedTopsLiteral(_ plan: ProbePlan) -> String {
    guard let split = plan.scenario.split else { return "[:]" }
    let places = plan.splitTabs.isEmpty ? [-1] : plan.splitTabs
    let entries = places.compactMap { place -> String? in
      let tab = place < 0 ? nil : place
      return split.collapsedTop(tab: tab, firstTab: plan.splitTabs.first).map { "\(place): .\($0.rawValue)" }
    }
    return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
  }

  /// The lists as a dictionary literal, by screen:
  /// `["Feed": ProbeList(kind: .list, rows: ["A", "B"], absent: [], viewport: 1)]`, or `[:]`.
  static func listsLiteral(_ scenario: Scenario) -> String {
    let declarations = scenario.screens.values.filter { $0.list != nil }.sorted { $0.id < $1.id }
    guard !declarations.isEmpty else { return "[:]" }
    let entries = declarations.compactMap { declaration -> String? in
      guard let list = declaration.list else { return nil }
      return "\(ProbeSwift.literal(declaration.id)): ProbeList(kind: .\(kind(list.kind)), rows: \(ProbeSwift.list(list.rows)), "
        + "absent: \(ProbeSwift.list(list.absent)), viewport: \(list.viewport))"
    }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  /// The probe's `ProbeListKind` case of a list's container.
  static func kind(_ kind: ListKind) -> String {
    switch kind {
    case .list: "list"
    case .lazyVStack: "lazyVStack"
    case .lazyHStack: "lazyHStack"
    case .lazyVGrid: "lazyVGrid"
    case .vStack: "vStack"
    case .tableView: "tableView"
    case .collectionView: "collectionView"
    }
  }

  /// The hosting controllers as a dictionary literal: `[1: "ProfileTab"]`, or `[:]`.
  static func hostingLiteral(_ hosting: [Int: String]) -> String {
    guard !hosting.isEmpty else { return "[:]" }
    return "[" + hosting.keys.sorted().map { "\($0): \(ProbeSwift.literal(hosting[$0]!))" }.joined(separator: ", ") + "]"
  }

  /// In a UIKit app whose `observe:` names a `scenePhase` change, the first screen with SwiftUI
  /// content: its content logs the changes it sees, once for the app as the model does.
  static func hostedScenePhaseObserver(_ plan: ProbePlan) -> String? {
    guard !plan.swiftUI, plan.scenario.observe?.contains(where: { $0.lane == .swiftui && $0.isSceneEvent }) == true else { return nil }
    return plan.screens.first { $0.swiftUI }?.name
  }

  /// The containers' own views by tab index, -1 for the root's.
  static func containerViews(_ views: ContainerViews) -> [Int: String] {
    var result = views.tabs
    if let root = views.root { result[-1] = root }
    return result
  }

  /// Names by name as a dictionary literal, in key order: `["Player": "PlayerStack"]`, or `[:]`.
  static func namesLiteral(_ names: [String: String]) -> String {
    guard !names.isEmpty else { return "[:]" }
    return "[" + names.keys.sorted().map { "\(ProbeSwift.literal($0)): \(ProbeSwift.literal(names[$0]!))" }.joined(separator: ", ") + "]"
  }

  /// The presented flows as a dictionary literal: `["LoginFlow": ["Login"]]`, or `[:]`.
  static func flowsLiteral(_ flows: [String: [String]]) -> String {
    guard !flows.isEmpty else { return "[:]" }
    return "[" + flows.keys.sorted().map { "\(ProbeSwift.literal($0)): \(ProbeSwift.list(flows[$0]!))" }.joined(separator: ", ") + "]"
  }

  /// The structure as a `ProbeLayout` literal.
  /// The hosting controller pages of the pagers nested in the root's items, by the root
  /// screen of what each holds.
  static func nestedHosting(_ scenario: Scenario) -> [String: String] {
    guard scenario.split == nil, case .tabs(let items) = scenario.app else { return [:] }
    var result: [String: String] = [:]
    for case .tabs(let pages) in items {
      for case .hosting(let host, let inner) in pages {
        if let root = AppDefinition.pageRoot(inner) { result[root] = host }
      }
    }
    return result
  }

  static func layout(_ layout: AppLayout) -> String {
    switch layout {
    case .screen(let id): ".screen(\(ProbeSwift.literal(id)))"
    case .navigation(let stack): ".navigation(\(ProbeSwift.list(stack)))"
    case .tabs(let items): ".tabs([" + items.map(Self.layout).joined(separator: ", ") + "])"
    // The hosting controller is `ProbeScenario.hosting`'s; the layout is what it holds.
    case .hosting(_, let content): Self.layout(content)
    }
  }
}
