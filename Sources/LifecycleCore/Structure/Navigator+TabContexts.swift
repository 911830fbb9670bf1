/// A tab switch while presentations made in the selected tab's context are up: UIKit leaves
/// the tab bar on screen (the tab's navigation controller, or a child in it, defines the
/// context, so the presentation covers the tab's content alone), the user switches, and the
/// presentation goes out of the window with its tab and comes back with it
/// (`uikit.presentation.contextInTab`).
extension Navigator {
  /// Whether every presentation up was made in the selected root tab's context, so the tab bar
  /// stays on screen (`Structure.presentationsInSelectedTab`), in a UIKit app whose root is a
  /// tab bar controller.
  func presentationsInSelectedTab(_ state: Structure) -> Bool {
    app.definition.host == .uikit && app.definition.pageStyle == nil && state.presentationsInSelectedTab
  }

  /// `select-tab` when the selected tab has presentations made in its context, or the tab
  /// selected has some parked: what the tab being left shows in the window, its presented
  /// screens on top, leaves; what the tab selected shows, its presentations brought back,
  /// enters. Returns false, having changed nothing, when neither tab has such presentations
  /// (the ordinary switch applies).
  func selectTabWithContexts(_ selector: TabSelector, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError) -> Bool
  {
    let up = state.presentationCount > 0
    guard up ? presentationsInSelectedTab(state) : state.hasParkedPresentations else { return false }
    let index = try rootItem(selector, state, noun: "tab", container: "the tab bar", byHost: true)
    let selected = state.selectedTab
    if index == selected {
      guard up else { return false }
      if let stack = state.activeStackBox(Int(state.boxes[0].firstTab) + index), state.boxes[stack].count > 1 {
        popTabUnderContexts(box: stack, &state, &transition)
        return true
      }
      transition.reset(kind: .none)
      return true
    }
    transition.reset(kind: .tabSwitch, animated: false)
    appendShownByTab(selected, state, to: &transition.outgoing)
    state.park(tab: selected)
    state.selectTab(index)
    state.unpark(tab: index)
    appendShownByTab(index, state, to: &transition.incoming)
    if up || state.presentationCount > 0 { transition.decidedBy = .tabSwitchReachesCoveredContext }
    return true
  }

  /// Re-tapping the selected tab while presentations made in its context are up: the tab bar
  /// controller pops the tab's navigation stack (`box`) to its root under them
  /// (`uikit.presentation.contextInTabRetap`). A presentation made in the context of a child
  /// of the popped top goes with it, as with a Back tap there
  /// (`uikit.presentation.childContextPopped`). Any other stays, and the stack pops under it:
  /// in the window under an `.overCurrentContext` presentation, as any pop; out of it under a
  /// `.currentContext` one of the navigation controller's, where the popped screens leave
  /// silently and the root appears at the dismissal. Where the fact
  /// `retapUnderContextPopsNothing` holds, the tap changes nothing.
  private func popTabUnderContexts(box: Int, _ state: inout Structure, _ transition: inout Transition) {
    guard !rules.holds(.retapUnderContextPopsNothing) else {
      transition.reset(kind: .none)
      transition.decidedBy = .retapUnderContextPopsNothing
      return
    }
    let context = state.presentedContext(0)
    let container = Int(state.boxes[box].top)
    if context >= 0, state.isWithin(context, container) {
      popUnderChildContext(
        index: 0, context: context, box: box, container: container, toRoot: true, animated: true, &state, &transition)
      transition.decidedBy = .retapUnderContextPopsNothing
      return
    }
    pop(keeping: 1, kind: .popToRoot, layer: 0, box: box, animated: true, &state, &transition)
    transition.decidedBy = .retapUnderContextPopsNothing
    guard state.presentedCovers(0) else { return }
    if context >= 0 {
      // The child the presentation covers is out of the window: the root brings it back
      // without it.
      state.removeWithin(context, from: 0, in: &transition.incoming)
      return
    }
    // The navigation controller the presentation covers is out of the window: the pop is silent.
    transition.silentlyRemoved.insert(contentsOf: transition.outgoing, at: 0)
    transition.outgoing.removeAll()
    transition.incoming.removeAll()
  }

