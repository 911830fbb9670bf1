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
    if let replacing {
      guard state.isLive(replacing), state.parent(of: replacing) == parent else {
        throw ActionError("'\(name(replacing))' is not shown in '\(name(parent))', so '\(name(screen))' cannot replace it")
      }
      // No rule with a source says what a controller replaced by a SwiftUI view (or the
      // converse) receives: its removal rows belong to child controllers, a view's to views.
      guard app.isView[replacing] == app.isView[screen] else {
        throw ActionError(Self.mixedReplaceMessage(screen: name(screen), replacing: name(replacing), viewReplacesController: app.isView[screen]))
      }
    }
    transition.reset(kind: kind(of: screen, showing: true), animated: animated)
    transition.viewTransition = viewTransition
    if let replacing {
      state.appendFlattened(replacing, parent: parent, depth: depth, to: &transition.released)
      if parentRef != nil { transition.outgoing.append(contentsOf: transition.released) }
      transition.removedFromParent.append(transition.released[0])
      appendRepresentables(in: transition.released, to: &transition.removedFromParent)
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
      appendRepresentables(in: shown, to: &transition.addedToParent)
      transition.created.append(contentsOf: transition.addedToParent[before...])
    }
  }

  /// The representables among `refs` (UIKit screens a SwiftUI view holds), which SwiftUI adds
  /// to and removes from the hosting controller with the view that holds them
  /// (`uikit.representable.withItsView`); a view's own removal names the view alone.
  private func appendRepresentables(in refs: [ScreenRef], to role: inout [ScreenRef]) {
    for ref in refs where ref.parent >= 0 && app.isView[ref.parent] && !app.isView[ref.screen] { role.append(ref) }
  }

  func hide(_ screen: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    try requireNotRow(screen)
    let parent = state.isLive(screen) ? state.parent(of: screen) : -1
    guard parent >= 0 else {
      throw ActionError("'\(name(screen))' is not a shown child of any screen in the app")
    }
    let parentRef = onScreenRef(parent, state)
    let depth = (parentRef?.depth ?? 0) + 1
    transition.reset(kind: kind(of: screen, showing: false), animated: animated)
    state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.released)
    if parentRef != nil { transition.outgoing.append(contentsOf: transition.released) }
    transition.removedFromParent.append(transition.released[0])
    appendRepresentables(in: transition.released, to: &transition.removedFromParent)
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

  /// Why `show: screen replacing: replacing` is refused when one is a SwiftUI view and the
  /// other a view controller (FUZZING.md, fuzz-04): no rule says what either receives.
  static func mixedReplaceMessage(screen: String, replacing: String, viewReplacesController: Bool) -> String {
    let what =
      viewReplacesController
      ? "'\(screen)' is a SwiftUI view and '\(replacing)' a view controller"
      : "'\(screen)' is a view controller and '\(replacing)' a SwiftUI view"
    return "\(what): replacing a view controller with a SwiftUI view (or the converse) is not modelled; hide '\(replacing)', then show '\(screen)'"
  }
}
