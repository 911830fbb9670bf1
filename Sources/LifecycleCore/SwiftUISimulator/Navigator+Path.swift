/// SwiftUI's data-driven navigation: a `NavigationStack`'s path appended several values at
/// once, shortened by `removeLast(k)`, or assigned; a `task(id:)` whose id changes; a
/// `switch` that takes another branch. Each reuses the transitions of a push, a pop or a
/// conditional swap: a hosting navigation controller's `setViewControllers` animates as a
/// push when its top is new and as a pop when its top was there.
extension Navigator {
  /// Path operations drive a SwiftUI NavigationStack: a SwiftUI app's, or one a hosting
  /// controller holds inside UIKit (a `hosting:` tab or flow); refused on a UIKit
  /// navigation controller, and before iOS 16, where SwiftUI has no `NavigationStack`
  /// (`Fact.navigationStackPath`). Returns the layer, its stack's box, and whether the stack is
  /// a hosted one (its screens then are SwiftUI's, owned by the hosting controller). Under
  /// presentations that hold no stack, the stack is the nearest one below them
  /// (`Structure.pathTarget`, `swiftui.path.underSheet`).
  private func pathStack(_ verb: String, _ purpose: String, _ state: Structure) throws(ActionError) -> (layer: Int, box: Int, hosted: Bool) {
    guard let (layer, box) = state.pathTarget() else {
      _ = try topStack(for: purpose, state)
      throw ActionError("there is no navigation stack to \(purpose)")
    }
    let host = stackHost(box, state) ?? app.definition.host
    let hosted = isHostedStack(box, state)
    guard host == .swiftui else {
      throw ActionError(
        "\(verb) changes the path of a SwiftUI NavigationStack; the visible stack is a UIKit navigation controller: use push and pop "
          + "(a SwiftUI stack inside a UIKit app is a 'hosting:' tab or flow)")
    }
    guard rules.holds(.navigationStackPath) else {
      throw ActionError(
        "\(verb) changes the path of a NavigationStack, iOS 16 API on the device and in the SDK; profile \(rules.profile.id) "
          + "has NavigationView, driven by its links: write push and pop (one link each), or use a profile from ios16")
    }
    return (layer, box, hosted)
  }

  /// Screens appended to the visible stack's path at once: the last one is shown; the
  /// others are created and added to the stack, unseen until a pop reveals them.
  func pathAppend(_ screens: [Int], animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    guard let last = screens.last else { throw ActionError("path-append needs at least one screen: write '- path-append: [X]'") }
    let (layer, box, hosted) = try pathStack("path-append", "append values to", state)
    state.recordPresenter(over: layer)
    var listed = Set<Int>(minimumCapacity: screens.count)
    for screen in screens {
      try requireNotLive(screen, state)
      try requireNotChild(screen)
      guard listed.insert(screen).inserted else {
        throw ActionError("'\(name(screen))' is listed twice; a screen can be on a path only once")
      }
    }
    let previous = Int(state.boxes[box].top)
    transition.reset(kind: .push, animated: animated)
    if hosted { transition.host = .swiftui }
    state.appendFlattened(previous, to: &transition.outgoing)
    appendDestinationUnderSource(previous, box: box, state, &transition)
    for screen in screens {
      state.insert(screen, in: app)
      if hostedRef(screen, hosted).owned { state.setSwiftUIOwned(screen) }
      transition.created.append(hostedRef(screen, hosted))
      transition.addedToParent.append(hostedRef(screen, hosted))
      state.push(screen, layer: layer)
    }
    state.appendFlattened(last, to: &transition.incoming)
    settleUnderPresentation(layer: layer, state, &transition)
  }

  /// `path.removeLast(k)`: a pop when `k` is 1, else the shape of a pop to a kept screen.
  func pathRemoveLast(_ count: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    let (layer, box, _) = try pathStack("path-remove-last", "remove values from", state)
    state.recordPresenter(over: layer)
    let values = Int(state.boxes[box].count) - 1
    guard count >= 1, count <= values else {
      throw ActionError(
        "the path holds \(values) value\(values == 1 ? "" : "s"); removeLast(\(count)) needs at least \(count) (Swift stops the app when a collection has fewer)"
      )
    }
    pop(keeping: values - count + 1, kind: count == 1 ? .pop : .popToRoot, layer: layer, box: box, animated: animated, &state, &transition)
    settleUnderPresentation(layer: layer, state, &transition)
  }