  /// `select-tab` under presentations made over the tab bar (a sheet, a full-screen cover)
  /// while a tab holds presentations parked (`uikit.presentation.contextInTabUnderSheet`): the
  /// switch is the deep link's under a presentation (`uikit.tabs.switchUnderPresentation`)
  /// and the tabs' own presentations go and come with their tab
  /// (`uikit.presentation.contextInTab`). The selected tab's (the lowest presentations, made
  /// in its context) are parked, the new tab's come back under the presentations up. Behind a
  /// sheet, what the old tab shows in the window leaves and what the new one shows enters, its
  /// presented screens with it (where the fact `underSheetSwitchSkipsTabPresentations` holds,
  /// without them): the screens the window shows before and not after, and after and not
  /// before. Under a covering presentation nobody gets a callback, and the dismissal brings in
  /// what the new tab shows.
  func switchUnderPresentationWithContexts(to index: Int, _ state: inout Structure, _ transition: inout Transition) {
    let selected = state.selectedTab
    let own = selectedTabPresentationCount(state)
    transition.reset(kind: .tabSwitch, animated: false)
    transition.decidedBy = .underSheetSwitchSkipsTabPresentations
    // What the window shows before and after: the presentations over the tab bar stay, and
    // what they keep out of the window gets nothing.
    var before: [ScreenRef] = []
    state.appendOnScreen(to: &before)
    var presented: [ScreenRef] = []
    for layer in stride(from: 1, through: own, by: 1) { state.appendVisibleScreens(box: state.layerBox(layer), to: &presented) }
    state.park(tab: selected, lowest: own)
    let arriving = state.parkedPresentationCount(tab: index)
    state.selectTab(index)
    state.unpark(tab: index)
    for layer in stride(from: 1, through: arriving, by: 1) { state.appendVisibleScreens(box: state.layerBox(layer), to: &presented) }
    var after: [ScreenRef] = []
    state.appendOnScreen(to: &after)
    let skips = rules.holds(.underSheetSwitchSkipsTabPresentations)
    func kept(_ ref: ScreenRef, leaving other: [ScreenRef]) -> Bool {
      !other.contains { $0.screen == ref.screen } && !(skips && presented.contains { $0.screen == ref.screen })
    }
    transition.outgoing.append(contentsOf: before.filter { kept($0, leaving: after) })
    transition.incoming.append(contentsOf: after.filter { kept($0, leaving: before) })
  }

  /// The number of the lowest presentations up that were made in the selected root tab's
  /// context (context styles, the lowest covering a child in the tab or the tab's own UIKit
  /// navigation controller), as `Structure.presentationsInSelectedTab` counts them all.
  func selectedTabPresentationCount(_ state: Structure) -> Int {
    let count = state.presentationCount
    var own = 0
    while own < count, state.presentedStyle(own).isContextStyle { own += 1 }
    guard own > 0, app.definition.host == .uikit, state.presentedContext(0) < 0 else { return own }
    return state.selectedTabIsOwnStack ? own : 0
  }

  /// Appends what the selected root tab `tab` shows with the presentations up over it (made in
  /// its context), parent first, lowest layer first: the tab's content when it is in the
  /// window (or, in a child's context, all but that child), then each presentation's screens
  /// in the window, the top one's always. Where the fact `tabSwitchReachesCoveredContext`
  /// holds, the tab's content covered by a `.currentContext` presentation too.
  private func appendShownByTab(_ tab: Int, _ state: Structure, to result: inout [ScreenRef]) {
    let box = Int(state.boxes[0].firstTab) + tab
    let count = state.presentationCount
    let start = result.count
    state.appendVisibleScreens(box: box, to: &result)
    guard count > 0 else { return }
    if state.presentedCovers(0), !rules.holds(.tabSwitchReachesCoveredContext) {
      let context = state.presentedContext(0)
      if context >= 0 { state.removeWithin(context, from: start, in: &result) } else { result.removeSubrange(start...) }
    }
    for layer in 1...count { state.appendInWindowScreens(layer: layer, to: &result) }
  }
}
