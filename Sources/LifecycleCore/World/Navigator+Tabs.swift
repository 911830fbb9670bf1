extension Navigator {
  func selectTab(_ selector: TabSelector, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.rootKind == .tabs, app.definition.pageStyle == nil else {
      throw ActionError(
        app.definition.pageStyle == nil
          ? "the app has no tab bar" : "the app's root is a UIPageViewController, which has no tab bar: write 'turn-page'")
    }
    let count = state.tabCount
    let selected = state.selectedTab
    guard state.presentationCount == 0 else {
      throw ActionError(
        "'\(name(state.presentedScreen(state.presentationCount - 1)))' is presented over the tab bar; dismiss it first")
    }
    let index: Int
    switch selector {
    case .index(let value):
      guard (0..<count).contains(value) else {
        throw ActionError(
          "there is no tab \(value); the tab bar has \(count) tabs (0-\(count - 1))")
      }
      index = value
    case .screen(let id):
      let items = state.root.tabs
      // A hosted tab is named by its hosting controller or by the root of its stack.
      guard
        let found = items.firstIndex(where: { state.rootScreen($0).map(name) == id || ($0.hostedBy >= 0 && name($0.hostedBy) == id) })
      else {
        let names = items.compactMap { state.rootScreen($0).map(name) }.map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("no tab has the root screen '\(id)' (tabs: \(names))")
      }
      index = found
    }
    if index == selected {
      // Tapping the selected tab pops its navigation stack to the root, as UIKit does.
      if let stack = state.tabStackCount(index), stack > 1 {
        return try pop(animated: true, toRoot: true, &state, &transition)
      }
      return transition.reset(kind: .none)
    }
    transition.reset(kind: .tabSwitch, animated: false)
    let firstTab = Int(state.boxes[0].firstTab)
    state.appendVisibleScreens(box: firstTab + selected, to: &transition.outgoing)
    state.appendVisibleScreens(box: firstTab + index, to: &transition.incoming)
    state.selectTab(index)
  }

  /// The root page view controller turns to another page, by a swipe (or by code), or a swipe
  /// let go early (`completed: false`), which only a page beside the shown one can be.
  func turnPage(_ selector: TabSelector, completed: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard let style = app.definition.pageStyle, state.rootKind == .tabs else {
      throw ActionError("the app's root is no UIPageViewController: declare its pages with 'pages: [...]' in 'app:'")
    }
    guard state.presentationCount == 0 else {
      throw ActionError(
        "'\(name(state.presentedScreen(state.presentationCount - 1)))' is presented over the pages; dismiss it first")
    }
    let count = state.tabCount
    let shown = state.selectedTab
    let index: Int
    switch selector {
    case .index(let value):
      guard (0..<count).contains(value) else {
        throw ActionError("there is no page \(value); the page view controller has \(count) pages (0-\(count - 1))")
      }
      index = value
    case .screen(let id):
      guard let found = state.root.tabs.firstIndex(where: { state.rootScreen($0).map(name) == id }) else {
        let names = state.root.tabs.compactMap { state.rootScreen($0).map(name) }.map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("no page has the root screen '\(id)' (pages: \(names))")
      }
      index = found
    }
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
    transition.reset(kind: kind, animated: true)
    let firstTab = Int(state.boxes[0].firstTab)
    state.appendVisibleScreens(box: firstTab + shown, to: &transition.outgoing)
    state.appendVisibleScreens(box: firstTab + index, to: &transition.incoming)
    if completed { state.selectTab(index) }
  }

  func moveApp(toBackground: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if toBackground == state.inBackground {
      throw ActionError(toBackground ? "the app is already in the background" : "the app is already in the foreground")
    }
    state.inBackground = toBackground
    transition.reset(kind: toBackground ? .background : .foreground, animated: false)
  }
}
