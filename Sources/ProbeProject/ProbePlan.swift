import LifecycleCore

/// What a probe project is made of, read from a scenario: its screens with their content,
/// children and probes, its structure, and its steps, each checked to be something the probe
/// app can do or announce.
struct ProbePlan {
  /// One screen of the app.
  struct Screen {
    var name: String
    var swiftUI: Bool
    var storyboard: Bool
    var children: [String]
    var conditional: [String]
    var parent: String?
    var probe: Bool
  }

  /// One step, as the app's model spells it, and its summary.
  struct Step {
    var code: String
    var summary: String
  }

  let scenario: Scenario
  let swiftUI: Bool
  /// The app-made hosting controllers ('hosting:'): by tab index, -1 for the root.
  let hostedStacks: [Int: String]
  /// The presented flows ('hosting:' on a screen): each one's name and the screens of its stack,
  /// root first: a NavigationStack in an app-made hosting controller (UIKit app), or a
  /// UINavigationController in a representable (SwiftUI app).
  let hostedFlows: [String: [String]]
  let screens: [Screen]
  let steps: [Step]
  /// Whether the lists' rows log onScrollVisibilityChange, and the cells' delegate willDisplay
  /// and didEndDisplaying: where the app implements them (`AppModel.logs`).
  let logsScrollVisibility: Bool
  let logsCellDisplay: Bool
  /// The root tabs or pages whose content is a split view ('split:' in a tab or a page): empty
  /// for none or the root's.
  let splitTabs: [Int]
  /// The split views the app presents ('split:' on a screen): each one's name and its columns'
  /// root screens, primary first.
  let presentedSplits: [String: [String]]
  /// Whether the app declares scenes: not with 'scenes: false', nor on a profile before iOS 13
  /// (no app had scenes then: the model's app delegate hears what a scene would).
  var sceneBased: Bool { scenario.sceneBased && scenario.profile.device >= IOSVersion(13) }

  init(_ scenario: Scenario) throws(ProbeRefusal) {
    self.scenario = scenario
    swiftUI = scenario.host == .swiftui
    // A presented screen's 'hosting:': an app-made hosting controller in the UIKit app, a
    // UINavigationController in a representable that a sheet or a cover shows in the SwiftUI app.
    var flows: [String: [String]] = [:]
    for declaration in scenario.screens.values { if let stack = declaration.hosting { flows[declaration.id] = stack } }
    hostedFlows = flows
    var splits: [String: [String]] = [:]
    for declaration in scenario.screens.values { if let columns = declaration.split { splits[declaration.id] = columns } }
    // Both apps present a split view: a UISplitViewController subclass, or a sheet's or a
    // cover's NavigationSplitView whose selection and column visibility the steps drive.
    presentedSplits = splits
    hostedStacks = Self.hostedStacks(scenario.app)
    // A SwiftUI app's tab 'hosting:' is a UINavigationController in a representable
    // (ProbeRepresentedStack), which the SwiftUI probe app builds in a TabView tab only.
    if swiftUI, let controller = hostedStacks[-1] {
      throw ProbeRefusal(
        "'\(controller)' is a UINavigationController in a representable at the root ('hosting:' in a SwiftUI app); the probe's SwiftUI app builds one only as a TabView tab's content",
        path: scenario.path, at: nil)
    }
    let model = AppModel(scenario)
    // A split view in each tab or page 'split:' names (a UISplitViewController in the tab bar
    // or page view controller, a NavigationSplitView in a TabView's tab or page), each its own.
    splitTabs = model.splitTabs
    // The probe logs a presentation controller delegate's callbacks, a navigation controller
    // delegate's, its UIKit controllers' memory warnings and size and trait callbacks, its app
    // delegate's lifecycle methods, its SwiftUI app an onDismiss closure, its lists' rows
    // onScrollVisibilityChange and its table and collection views' delegate willDisplay and
    // didEndDisplaying; any other opt-in group needs overrides its controllers do not have yet.
    let logged: Set<CallbackOptIn> = [
      .presentationDelegate, .navigationDelegate, .dismissHandler, .memoryWarning, .scrollVisibility, .cellDisplay, .sizeAndTraits,
      .appDelegate,
    ]
    if let overridden = Callback.allCases.first(where: {
      $0.optIn.map { !logged.contains($0) } == true && scenario.observe?.contains($0) == true
    }), let group = overridden.optIn {
      throw ProbeRefusal(
        "'observe:' names \(overridden.rawValue); the probe's controllers do not override \(group.implemented) yet",
        path: scenario.path, at: scenario.observeLocations[overridden])
    }
    logsScrollVisibility = model.logs(.onScrollVisibilityChange)
    logsCellDisplay = model.logs(.willDisplay)
    // Second instances (`X#2`) are screens of their own here, with their children's instances
    // (`Gallery#2` in `ProductDetail#2`); the app names an arriving one (`ProbeInstances`).
    var screens: [Screen] = []
    // A list's rows are the model's children of its screen; the probe app makes them from the
    // list's data (`ProbeScenario.lists`), not as child views or child view controllers.
    let isRow = { (screen: Int) in model.rowOf[screen] >= 0 }
    for screen in 0..<model.count where !isRow(screen) {
      let name = model.texts[screen]
      let declaration = scenario.declaration(of: name)
      let parent = model.declaredParent[screen]
      let conditional = (0..<model.count).filter { !isRow($0) && model.conditionalParents[$0].contains(screen) }
      screens.append(
        Screen(
          name: name, swiftUI: model.content[screen] == .swiftui, storyboard: model.storyboard[screen],
          children: model.alwaysChildren[screen].filter { !isRow($0) }.map { model.texts[$0] },
          conditional: conditional.map { model.texts[$0] },
          parent: parent >= 0 ? model.texts[parent] : nil,
          probe: declaration.probe ?? scenario.probe))
      if model.storyboard[screen] && model.content[screen] == .swiftui {
        throw ProbeRefusal(
          "'\(name)' is a storyboard screen with SwiftUI content; the probe makes hosting controllers in code only",
          path: scenario.path, at: declaration.location)
      }
      if swiftUI && model.storyboard[screen] {
        throw ProbeRefusal(
          "'\(name)' is a storyboard screen in a SwiftUI app; the probe's SwiftUI app has no storyboard",
          path: scenario.path, at: declaration.location)
      }
    }
    self.screens = screens
    var steps: [Step] = []
    // The tabs a `set-tabs` left in the bar, by root screen: a later `select-tab` names one of
    // them, at its index in the bar as it is then, not as the app declared it.
    var tabs: [String]?
    for step in scenario.steps {
      steps.append(Step(code: try Self.code(of: step, scenario, model, tabs: tabs), summary: step.action.summary))
      if case .setTabs(let screens) = step.action { tabs = screens }
    }
    self.steps = steps
  }

