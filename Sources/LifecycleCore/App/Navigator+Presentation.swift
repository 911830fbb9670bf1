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
    _ screen: Int, style: PresentationStyle, inNavigation: Bool, animated: Bool, _ state: inout Structure
  ) throws(ActionError) -> Transition {
    try requireNotLive(screen, state)
    try requireNotChild(screen)
    let before = state.onScreen
    let (covers, fact) = covers(style)
    state.insert(screen, in: app)
    let content = Structure.Container(kind: inNavigation ? .navigation : .screen, stack: [screen])
    let presenterScreens = state.visibleScreens(state.layer(state.layerCount - 1))
    state.presentations.append(Structure.Presentation(content: content, style: style, covers: covers, decidedBy: fact))
    var transition = Transition(kind: covers ? .presentCovering : .presentOver, animated: animated)
    transition.decidedBy = fact
    transition.incoming = state.flatten(screen)
    transition.created = [ScreenRef(screen)]
    let after = Set(state.onScreen)
    transition.outgoing = before.filter { !after.contains($0) }
    transition.bystanders = covers ? [] : presenterScreens
    return transition
  }

  func dismiss(_ id: String?, animated: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
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
    return removePresentations(from: lowest, swipe: false, animated: animated, &state)
  }

  func swipeDown(completed: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
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
      return removePresentations(from: state.presentations.count - 1, swipe: true, animated: true, &state)
    }
    var transition = Transition(kind: .swipeDownCancel)
    transition.outgoing = state.visibleScreens(top.content)
    transition.bystanders = state.visibleScreens(state.layer(state.layerCount - 2))
    transition.decidedBy = top.decidedBy
    return transition
  }

  private func removePresentations(
    from lowest: Int, swipe: Bool, animated: Bool, _ state: inout Structure
  ) -> Transition {
    let before = state.onScreen
    let removed = Array(state.presentations[lowest...])
    let topScreens = state.visibleScreens(removed.last!.content)
    let removedScreens = removed.flatMap { presentation in
      state.heldScreens(presentation.content).flatMap { state.flatten($0) }
    }
    // The presentations between: those whose views are in the window (nothing above them
    // covers them) leave it without animation; the others are removed silently. Top first.
    var intermediate: [ScreenRef] = []
    for index in stride(from: state.presentations.count - 2, through: lowest, by: -1)
    where state.isLayerInWindow(index + 1) {
      intermediate += state.visibleScreens(state.presentations[index].content)
    }
    state.presentations.removeSubrange(lowest...)
    state.remove(removedScreens)
    let beforeSet = Set(before)
    let revealed = state.onScreen.filter { !beforeSet.contains($0) }
    var transition = Transition(
      kind: swipe ? .swipeDownComplete : (revealed.isEmpty ? .dismissOver : .dismissCovering), animated: animated)
    transition.decidedBy = removed.first!.decidedBy
    transition.outgoing = topScreens
    transition.intermediate = intermediate
    let inWindow = Set(topScreens + intermediate)
    transition.silentlyRemoved = removedScreens.filter { !inWindow.contains($0) }
    transition.released = removedScreens
    transition.incoming = revealed
    transition.bystanders = revealed.isEmpty ? state.visibleScreens(state.layer(state.layerCount - 1)) : []
    return transition
  }
}
