/// A deep link that changes the window's root container while a presentation is up: a tab
/// switch (`tabBarController.selectedIndex`, a SwiftUI `TabView(selection:)` binding) or a page
/// turn by code under a sheet or a full-screen cover. The step names the root's item itself
/// (`select-tab: X`, `turn-page: P`), so it needs no other target: the presentations stay.
extension Navigator {
  /// Switches the root's item (a tab, a page) from the one shown to `index` under the
  /// presentations up, in a transition of `kind` (`uikit.tabs.switchUnderPresentation`).
  ///
  /// - Under a presentation that keeps its presenter in the window (a page or form sheet from
  ///   iOS 13, a popover on an iPad, over full screen), the root's views are in the window: the
  ///   shown item's screens disappear and the new one's appear behind it, as in a switch
  ///   without a presentation. Where the fact `switchUnderSheetWaitsForDismissal` holds, they
  ///   wait for the dismissal instead (`Structure.heldBackItem`, `releaseHeldBackSwitch`).
  /// - Under a covering one (full screen, a sheet before iOS 13), the root's views are out of
  ///   the window: nobody gets a callback; the dismissal brings in the new item's screens (the
  ///   screens it shows that were not on screen) and the old item's never reappear.
  func switchUnderPresentation(to index: Int, kind: TransitionKind, _ state: inout Structure, _ transition: inout Transition) {
    let shown = state.selectedTab
    transition.reset(kind: kind, animated: kind != .tabSwitch)
    transition.decidedBy = .switchUnderSheetWaitsForDismissal
    defer { state.selectTab(index) }
    guard state.isLayerInWindow(0) else {
      // A SwiftUI page's representable controllers are made when their page shows.
      if kind != .tabSwitch {
        var arriving: [ScreenRef] = []
        state.appendVisibleScreens(box: Int(state.boxes[0].firstTab) + index, to: &arriving)
        for ref in arriving where app.inPageCell[ref.screen] { transition.created.append(ref) }
      }
      return
    }
    guard !rules.holds(.switchUnderSheetWaitsForDismissal) else {
      if state.heldBackItem < 0 {
        state.heldBackItem = Int32(shown)
      } else if Int(state.heldBackItem) == index {
        state.heldBackItem = -1
      }
      return
    }
    appendItemSwitch(from: shown, to: index, state, &transition)
  }

  /// The screens a switch of the root's item from `shown` to `index` takes out of and brings
  /// into the window, in `transition.outgoing` and `.incoming`.
  func appendItemSwitch(from shown: Int, to index: Int, _ state: Structure, _ transition: inout Transition) {
    let firstTab = Int(state.boxes[0].firstTab)
    let (out, into) = (transition.outgoing.count, transition.incoming.count)
    state.appendVisibleScreens(box: firstTab + shown, to: &transition.outgoing)
    state.appendVisibleScreens(box: firstTab + index, to: &transition.incoming)
    // A pager nested in either item: its shown page goes and comes with the item, unless the
    // alternative holds (uikit.pages.nested, swiftui.pages.nested).
    if app.hasNestedPagers {
      dropNestedPages(item: shown, from: out, outgoing: true, state, &transition)
      dropNestedPages(item: index, from: into, outgoing: false, state, &transition)
    }
    if app.definition.pageStyle != nil || app.hasNestedPagers { appendPageCellControllers(&transition) }
    if app.definition.pageStyle != nil { return }
    // Where SwiftUI's TabView does not forward appearance to a representable's navigation
    // controller, that tab's controllers hear nothing (uikit.representable.navigationStack).
    if app.definition.host == .swiftui, !rules.holds(.representedNavigationHearsTabSwitch) {
      if state.boxes[firstTab + shown].hostedBy >= 0 { transition.outgoing.removeAll(keepingCapacity: true) }
      if state.boxes[firstTab + index].hostedBy >= 0 { transition.incoming.removeAll(keepingCapacity: true) }
    }
  }

  /// At a dismissal that takes every presentation away, after the structure changed: a switch
  /// held back under a sheet (`switchUnderSheetWaitsForDismissal`) happens now, the item the
  /// window showed before it leaving with the presented screens and the new one appearing.
  func releaseHeldBackSwitch(_ state: inout Structure, _ transition: inout Transition) {
    guard state.heldBackItem >= 0 else { return }
    let held = Int(state.heldBackItem)
    state.heldBackItem = -1
    guard state.presentationCount == 0, held != state.selectedTab else { return }
    var switched = Transition(kind: transition.kind)
    appendItemSwitch(from: held, to: state.selectedTab, state, &switched)
    transition.outgoing.append(contentsOf: switched.outgoing)
    for ref in switched.incoming where !transition.incoming.contains(ref) { transition.incoming.append(ref) }
    transition.created.append(contentsOf: switched.created)
    transition.decidedBy = .switchUnderSheetWaitsForDismissal
  }
}