  /// The step as a `ProbeStep` literal, as its record's `probe` spells it.
  private static func code(
    of step: LifecycleCore.Step, _ scenario: Scenario, _ model: AppModel, tabs: [String]?
  ) throws(ProbeRefusal) -> String {
    func refuse(_ message: String) -> ProbeRefusal {
      ProbeRefusal("step '\(step.action.summary)': \(message)", path: scenario.path, at: step.location)
    }
    guard let probe = step.action.record.probe else {
      throw refuse("the probe does not write this step yet (it knows \(known))")
    }
    let context = ProbeContext(
      swiftUI: scenario.host == .swiftui,
      tabIndex: { selector in tabs.map { Self.tabIndex(selector, in: $0, scenario.app) } ?? Self.tabIndex(selector, scenario.app) },
      nestedPage: { selector in Self.nestedPage(selector, scenario) })
    switch probe.spell(step.action, context) {
    case .code(let code): return code
    case .refused(let message): throw refuse(message)
    }
  }

  /// The verbs the probe writes, as a refusal lists them: `launch, push, … and replace-root`.
  static let known: String = {
    var keywords: [String] = []
    // The decoded verbs (an overlap is two of them, written with `during: previous`); a form
    // with no case would only refuse.
    for record in ActionCatalog.decoding where record.probe?.cases.isEmpty == false && !keywords.contains(record.keyword) {
      keywords.append(record.keyword)
    }
    guard let last = keywords.popLast() else { return "" }
    return keywords.isEmpty ? last : keywords.joined(separator: ", ") + " and " + last
  }()

  /// The app-made hosting controllers of the structure, by tab index, -1 for the root.
  static func hostedStacks(_ layout: AppLayout) -> [Int: String] {
    switch layout {
    case .hosting(let name, _): return [-1: name]
    case .tabs(let items):
      var result: [Int: String] = [:]
      for (index, item) in items.enumerated() { if case .hosting(let name, _) = item { result[index] = name } }
      return result
    case .screen, .navigation: return [:]
    }
  }

  /// The root item and page of a pager nested in a root item (`- pages: [...]` in `tabs:` or
  /// `pages:`) that a `turn-page` selector names: a page by its root screen; an index, in a tab
  /// bar app, the page of the pager in the tab shown (item -1). Nil for the root's page.
  static func nestedPage(_ selector: TabSelector, _ scenario: Scenario) -> (item: Int, page: Int)? {
    guard scenario.split == nil, case .tabs(let items) = scenario.app else { return nil }
    switch selector {
    case .index(let index):
      return scenario.pageStyle == nil && !scenario.appDefinition.nestedPagers.isEmpty ? (-1, index) : nil
    case .screen(let id):
      if scenario.pageStyle != nil, tabIndex(selector, scenario.app) != nil { return nil }
      for (item, layout) in items.enumerated() {
        guard case .tabs(let pages) = layout else { continue }
        // A page by its root screen; a hosting controller page by its host or its content's root.
        if let page = pages.firstIndex(where: { AppModel.layoutScreens($0).first == id || AppDefinition.pageRoot($0) == id }) {
          return (item, page)
        }
      }
      return nil
    }
  }

  /// The 0-based index of a tab in the bar as a `set-tabs` left it (`current`, by root
  /// screen): a tab named by its root, or a declared tab named otherwise (its hosting
  /// controller, a split view's primary) found by its root.
  static func tabIndex(_ selector: TabSelector, in current: [String], _ layout: AppLayout) -> Int? {
    switch selector {
    case .index(let index): return current.indices.contains(index) ? index : nil
    case .screen(let id):
      if let index = current.firstIndex(of: id) { return index }
      guard case .tabs(let items) = layout, let declared = tabIndex(selector, layout),
        let root = AppModel.layoutScreens(items[declared]).first
      else { return nil }
      return current.firstIndex(of: root)
    }
  }

  /// The 0-based index of a tab.
  static func tabIndex(_ selector: TabSelector, _ layout: AppLayout) -> Int? {
    guard case .tabs(let items) = layout else { return nil }
    switch selector {
    case .index(let index): return items.indices.contains(index) ? index : nil
    case .screen(let id):
      return items.firstIndex { item in
        switch item {
        case .screen(let root): root == id
        case .navigation(let stack): stack.first == id
        case .hosting(let host, _): host == id
        // The split view in a tab: named by its primary column's root (`select-tab: Mailboxes`).
        case .tabs(let columns):
          switch columns.first {
          case .screen(let root)?: root == id
          case .navigation(let stack)?: stack.first == id
          case .hosting, .tabs, nil: false
          }
        }
      }
    }
  }
}
