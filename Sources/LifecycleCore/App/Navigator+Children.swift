extension Navigator {
  /// The first live screen that declares `screen` among its conditional children.
  private func conditionalParent(of screen: Int, _ state: Structure) -> Int? {
    app.conditionalParents[screen].first { state.live[$0] }
  }

  /// The kind of a show or hide: a SwiftUI view inside SwiftUI content, or a child controller.
  private func kind(of screen: Int, showing: Bool) -> TransitionKind {
    app.isView[screen] ? (showing ? .showView : .hideView) : (showing ? .showChild : .hideChild)
  }

  /// The reference of `parent` among the screens on screen, if it is in the window.
  private func onScreenRef(_ parent: Int, _ state: Structure) -> ScreenRef? {
    state.onScreen.first { $0.screen == parent }
  }

  func show(
    _ screen: Int, replacing: Int?, _ viewTransition: ViewTransition, animated: Bool, _ state: inout Structure
  ) throws(ActionError) -> Transition {
    try requireNotLive(screen, state)
    guard let parent = conditionalParent(of: screen, state) else {
      throw ActionError(
        "'\(name(screen))' is not a conditional child of any screen in the app; declare it under a screen's 'conditional:'")
    }
    var transition = Transition(kind: kind(of: screen, showing: true), animated: animated)
    transition.viewTransition = viewTransition
    let parentRef = onScreenRef(parent, state)
    let depth = (parentRef?.depth ?? 0) + 1
    if let replacing {
      guard state.live[replacing], state.embeddedIn[replacing] == parent else {
        throw ActionError("'\(name(replacing))' is not shown in '\(name(parent))', so '\(name(screen))' cannot replace it")
      }
      let oldRefs = state.flatten(replacing, parent: parent, depth: depth)
      if parentRef != nil { transition.outgoing = oldRefs }
      transition.removedFromParent = [oldRefs[0]]
      transition.released = oldRefs
      state.children[parent].removeAll { $0 == replacing }
      state.remove(oldRefs)
    }
    state.insert(screen, in: app)
    state.embeddedIn[screen] = parent
    state.children[parent].append(screen)
    let refs = state.flatten(screen, parent: parent, depth: depth)
    if parentRef != nil { transition.incoming = refs }
    transition.created = [refs[0]]
    transition.addedToParent = [refs[0]]
    return transition
  }

  func hide(_ screen: Int, animated: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
    let parent = state.live[screen] ? state.embeddedIn[screen] : -1
    guard parent >= 0 else {
      throw ActionError("'\(name(screen))' is not a shown child of any screen in the app")
    }
    let parentRef = onScreenRef(parent, state)
    let depth = (parentRef?.depth ?? 0) + 1
    let refs = state.flatten(screen, parent: parent, depth: depth)
    var transition = Transition(kind: kind(of: screen, showing: false), animated: animated)
    if parentRef != nil { transition.outgoing = refs }
    transition.removedFromParent = [refs[0]]
    transition.released = refs
    state.children[parent].removeAll { $0 == screen }
    state.remove(refs)
    return transition
  }
}
