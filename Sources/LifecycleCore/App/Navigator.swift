/// Applies scenario actions to an `AppState`, producing framework-neutral transitions and
/// refusing actions that are impossible in the app's state.
public struct Navigator: Sendable {
  /// The scenario's screens, for children and storyboard flags.
  public let scenario: Scenario
  /// The state after the steps applied so far.
  public internal(set) var state = AppState()

  /// Creates a navigator before launch.
  public init(scenario: Scenario) {
    self.scenario = scenario
  }

  /// Every transition of the scenario, or the first impossible action as a diagnostic.
  public static func transitions(of scenario: Scenario) throws(Diagnostic) -> [Transition] {
    var navigator = Navigator(scenario: scenario)
    var result: [Transition] = []
    for step in scenario.steps {
      do {
        result.append(try navigator.apply(step.action))
      } catch {
        throw Diagnostic(.error, "\(step.action.keyword): \(error.message)", path: scenario.path,
          at: step.location, notes: [Diagnostic.Note("the app's state: \(navigator.state.summary)")])
      }
    }
    return result
  }

  /// An action that cannot happen in the current state.
  public struct ActionError: Error, Sendable {
    /// Why.
    public var message: String
    init(_ message: String) { self.message = message }
  }

  /// Applies one action.
  public mutating func apply(_ action: Action) throws(ActionError) -> Transition {
    if action != .launch {
      guard state.root != nil else {
        throw ActionError("the app has not launched yet; add '- launch' as the first step")
      }
      if state.inBackground, action != .foreground {
        throw ActionError("the app is in the background; add '- foreground' first")
      }
    }
    var transition: Transition
    switch action {
    case .launch: return try launch()
    case .push(let id, let animated): transition = try push(id, animated: animated)
    case .pop(let animated): transition = try pop(animated: animated, toRoot: false)
    case .popToRoot(let animated): transition = try pop(animated: animated, toRoot: true)
    case .swipeBack(let completed): transition = try swipeBack(completed: completed)
    case .present(let id, let style, let inNavigation, let animated):
      transition = try present(id, style: style, inNavigation: inNavigation, animated: animated)
    case .dismiss(let id, let animated): transition = try dismiss(id, animated: animated)
    case .swipeDown(let completed): transition = try swipeDown(completed: completed)
    case .selectTab(let selector): transition = try selectTab(selector)
    case .background, .foreground: transition = try moveApp(toBackground: action == .background)
    case .show(let id, let replacing, let viewTransition, let animated):
      transition = try show(id, replacing: replacing, viewTransition, animated: animated)
    case .hide(let id, let animated): transition = try hide(id, animated: animated)
    case .rotate: transition = Transition(kind: .rotate)
    }
    transition.onScreen = state.onScreen
    transition.inBackground = state.inBackground
    return transition
  }

  // MARK: - Building screens

  func makeNode(_ id: String) -> ScreenNode {
    var visiting: Set<String> = []
    return makeNode(id, visiting: &visiting)
  }

  private func makeNode(_ id: String, visiting: inout Set<String>) -> ScreenNode {
    guard visiting.insert(id).inserted else { return ScreenNode(id: id) }
    defer { visiting.remove(id) }
    let children = scenario.declaration(of: id).children.map { makeNode($0, visiting: &visiting) }
    return ScreenNode(id: id, children: children)
  }

  func requireNotLive(_ id: String) throws(ActionError) {
    if state.liveScreens.contains(id) {
      throw ActionError("'\(id)' is already in the app; a screen can be in the hierarchy only once")
    }
  }

  private mutating func launch() throws(ActionError) -> Transition {
    guard state.root == nil else { throw ActionError("the app has already launched") }
    let root = build(scenario.app)
    state.root = root
    var transition = Transition(kind: .launch, animated: false)
    transition.created = root.allNodes.map { ScreenRef(id: $0.id) }
    transition.incoming = root.visibleScreens
    transition.onScreen = state.onScreen
    return transition
  }

  private func build(_ layout: AppLayout) -> Container {
    switch layout {
    case .screen(let id): .screen(makeNode(id))
    case .navigation(let ids): .navigation(ids.map(makeNode))
    case .tabs(let items): .tabs(items.map(build), selected: 0)
    }
  }
}
