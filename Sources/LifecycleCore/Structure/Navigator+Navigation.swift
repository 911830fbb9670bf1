extension Navigator {
  /// The index of the top layer and the box of its navigation stack.
  func topStack(for verb: String, _ state: Structure) throws(ActionError) -> (layer: Int, box: Int) {
    let top = state.layerCount - 1
    guard let box = state.activeStackBox(state.layerBox(top)) else {
      let what = top == 0 ? "the window's root" : "the presented screen"
      let screen = state.visibleScreens(state.layer(top)).first.map { name($0.screen) } ?? "?"
      // Over a child's context the stack under it stays on screen, its Back button too: a push
      // acts on it (pushOverChildContext), and a pop where it holds more than its root.
      if let (_, _, _, under, _) = stackUnderChildContext(state, deeper: false) {
        throw ActionError(
          "the navigation stack under \(what) '\(screen)' (presented in a child's context, its navigation bar on screen) is at its root ('\(name(state.stackScreen(under, at: 0)))'); there is nothing to \(verb)"
        )
      }
      throw ActionError("there is no navigation stack to \(verb): \(what) '\(screen)' is not in a navigation controller")
    }
    return (top, box)
  }

  /// On a push from `source`, the destination under it (`Role.underSource`); the stack's root
  /// is no destination, so a stack of two gives none.
  func appendDestinationUnderSource(_ source: Int, box: Int, _ state: Structure, _ transition: inout Transition) {
    guard state.boxes[box].count > 2 else { return }
    state.appendFlattened(Int(state.node(source).below), to: &transition.underSource)
  }

  /// Pushes a new instance of `screen` and returns it (see `arrivingInstance`).
  @discardableResult
  func push(_ screen: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) -> Int {
    // Under a child's context presentation the stack's navigation bar stays on screen
    // (uikit.presentation.childContextPushedOver).
    if let pushed = try pushOverChildContext(screen, animated: animated, &state, &transition) { return pushed }
    let (layer, box) = try topStack(for: "push onto", state)
    try requireNotChild(screen)
    let screen = try arrivingInstance(of: screen, state)
    let previous = state.boxes[box].top
    state.insert(screen, in: app)
    // On the other framework's stack: SwiftUI content that SwiftUI's navigation holds (a
    // hosted tab), or that the app wraps in a UIHostingController of its own (a represented
    // UINavigationController: uikit.representable.hostedPush).
    if state.boxes[box].hostedBy >= 0 { state.markHeldByOtherFramework(screen, in: app) }
    state.markPageCell(screen, box: box)
    transition.reset(kind: .push, animated: animated)
    transition.host = stackHost(box, state)
    // Where the app's hosting controller's content is built in the SwiftUI update that pushed
    // it, the push is read as SwiftUI's own (uikit.representable.hostedPush's alternative).
    if state.node(screen).appHosted, !rules.holds(.representedPushAppearsOnAttach) { transition.host = .swiftui }
    if previous >= 0 { state.appendFlattened(Int(previous), to: &transition.outgoing) }
    state.appendFlattened(screen, to: &transition.incoming)
    transition.created.append(state.ref(screen))
    transition.addedToParent.append(state.ref(screen))
    appendDestinationUnderSource(Int(previous), box: box, state, &transition)
    state.push(screen, layer: layer)
    return screen
  }

  /// A push with the zoom transition of iOS 18. An interrupted one never leaves the stack
  /// changed: UIKit completes it and pops it within one run-loop cycle.
  func zoomPush(_ screen: Int, interrupted: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    guard zoomTransitions else {
      throw ActionError(
        "profile \(rules.profile.id) has no zoom transition: preferredTransition = .zoom needs iOS 18 on the device and in the SDK")
    }
    if interrupted, stackUnderChildContext(state, deeper: false) != nil {
      throw ActionError(
        "an interrupted zoom push under a presentation made in a child's context is not modelled yet: write the push without 'interrupted', or dismiss the presentation first"
      )
    }
    let screen = try push(screen, animated: true, &state, &transition)
    guard interrupted else {
      state.setZoomPushed(screen)
      return
    }
    let (layer, box) = try topStack(for: "pop", state)
    let count = Int(state.boxes[box].count)
    transition.kind = .interruptedPush
    transition.underSource.removeAll(keepingCapacity: true)
    transition.removedFromParent.append(stackRef(screen, box: box, state))
    state.appendFlattened(screen, to: &transition.released)
    state.remove(transition.released)
    state.truncateActiveStack(to: count - 1, layer: layer)
  }

  /// The host of the pushes and pops on the stack of `box` when it is the other framework's:
  /// SwiftUI's for a SwiftUI `NavigationStack` an app-made hosting controller holds in a
  /// UIKit app, UIKit's for a `UINavigationController` a `UIViewControllerRepresentable`
  /// shows in a SwiftUI app (both written `hosting: X`); nil for the app's own.
  func stackHost(_ box: Int, _ state: Structure) -> Host? {
    guard state.boxes[box].hostedBy >= 0 else { return nil }
    // uikit.representable.navigationStack: the navigation controller's own transitions.
    return app.definition.host == .uikit ? .swiftui : .uikit
  }

  /// Whether the stack of `box` is SwiftUI's inside UIKit (a hosted tab or flow).
  func isHostedStack(_ box: Int, _ state: Structure) -> Bool {
    stackHost(box, state) == .swiftui
  }

  /// A screen on a stack, which SwiftUI's navigation holds when the stack is in a hosted tab
  /// (`hosted`). SwiftUI's hosting controller then wraps it, and the app's code sees that
  /// controller's UIKit callbacks only through a probe. A screen with UIKit content there is
  /// a `UIViewControllerRepresentable`: its controller is the app's own, a child of that
  /// hosting controller, so the app sees its callbacks (see "UIKit content inside SwiftUI
  /// content" in ScenarioFormat.md).
  func hostedRef(_ screen: Int, _ hosted: Bool) -> ScreenRef {
    ScreenRef(screen, owned: hosted && app.hasSwiftUI[screen])
  }

  /// A screen on the stack of `box` as its node marks it: held by SwiftUI's navigation in a
  /// hosted tab (`hostedRef`), or SwiftUI content the app wrapped in a hosting controller of its
  /// own on a represented `UINavigationController` (`ScreenRef.appHosted`).
  func stackRef(_ screen: Int, box: Int, _ state: Structure) -> ScreenRef {
    var ref = hostedRef(screen, isHostedStack(box, state))
    ref.appHosted = state.node(screen).appHosted
    return ref
  }

  func pop(animated: Bool, toRoot: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if popUnderContext(toRoot: toRoot, animated: animated, &state, &transition) { return }
    let (_, box) = try topStack(for: toRoot ? "pop to its root" : "pop", state)
    let count = Int(state.boxes[box].count)
    if !toRoot, state.backShowsPreviousColumn {
      backToPreviousColumn(animated: animated, &state, &transition)
      return
    }
    guard count > 1 else {
      throw ActionError(
        count == 0
          ? "the navigation controller is empty (navigation: []); there is nothing to pop: give it its first controller with set-stack or push"
          : "the navigation stack is at its root ('\(name(state.stackScreen(box, at: 0)))'); there is nothing to pop")
    }
    try pop(keeping: toRoot ? 1 : count - 1, kind: toRoot ? .popToRoot : .pop, animated: animated, &state, &transition)
  }

  /// Pops the visible stack down to its first `kept` screens (one or more, fewer than it
  /// holds): the top leaves the window, the kept top enters it, the screens between leave
  /// silently.
  func pop(
    keeping kept: Int, kind: TransitionKind, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    let (layer, box) = try topStack(for: "pop", state)
    pop(keeping: kept, kind: kind, layer: layer, box: box, animated: animated, &state, &transition)
  }

  /// Pops the stack of `box` (in layer `layer`) down to its first `kept` screens: the top
  /// leaves the window, the new top enters it, the screens between leave silently.
  func pop(
    keeping kept: Int, kind: TransitionKind, layer: Int, box: Int, animated: Bool, _ state: inout Structure,
    _ transition: inout Transition
  ) {
    let top = Int(state.boxes[box].top)
    transition.reset(kind: kind, animated: animated)
    transition.host = stackHost(box, state)
    state.appendFlattened(top, to: &transition.outgoing)
    // The screens from the kept top up, bottom first.
    let keptTop = state.stackScreen(box, at: kept - 1)
    state.appendFlattened(keptTop, to: &transition.incoming)
    // The screens between the kept ones and the top leave silently; the top one leaves first.
    var screen = Int(state.node(keptTop).above)
    while screen != top {
      state.appendFlattened(screen, to: &transition.silentlyRemoved)
      screen = Int(state.node(screen).above)
    }
    screen = top
    while screen != keptTop {
      transition.removedFromParent.append(stackRef(screen, box: box, state))
      screen = Int(state.node(screen).below)
    }
    screen = Int(state.node(keptTop).above)
    while screen >= 0 {
      state.appendFlattened(screen, to: &transition.released)
      screen = Int(state.node(screen).above)
    }
    releaseContextParks(&state, &transition)
    state.remove(transition.released)
    state.truncateActiveStack(to: kept, layer: layer)
    revealContextPark(keptTop, &state, &transition)
  }

  func swipeBack(completed: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if completed {
      try pop(animated: true, toRoot: false, &state, &transition)
      transition.kind = .swipeBackComplete
      return
    }
    if swipeBackCancelUnderContext(&state, &transition) { return }
    let (_, box) = try topStack(for: "swipe back in", state)
    guard state.boxes[box].count > 1 else {
      throw ActionError(
        state.boxes[box].count == 0
          ? "the navigation controller is empty (navigation: []); there is nothing to swipe back to"
          : "the navigation stack is at its root ('\(name(state.stackScreen(box, at: 0)))'); there is nothing to swipe back to")
    }
    let top = Int(state.boxes[box].top)
    transition.reset(kind: state.node(top).zoomPushed ? .zoomPopCancel : .swipeBackCancel)
    transition.host = stackHost(box, state)
    state.appendFlattened(top, to: &transition.outgoing)
    state.appendFlattened(Int(state.node(top).below), to: &transition.incoming)
    transition.removedFromParent.append(stackRef(top, box: box, state))
  }
}
