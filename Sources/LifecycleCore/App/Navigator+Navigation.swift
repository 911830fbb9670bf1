extension Navigator {
  /// The index of the top layer and its navigation stack.
  private func topStack(for verb: String) throws(ActionError) -> (layer: Int, stack: [ScreenNode]) {
    let layers = state.layers
    let top = layers.count - 1
    guard let stack = layers[top].activeStack else {
      let what = top == 0 ? "the window's root" : "the presented screen"
      let screen = layers[top].visibleScreens.first?.id ?? "?"
      throw ActionError(
        "there is no navigation stack to \(verb): \(what) '\(screen)' is not in a navigation controller")
    }
    return (top, stack)
  }

  private mutating func setStack(_ stack: [ScreenNode], layer: Int) {
    if layer == 0 {
      state.root?.setActiveStack(stack)
    } else {
      state.presentations[layer - 1].content.setActiveStack(stack)
    }
  }

  mutating func push(_ id: String, animated: Bool) throws(ActionError) -> Transition {
    let (layer, stack) = try topStack(for: "push onto")
    try requireNotLive(id)
    let node = makeNode(id)
    var transition = Transition(kind: .push, animated: animated)
    transition.outgoing = stack.last?.flattened ?? []
    transition.incoming = node.flattened
    transition.created = [ScreenRef(id: id)]
    transition.addedToParent = [ScreenRef(id: id)]
    setStack(stack + [node], layer: layer)
    return transition
  }

  mutating func pop(animated: Bool, toRoot: Bool) throws(ActionError) -> Transition {
    let (layer, stack) = try topStack(for: toRoot ? "pop to its root" : "pop")
    guard stack.count > 1 else {
      throw ActionError(
        "the navigation stack is at its root ('\(stack.first?.id ?? "?")'); there is nothing to pop")
    }
    let kept = toRoot ? 1 : stack.count - 1
    var transition = Transition(kind: toRoot ? .popToRoot : .pop, animated: animated)
    let top = stack[stack.count - 1]
    let middle = stack[kept..<(stack.count - 1)]
    transition.outgoing = top.flattened
    transition.incoming = stack[kept - 1].flattened
    transition.silentlyRemoved = middle.flatMap(\.flattened)
    transition.removedFromParent = (middle + [top]).map { ScreenRef(id: $0.id) }
    transition.released = (middle + [top]).flatMap(\.flattened)
    setStack(Array(stack.prefix(kept)), layer: layer)
    return transition
  }

  mutating func swipeBack(completed: Bool) throws(ActionError) -> Transition {
    if completed {
      var transition = try pop(animated: true, toRoot: false)
      transition.kind = .swipeBack(completed: true)
      return transition
    }
    let (_, stack) = try topStack(for: "swipe back in")
    guard stack.count > 1 else {
      throw ActionError(
        "the navigation stack is at its root ('\(stack.first?.id ?? "?")'); there is nothing to swipe back to")
    }
    var transition = Transition(kind: .swipeBack(completed: false))
    transition.outgoing = stack[stack.count - 1].flattened
    transition.incoming = stack[stack.count - 2].flattened
    return transition
  }
}