  /// The path assigned a new value: the values kept at their places stay, the others leave;
  /// the new ones are added. The new top decides the shape: a pop when it was on the path, a
  /// push when it is new. A value that stays at another place makes it `reorderPath`.
  func pathReplace(_ screens: [Int], animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    let (layer, box, hosted) = try pathStack("path-replace", "assign a new path to", state)
    state.recordPresenter(over: layer)
    let old = Array(state.stack(box).dropFirst())
    var kept = 0
    while kept < old.count, kept < screens.count, old[kept] == screens[kept] { kept += 1 }
    // A table of the old places and a set of the new values, so that a path of n values is
    // replaced in linear time (#43, item 4: 30,000 values took 48 s).
    var oldPlace: [Int: Int] = [:]
    for (place, screen) in old.enumerated() where oldPlace[screen] == nil { oldPlace[screen] = place }
    var listed = Set(screens[..<kept])
    var moved = false
    for (index, screen) in screens.enumerated() where index >= kept {
      guard listed.insert(screen).inserted else {
        throw ActionError("'\(name(screen))' is listed twice; a screen can be on a path only once")
      }
      if oldPlace[screen] != nil {
        moved = true
        continue
      }
      try requireNotLive(screen, state)
      try requireNotChild(screen)
    }
    if moved {
      reorderPath(screens, old: old, layer: layer, box: box, hosted: hosted, animated: animated, &state, &transition)
      return settleUnderPresentation(layer: layer, state, &transition)
    }
    if kept == old.count, kept == screens.count {
      throw ActionError("the path already holds these values: assigning it changes nothing")
    }
    if kept == screens.count {
      let removed = old.count - kept
      pop(keeping: kept + 1, kind: removed == 1 ? .pop : .popToRoot, layer: layer, box: box, animated: animated, &state, &transition)
      return settleUnderPresentation(layer: layer, state, &transition)
    }
    if kept == old.count {
      return try pathAppend(Array(screens[kept...]), animated: animated, &state, &transition)
    }
    // The old top leaves for a new one: UIKit animates a push; the old values above the kept
    // ones leave the stack, the top one from the window.
    let top = Int(state.boxes[box].top)
    transition.reset(kind: .push, animated: animated)
    if hosted { transition.host = .swiftui }
    state.appendFlattened(top, to: &transition.outgoing)
    for screen in old[kept...] where screen != top { state.appendFlattened(screen, to: &transition.silentlyRemoved) }
    for screen in old[kept...].reversed() { transition.removedFromParent.append(hostedRef(screen, hosted)) }
    for screen in old[kept...] { state.appendFlattened(screen, to: &transition.released) }
    state.remove(transition.released)
    state.truncateActiveStack(to: kept + 1, layer: layer)
    for screen in screens[kept...] {
      state.insert(screen, in: app)
      if hostedRef(screen, hosted).owned { state.setSwiftUIOwned(screen) }
      transition.created.append(hostedRef(screen, hosted))
      transition.addedToParent.append(hostedRef(screen, hosted))
      state.push(screen, layer: layer)
    }
    if let last = screens.last { state.appendFlattened(last, to: &transition.incoming) }
    settleUnderPresentation(layer: layer, state, &transition)
  }

  /// A path changed under presentations that hold no stack (`swiftui.path.underSheet`): behind
  /// a sheet, which keeps its presenter's views in the window, the stack's screens get the
  /// change's callbacks at once, as without the sheet, animated unless the fact
  /// `pathUnderSheetAnimated` does not hold (`alt.swiftui.path.underSheetNotAnimated`); under a
  /// presentation that covers it (its presenter's, `Structure.isLayerInWindow`) the stack is out of the window and forwards nothing: no screen
  /// appears or disappears now, the controllers are still made, moved and released, and the
  /// dismissal brings in the new top.
  private func settleUnderPresentation(layer: Int, _ state: Structure, _ transition: inout Transition) {
    guard layer < state.layerCount - 1 else { return }
    transition.decidedBy = .pathUnderSheetAnimated
    guard state.isLayerInWindow(layer) else {
      transition.outgoing.removeAll(keepingCapacity: true)
      transition.incoming.removeAll(keepingCapacity: true)
      transition.underSource.removeAll(keepingCapacity: true)
      transition.animated = false
      return
    }
    if !rules.holds(.pathUnderSheetAnimated) { transition.animated = false }
  }

