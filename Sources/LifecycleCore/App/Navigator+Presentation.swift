extension Navigator {
  /// Whether a style takes the presenter out of the window on this profile, and the fact
  /// that says so.
  func covers(_ style: PresentationStyle) -> (Bool, Fact) {
    switch style {
    case .fullScreen: (rules.holds(.fullScreenRemovesPresenter), .fullScreenRemovesPresenter)
    case .overFullScreen: (!rules.holds(.overFullScreenKeepsPresenter), .overFullScreenKeepsPresenter)
    case .automatic, .pageSheet, .formSheet: (!rules.holds(.cardSheets), .cardSheets)
    }
  }

  func present(
    _ screen: Int, style: PresentationStyle, inNavigation: Bool, animated: Bool, _ state: inout Structure,
    _ transition: inout Transition
  ) throws(ActionError) {
    try requireNotLive(screen, state)
    try requireNotChild(screen)
    let before = state.onScreen
    let (covers, fact) = covers(style)
    state.insert(screen, in: app)
    let content = Structure.Container(kind: inNavigation ? .navigation : .screen, stack: [screen])
    transition.reset(kind: covers ? .presentCovering : .presentOver, animated: animated)
    if !covers { state.appendVisibleScreens(state.layer(state.layerCount - 1), to: &transition.bystanders) }
    state.presentations.append(Structure.Presentation(content: content, style: style, covers: covers, decidedBy: fact))
    transition.decidedBy = fact
    state.appendFlattened(screen, to: &transition.incoming)
    transition.created.append(ScreenRef(screen))
    state.appendOnScreen(to: &transition.onScreen)
    transition.outgoing.append(before, excluding: transition.onScreen)
  }

  func dismiss(_ id: String?, animated: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard !state.presentations.isEmpty else {
      throw ActionError("nothing is presented")
    }
    var lowest = state.presentations.count - 1
    if let id {
      guard let index = state.presentations.firstIndex(where: { state.rootScreen($0.content).map(name) == id }) else {
        let presented = state.presentations.compactMap { state.rootScreen($0.content).map(name) }
          .map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("'\(id)' is not presented (presented: \(presented))")
      }
      lowest = index
    }
    removePresentations(from: lowest, swipe: false, animated: animated, &state, &transition)
  }

  func swipeDown(completed: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard let top = state.presentations.last else {
      throw ActionError("nothing is presented")
    }
    guard rules.holds(.swipeDownToDismiss) else {
      throw ActionError(
        "profile \(rules.profile.id) has no swipe-to-dismiss: sheets before iOS 13 are full screen")
    }
    if top.covers || top.style == .overFullScreen {
      throw ActionError(
        "'\(state.rootScreen(top.content).map(name) ?? "?")' is presented \(top.style.rawValue); only a sheet can be swiped down")
    }
    if completed {
      return removePresentations(from: state.presentations.count - 1, swipe: true, animated: true, &state, &transition)
    }
    transition.reset(kind: .swipeDownCancel)
    state.appendVisibleScreens(top.content, to: &transition.outgoing)
    state.appendVisibleScreens(state.layer(state.layerCount - 2), to: &transition.bystanders)
    transition.decidedBy = top.decidedBy
  }

  private func removePresentations(
    from lowest: Int, swipe: Bool, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) {
    let before = state.onScreen
    let count = state.presentations.count
    transition.reset(kind: .dismissOver, animated: animated)
    transition.decidedBy = state.presentations[lowest].decidedBy
    state.appendVisibleScreens(state.presentations[count - 1].content, to: &transition.outgoing)
    for index in lowest..<count {
      for held in state.heldScreens(state.presentations[index].content) {
        state.appendFlattened(held, to: &transition.released)
      }
    }
    // The presentations between: those whose views are in the window (nothing above them
    // covers them) leave it without animation; the others are removed silently. Top first.
    for index in stride(from: count - 2, through: lowest, by: -1) where state.isLayerInWindow(index + 1) {
      state.appendVisibleScreens(state.presentations[index].content, to: &transition.intermediate)
    }
    state.presentations.removeSubrange(lowest...)
    state.remove(transition.released)
    state.appendOnScreen(to: &transition.onScreen)
    transition.incoming.append(transition.onScreen, excluding: before)
    transition.kind = swipe ? .swipeDownComplete : (transition.incoming.isEmpty ? .dismissOver : .dismissCovering)
    transition.silentlyRemoved.append(
      transition.released, excluding: transition.intermediate.isEmpty ? transition.outgoing : transition.outgoing + transition.intermediate)
    if transition.incoming.isEmpty {
      state.appendVisibleScreens(state.layer(state.layerCount - 1), to: &transition.bystanders)
    }
  }
}
