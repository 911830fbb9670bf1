import LifecycleCore
import LifecycleKnowledge

/// Makes a path that breaks a law as small as it gets: steps and screens are removed one at
/// a time while the same law still breaks and every remaining step is still possible, until
/// nothing more can go. The result is an app (the target's, or smaller) and a test of it that
/// takes only those steps: a scenario that `lifecycle check` fails on.
///
/// With `routes:` the app stays whole (its routes name its screens) and only steps go, while
/// every remaining step is still one of the routes.
///
/// Screens go from the app's structure (a stack's screen, a tab, a tab bar or navigation
/// stack around a single screen) and from the declarations (a child, a conditional child);
/// the steps that name a removed screen go with it, and tab indices shift. Every attempt is
/// a fresh simulation of the candidate, with the laws checked, so the result reproduces.
package struct Shrinker: Sendable {
  /// The ordering knowledge the violation was found with.
  package var book: RuleBook

  /// Creates a shrinker.
  package init(book: RuleBook = .standard) {
    self.book = book
  }

  /// The smallest scenario found from `app` and `path` on `profile` that still breaks `law`:
  /// the app (with fewer screens unless it declares routes) and a test of only the steps
  /// needed, and the violation it shows. The scenario has no path, name or source yet.
  package func shrink(_ app: AppDefinition, profile: Profile, path: [Action], law: String) -> (scenario: Scenario, violation: LawViolation)? {
    var current = Candidate(app: app, actions: path)
    guard var violation = breaks(current, profile, law) else { return nil }
    var changed = true
    while changed {
      changed = false
      for candidate in smaller(current) {
        if let found = breaks(candidate, profile, law) {
          current = candidate
          violation = found
          changed = true
          break
        }
      }
    }
    // Nothing after the first step that breaks the law is needed.
    let steps = Array(current.actions.prefix(violation.step))
    current.actions = steps
    return (current.scenario(profile: profile), violation)
  }

  /// An app and a path: what shrinking changes.
  struct Candidate: Hashable {
    var app: AppDefinition
    var actions: [Action]
    /// Whether the app stays whole and only steps go: an app with routes is the user's own,
    /// whose screens its routes name.
    var keepsApp: Bool

    init(app: AppDefinition, actions: [Action], keepsApp: Bool? = nil) {
      self.app = app
      self.actions = actions
      self.keepsApp = keepsApp ?? (app.routes != nil)
    }

    /// The app with a test that takes the path and nothing else, on `profile`.
    func scenario(profile: Profile) -> Scenario {
      Scenario(path: "", name: "", source: "", profile: profile, app: app, test: TestDefinition(actions: actions))
    }
  }

  /// The first unwaived violation of `law` when the candidate runs, if every step is possible.
  func breaks(_ candidate: Candidate, _ profile: Profile, _ law: String) -> LawViolation? {
    let scenario = candidate.scenario(profile: profile)
    var found: LawViolation?
    do {
      let simulation = try Simulation(scenario, book: book)
      guard simulation.engine.followsRoutes(candidate.actions) else { return nil }
      try simulation.forEachStep(checkingLaws: true) { _, _, violations in
        if found == nil { found = violations.first { $0.law.id == law && !$0.isWaived } }
      }
    } catch {
      return nil
    }
    return found
  }

  /// Every candidate one removal smaller, steps first (the last first, so the path keeps
  /// its end), then screens.
  func smaller(_ current: Candidate) -> [Candidate] {
    var result: [Candidate] = []
    for index in current.actions.indices.dropFirst().reversed() {
      var candidate = current
      candidate.actions.remove(at: index)
      result.append(candidate)
    }
    if current.keepsApp { return result }
    result += smallerApps(current)
    for id in current.app.screens.keys.sorted() {
      let declaration = current.app.declaration(of: id)
      for child in declaration.children + declaration.conditional {
        var candidate = current
        candidate.app.screens[id]?.children.removeAll { $0 == child }
        candidate.app.screens[id]?.conditional.removeAll { $0 == child }
        candidate.app.screens[child] = nil
        candidate.actions = current.actions.filter { !Self.names($0, child) }
        result.append(candidate)
      }
      if declaration.children.isEmpty, declaration.conditional.isEmpty {
        var candidate = current
        candidate.app.screens[id] = nil
        if candidate.app.screens.values.contains(where: { ($0.children + $0.conditional).contains(id) }) { continue }
        result.append(candidate)
      }
    }
    return result
  }

  /// Candidates with one screen fewer in the window's structure, or one container fewer.
  private func smallerApps(_ current: Candidate) -> [Candidate] {
    var result: [Candidate] = []
    func without(_ screen: String, _ app: AppLayout) -> Candidate {
      var candidate = current
      candidate.app.root = app
      candidate.actions = current.actions.filter { !Self.names($0, screen) }
      return candidate
    }
    switch current.app.root {
    case .screen, .hosting:
      break
    case .navigation(let stack):
      if stack.count == 1 {
        var candidate = current
        candidate.app.root = .screen(stack[0])
        result.append(candidate)
      } else {
        for index in stack.indices.reversed() {
          var smaller = stack
          let removed = smaller.remove(at: index)
          result.append(without(removed, .navigation(smaller)))
        }
      }
    case .tabs(let tabs):
      if tabs.count == 1, tabs[0].hosted == tabs[0] {
        var candidate = current
        candidate.app.root = tabs[0]
        candidate.actions = current.actions.compactMap { ActionCatalog.retab($0, .tabBar) }
        result.append(candidate)
      }
      for index in tabs.indices.reversed() where tabs.count > 1 {
        var smaller = tabs
        let removed = smaller.remove(at: index)
        // The tab that holds the app's split view stays (the app's 'split' is its).
        if case .tabs = removed { continue }
        let screens = Set(AppModel.layoutScreens(removed))
        var candidate = current
        candidate.app.root = .tabs(smaller)
        candidate.actions = current.actions.compactMap { action in
          if screens.contains(where: { Self.names(action, $0) }) { return nil }
          return ActionCatalog.retab(action, .tab(index))
        }
        result.append(candidate)
      }
      for (index, tab) in tabs.enumerated() {
        guard case .navigation(let stack) = tab.hosted, stack.count > 1 else { continue }
        for position in stack.indices.reversed() {
          var smaller = stack
          let removed = smaller.remove(at: position)
          var newTabs = tabs
          if case .hosting(let id, _) = tab { newTabs[index] = .hosting(id, .navigation(smaller)) } else { newTabs[index] = .navigation(smaller) }
          result.append(without(removed, .tabs(newTabs)))
        }
      }
    }
    return result
  }

  /// The screens an action names (the catalog's answer, which the app model compiles).
  static func namedScreens(_ action: Action) -> [String] { ActionCatalog.screens(of: action) }

  /// Whether an action names a screen.
  static func names(_ action: Action, _ screen: String) -> Bool { ActionCatalog.names(action, screen) }
}
