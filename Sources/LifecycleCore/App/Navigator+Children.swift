extension Navigator {
  /// The live screen whose declaration lists `id` among its conditional children.
  private func conditionalParent(of id: String) -> String? {
    state.liveScreens.first { scenario.declaration(of: $0).conditional.contains(id) }
  }

  /// The live node with this id.
  private func liveNode(_ id: String) -> ScreenNode? {
    for node in state.layers.flatMap(\.allNodes) {
      if let found = node.find(id) { return found }
    }
    return nil
  }

  /// The live screen that embeds `id`, if `id` is an embedded child.
  private func embeddingParent(of id: String) -> ScreenNode? {
    for node in state.layers.flatMap(\.allNodes) {
      for ref in node.flattened where ref.id == id {
        return ref.parent.flatMap(liveNode)
      }
    }
    return nil
  }

  private mutating func updateNode(_ id: String, _ body: (inout ScreenNode) -> Void) {
    state.root?.updateNode(id, body)
    for index in state.presentations.indices {
      state.presentations[index].content.updateNode(id, body)
    }
  }

  mutating func show(
    _ id: String, replacing: String?, _ viewTransition: ViewTransition, animated: Bool
  ) throws(ActionError) -> Transition {
    try requireNotLive(id)
    guard let parent = conditionalParent(of: id) else {
      throw ActionError(
        "'\(id)' is not a conditional child of any screen in the app; declare it under a screen's 'conditional:'")
    }
    var transition = Transition(kind: .show(viewTransition), animated: animated)
    let visible = Set(state.onScreen.map(\.id))
    let parentRef = state.onScreen.first { $0.id == parent }
    let depth = (parentRef?.depth ?? 0) + 1
    if let replacing {
      guard let old = liveNode(replacing), embeddingParent(of: replacing)?.id == parent else {
        throw ActionError("'\(replacing)' is not shown in '\(parent)', so '\(id)' cannot replace it")
      }
      let oldRefs = old.flattened.map { ScreenRef(id: $0.id, parent: $0.parent ?? parent, depth: $0.depth + depth) }
      if visible.contains(parent) { transition.outgoing = oldRefs }
      transition.removedFromParent = [oldRefs[0]]
      transition.released = oldRefs
      updateNode(parent) { $0.children.removeAll { $0.id == replacing } }
    }
    let node = makeNode(id)
    let refs = node.flattened.map { ScreenRef(id: $0.id, parent: $0.parent ?? parent, depth: $0.depth + depth) }
    if visible.contains(parent) { transition.incoming = refs }
    transition.created = [refs[0]]
    transition.addedToParent = [refs[0]]
    updateNode(parent) { $0.children.append(node) }
    return transition
  }

  mutating func hide(_ id: String, animated: Bool) throws(ActionError) -> Transition {
    guard let node = liveNode(id), let parent = embeddingParent(of: id) else {
      throw ActionError("'\(id)' is not a shown child of any screen in the app")
    }
    let parentRef = state.onScreen.first { $0.id == parent.id }
    let depth = (parentRef?.depth ?? 0) + 1
    let refs = node.flattened.map { ScreenRef(id: $0.id, parent: $0.parent ?? parent.id, depth: $0.depth + depth) }
    var transition = Transition(kind: .hide, animated: animated)
    if parentRef != nil { transition.outgoing = refs }
    transition.removedFromParent = [refs[0]]
    transition.released = refs
    updateNode(parent.id) { $0.children.removeAll { $0.id == id } }
    return transition
  }
}
