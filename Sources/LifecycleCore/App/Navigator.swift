/// Applies actions to a `Structure`, producing framework-neutral transitions and refusing
/// actions that are impossible in the app's state.
public struct Navigator: Sendable {
  /// The app.
  public let app: AppModel
  /// The profile's facts (does a page sheet cover its presenter? can a sheet be swiped?).
  public let rules: ResolvedRules

  /// Creates a navigator.
  public init(app: AppModel, rules: ResolvedRules) {
    self.app = app
    self.rules = rules
  }

  /// An action that cannot happen in the current state.
  public struct ActionError: Error, Sendable, CustomStringConvertible {
    /// Why.
    public var message: String
    init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
  }

  /// Applies one action to the structure.
  public func apply(_ action: Action, to state: inout Structure) throws(ActionError) -> Transition {
    if action != .launch {
      guard state.launched else {
        throw ActionError("the app has not launched yet; add '- launch' as the first step")
      }
      if state.inBackground, action != .foreground {
        throw ActionError("the app is in the background; add '- foreground' first")
      }
    }
    var transition: Transition
    switch action {
    case .launch: return try launch(&state)
    case .push(let id, let animated): transition = try push(screen(id), animated: animated, &state)
    case .zoomPush(let id, let interrupted): transition = try zoomPush(screen(id), interrupted: interrupted, &state)
    case .replaceRoot(let id, let inNavigation): transition = try replaceRoot(screen(id), inNavigation: inNavigation, &state)
    case .pop(let animated): transition = try pop(animated: animated, toRoot: false, &state)
    case .popToRoot(let animated): transition = try pop(animated: animated, toRoot: true, &state)
    case .swipeBack(let completed): transition = try swipeBack(completed: completed, &state)
    case .present(let id, let style, let inNavigation, let animated):
      transition = try present(screen(id), style: style, inNavigation: inNavigation, animated: animated, &state)
    case .dismiss(let id, let animated): transition = try dismiss(id, animated: animated, &state)
    case .swipeDown(let completed): transition = try swipeDown(completed: completed, &state)
    case .selectTab(let selector): transition = try selectTab(selector, &state)
    case .background, .foreground: transition = try moveApp(toBackground: action == .background, &state)
    case .show(let id, let replacing, let viewTransition, let animated):
      transition = try show(
        screen(id), replacing: try replacing.map { name throws(ActionError) in try screen(name) },
        viewTransition, animated: animated, &state)
    case .hide(let id, let animated): transition = try hide(screen(id), animated: animated, &state)
    case .rotate: transition = Transition(kind: .rotate)
    }
    transition.onScreen = state.onScreen
    transition.inBackground = state.inBackground
    transition.pathBinding = app.scenario.pathBinding
    return transition
  }

  /// The index of a screen the action names.
  func screen(_ name: String) throws(ActionError) -> Int {
    guard let index = app.index[name] else {
      throw ActionError("'\(name)' is not a screen of this app")
    }
    return index
  }

  func name(_ screen: Int) -> String { app.texts[screen] }

  func requireNotLive(_ screen: Int, _ state: Structure) throws(ActionError) {
    if state.live[screen] {
      throw ActionError("'\(name(screen))' is already in the app; a screen can be in the hierarchy only once")
    }
  }

  /// A screen that the scenario embeds in another cannot be pushed or presented on its own.
  func requireNotChild(_ screen: Int) throws(ActionError) {
    let parent = app.declaredParent[screen]
    if parent >= 0 {
      throw ActionError(
        "'\(name(screen))' is declared as a child of '\(name(parent))'; only a screen that no other screen embeds can be pushed or presented")
    }
  }

  /// A one-line description of the state, for diagnostics.
  public func summary(_ state: Structure) -> String {
    guard state.launched else { return "the app has not launched" }
    var parts = [describe(state.root, state)]
    for presentation in state.presentations {
      parts.append("presented \(describe(presentation.content, state)) (\(presentation.style.rawValue))")
    }
    return parts.joined(separator: ", ")
  }

  private func describe(_ container: Structure.Container, _ state: Structure) -> String {
    switch container.kind {
    case .screen: "screen '\(container.stack.first.map(name) ?? "?")'"
    case .navigation: "navigation stack [\(container.stack.map(name).joined(separator: ", "))]"
    case .tabs:
      "tab bar [\(container.tabs.map { describe($0, state) }.joined(separator: "; "))] on tab \(container.selected)"
    }
  }

  private func launch(_ state: inout Structure) throws(ActionError) -> Transition {
    guard !state.launched else { throw ActionError("the app has already launched") }
    state.launched = true
    state.root = build(app.layout, &state)
    var transition = Transition(kind: .launch, animated: false)
    transition.created = state.heldScreens(state.root).map { ScreenRef($0) }
    transition.incoming = state.visibleScreens(state.root)
    transition.offscreen = state.offscreenScreens(state.root)
    transition.hiddenTabs = state.hiddenTabScreens(state.root)
    transition.onScreen = state.onScreen
    transition.pathBinding = app.scenario.pathBinding
    return transition
  }

  private func build(_ layout: AppModel.Layout, _ state: inout Structure) -> Structure.Container {
    switch layout {
    case .screen(let screen):
      state.insert(screen, in: app)
      return Structure.Container(kind: .screen, stack: [screen])
    case .navigation(let screens):
      for screen in screens { state.insert(screen, in: app) }
      return Structure.Container(kind: .navigation, stack: screens)
    case .tabs(let items):
      var tabs: [Structure.Container] = []
      for item in items { tabs.append(build(item, &state)) }
      return Structure.Container(kind: .tabs, tabs: tabs)
    }
  }
}
