import LifecycleCore

extension Migration {
  /// What is migrated: the whole app, or one part of it while the rest stays as it is.
  public enum Part: Hashable, Sendable, CustomStringConvertible {
    /// Every screen, and the host (`--to` alone).
    case app
    /// One screen (`--screen X`), wherever the app shows it.
    case screen(String)
    /// One tab of the app's tab bar (`--tab N|X`): every screen its structure places.
    case tab(TabSelector)
    /// One presented flow (`--flow X`): the screen a presentation brings in.
    case flow(String)

    /// `screen ProductDetail`, `tab 1`, `flow Checkout`.
    public var description: String {
      switch self {
      case .app: "the app"
      case .screen(let id): "screen \(id)"
      case .tab(let tab): "tab \(tab.description)"
      case .flow(let id): "flow \(id)"
      }
    }
  }

  /// Why a part cannot be migrated to a target.
  public struct PartRefusal: Error, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// The sources consulted for a UIKit controller inside SwiftUI content
  /// (`UIViewControllerRepresentable`).
  package static let representableSources = [
    "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable (Apple)",
    "https://developer.apple.com/documentation/swiftui/uihostingcontroller (Apple)",
    "https://github.com/OpenSwiftUIProject/OpenSwiftUI",
  ]

  /// The screens of a part, in the app's order, or the reason it names nothing migratable.
  package static func screens(of part: Part, in scenario: Scenario) throws(PartRefusal) -> [String] {
    let known = Set(AppModel.layoutScreens(scenario.app)).union(scenario.screens.keys)
      .union(scenario.steps.flatMap { ActionCatalog.screens(of: $0.action) })
    switch part {
    case .app:
      return scenario.screens.keys.sorted()
    case .screen(let id), .flow(let id):
      guard known.contains(id) else {
        throw PartRefusal(message: "'\(id)' is not a screen of this app")
      }
      if case .flow = part, AppModel.layoutScreens(scenario.app).contains(id) {
        throw PartRefusal(message: "'\(id)' is placed in the app's structure, not presented: migrate it with --screen or --tab")
      }
      // A flow with a host of its own: the SwiftUI screens of its stack (the hosting controller
      // the app made stays as it is).
      if case .flow = part, let stack = scenario.screens[id]?.hosting { return stack }
      return [id]
    case .tab(let selector):
      guard case .tabs(let items) = scenario.app else {
        throw PartRefusal(message: "the app has no tab bar (its structure is not 'tabs:')")
      }
      guard let index = tabIndex(selector, items) else {
        throw PartRefusal(
          message:
            "the app has no tab \(selector.description) (it has \(items.count): \(items.map { AppModel.layoutScreens($0).first ?? "?" }.joined(separator: ", ")))"
        )
      }
      return AppModel.layoutScreens(items[index].hosted)
    }
  }

