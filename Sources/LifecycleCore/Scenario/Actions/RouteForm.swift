/// How a verb is declared under `routes:` and what a route of it stands for in a world: the
/// part of a record that `RouteDecoding`, `ScenarioWriter`, `Route` and `RouteTable` read, so
/// that none of them names an action.
package struct RouteForm: Sendable {
  /// What the keyword written alone leaves open (`swipe-back`: both outcomes; `select-tab`:
  /// every tab), or nil when the keyword alone is just the step.
  package var open: RouteOpening?
  /// Why this app cannot declare the route (its profile lacks the transition, its host the
  /// structure, or the step is not a route at all), or nil.
  package var refusal: @Sendable (Action, RouteContext) -> String?
  /// Appends the candidate actions a route stands for in a world: nothing where it plainly
  /// cannot be taken (the navigator refuses the rest).
  package var expand: @Sendable (Route, Structure, ActionOffer, RouteTable, inout [Action]) -> Void
  /// Whether routes choose the verb: false for `show` and `hide`, whose candidates the
  /// parents' declarations give, and which the record offers as it does without routes.
  package var declared: Bool
  /// The record whose turn in `ActionCatalog.offering` a route of this verb takes (a zoom
  /// push, push's), or nil for its own.
  package var turn: ActionRecord?

  /// Creates a form; by default any app may declare the route and it stands for its action.
  package init(
    open: RouteOpening? = nil,
    refusal: @escaping @Sendable (Action, RouteContext) -> String? = { _, _ in nil },
    expand: @escaping @Sendable (Route, Structure, ActionOffer, RouteTable, inout [Action]) -> Void = { route, _, _, _, actions in
      actions.append(route.action)
    },
    declared: Bool = true, turn: ActionRecord? = nil
  ) {
    self.open = open
    self.refusal = refusal
    self.expand = expand
    self.declared = declared
    self.turn = turn
  }

  /// A step every walk takes by itself (`launch`, `foreground`): never a route.
  package static let notARoute = RouteForm(refusal: { action, _ in
    "'\(action.keyword)' is not a route: every walk launches the app, and brings it back after 'background'"
  })

  /// A route that brings in the screen it names: offered while that screen is not in the app (or
  /// another instance of it may come in, `instances:`),
  /// and with `inStack`, while a navigation stack is on top.
  package static func bringsIn(
    inStack: Bool, refusal: @escaping @Sendable (Action, RouteContext) -> String? = { _, _ in nil }, turn: ActionRecord? = nil
  ) -> RouteForm {
    RouteForm(
      refusal: refusal,
      expand: { route, state, offer, _, actions in
        if inStack, state.topStackCount == nil { return }
        var live = true
        ActionCatalog.forEachScreen(in: route.action) { id in
          if let screen = offer.app.index[id] { live = !offer.app.mayBringIn(screen, state) }
        }
        guard !live else { return }
        actions.append(route.action)
      }, turn: turn)
  }

  /// A route offered while the visible navigation stack holds more than its root.
  package static let deeperStack = RouteForm(expand: { route, state, _, _, actions in
    guard let count = state.topStackCount, count > 1 else { return }
    actions.append(route.action)
  })

  /// A gesture completed or cancelled: offered where its record offers it, both outcomes
  /// when the route leaves them open.
  package static func outcomes(refusal: @escaping @Sendable (Action, RouteContext) -> String? = { _, _ in nil }) -> RouteForm {
    RouteForm(
      open: .outcome, refusal: refusal,
      expand: { route, state, offer, _, actions in
        var offered: [Action] = []
        route.action.record.offer(state, offer, &offered)
        guard !offered.isEmpty else { return }
        actions += route.anyOutcome ? offered : [route.action]
      })
  }

  /// A route refused on a profile where a platform fact does not hold.
  package static func needing(_ fact: Fact, _ message: @escaping @Sendable (Profile) -> String) -> @Sendable (Action, RouteContext) -> String? {
    { _, context in context.holds(fact) ? nil : message(context.profile) }
  }
}

/// What a verb's keyword written alone leaves open in a route.
package enum RouteOpening: Sendable {
  /// Both outcomes of a gesture: `Route.anyOutcome`.
  case outcome
  /// Every tab: `Route.anyTab`.
  case tab
}

/// What a route's refusal reads: the profile (through its platform facts), the host, and the
/// root screen of each tab.
package final class RouteContext {
  /// The scenario's profile.
  package let profile: Profile
  /// Who owns navigation.
  package let host: Host
  /// The root screen of each tab of a tab bar app; none for another app.
  package let tabRoots: [String]
  private let facts: (Fact) -> Bool
  private var known: [Fact: Bool] = [:]

  /// Creates a context; `holds` says whether a platform fact holds on the profile (the
  /// knowledge's platform overlays answer), asked at most once per fact.
  package init(profile: Profile, host: Host, tabRoots: [String], holds: @escaping (Fact) -> Bool) {
    self.profile = profile
    self.host = host
    self.tabRoots = tabRoots
    facts = holds
  }

  /// Whether a platform fact holds on the profile.
  package func holds(_ fact: Fact) -> Bool {
    if let value = known[fact] { return value }
    let value = facts(fact)
    known[fact] = value
    return value
  }
}

extension ActionRecord {
  /// The action the keyword written alone stands for (its argument and options at their
  /// defaults), or nil for a case another record decodes.
  package var bareAction: Action? {
    guard let decode, case .success(let action) = decode(StepFields()) else { return nil }
    return action
  }
}

extension Route {
  /// The route a verb's keyword written alone makes: what its record leaves open, left open.
  package init?(bare record: ActionRecord) {
    guard let action = record.bareAction else { return nil }
    self.init(action, anyOutcome: record.route.open == .outcome, anyTab: record.route.open == .tab)
  }

  /// Whether the route is its keyword alone: what its record leaves open is left open.
  package var isBare: Bool {
    switch action.record.route.open {
    case .outcome?: anyOutcome
    case .tab?: anyTab
    case nil: false
    }
  }
}
