extension Navigator {
  func selectTab(_ selector: TabSelector, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.rootKind == .tabs, app.definition.pageStyle == nil else {
      throw ActionError(
        app.definition.pageStyle == nil
          ? "the app has no tab bar" : "the app's root is a UIPageViewController, which has no tab bar: write 'turn-page'")
    }
    let selected = state.selectedTab
    // Presentations made in a tab's context go and come with their tab (Navigator+TabContexts).
    if try selectTabWithContexts(selector, &state, &transition) { return }
    // A hosted tab is named by its hosting controller or by the root of its stack.
    let index = try rootItem(selector, state, noun: "tab", container: "the tab bar", byHost: true)
    // Under a presentation over the tab bar, a tab's presentations parked or made in the
    // selected tab's context go and come with their tab (uikit.presentation.contextInTabUnderSheet).
    if state.presentationCount > 0, index != selected,
      state.hasParkedPresentations || selectedTabPresentationCount(state) > 0
    {
      return switchUnderPresentationWithContexts(to: index, &state, &transition)
    }
    // A deep link under a presentation sets the selected index: the tab switches under it
    // (uikit.tabs.switchUnderPresentation); the same index changes nothing.
    if state.presentationCount > 0 {
      guard index != selected else { return transition.reset(kind: .none) }
      return switchUnderPresentation(to: index, kind: .tabSwitch, &state, &transition)
    }
    if index == selected {
      // Tapping the selected tab pops its navigation stack to the root, as UIKit does; a tab
      // that is a pager is no navigation controller, so nothing pops there.
      if let stack = state.tabStackCount(index), stack > 1, !app.hasNestedPagers || nestedPagerBox(item: index, state) == nil {
        return try pop(animated: true, toRoot: true, &state, &transition)
      }
      return transition.reset(kind: .none)
    }
    transition.reset(kind: .tabSwitch, animated: false)
    appendItemSwitch(from: selected, to: index, state, &transition)
    // A UIKit navigation controller the tab holds: the lane tells whether it is shown for the
    // first time (its delegate hears of its top then, uikit.navigationDelegate.firstShow).
    let shown = state.boxes[Int(state.boxes[0].firstTab) + index]
    if shown.kind == .navigation, shown.hostedBy < 0, shown.bottom >= 0 { transition.shownStackRoot = Int(shown.bottom) }
    state.selectTab(index)
  }

  /// The root page view controller turns to another page, by a swipe (or by code), or a swipe
  /// let go early (`completed: false`), which only a page beside the shown one can be.
  func turnPage(_ selector: TabSelector, completed: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    // A pager nested in a tab or a page is named by its page's root screen (Navigator+NestedPagers).
    if app.hasNestedPagers, let (item, page) = try nestedPage(selector, state) {
      return try turnNestedPage(item: item, page: page, completed: completed, &state, &transition)
    }
    guard let style = app.definition.pageStyle, state.rootKind == .tabs else {
      throw ActionError("the app's root is no UIPageViewController: declare its pages with 'pages: [...]' in 'app:'")
    }
    let shown = state.selectedTab
    let index = try rootItem(selector, state, noun: "page", container: "the page view controller", byHost: false)
    guard index != shown else {
      throw ActionError("page \(index) is the page shown; turn to another")
    }
    if !completed, abs(index - shown) != 1 {
      throw ActionError(
        "a swipe reveals the page beside the shown one (\(shown)): page \(index) is reached only by code, which completes ('cancel: false')")
    }
    let kind: TransitionKind =
      switch (style, completed) {
      case (.scroll, true): .pageScroll
      case (.scroll, false): .pageScrollCancel
      case (.pageCurl, true): .pageCurl
      case (.pageCurl, false): .pageCurlCancel
      }
    // Under a presentation no swipe reaches the pages; code turns them under it (a deep link
    // sets the page: uikit.tabs.switchUnderPresentation).
    if state.presentationCount > 0 {
      guard completed else {
        throw ActionError(
          "'\(name(state.presentedScreen(state.presentationCount - 1)))' is presented over the pages, so no swipe reaches them; code turns them under it ('cancel: false')"
        )
      }
      return switchUnderPresentation(to: index, kind: kind, &state, &transition)
    }
    transition.reset(kind: kind, animated: true)
    appendItemSwitch(from: shown, to: index, state, &transition)
    if completed { state.selectTab(index) }
  }

  /// The index of the root container's item (a tab, a page) a selector names: by its 0-based
  /// index or its root screen, or, with `byHost`, a hosted item's hosting controller.
  func rootItem(
    _ selector: TabSelector, _ state: Structure, noun: String, container: String, byHost: Bool
  ) throws(ActionError) -> Int {
    let count = state.tabCount
    switch selector {
    case .index(let value):
      guard (0..<count).contains(value) else {
        throw ActionError("there is no \(noun) \(value); \(container) has \(count) \(noun)s (0-\(count - 1))")
      }
      return value
    case .screen(let id):
      let items = state.root.tabs
      guard
        let found = items.firstIndex(where: {
          state.rootScreen($0).map(name) == id || (byHost && $0.hostedBy >= 0 && name($0.hostedBy) == id)
        })
      else {
        let names = items.compactMap { state.rootScreen($0).map(name) }.map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("no \(noun) has the root screen '\(id)' (\(noun)s: \(names))")
      }
      return found
    }
  }

  func moveApp(toBackground: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if toBackground == state.inBackground {
      throw ActionError(toBackground ? "the app is already in the background" : "the app is already in the foreground")
    }
    state.inBackground = toBackground
    transition.reset(kind: toBackground ? .background : .foreground, animated: false)
    // From an inactive app the background gives only the rest of its sequence.
    transition.fromActive = !state.inactive
    state.inactive = false
    if toBackground { appendCollapsedColumns(state, &transition) }
  }

  /// `resign-active` and `become-active`: the app stays in the foreground, with an
  /// interruption over it or not; nothing moves. Which of the two the app may take is the
  /// navigator's check (`ActionPhase.inactive`).
  func setActive(_ active: Bool, _ state: inout Structure, _ transition: inout Transition) {
    state.inactive = !active
    transition.reset(kind: active ? .becomeActive : .resignActive, animated: false)
  }

  /// `terminate`: the app ends. From the foreground (active, or inactive with the app switcher
  /// open), where the profile's fact `terminateTakesWindow` holds for a scene-based app (or
  /// `terminateWithoutScenesTakesWindow` for an app without scenes), the scene disconnects and
  /// the views in the window leave it (`Role.outgoing`); otherwise the
  /// window stays as the process ends. From the background the suspended app hears nothing
  /// (`TransitionKind.terminateSuspended`). Nothing can follow (`Structure.terminated`).
  func terminate(_ state: inout Structure, _ transition: inout Transition) {
    transition.reset(kind: state.inBackground ? .terminateSuspended : .terminate, animated: false)
    transition.fromActive = !state.inactive && !state.inBackground
    let takesWindow = sceneBased ? rules.holds(.terminateTakesWindow) : rules.holds(.terminateWithoutScenesTakesWindow)
    if !state.inBackground, takesWindow { state.appendOnScreen(to: &transition.outgoing) }
    state.inactive = false
    state.terminated = true
  }
}
