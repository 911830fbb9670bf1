/// `UITabBarController.setViewControllers(_:animated:)` on the root tab bar (`set-tabs`).
extension Navigator {
  /// Where a tab of the new list comes from.
  enum TabSource {
    /// A tab of the bar before the call (by its index), kept with its controllers.
    case kept(Int)
    /// A tab made by the call, from a layout (a declared tab, or one screen).
    case made(AppModel.Layout)
  }

  /// The root tab bar's tabs replaced by those whose root screens are `ids`, in order: a tab
  /// still in the bar keeps its controllers; a screen that roots a tab declared in `app:`
  /// brings that tab (its navigation controller and stack); any other screen is a tab alone.
  /// The selection follows Apple's page: the selected tab if it is still there, else the tab
  /// at the same index, else the first (uikit.setTabs.selection). The removed tabs leave the
  /// app; the selected tab's screens change only when its tab is gone.
  func setTabs(_ ids: [String], _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.rootKind == .tabs, app.definition.pageStyle == nil else {
      throw ActionError(
        app.definition.pageStyle == nil
          ? "the app's root is no tab bar: declare 'tabs: [...]' in 'app:'"
          : "the app's root is a UIPageViewController: its pages change with 'turn-page', it has no tab bar")
    }
    guard !ids.isEmpty else { throw ActionError("a tab bar needs at least one tab") }
    let old = state.root.tabs
    let oldRoots = old.map { tab in tab.hostedBy >= 0 ? tab.hostedBy : state.rootScreen(tab) ?? -1 }
    var sources: [TabSource] = []
    var keptIndices = Set<Int>()
    var named = Set<Int>()
    for id in ids {
      let screen = try self.screen(id)
      guard named.insert(screen).inserted else {
        throw ActionError("'\(id)' is listed twice; a tab bar holds a screen once")
      }
      if let index = oldRoots.firstIndex(of: screen) {
        keptIndices.insert(index)
        sources.append(.kept(index))
        continue
      }
      let layout = declaredTab(rootedAt: screen) ?? .screen(screen)
      for member in Self.screens(of: layout) {
        guard !state.isLive(member) else {
          let place = member == screen ? "" : " (its declared tab holds '\(name(member))')"
          throw ActionError(
            "'\(name(member))' is already in the app\(place), not as the root of a tab; a controller can be in the hierarchy only once")
        }
      }
      try requireNotChild(screen)
      sources.append(.made(layout))
    }
    let selected = state.selectedTab
    let newSelected =
      sources.firstIndex { if case .kept(let index) = $0 { index == selected } else { false } }
      ?? (selected < sources.count ? selected : 0)
    // With presentations up or parked with a tab, the tabs change under them
    // (uikit.setTabs.underPresentation).
    if state.presentationCount > 0 || state.hasParkedPresentations {
      return setTabsUnderPresentations(sources, kept: keptIndices, selecting: newSelected, &state, &transition)
    }
    transition.reset(kind: .setTabs, animated: false)
    let firstTab = Int(state.boxes[0].firstTab)
    let selectionKept = keptIndices.contains(selected)
    if !selectionKept { state.appendVisibleScreens(box: firstTab + selected, to: &transition.outgoing) }
    for index in old.indices where !keptIndices.contains(index) {
      state.appendHeld(box: firstTab + index, to: &transition.removedFromParent)
      state.appendHeld(box: firstTab + index, flattened: true, to: &transition.released)
    }
    state.remove(transition.released)
    state.replaceTabs(sources, selected: newSelected, in: app)
    let newFirst = Int(state.boxes[0].firstTab)
    for (index, source) in sources.enumerated() {
      guard case .made = source else { continue }
      state.appendHeld(box: newFirst + index, to: &transition.created)
    }
    transition.addedToParent.append(contentsOf: transition.created)
    if !selectionKept { state.appendVisibleScreens(box: 0, to: &transition.incoming) }
  }

