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
      if let stack = state.tabStackCount(index), stack > 1 {
        throw ActionError(
          "tapping the selected tab pops its navigation stack to the root, under '\(name(state.presentedScreen(0)))', presented in its context; this model does not pop a stack under a presentation made from it: dismiss it first"
        )
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