  /// The scenario with only `part` made into the target (its screens' content), without
  /// effects; the host and every other screen stay as they are.
  package static func convert(_ scenario: Scenario, part: Part, to target: Target) throws(PartRefusal) -> Scenario {
    guard part != .app else { return convert(scenario, to: target) }
    let screens = try screens(of: part, in: scenario)
    // In a SwiftUI app a part made UIKit is a UIViewControllerRepresentable: its screens get
    // UIKit content where they are (uikit.representable.withItsView). A part made hosted is
    // SwiftUI content in hosting controllers the app makes on a represented
    // UINavigationController (uikit.representable.hostedPush): a tab becomes one; a screen or a
    // flow sits on one already, or the stack around it (SwiftUI's own, or a presentation's
    // content for a screen only presentations show) becomes one, as a tab does.
    let stacks = scenario.host == .swiftui && target == .hosted ? try stacksToRepresent(part, screens, scenario) : nil
    var result = scenario
    // A UIKit app's hosted flow made UIKit or hosted: its stack's screens become controllers
    // in a UINavigationController the app presents in place of the hosting controller.
    if case .flow(let id) = part, scenario.host == .uikit, target != .swiftui, let stack = scenario.screens[id]?.hosting {
      try unwrapHostedFlow(id, stack, in: &result, to: target)
    }
    for id in result.screens.keys { result.screens[id]!.effects = [] }
    for id in screens {
      var declaration = result.screens[id] ?? ScreenDeclaration(id: id)
      declaration.content = target == .uikit ? .uikit : .swiftui
      declaration.probe = nil
      declaration.effects = []
      result.screens[id] = declaration
    }
    makeLists(&result, screens: screens, to: target)
    result.expectAudit = nil
    // A hosted tab (a hosting controller the app made, holding a SwiftUI NavigationStack) made
    // UIKit or hosted is a UINavigationController of the tab's screens: the wrapper goes, or
    // UIKit's callbacks would never reach the screens of a stack SwiftUI still owned.
    if target != .swiftui, !(result.host == .swiftui && target == .hosted), case .tab(let selector) = part,
      case .tabs(var items) = result.app, let index = tabIndex(selector, items), case .hosting(_, let inner) = items[index]
    {
      items[index] = inner
      result.app = .tabs(items)
    }
    // A tab of a UIKit app made SwiftUI is an app-made hosting controller whose SwiftUI
    // content holds the tab's stack: SwiftUI owns that navigation (see `AppLayout.hosting`).
    // The mirror: a tab of a SwiftUI app made hosted is a representable's UINavigationController
    // the app made, named after the tab's root (`OrdersNav`), whose screens are SwiftUI content
    // in hosting controllers the app pushes there (uikit.representable.hostedPush).
    let wraps = target == .swiftui ? Host.uikit : target == .hosted ? Host.swiftui : nil
    if let wraps, result.host == wraps, case .tab(let selector) = part, case .tabs(let items) = result.app,
      let index = tabIndex(selector, items)
    {
      wrapTab(index, in: &result, wraps: wraps)
    }
    if let stacks {
      for id in stacks.presented { representPresentation(id, in: &result) }
      for index in stacks.tabs { wrapTab(index, in: &result, wraps: .swiftui) }
      if stacks.root, result.app.hosted == result.app {
        // The window's root stack becomes a represented navigation controller, as a tab does.
        let root = AppModel.layoutScreens(result.app).first ?? "Root"
        let inner: AppLayout = if case .screen(let id) = result.app { .navigation([id]) } else { result.app }
        result.app = .hosting(freeName(root + "Nav", in: result), inner)
      }
    }
    return result
  }

  /// Makes tab `index` an app-made container of its screens when it is not one yet: in a
  /// UIKit app (`wraps` uikit) a hosting controller holding a SwiftUI stack, in a SwiftUI app
  /// a represented `UINavigationController` whose screens are hosting controllers the app
  /// pushes (a one-screen tab a stack of one), named after the tab's root.
  static func wrapTab(_ index: Int, in result: inout Scenario, wraps: Host) {
    guard case .tabs(var items) = result.app, items.indices.contains(index), items[index].hosted == items[index] else { return }
    let root = AppModel.layoutScreens(items[index]).first ?? "Tab"
    let wrapper = freeName(root + (wraps == .uikit ? "Hosting" : "Nav"), in: result)
    let inner: AppLayout = if wraps == .swiftui, case .screen(let id) = items[index] { .navigation([id]) } else { items[index] }
    items[index] = .hosting(wrapper, inner)
    result.app = .tabs(items)
  }

  /// A screen of a SwiftUI app that only presentations show, made hosted: the presentation's
  /// content becomes a `UIViewControllerRepresentable` whose controller is a
  /// `UINavigationController` the app made (`XNav`, a presented flow's `hosting: [X]`), on
  /// which `X` is a `UIHostingController` the app made, as a tab made hosted holds its screens
  /// (uikit.representable.presentedNavigation, uikit.representable.hostedPush). The steps and
  /// routes that present or dismiss `X` present or dismiss `XNav`, in the same style.
  static func representPresentation(_ id: String, in result: inout Scenario) {
    let nav = freeName(id + "Nav", in: result)
    var declaration = ScreenDeclaration(id: nav)
    declaration.hosting = [id]
    result.screens[nav] = declaration
    for index in result.steps.indices {
      result.steps[index].action = presenting(result.steps[index].action, id, as: nav)
    }
    guard var routes = result.routes else { return }
    for (screen, list) in routes.byScreen {
      routes.byScreen[screen] = list.map { route in
        var route = route
        route.action = presenting(route.action, id, as: nav)
        return route
      }
    }
    result.routes = routes
  }

