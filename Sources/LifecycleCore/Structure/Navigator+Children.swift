extension Navigator {
  /// The first live screen that declares `screen` among its conditional children.
  func conditionalParent(of screen: Int, _ state: Structure) -> Int? {
    app.conditionalParents[screen].first { state.isLive($0) }
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
    _ screen: Int, replacing: Int?, _ viewTransition: ViewTransition, animated: Bool, _ state: inout Structure,
    _ transition: inout Transition
  ) throws(ActionError) {
    try requireNotRow(screen)
    try requireNotLive(screen, state)
    guard let parent = conditionalParent(of: screen, state) else {
      throw ActionError(
        "'\(name(screen))' is not a conditional child of any screen in the app; declare it under a screen's 'conditional:'")
    }
    let parentRef = onScreenRef(parent, state)
    let depth = (parentRef?.depth ?? 0) + 1
    var kind = kind(of: screen, showing: true)
    var contextIndex: Int?
    if let replacing {
      guard state.isLive(replacing), state.parent(of: replacing) == parent else {
        throw ActionError("'\(name(replacing))' is not shown in '\(name(parent))', so '\(name(screen))' cannot replace it")
      }
      contextIndex = contextPresentation(within: replacing, state)
      // A SwiftUI view and a view controller side by side have a parent with SwiftUI
      // content: the controller is a representable there, and the swap is a branch of that
      // content switching, whose rows are the views' (the representable's controller comes
      // and goes with its view: uikit.representable.withItsView).
      if app.isView[replacing] != app.isView[screen] { kind = .showView }
    }
    transition.reset(kind: kind, animated: animated)
    transition.viewTransition = viewTransition
    if let replacing {
      state.appendFlattened(replacing, parent: parent, depth: depth, to: &transition.released)
      if parentRef != nil { transition.outgoing.append(contentsOf: transition.released) }
      transition.removedFromParent.append(transition.released[0])
      appendRepresentables(in: transition.released.dropFirst(), to: &transition.removedFromParent)
      if let contextIndex { releaseContext(from: contextIndex, wasOnScreen: state.onScreen, &state, &transition) }
      state.removeChild(replacing, from: parent)
      state.remove(transition.released)
    }
    state.insert(screen, in: app)
    state.appendChild(screen, to: parent)
    let ref = ScreenRef(screen, parent: parent, depth: depth)
    if parentRef != nil { state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.incoming) }
    transition.created.append(ref)
    transition.addedToParent.append(ref)
    if app.isView[screen] {
      var shown: [ScreenRef] = []
      state.appendFlattened(screen, parent: parent, depth: depth, to: &shown)
      let before = transition.addedToParent.count
      appendRepresentables(in: shown.dropFirst(), to: &transition.addedToParent)
      transition.created.append(contentsOf: transition.addedToParent[before...])
    }
  }

  /// The representables among `refs` (UIKit screens a SwiftUI view holds), which SwiftUI adds
  /// to and removes from the hosting controller with the view that holds them
  /// (`uikit.representable.withItsView`); a view's own removal names the view alone, and the
  /// screen shown or removed is named once (the callers pass the screens below it).
  private func appendRepresentables(in refs: ArraySlice<ScreenRef>, to role: inout [ScreenRef]) {
    for ref in refs where ref.parent >= 0 && app.isView[ref.parent] && !app.isView[ref.screen] { role.append(ref) }
  }

  func hide(_ screen: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    try requireNotRow(screen)
    let parent = state.isLive(screen) ? state.parent(of: screen) : -1
    guard parent >= 0 else {
      throw ActionError("'\(name(screen))' is not a shown child of any screen in the app")
    }
    let contextIndex = contextPresentation(within: screen, state)
    let parentRef = onScreenRef(parent, state)
    let depth = (parentRef?.depth ?? 0) + 1
    transition.reset(kind: kind(of: screen, showing: false), animated: animated)
    state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.released)
    if parentRef != nil { transition.outgoing.append(contentsOf: transition.released) }
    transition.removedFromParent.append(transition.released[0])
    appendRepresentables(in: transition.released.dropFirst(), to: &transition.removedFromParent)
    if let contextIndex { releaseContext(from: contextIndex, wasOnScreen: state.onScreen, &state, &transition) }
    state.removeChild(screen, from: parent)
    state.remove(transition.released)
  }

  /// A list's rows come and go with scrolling, not with `show` and `hide`.
  private func requireNotRow(_ screen: Int) throws(ActionError) {
    let list = Int(app.rowOf[screen])
    guard list >= 0 else { return }
    throw ActionError(
      "'\(name(screen))' is a row of '\(name(list))'s list: rows enter and leave with scrolling; write '- scroll: \(name(list))' with 'to: \(name(screen))'"
    )
  }
}
