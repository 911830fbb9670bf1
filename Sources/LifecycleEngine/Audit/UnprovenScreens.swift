import LifecycleCore

/// A screen with effects whose guarantees a walk could not judge: no path of up to its depth
/// both showed it and took it away (off the top, or out of the app), so what its effects do
/// when a visit or the instance ends never ran. Such a screen's guarantees are unproven, not
/// held: `audit` says so, with the depth that would show and leave it.
public struct UnprovenScreen: Hashable, Sendable {
  /// The screen's id.
  public var screen: String
  /// The fewest actions after launch that show the screen and take it away again, by the
  /// app's routes (by any action, without `routes:`); nil when no route brings it in.
  public var decidingDepth: Int?
  /// Whether the app's routes reach it within the depth but no walked path showed it: each
  /// step that would bring it in is impossible on the profile (a `path-append` before iOS 16,
  /// where SwiftUI has no `NavigationStack`). `decidingDepth` is then nil.
  public var refusedOnProfile: Bool

  /// Creates one.
  public init(screen: String, decidingDepth: Int?, refusedOnProfile: Bool = false) {
    self.screen = screen
    self.decidingDepth = decidingDepth
    self.refusedOnProfile = refusedOnProfile
  }
}

extension Audit {
  /// The deepest default depth an app's routes can ask for (`routeDepth(_:)`).
  public static let deepestDefaultDepth = 6

  /// The depth `audit` takes when none is given: enough, by the app's routes, to show every
  /// screen with effects (`routeDistances`), act once on it or over it (a push over it, a
  /// cancelled swipe, the background) and leave it, at least `defaultDepth` and at most
  /// `deepestDefaultDepth`; `defaultDepth` for an app without `routes:`, where every screen
  /// is one action away. Showing and leaving alone is not enough: the shop app's
  /// `product_viewed` breaks only on a swipe cancelled over it, one action deeper.
  public static func routeDepth(_ scenario: Scenario) -> Int {
    guard scenario.routes != nil else { return defaultDepth }
    let distances = routeDistances(scenario.appDefinition)
    var deepest = defaultDepth
    for declaration in scenario.screens.values where !declaration.effects.isEmpty || !declaration.modelEffects.isEmpty {
      if let distance = distances[declaration.id] { deepest = max(deepest, distance + 2) }
    }
    return min(deepest, deepestDefaultDepth)
  }

  /// The screens with effects (`audited`, declared ids) that `showings` never saw both shown
  /// and left, of those the app's routes can show and leave only beyond `depth` (or never):
  /// a screen the routes show and leave within the depth and the walk did not (a root that
  /// never leaves) is judged on every path there is. A screen no walked path showed at all,
  /// though the routes reach it within the depth, is unproven too: every step that brings it
  /// in is impossible on the profile (`UnprovenScreen.refusedOnProfile`).
  static func unproven(_ showings: AuditWalk.Showings, engine: Engine, scenario: Scenario, depth: Int) -> [UnprovenScreen] {
    let app = engine.app
    guard showings.shown.count == app.count else { return [] }
    var decided: [String: Bool] = [:]
    var everShown: Set<String> = []
    for index in 0..<app.count {
      let id = app.typeName(index)
      let declaration = scenario.declaration(of: id)
      guard !declaration.effects.isEmpty || !declaration.modelEffects.isEmpty else { continue }
      decided[id, default: false] = decided[id, default: false] || (showings.shown[index] && showings.left[index])
      if showings.shown[index] { everShown.insert(id) }
    }
    let distances = Self.routeDistances(scenario.appDefinition)
    var result: [UnprovenScreen] = []
    for (id, isDecided) in decided.sorted(by: { $0.key < $1.key }) where !isDecided {
      let deciding = distances[id].map { $0 + 1 }
      if let deciding, deciding <= depth {
        if everShown.contains(id) { continue }
        result.append(UnprovenScreen(screen: id, decidingDepth: nil, refusedOnProfile: true))
        continue
      }
      result.append(UnprovenScreen(screen: id, decidingDepth: deciding))
    }
    return result
  }

  /// For each screen, the fewest actions after launch that show it, by the app's routes: the
  /// launch's top screens at 0, the screens under them and the other tabs at 1, a screen a
  /// route names one more than the screen whose route it is (a `Scene` route's, 1), embedded
  /// children with their parent. Without `routes:`, any screen is 1 action away.
  package static func routeDistances(_ app: AppDefinition) -> [String: Int] {
    var distance: [String: Int] = [:]
    var queue: [String] = []
    func reach(_ id: String, _ value: Int) {
      guard distance[id].map({ value < $0 }) ?? true else { return }
      distance[id] = value
      queue.append(id)
    }
    // The launch: the top of the first tab's stack shown, the rest one action away. A layout
    // is at most a tab bar of hosted stacks: a loop over a short list, no recursion.
    var layouts: [(layout: AppLayout, first: Bool)] = [(app.root, true)]
    while let (layout, first) = layouts.popLast() {
      switch layout {
      case .screen(let id): reach(id, first ? 0 : 1)
      case .navigation(let ids):
        for (place, id) in ids.enumerated() { reach(id, first && place == ids.count - 1 ? 0 : 1) }
      case .tabs(let items):
        for (place, item) in items.enumerated() { layouts.append((item, first && place == 0)) }
      case .hosting(let id, let inner):
        reach(id, first ? 0 : 1)
        layouts.append((inner, first))
      }
    }
    guard let routes = app.routes else {
      for declaration in app.screens.values { reach(declaration.id, 1) }
      return distance
    }
    for route in routes.routes(of: Routes.sceneKey) {
      for id in ActionCatalog.screens(of: route.action) { reach(id, 1) }
    }
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      let value = distance[id]!
      let declaration = app.declaration(of: id)
      for child in declaration.children { reach(child, value) }
      for branch in declaration.conditional { reach(branch, value + 1) }
      for route in routes.routes(of: id) {
        for named in ActionCatalog.screens(of: route.action) { reach(named, value + 1) }
      }
    }
    return distance
  }
}