  /// A UIKit app's presented flow with a host of its own (`hosting: [X]`, a
  /// `UIHostingController` holding a SwiftUI `NavigationStack`), made UIKit or hosted: as an iOS
  /// engineer moving the flow's screens into controllers would, the app presents a
  /// `UINavigationController` whose root is the stack's root (`in-navigation: true`) in place
  /// of the hosting controller, which goes with its routes. The steps and routes that present or
  /// dismiss the flow present or dismiss the root, in the same style; pushes inside are then
  /// UIKit's. Refused for a stack of more than one screen: a presentation brings one root,
  /// and the steps do not say how the others come.
  static func unwrapHostedFlow(_ id: String, _ stack: [String], in result: inout Scenario, to target: Target) throws(PartRefusal) {
    guard stack.count == 1, let root = stack.first else {
      throw PartRefusal(
        message: "flow \(id)'s NavigationStack starts with \(stack.count) screens ('hosting: [\(stack.joined(separator: ", "))]'); "
          + "made \(target == .uikit ? "UIKit controllers" : "UIHostingControllers the app made") they are a UINavigationController that "
          + "'present: \(stack.first ?? id)' with 'in-navigation: true' brings with its root alone, and the file does not say how the others "
          + "come: write the flow with its root alone and push the others, and audit that file")
    }
    result.screens[id] = nil
    result.routes?.byScreen[id] = nil
    result.routes?.order.removeAll { $0 == id }
    for index in result.steps.indices {
      result.steps[index].action = presenting(result.steps[index].action, id, as: root, inNavigation: true)
    }
    guard var routes = result.routes else { return }
    for (screen, list) in routes.byScreen {
      routes.byScreen[screen] = list.map { route in
        var route = route
        route.action = presenting(route.action, id, as: root, inNavigation: true)
        return route
      }
    }
    result.routes = routes
  }

  /// `action` with `nav` in place of `id` where it presents or dismisses `id`.
  static func presenting(_ action: Action, _ id: String, as nav: String, inNavigation: Bool = false) -> Action {
    switch action {
    case .present(let screen, let style, _, let animated) where screen == id:
      .present(nav, style: style, inNavigation: inNavigation, animated: animated)
    case .presentInContext(let screen, let from, let style, _, let animated) where screen == id:
      .presentInContext(nav, from: from, style: style, inNavigation: inNavigation, animated: animated)
    case .dismiss(let screen, let animated) where screen == id:
      .dismiss(nav, animated: animated)
    default: action
    }
  }

  /// Whether a step or a route of the file presents `id` with `present` or
  /// `present-in-context`.
  static func isPresented(_ id: String, in scenario: Scenario) -> Bool {
    let presents: (Action) -> Bool = { action in
      switch action {
      case .present(let screen, _, _, _), .presentInContext(let screen, _, _, _, _): screen == id
      default: false
      }
    }
    if scenario.steps.contains(where: { presents($0.action) }) { return true }
    return scenario.routes?.byScreen.values.contains { $0.contains { presents($0.action) } } ?? false
  }

  /// `base`, or `base` followed by the lowest number from 2 that no screen of the app is named.
  static func freeName(_ base: String, in scenario: Scenario) -> String {
    let taken = Set(AppModel.layoutScreens(scenario.app)).union(scenario.screens.keys)
      .union(scenario.steps.flatMap { ActionCatalog.screens(of: $0.action) })
    var name = base
    var suffix = 2
    while taken.contains(name) {
      name = base + "\(suffix)"
      suffix += 1
    }
    return name
  }

