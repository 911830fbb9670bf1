extension Navigator {
  mutating func present(
    _ id: String, style: PresentationStyle, inNavigation: Bool, animated: Bool
  ) throws(ActionError) -> Transition {
    try requireNotLive(id)
    let before = state.onScreen
    let (removesPresenter, rule) = scenario.profile.presenterLeavesWindow(style)
    let node = makeNode(id)
    let content: Container = inNavigation ? .navigation([node]) : .screen(node)
    let presenterScreens = state.layers[state.layers.count - 1].visibleScreens
    state.presentations.append(
      Presentation(content: content, style: style, removesPresenter: removesPresenter, rule: rule))
    var transition = Transition(kind: .present(style), animated: animated)
    transition.presentationRule = rule
    transition.incoming = node.flattened
    transition.created = [ScreenRef(id: id)]
    let after = Set(state.onScreen)
    transition.outgoing = before.filter { !after.contains($0) }
    transition.bystanders = removesPresenter ? [] : presenterScreens
    return transition
  }

  mutating func dismiss(_ id: String?, animated: Bool) throws(ActionError) -> Transition {
    guard !state.presentations.isEmpty else {
      throw ActionError("nothing is presented")
    }
    var lowest = state.presentations.count - 1
    if let id {
      guard let index = state.presentations.firstIndex(where: { $0.content.rootScreen == id }) else {
        let presented = state.presentations.compactMap(\.content.rootScreen)
          .map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("'\(id)' is not presented (presented: \(presented))")
      }
      lowest = index
    }
    return removePresentations(from: lowest, kind: .dismiss, animated: animated)
  }

  mutating func swipeDown(completed: Bool) throws(ActionError) -> Transition {
    guard let top = state.presentations.last else {
      throw ActionError("nothing is presented")
    }
    guard scenario.profile.hasSwipeDownToDismiss else {
      throw ActionError(
        "profile \(scenario.profile.id) has no swipe-to-dismiss: sheets before iOS 13 are full screen")
    }
    if top.removesPresenter || top.style == .overFullScreen {
      throw ActionError(
        "'\(top.content.rootScreen ?? "?")' is presented \(top.style.rawValue); only a sheet can be swiped down")
    }
    if completed {
      return removePresentations(
        from: state.presentations.count - 1, kind: .swipeDown(completed: true), animated: true)
    }
    var transition = Transition(kind: .swipeDown(completed: false))
    transition.outgoing = top.content.visibleScreens
    transition.bystanders = state.layers[state.layers.count - 2].visibleScreens
    transition.presentationRule = top.rule
    return transition
  }

  private mutating func removePresentations(
    from lowest: Int, kind: Transition.Kind, animated: Bool
  ) -> Transition {
    let before = state.onScreen
    let removed = Array(state.presentations[lowest...])
    let topScreens = removed.last!.content.visibleScreens
    state.presentations.removeSubrange(lowest...)
    var transition = Transition(kind: kind, animated: animated)
    transition.presentationRule = removed.first!.rule
    transition.outgoing = topScreens
    let topIDs = Set(topScreens)
    let removedScreens = removed.flatMap { $0.content.allNodes.flatMap(\.flattened) }
    transition.silentlyRemoved = removedScreens.filter { !topIDs.contains($0) }
    transition.released = removedScreens
    let beforeSet = Set(before)
    let revealed = state.onScreen.filter { !beforeSet.contains($0) }
    transition.incoming = revealed
    transition.bystanders = revealed.isEmpty ? state.layers[state.layers.count - 1].visibleScreens : []
    return transition
  }
}
