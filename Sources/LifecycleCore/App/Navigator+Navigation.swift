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

  func push(_ screen: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let (layer, stack) = try topStack(for: "push onto", state)
    try requireNotLive(screen, state)
    try requireNotChild(screen)
    let previous = stack.last
    state.insert(screen, in: app)
    transition.reset(kind: .push, animated: animated)
    if let previous { state.appendFlattened(previous, to: &transition.outgoing) }
    state.appendFlattened(screen, to: &transition.incoming)
    transition.created.append(ScreenRef(screen))
    transition.addedToParent.append(ScreenRef(screen))
    if stack.count > 1 { state.appendFlattened(stack[stack.count - 2], to: &transition.underSource) }
    state.push(screen, layer: layer)
  }

  /// A push with the zoom transition of iOS 18. An interrupted one never leaves the stack
  /// changed: UIKit completes it and pops it within one run-loop cycle.
  func zoomPush(_ screen: Int, interrupted: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    guard rules.holds(.zoomTransitions) else {
      throw ActionError(
        "profile \(rules.profile.id) has no zoom transition: preferredTransition = .zoom needs iOS 18 on the device and in the SDK")
    }
    try push(screen, animated: true, &state, &transition)
    guard interrupted else {
      state.zoomPushed[screen] = true
      return
    }
    let (layer, stack) = try topStack(for: "pop", state)
    transition.kind = .interruptedPush
    transition.underSource.removeAll(keepingCapacity: true)
    transition.removedFromParent.append(ScreenRef(screen))
    state.appendFlattened(screen, to: &transition.released)
    state.remove(transition.released)
    state.truncateActiveStack(to: stack.count - 1, layer: layer)
  }

  func pop(animated: Bool, toRoot: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let (layer, stack) = try topStack(for: toRoot ? "pop to its root" : "pop", state)
    guard stack.count > 1 else {
      throw ActionError(
        "the navigation stack is at its root ('\(name(stack[0]))'); there is nothing to pop")
    }
    let kept = toRoot ? 1 : stack.count - 1
    let top = stack.count - 1
    transition.reset(kind: toRoot ? .popToRoot : .pop, animated: animated)
    state.appendFlattened(stack[top], to: &transition.outgoing)
    state.appendFlattened(stack[kept - 1], to: &transition.incoming)
    // The screens between the kept ones and the top leave silently; the top one leaves first.
    for index in kept..<top { state.appendFlattened(stack[index], to: &transition.silentlyRemoved) }
    for index in stride(from: top, through: kept, by: -1) { transition.removedFromParent.append(ScreenRef(stack[index])) }
    for index in kept...top { state.appendFlattened(stack[index], to: &transition.released) }
    state.remove(transition.released)
    state.truncateActiveStack(to: kept, layer: layer)
  }

  func swipeBack(completed: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if completed {
      try pop(animated: true, toRoot: false, &state, &transition)
      transition.kind = .swipeBackComplete
      return
    }
    let (_, stack) = try topStack(for: "swipe back in", state)
    guard stack.count > 1 else {
      throw ActionError(
        "the navigation stack is at its root ('\(name(stack[0]))'); there is nothing to swipe back to")
    }
    let top = stack[stack.count - 1]
    transition.reset(kind: state.zoomPushed[top] ? .zoomPopCancel : .swipeBackCancel)
    state.appendFlattened(top, to: &transition.outgoing)
    state.appendFlattened(stack[stack.count - 2], to: &transition.incoming)
    transition.removedFromParent.append(ScreenRef(top))
  }
}
