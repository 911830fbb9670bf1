import LifecycleCore

extension Engine {
  /// Every action that is valid in a world, with its arguments: each screen the scenario
  /// declares that could be pushed or presented (and one fresh screen, when the engine has
  /// any), every presentation style with and without a navigation controller, completed and
  /// cancelled gestures, each tab, each conditional child and each embedded child, a zoom
  /// push (whole or interrupted) where the profile has it, a new root in a SwiftUI app, and
  /// `animated: false` only where the rule tables make animation change the order.
  ///
  /// The list is deterministic: the same world gives the same list in the same order.
  public func possibleActions(in world: World) -> [Action] {
    candidateActions(in: world).filter { action in
      var structure = world.structure
      return (try? navigator.apply(action, to: &structure)) != nil
    }
  }

  /// The actions worth trying in a world: every valid one and a few that the navigator will
  /// refuse (a search steps them and skips those that throw, which costs less than checking).
  public func candidateActions(in world: World) -> [Action] {
    candidateActions(in: world, choices: ActionChoices(self)) { _ in true }
  }

  /// The candidate actions, with pushes and presentations only of the screens `keeps` keeps
  /// (the explorer leaves out screens interchangeable with one it tries).
  func candidateActions(in world: World, bringingIn keeps: (Int) -> Bool) -> [Action] {
    candidateActions(in: world, choices: ActionChoices(self), bringingIn: keeps)
  }

  /// The candidate actions, with pushes and presentations only of the screens `keeps` keeps
  /// (the explorer leaves out screens interchangeable with one it tries); `choices` are the
  /// engine's, worked out once by a caller that asks for many worlds.
  func candidateActions(in world: World, choices: ActionChoices, bringingIn keeps: (Int) -> Bool) -> [Action] {
    let state = world.structure
    guard state.launched else { return [.launch] }
    guard !state.inBackground else { return [.foreground] }
    var actions: [Action] = []
    var newcomers = newScreens(state)
    newcomers.removeAll { !keeps($0) }
    if let stackCount = state.topStackCount {
      for screen in newcomers {
        for animated in choices.push { actions.append(.push(app.texts[screen], animated: animated)) }
        if choices.zoomPush {
          actions.append(.zoomPush(app.texts[screen], interrupted: false))
          actions.append(.zoomPush(app.texts[screen], interrupted: true))
        }
      }
      if stackCount > 1 {
        for animated in choices.pop { actions.append(.pop(animated: animated)) }
        for animated in choices.popToRoot { actions.append(.popToRoot(animated: animated)) }
        actions.append(.swipeBack(completed: true))
        actions.append(.swipeBack(completed: false))
      }
    }
    for screen in newcomers {
      for style in PresentationStyle.allCases {
        for inNavigation in [false, true] {
          for animated in choices.present {
            actions.append(.present(app.texts[screen], style: style, inNavigation: inNavigation, animated: animated))
          }
        }
      }
    }
    let presented = state.presentationCount
    if presented > 0 {
      for animated in choices.dismiss { actions.append(.dismiss(nil, animated: animated)) }
      for index in 0..<(presented - 1) {
        let root = state.presentedScreen(index)
        for animated in choices.dismiss {
          actions.append(.dismiss(app.texts[root], animated: animated))
        }
      }
      if choices.swipeDown, !state.presentedCovers(presented - 1), state.presentedStyle(presented - 1) != .overFullScreen {
        actions.append(.swipeDown(completed: true))
        actions.append(.swipeDown(completed: false))
      }
    }
    if state.rootKind == .tabs, presented == 0 {
      for index in 0..<state.tabCount {
        if index != state.selectedTab || (state.tabStackCount(index) ?? 0) > 1 { actions.append(.selectTab(.index(index))) }
      }
    }
    if host == .swiftui, presented == 0 {
      for screen in newcomers {
        actions.append(.replaceRoot(app.texts[screen], inNavigation: false))
        actions.append(.replaceRoot(app.texts[screen], inNavigation: true))
      }
    }
    actions += childActions(state, choices)
    actions.append(.background)
    actions.append(.rotate)
    return actions
  }

  /// The screens a push or presentation could bring in: the declared screens that no other
  /// screen embeds and that are not in the app, and the first fresh screen that is not.
  func newScreens(_ state: Structure) -> [Int] {
    var result: [Int] = []
    for screen in 0..<app.declaredCount where !state.isLive(screen) && !app.isChild(screen) {
      result.append(screen)
    }
    if let fresh = app.freshScreens.first(where: { !state.isLive($0) }) { result.append(fresh) }
    return result
  }

  /// Showing each conditional child whose parent is in the app (alone, or replacing each
  /// child that parent shows), and hiding each embedded child.
  private func childActions(_ state: Structure, _ choices: ActionChoices) -> [Action] {
    var actions: [Action] = []
    for child in 0..<app.count where !state.isLive(child) {
      guard let parent = app.conditionalParents[child].first(where: { state.isLive($0) }) else { continue }
      let name = app.texts[child]
      let show = app.isView[child] ? choices.showView : choices.showChild
      // A view replaces a view and a controller a controller: a mixed replace is refused.
      let replaceable = state.children(of: parent).filter { app.isView[$0] == app.isView[child] }
      for replacing in [nil] + replaceable.map({ app.texts[$0] }) as [String?] {
        for transition in show.transitions {
          for animated in show.animations {
            actions.append(.show(name, replacing: replacing, transition: transition, animated: animated))
          }
        }
      }
    }
    for child in 0..<app.count where state.isLive(child) && state.parent(of: child) >= 0 {
      for animated in app.isView[child] ? choices.hideView : choices.hideChild {
        actions.append(.hide(app.texts[child], animated: animated))
      }
    }
    return actions
  }
}

/// What an engine's candidate actions depend on besides the world: for each kind of action,
/// whether `animated: false` is worth trying (the rule tables make animation change its
/// order), and whether sheets can be swiped down. Worked out once: looking kinds up in the
/// engine's sets for every world cost more than the rest of the list.
struct ActionChoices: Sendable {
  /// The `animated` values to try for a conditional child's `show`, and its view transitions.
  struct Show: Sendable {
    var animations: [Bool]
    var transitions: [ViewTransition]
  }

  let push: [Bool]
  let pop: [Bool]
  let popToRoot: [Bool]
  let present: [Bool]
  let dismiss: [Bool]
  let swipeDown: Bool
  /// Whether zoom pushes are tried (the profile has zoom transitions).
  let zoomPush: Bool
  let showView: Show
  let showChild: Show
  let hideView: [Bool]
  let hideChild: [Bool]

  /// The choices of an engine.
  init(_ engine: Engine) {
    func animations(_ kinds: TransitionKind...) -> [Bool] {
      kinds.contains(where: engine.animationMatters.contains) ? [true, false] : [true]
    }
    func show(_ kind: TransitionKind) -> Show {
      Show(
        animations: animations(kind),
        transitions: engine.viewTransitionMatters.contains(kind) ? [.default, .identity] : [.default])
    }
    push = animations(.push)
    pop = animations(.pop)
    popToRoot = animations(.popToRoot)
    present = animations(.presentCovering, .presentOver)
    dismiss = animations(.dismissCovering, .dismissOver)
    swipeDown = engine.rules.holds(.swipeDownToDismiss)
    zoomPush = engine.rules.holds(.zoomTransitions)
    showView = show(.showView)
    showChild = show(.showChild)
    hideView = animations(.hideView)
    hideChild = animations(.hideChild)
  }
}
