/// A push made during the launch: the app pushes a screen onto its root's stack right after it
/// shows the window (VAndrJ/awesome-apple-bugs, `Bugs/LifeCyclePushedViewController`).
extension Navigator {
  /// `launch` with `pushing: X`: the launch's structure, with `X` pushed onto the root's
  /// navigation stack in the same step. The root's screens play `outgoing` (they start to
  /// appear and are covered at once), `X` plays `incoming`; the rows of `launchPush` say what
  /// each gets on each version.
  func launch(pushing screen: Int, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard app.definition.host == .uikit else {
      guard app.definition.split == nil else {
        throw ActionError(
          "a SwiftUI split view's column stack at launch is its path: write the column's screens as a stack in 'split:' ('- [Root, \(name(screen))]'), not 'pushing:'"
        )
      }
      throw ActionError(
        "a SwiftUI app's navigation stack at launch is its path: write 'navigation: [Root, \(name(screen))]' in 'app:', not 'pushing:'")
    }
    var launched = state
    var launch = Transition(kind: .none)
    try self.launch(&launched, &launch)
    let (layer, box) = try topStack(for: "push onto during the launch", launched)
    guard launched.boxes[box].hostedBy < 0 else {
      throw ActionError(
        "the stack of '\(name(Int(launched.boxes[box].hostedBy)))' is SwiftUI's NavigationStack, whose path at launch is written in 'app:'")
    }
    try requireNotChild(screen)
    let screen = try arrivingInstance(of: screen, launched)
    state = launched
    transition = launch
    transition.kind = .launchPush
    transition.animated = true
    transition.outgoing = transition.incoming
    transition.incoming.removeAll(keepingCapacity: true)
    // An expanded split view: the push goes onto the secondary column's navigation controller;
    // the other columns appear as at launch (uikit.split.launchPush).
    if let split = launched.shownSplitBox, launched.boxes[split].kind == .split, !launched.isSplitCollapsed(split) {
      var column: [ScreenRef] = []
      launched.appendVisibleScreens(box: box, to: &column)
      let others = transition.outgoing.filter { !column.contains($0) }
      transition.outgoing = column
      if rules.holds(.launchPushColumnsAppearFirst) {
        transition.bystanders = others
      } else {
        transition.incoming = others
      }
    }
    state.insert(screen, in: app)
    transition.created.append(ScreenRef(screen))
    transition.addedToParent.append(ScreenRef(screen))
    state.push(screen, layer: layer)
    state.appendFlattened(screen, to: &transition.incoming)
    transition.onScreen.removeAll(keepingCapacity: true)
    state.appendOnScreen(to: &transition.onScreen)
  }
}