  /// The stacks SwiftUI holds that a part of a SwiftUI app made hosted needs represented: an
  /// iOS engineer moving a SwiftUI screen into a `UIHostingController` of the app's pushes that
  /// controller on a `UINavigationController`, so the `NavigationStack` that holds the screen
  /// (a tab's, or the window's root) becomes one in a `UIViewControllerRepresentable`, as
  /// `--tab` makes a tab (uikit.representable.hostedPush). The stacks are where the app places
  /// the part's screens, and, for a screen the steps push, where they push it (the file's steps
  /// replayed). Nil when every screen already sits on a represented stack (a `hosting:` tab's,
  /// a presented flow's `hosting: [...]`) or the part is a tab. A screen only presentations
  /// show (`present`, `present-in-context`) is `presented`: its presentation's content becomes
  /// a represented stack (`representPresentation`); one no step or route shows is refused.
  static func stacksToRepresent(
    _ part: Part, _ screens: [String], _ scenario: Scenario
  ) throws(PartRefusal) -> (tabs: [Int], root: Bool, presented: [String])? {
    if case .tab = part { return nil }
    var represented = Set(scenario.screens.values.flatMap { $0.hosting ?? [] })
    if case .tabs(let items) = scenario.app {
      for case .hosting(_, let inner) in items { represented.formUnion(AppModel.layoutScreens(inner)) }
    }
    if case .hosting(_, let inner) = scenario.app { represented.formUnion(AppModel.layoutScreens(inner)) }
    let outside = screens.filter { !represented.contains($0) }
    guard !outside.isEmpty else { return nil }
    var tabs = Set<Int>()
    var root = false
    var presentedOnly: [String] = []
    var presented: [String] = []
    for id in outside {
      var places = StepPlaces()
      if case .tabs(let items) = scenario.app, let index = items.firstIndex(where: { AppModel.layoutScreens($0).contains(id) }) {
        places.tabs.insert(index)
      } else if AppModel.layoutScreens(scenario.app).contains(id) {
        places.root = true
      } else {
        places = stepPlaces(of: id, in: scenario)
      }
      if places.tabs.isEmpty, !places.root {
        if isPresented(id, in: scenario) { presented.append(id) } else { presentedOnly.append(id) }
      }
      tabs.formUnion(places.tabs)
      root = root || places.root
    }
    guard presentedOnly.isEmpty else {
      throw PartRefusal(
        message: "\(part) cannot become SwiftUI content in a UIHostingController the app made: '\(presentedOnly.joined(separator: "', '"))' "
          + "\(presentedOnly.count == 1 ? "is" : "are") shown by no step or route of the file (no stack holds \(presentedOnly.count == 1 ? "it" : "them") and "
          + "nothing presents \(presentedOnly.count == 1 ? "it" : "them")), so there is no stack or presentation to make a represented "
          + "UINavigationController: write the step that shows it (consulted: " + representableSources.joined(separator: "; ") + ")")
    }
    return (tabs.sorted(), root, presented)
  }

  /// Where a file's steps put a screen outside presentations: the root tabs whose stacks hold
  /// it, and whether the window's root stack does.
  struct StepPlaces {
    var tabs: Set<Int> = []
    var root = false
  }

  /// The steps replayed on the file's profile, after each one the root's stacks that hold an
  /// instance of `id` (a step the model refuses ends the replay: `check` reports it).
  static func stepPlaces(of id: String, in scenario: Scenario) -> StepPlaces {
    var places = StepPlaces()
    guard let engine = try? Engine(app: scenario.appDefinition, profile: scenario.profile, vocabulary: scenario.vocabulary, book: .standard),
      let type = engine.app.index[id]
    else { return places }
    var world = engine.initialWorld
    for (number, step) in scenario.steps.enumerated() {
      guard let next = try? engine.step(world, step.action, number: number + 1).world else { break }
      world = next
      let root = world.structure.root
      switch root.kind {
      case .tabs:
        for (index, tab) in root.tabs.enumerated() where tab.stack.contains(where: { engine.app.type(of: $0) == type }) {
          places.tabs.insert(index)
        }
      case .navigation, .screen:
        if root.stack.contains(where: { engine.app.type(of: $0) == type }) { places.root = true }
      default: break
      }
    }
    return places
  }

  /// The index of a tab a selector names, if the app has it.
  static func tabIndex(_ selector: TabSelector, _ items: [AppLayout]) -> Int? {
    switch selector {
    case .index(let number): items.indices.contains(number) ? number : nil
    case .screen(let id): items.firstIndex { AppModel.layoutScreens($0.hosted).first == id || AppModel.layoutScreens($0).first == id }
    }
  }

  /// The callbacks a part's code gets in the target: a whole app's, or, for a part of a
  /// UIKit app, a UIKit controller's (uikit), a UIHostingController's with its SwiftUI
  /// content (hosted), or the SwiftUI content's alone (swiftui: SwiftUI views in a hosting
  /// controller, whose `scenePhase` in a UIKit app is not modelled).
  package static func callbacks(for target: Target, part: Part, host: Host) -> [Callback] {
    guard part != .app, host == .uikit, target == .swiftui else { return callbacks(for: target) }
    return callbacks(for: .swiftui).filter { !$0.rawValue.hasPrefix("scenePhase") }
  }
}
