/// An app as a scenario file declares it: its window's root structure, its screens (content,
/// children, effects, lists, instances, hosted flows), its routes and what it logs. What a
/// test does with it (steps, expectations, claims) is a `TestDefinition`; a `Scenario` is
/// the two together, with the profile they run on.
///
/// Two apps are equal when they declare the same thing, wherever it is written: equality and
/// the hash ignore every source location (of screens, effects, routes and `observe:`), and a
/// content left to the host's default equals that default written out. Both are computed in
/// place, so an app of a million screens is compared without a copy of its declarations.
///
/// ```swift
/// let (scenario, _) = try ScenarioLoader.load(path: "Scenarios/apps/shop.yaml")
/// let engine = Engine(app: scenario.appDefinition, profile: .ios17)
/// ```
public struct AppDefinition: Hashable, Sendable {
  /// Who owns navigation.
  public var host: Host
  /// The window's structure at launch.
  package var root: AppLayout
  /// Declared screens, by id.
  package var screens: ScreenDeclarations
  /// The content of screens that do not declare theirs; nil means the host's default
  /// (UIKit views in a UIKit app, SwiftUI in a SwiftUI app).
  package var content: Content?
  /// Whether screens that do not say otherwise carry a `UIViewControllerRepresentable`
  /// probe that logs their hosting controller's UIKit callbacks (SwiftUI apps).
  public var probe: Bool
  /// How a SwiftUI app binds its NavigationStack's path.
  public var pathBinding: PathBinding
  /// Whether the app declares scenes (a scene delegate; every app on iOS 13 and later unless
  /// it keeps an app delegate alone, as before iOS 13). False only for UIKit apps.
  public var sceneBased: Bool = true
  /// When the app sets its navigation controllers' delegate (`navigation-delegate:`).
  public var navigationDelegate: NavigationDelegateTiming = .afterLaunch
  /// Where each screen can go (`routes:`); nil when the file declares none, and every action
  /// is then tried on every screen.
  package var routes: Routes?
  /// The callbacks the app logs; `nil` means all.
  public var observe: Set<Callback>?
  /// Where each callback of `observe:` is written (its first mention), for warnings; not part
  /// of the app's identity.
  package var observeLocations: [Callback: SourceLocation]
  /// The resources screens and the app's own code share (`resources:`), each with how it
  /// behaves: a start or stop of one of these names, by any screen, acts on the one resource.
  package var resources: [String: ResourceDiscipline] = [:]
  /// The app's own code on the app's and scene's callbacks (`app-effects:`): the scene
  /// delegate's and SwiftUI's `scenePhase`.
  package var appEffects: [EffectPlacement] = []
  /// For an app whose root is a `UIPageViewController` (`pages:`), how it turns its pages; its
  /// pages are then the root's items (`AppLayout.tabs`), and nil for every other app.
  package var pageStyle: PageStyle?
  /// For an app whose root is a split view (`split:`), its definition; its columns are then
  /// the root's items (`AppLayout.tabs`), and nil for every other app.
  package var split: SplitDefinition?
  /// The names under which the app logs the modifiers it attaches to its containers
  /// themselves (`observe-as:`); empty for most apps.
  package var containerViews = ContainerViews()
  /// The pagers nested in the root's items that turn by curling their pages (`style:
  /// pageCurl` beside a nested `pages:`, a UIKit app's `UIPageViewController`), each named by
  /// the root screen of its first page (placed once in the app); empty for most apps.
  package var nestedPageCurls: Set<String> = []

  /// Creates an app.
  package init(
    host: Host = .uikit, root: AppLayout, screens: ScreenDeclarations = [:], content: Content? = nil, probe: Bool = false,
    pathBinding: PathBinding = .direct, routes: Routes? = nil, observe: Set<Callback>? = nil,
    observeLocations: [Callback: SourceLocation] = [:]
  ) {
    self.host = host
    self.root = root
    self.screens = screens
    self.content = content
    self.probe = probe
    self.pathBinding = pathBinding
    self.routes = routes
    self.observe = observe
    self.observeLocations = observeLocations
  }

  /// The root's items (tabs or pages) that hold a pager of their own (`- pages: [...]` in
  /// `tabs:` or `pages:`): a UIPageViewController or a page-style TabView nested in the root
  /// container, its pages the item's `AppLayout.tabs`. Empty in an app with a split view,
  /// whose nested `tabs` are a split view's columns.
  package var nestedPagers: [Int] {
    guard split == nil, case .tabs(let items) = root else { return [] }
    return items.indices.filter { if case .tabs = items[$0] { true } else { false } }
  }

  /// The items of every pager of the app: the root's pages (`pages:`), then the pages of
  /// each pager nested in a root item, in order.
  package var pagerItems: [AppLayout] {
    var result: [AppLayout] = []
    guard case .tabs(let items) = root else { return result }
    if pageStyle != nil { result.append(contentsOf: items) }
    for item in nestedPagers {
      if case .tabs(let pages) = items[item] { result.append(contentsOf: pages) }
    }
    return result
  }

  /// The root screen of a page of a pager nested in a root item: the screen, or its stack's
  /// root; nil for a page that holds neither.
  package static func pageRoot(_ page: AppLayout) -> String? {
    switch page.hosted {
    case .screen(let id): id
    case .navigation(let ids): ids.first
    case .tabs, .hosting: nil
    }
  }

  /// The declaration of a screen, or a plain one when the app declares none.
  package func declaration(of id: String) -> ScreenDeclaration {
    screens[id] ?? ScreenDeclaration(id: id)
  }