  /// `set-tabs` while presentations are up or parked with a tab
  /// (`uikit.setTabs.underPresentation`): the presentations made from the tab bar controller
  /// stay; those made in a tab's context (parked with it, or up over the selected tab) go
  /// with their tab when it is removed, and a kept tab's stay with it. What the window shows
  /// before and not after leaves (where the fact `setTabsRemovedContextSilent` holds, without
  /// the removed selected tab's presented screens), and what it shows after and not before
  /// enters: under a covering presentation nobody gets a callback, and the dismissal brings in
  /// the tab selected then.
  private func setTabsUnderPresentations(
    _ sources: [TabSource], kept: Set<Int>, selecting newSelected: Int, _ state: inout Structure, _ transition: inout Transition
  ) {
    let selected = state.selectedTab
    let oldCount = state.tabCount
    transition.reset(kind: .setTabs, animated: false)
    transition.decidedBy = .setTabsRemovedContextSilent
    let before = windowShows(state)
    // The removed selected tab's own presentations (the lowest, made in its context) go with it.
    var leaving: [ScreenRef] = []
    if !kept.contains(selected), state.presentationCount > 0 {
      let own = selectedTabPresentationCount(state)
      for layer in stride(from: 1, through: own, by: 1) { state.appendVisibleScreens(box: state.layerBox(layer), to: &leaving) }
      state.park(tab: selected, lowest: own)
    }
    let firstTab = Int(state.boxes[0].firstTab)
    for index in 0..<oldCount where !kept.contains(index) {
      state.appendHeld(box: firstTab + index, to: &transition.removedFromParent)
      state.appendHeld(box: firstTab + index, flattened: true, to: &transition.released)
      let mark = Int8(truncatingIfNeeded: index)
      for box in 1..<state.rootBoxes where state.boxes[box].parkedTab == mark {
        state.appendHeld(box: box, flattened: true, to: &transition.released)
      }
    }
    state.remove(transition.released)
    let held = Int(state.heldBackItem)
    state.replaceTabs(sources, selected: newSelected, in: app)
    // A switch held back under a sheet (switchUnderSheetWaitsForDismissal) follows its tab.
    if held >= 0 {
      let moved = sources.firstIndex { if case .kept(let index) = $0 { index == held } else { false } }
      state.heldBackItem = moved.map { $0 == newSelected ? -1 : Int32($0) } ?? -1
    }
    let newFirst = Int(state.boxes[0].firstTab)
    for (index, source) in sources.enumerated() {
      guard case .made = source else { continue }
      state.appendHeld(box: newFirst + index, to: &transition.created)
    }
    transition.addedToParent.append(contentsOf: transition.created)
    if !kept.contains(selected) { state.unpark(tab: newSelected) }
    let after = windowShows(state)
    let silent = rules.holds(.setTabsRemovedContextSilent)
    transition.outgoing.append(
      contentsOf: before.filter { ref in
        !after.contains { $0.screen == ref.screen } && !(silent && leaving.contains { $0.screen == ref.screen })
      })
    transition.incoming.append(contentsOf: after.filter { ref in !before.contains { $0.screen == ref.screen } })
  }

  /// What the window shows, parent first, lowest layer first: with a switch held back under a
  /// sheet (`Structure.heldBackItem`), the tab it shows until the dismissal.
  private func windowShows(_ state: Structure) -> [ScreenRef] {
    var result: [ScreenRef] = []
    guard state.heldBackItem >= 0 else {
      state.appendOnScreen(to: &result)
      return result
    }
    var shown = state
    shown.selectTab(Int(state.heldBackItem))
    shown.appendOnScreen(to: &result)
    return result
  }

  /// The screens a tab's layout holds (a tab bar's tabs do not nest: two levels at most).
  private static func screens(of layout: AppModel.Layout) -> [Int] {
    switch layout {
    case .screen(let screen): [screen]
    case .navigation(let stack): stack
    case .hosting(let host, .navigation(let stack)): [host] + stack
    case .hosting(let host, .screen(let screen)): [host, screen]
    case .hosting(let host, _): [host]
    case .tabs: []
    }
  }

  /// The tab declared in `app:` whose root screen (or app-made hosting controller) is `screen`.
  private func declaredTab(rootedAt screen: Int) -> AppModel.Layout? {
    guard case .tabs(let items) = app.layout, let index = app.declaredTabRoots.firstIndex(of: screen) else { return nil }
    return items[index]
  }
}

extension AppModel {
  /// The root screens (or app-made hosting controllers) of the tabs declared in `app:`, in
  /// order; empty unless the root is a tab bar.
  package var declaredTabRoots: [Int] {
    guard case .tabs(let items) = layout else { return [] }
    return items.compactMap { item in
      switch item {
      case .screen(let root): root
      case .navigation(let stack): stack.first
      case .hosting(let host, _): host
      case .tabs: nil
      }
    }
  }
}
