extension Navigator {
  /// The index of the top layer and its navigation stack.
  private func topStack(for verb: String, _ state: Structure) throws(ActionError) -> (layer: Int, stack: [Int]) {
    let top = state.layerCount - 1
    let layer = state.layer(top)
    guard let stack = state.activeStack(layer) else {
      let what = top == 0 ? "the window's root" : "the presented screen"
      let screen = state.visibleScreens(layer).first.map { name($0.screen) } ?? "?"
      throw ActionError(
        "there is no navigation stack to \(verb): \(what) '\(screen)' is not in a navigation controller")
    }
    return (top, stack)
  }

  func push(_ screen: Int, animated: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
    let (layer, stack) = try topStack(for: "push onto", state)
    try requireNotLive(screen, state)
    try requireNotChild(screen)
    state.insert(screen, in: app)
    var transition = Transition(kind: .push, animated: animated)
    transition.outgoing = stack.last.map { state.flatten($0) } ?? []
    transition.incoming = state.flatten(screen)
    transition.created = [ScreenRef(screen)]
    transition.addedToParent = [ScreenRef(screen)]
    transition.underSource = stack.count > 1 ? state.flatten(stack[stack.count - 2]) : []
    state.push(screen, layer: layer)
    return transition
  }

  /// A push with the zoom transition of iOS 18. An interrupted one never leaves the stack
  /// changed: UIKit completes it and pops it within one run-loop cycle.
  func zoomPush(_ screen: Int, interrupted: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
    guard rules.holds(.zoomTransitions) else {
      throw ActionError(
        "profile \(rules.profile.id) has no zoom transition: preferredTransition = .zoom needs iOS 18 on the device and in the SDK")
    }
    var transition = try push(screen, animated: true, &state)
    guard interrupted else {
      state.zoomPushed[screen] = true
      return transition
    }
    let (layer, stack) = try topStack(for: "pop", state)
    transition.kind = .interruptedPush
    transition.underSource = []
    transition.removedFromParent = [ScreenRef(screen)]
    transition.released = state.flatten(screen)
    state.remove(transition.released)
    state.setActiveStack(Array(stack.dropLast()), layer: layer)
    return transition
  }

  func pop(animated: Bool, toRoot: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
    let (layer, stack) = try topStack(for: toRoot ? "pop to its root" : "pop", state)
    guard stack.count > 1 else {
      throw ActionError(
        "the navigation stack is at its root ('\(name(stack[0]))'); there is nothing to pop")
    }
    let kept = toRoot ? 1 : stack.count - 1
    var transition = Transition(kind: toRoot ? .popToRoot : .pop, animated: animated)
    let top = stack[stack.count - 1]
    let middle = stack[kept..<(stack.count - 1)]
    transition.outgoing = state.flatten(top)
    transition.incoming = state.flatten(stack[kept - 1])
    transition.silentlyRemoved = middle.flatMap { state.flatten($0) }
    transition.removedFromParent = (middle + [top]).reversed().map { ScreenRef($0) }
    transition.released = (middle + [top]).flatMap { state.flatten($0) }
    state.remove(transition.released)
    state.setActiveStack(Array(stack.prefix(kept)), layer: layer)
    return transition
  }

  func swipeBack(completed: Bool, _ state: inout Structure) throws(ActionError) -> Transition {
    if completed {
      var transition = try pop(animated: true, toRoot: false, &state)
      transition.kind = .swipeBackComplete
      return transition
    }
    let (_, stack) = try topStack(for: "swipe back in", state)
    guard stack.count > 1 else {
      throw ActionError(
        "the navigation stack is at its root ('\(name(stack[0]))'); there is nothing to swipe back to")
    }
    let top = stack[stack.count - 1]
    var transition = Transition(kind: state.zoomPushed[top] ? .zoomPopCancel : .swipeBackCancel)
    transition.outgoing = state.flatten(top)
    transition.incoming = state.flatten(stack[stack.count - 2])
    transition.removedFromParent = [ScreenRef(stack[stack.count - 1])]
    return transition
  }
}