  /// Whether any code is declared for the audit to run: a screen's `effects:`, a list's
  /// `row-effects:` or the app's `app-effects:`.
  package var declaresEffects: Bool {
    !appEffects.isEmpty || screens.values.contains { !$0.effects.isEmpty || !$0.rowEffects.isEmpty || !$0.modelEffects.isEmpty }
  }

  /// Whether the app logs this callback.
  public func observes(_ callback: Callback) -> Bool {
    observe?.contains(callback) ?? true
  }

  /// The content of screens that do not declare theirs, the host's default filled in.
  package var resolvedContent: Content {
    content ?? (host == .swiftui ? .swiftui : .uikit)
  }

  /// Whether both declare the same app, wherever each is written.
  public static func == (lhs: AppDefinition, rhs: AppDefinition) -> Bool {
    lhs.host == rhs.host && lhs.root == rhs.root && lhs.resolvedContent == rhs.resolvedContent && lhs.probe == rhs.probe
      && lhs.pathBinding == rhs.pathBinding && lhs.sceneBased == rhs.sceneBased && lhs.observe == rhs.observe
      && lhs.navigationDelegate == rhs.navigationDelegate
      && Routes.sameIgnoringLocations(lhs.routes, rhs.routes) && lhs.resources == rhs.resources
      && lhs.appEffects.count == rhs.appEffects.count
      && zip(lhs.appEffects, rhs.appEffects).allSatisfy { $0.callback == $1.callback && $0.effects == $1.effects }
      && lhs.screens.isSame(as: rhs.screens, by: { $0.isSameIgnoringLocations(as: $1) })
      && lhs.containerViews == rhs.containerViews && lhs.nestedPageCurls == rhs.nestedPageCurls
  }

  /// Hashes what `==` compares: no source location.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(host)
    hasher.combine(root)
    hasher.combine(resolvedContent)
    hasher.combine(probe)
    hasher.combine(pathBinding)
    hasher.combine(sceneBased)
    hasher.combine(navigationDelegate)
    hasher.combine(observe)
    Routes.hashIgnoringLocations(routes, into: &hasher)
    hasher.combine(resources)
    for placement in appEffects {
      hasher.combine(placement.callback)
      hasher.combine(placement.effects)
    }
    hasher.combine(screens.combinedHash { $0.hashIgnoringLocations })
    hasher.combine(containerViews)
    hasher.combine(nestedPageCurls)
  }
}

extension ScreenDeclaration {
  /// Whether two declarations say the same, wherever they and their effects are written.
  func isSameIgnoringLocations(as other: ScreenDeclaration) -> Bool {
    id == other.id && title == other.title && storyboard == other.storyboard && children == other.children
      && conditional == other.conditional && content == other.content && probe == other.probe
      && instances == other.instances && list == other.list && hosting == other.hosting && split == other.split
      && definesContext == other.definesContext && constraints == other.constraints
      && forwardsAppearance == other.forwardsAppearance
      && effects.count == other.effects.count
      && zip(effects, other.effects).allSatisfy { $0.callback == $1.callback && $0.effects == $1.effects }
      && rowEffects.count == other.rowEffects.count
      && zip(rowEffects, other.rowEffects).allSatisfy { $0.callback == $1.callback && $0.effects == $1.effects }
      && model == other.model && modelEffects.count == other.modelEffects.count
      && zip(modelEffects, other.modelEffects).allSatisfy { $0.callback == $1.callback && $0.effects == $1.effects }
  }

  /// A hash of what `isSameIgnoringLocations` compares.
  var hashIgnoringLocations: Int {
    var hasher = Hasher()
    hasher.combine(id)
    hasher.combine(title)
    hasher.combine(storyboard)
    hasher.combine(children)
    hasher.combine(conditional)
    hasher.combine(content)
    hasher.combine(probe)
    hasher.combine(instances)
    hasher.combine(list)
    hasher.combine(hosting)
    hasher.combine(definesContext)
    hasher.combine(constraints)
    hasher.combine(forwardsAppearance)
    hasher.combine(effects.count)
    for placement in effects + rowEffects + modelEffects {
      hasher.combine(placement.callback)
      hasher.combine(placement.effects)
    }
    hasher.combine(rowEffects.count)
    hasher.combine(model)
    return hasher.finalize()
  }
}

extension Routes {
  /// Whether two apps' routes are the same, wherever they are written.
  static func sameIgnoringLocations(_ lhs: Routes?, _ rhs: Routes?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    guard lhs.order == rhs.order, lhs.byScreen.count == rhs.byScreen.count else { return false }
    for (id, routes) in lhs.byScreen {
      guard let others = rhs.byScreen[id], others.count == routes.count else { return false }
      for (route, other) in zip(routes, others)
      where route.action != other.action || route.anyOutcome != other.anyOutcome || route.anyTab != other.anyTab {
        return false
      }
    }
    return true
  }

  /// Hashes what `sameIgnoringLocations` compares.
  static func hashIgnoringLocations(_ routes: Routes?, into hasher: inout Hasher) {
    guard let routes else { return hasher.combine(false) }
    hasher.combine(true)
    hasher.combine(routes.order)
    // In the file's order of screens: the dictionary's own order differs between processes.
    for id in routes.order {
      for route in routes.byScreen[id] ?? [] {
        hasher.combine(route.action)
        hasher.combine(route.anyOutcome)
        hasher.combine(route.anyTab)
      }
    }
  }
}
