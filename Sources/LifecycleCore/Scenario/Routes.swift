/// Where each screen of the user's app can go (`routes:`): the steps the app's code and its
/// user can take while a screen is the top one, written as steps are. When a scenario
/// declares routes, `possibleActions`, `explore`, `audit`, claims and every counterexample
/// take only these steps; without them the walk tries every action on every screen.
///
/// The reserved name `Scene` lists the steps open whatever screen is on top (the app going to
/// the background, a rotation, the tab bar); without it they are `background` and every tab.
package struct Routes: Hashable, Sendable {
  /// Each screen's routes, by screen id (`Scene` for the app-wide ones), in file order.
  package var byScreen: [String: [Route]]
  /// The screens in the order the file lists them.
  package var order: [String]
  /// Where `routes:` is written.
  package var location: SourceLocation?

  /// Creates routes.
  package init(byScreen: [String: [Route]] = [:], order: [String] = [], location: SourceLocation? = nil) {
    self.byScreen = byScreen
    self.order = order
    self.location = location
  }

  /// The id of the app-wide routes.
  package static let sceneKey = "Scene"

  /// The app-wide steps when `Scene` is not listed: the app goes to the background, and the
  /// user taps any tab of the tab bar.
  package static let defaultScene: [Route] = [ActionRecord.background, ActionRecord.selectTab].compactMap(Route.init(bare:))

  /// The routes of a screen (of the scene for `sceneKey`).
  package func routes(of id: String) -> [Route] {
    if id == Self.sceneKey { return byScreen[id] ?? Self.defaultScene }
    return byScreen[id] ?? []
  }

  /// Every screen a route names, as a source or a destination.
  package var screens: [String] {
    var result: [String] = []
    for id in order {
      if id != Self.sceneKey { result.append(id) }
      for route in byScreen[id] ?? [] { result += ActionCatalog.screens(of: route.action) }
    }
    return result
  }
}

/// One step a screen can take: an action as a step writes it, and what it leaves open
/// (`swipe-back` or `swipe-down` without an outcome stands for both; `select-tab` without
/// a tab for every tab).
package struct Route: Hashable, Sendable {
  /// The action.
  package var action: Action
  /// The gesture's outcome was not written: completed and cancelled are both taken.
  package var anyOutcome: Bool
  /// The tab was not written: every tab is taken.
  package var anyTab: Bool
  /// Where the route is written.
  package var location: SourceLocation?

  /// Creates a route.
  package init(_ action: Action, anyOutcome: Bool = false, anyTab: Bool = false, location: SourceLocation? = nil) {
    self.action = action
    self.anyOutcome = anyOutcome
    self.anyTab = anyTab
    self.location = location
  }

  /// How a file writes it (`swipe-back`, `push: Detail`, `present: Login (fullScreen)`).
  package var summary: String { isBare ? action.keyword : action.summary }
}
