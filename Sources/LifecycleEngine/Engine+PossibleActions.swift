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
    candidateActions(in: world) { _ in true }
  }

  /// The candidate actions, with pushes and presentations only of the screens `keeps` keeps
  /// (the explorer leaves out screens interchangeable with one it tries).
  func candidateActions(in world: World, bringingIn keeps: (Int) -> Bool) -> [Action] {
    let state = world.structure
    guard state.launched else { return [.launch] }
    guard !state.inBackground else { return [.foreground] }
    var actions: [Action] = []
    func animations(_ kinds: TransitionKind...) -> [Bool] {
      kinds.contains(where: animationMatters.contains) ? [true, false] : [true]
    }
    var newcomers = newScreens(state)
    newcomers.removeAll { !keeps($0) }
    let topLayer = state.layer(state.layerCount - 1)
    if let stack = state.activeStack(topLayer) {
      for screen in newcomers {
        for animated in animations(.push) { actions.append(.push(app.texts[screen], animated: animated)) }
        if rules.holds(.zoomTransitions) {
          actions.append(.zoomPush(app.texts[screen], interrupted: false))
          actions.append(.zoomPush(app.texts[screen], interrupted: true))
        }
      }
      if stack.count > 1 {
        for animated in animations(.pop) { actions.append(.pop(animated: animated)) }
        for animated in animations(.popToRoot) { actions.append(.popToRoot(animated: animated)) }
        actions.append(.swipeBack(completed: true))
        actions.append(.swipeBack(completed: false))
      }
    }
    for screen in newcomers {
      for style in PresentationStyle.allCases {
        for inNavigation in [false, true] {
          for animated in animations(.presentCovering, .presentOver) {
            actions.append(.present(app.texts[screen], style: style, inNavigation: inNavigation, animated: animated))
          }
        }
      }
    }
    if let top = state.presentations.last {
      for animated in animations(.dismissCovering, .dismissOver) { actions.append(.dismiss(nil, animated: animated)) }
      for presentation in state.presentations.dropLast() {
        guard let root = state.rootScreen(presentation.content) else { continue }
        for animated in animations(.dismissCovering, .dismissOver) {
          actions.append(.dismiss(app.texts[root], animated: animated))
        }
      }
      if rules.holds(.swipeDownToDismiss), !top.covers, top.style != .overFullScreen {
        actions.append(.swipeDown(completed: true))
        actions.append(.swipeDown(completed: false))
      }
    }
    if state.root.kind == .tabs, state.presentations.isEmpty {
      for index in state.root.tabs.indices {
        let stack = state.activeStack(state.root.tabs[index])
        if index != state.root.selected || (stack?.count ?? 0) > 1 { actions.append(.selectTab(.index(index))) }
      }
    }
    if host == .swiftui, state.presentations.isEmpty {
      for screen in newcomers {
        actions.append(.replaceRoot(app.texts[screen], inNavigation: false))
        actions.append(.replaceRoot(app.texts[screen], inNavigation: true))
      }
    }
    actions += childActions(state, animations: animations)
    actions.append(.background)
    actions.append(.rotate)
    return actions
  }

  /// The screens a push or presentation could bring in: the declared screens that no other
  /// screen embeds and that are not in the app, and the first fresh screen that is not.
  func newScreens(_ state: Structure) -> [Int] {
    var result: [Int] = []
    for screen in 0..<app.declaredCount where !state.live[screen] && !app.isChild(screen) {
      result.append(screen)
    }
    if let fresh = app.freshScreens.first(where: { !state.live[$0] }) { result.append(fresh) }
    return result
  }

  /// Showing each conditional child whose parent is in the app (alone, or replacing each
  /// child that parent shows), and hiding each embedded child.
  private func childActions(_ state: Structure, animations: (TransitionKind...) -> [Bool]) -> [Action] {
    var actions: [Action] = []
    for child in 0..<app.count where !state.live[child] {
      guard let parent = app.conditionalParents[child].first(where: { state.live[$0] }) else { continue }
      let name = app.texts[child]
      let kinds: [TransitionKind] = app.isView[child] ? [.showView] : [.showChild]
      let transitions: [ViewTransition] = viewTransitionMatters.contains(kinds[0]) ? [.default, .identity] : [.default]
      for replacing in [nil] + state.children[parent].map({ app.texts[$0] }) as [String?] {
        for transition in transitions {
          for animated in (animationMatters.contains(kinds[0]) ? [true, false] : [true]) {
            actions.append(.show(name, replacing: replacing, transition: transition, animated: animated))
          }
        }
      }
    }
    for child in 0..<app.count where state.live[child] && state.embeddedIn[child] >= 0 {
      let kind: TransitionKind = app.isView[child] ? .hideView : .hideChild
      for animated in animations(kind) { actions.append(.hide(app.texts[child], animated: animated)) }
    }
    return actions
  }
}