  /// The path assigned so that a value on it stays at another place: the hosting navigation
  /// controller's `setViewControllers` (`swiftui.path.movedValueKeepsView`). The values that
  /// stay keep their controllers, those left out leave, the new ones are created; one
  /// transition, a push when the new top is new, a pop when it was on the stack, none when it
  /// was the top. Where a moved value's view is made anew (the fact does not hold), a moved
  /// value that comes on top is inserted as a new one is: a push.
  private func reorderPath(
    _ screens: [Int], old: [Int], layer: Int, box: Int, hosted: Bool, animated: Bool, _ state: inout Structure,
    _ transition: inout Transition
  ) {
    let root = state.stackScreen(box, at: 0)
    let oldTop = Int(state.boxes[box].top)
    let newTop = screens.last ?? root
    let oldSet = Set(old)
    let newSet = Set(screens)
    let oldPlace = old.firstIndex(of: newTop)
    let movedTop = oldPlace != nil && oldPlace != screens.count - 1
    let remade = movedTop && !rules.holds(.pathMovedValueKeepsView)
    transition.reset(kind: oldSet.contains(newTop) && !remade ? .setStackPop : .setStackPush, animated: animated)
    if hosted { transition.host = .swiftui }
    if newTop != oldTop { state.appendFlattened(oldTop, to: &transition.outgoing) }
    for screen in old.reversed() where !newSet.contains(screen) {
      transition.removedFromParent.append(hostedRef(screen, hosted))
      if screen != oldTop { state.appendFlattened(screen, to: &transition.silentlyRemoved) }
    }
    for screen in old where !newSet.contains(screen) { state.appendFlattened(screen, to: &transition.released) }
    state.remove(transition.released)
    for screen in screens where !oldSet.contains(screen) {
      state.insert(screen, in: app)
      if hostedRef(screen, hosted).owned { state.setSwiftUIOwned(screen) }
      transition.created.append(hostedRef(screen, hosted))
      transition.addedToParent.append(hostedRef(screen, hosted))
    }
    state.replaceActiveStack(with: [root] + screens, layer: layer)
    if newTop != oldTop { state.appendFlattened(newTop, to: &transition.incoming) }
  }

  /// The value a view's `task(id:)` observes changes: in the window its task restarts; out of
  /// it, nothing happens now.
  func taskRestart(_ screen: Int, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard app.hasSwiftUI[screen] else {
      throw ActionError("'\(name(screen))' has no SwiftUI content: task(id:) is a SwiftUI modifier")
    }
    guard state.isLive(screen) else {
      throw ActionError("'\(name(screen))' is not in the app: there is no view whose task(id:) could see a new id")
    }
    transition.reset(kind: .taskRestart, animated: false)
    guard let ref = state.onScreen.first(where: { $0.screen == screen }) else {
      // In the app, out of the window: its task was cancelled when it disappeared, and starts
      // with the id of that time when it appears again (swiftui.taskID.offscreen).
      transition.offscreen.append(ScreenRef(screen, parent: state.parent(of: screen)))
      return
    }
    transition.bystanders.append(ref)
  }

  /// A `switch` in a screen's content takes the branch `screen`: the branch it shows, if
  /// any, is replaced, as `show: X replacing: Y` does.
  func switchTo(
    _ screen: Int, _ viewTransition: ViewTransition, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    if state.isLive(screen) {
      throw ActionError("'\(name(screen))' is the branch shown already: a switch that keeps its branch changes nothing")
    }
    guard let parent = app.conditionalParents[screen].first(where: { state.isLive($0) }) else {
      throw ActionError(
        "'\(name(screen))' is not a branch of any screen in the app; list it under a screen's 'conditional:'")
    }
    let shown = state.children(of: parent).filter { app.conditionalParents[$0].contains(parent) }
    guard shown.count <= 1 else {
      throw ActionError(
        "'\(name(parent))' shows \(shown.map { "'\(name($0))'" }.joined(separator: " and ")): a switch shows one branch; write 'show: \(name(screen))' with 'replacing:'"
      )
    }
    try show(screen, replacing: shown.first, viewTransition, animated: animated, &state, &transition)
  }
}
