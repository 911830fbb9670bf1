/// Pagers nested in the root's items: a `UIPageViewController` that is a tab of a tab bar
/// controller or a page of the root page view controller, a page-style `TabView` in a
/// `TabView` tab or in a page (`- pages: [A, B]` in `tabs:` or `pages:`). Such a pager is the
/// root item's box, of kind `tabs`, its pages the boxes after it; one level deep, so every
/// walk here is a fixed number of boxes.
extension Navigator {
  /// The box of the pager nested in root item `item`, or nil when that item holds none (a
  /// screen, a stack, or a split view's columns in an app with a split view).
  func nestedPagerBox(item: Int, _ state: Structure) -> Int? {
    guard app.definition.split == nil, state.rootKind == .tabs, item >= 0, item < state.tabCount else { return nil }
    let box = Int(state.boxes[0].firstTab) + item
    return state.boxes[box].kind == .tabs ? box : nil
  }

  /// The nested pager and page a `turn-page` selector names, or nil when it names the root's
  /// page: a page is named by its root screen (a hosting controller page also by its host) (unique in the app, so never ambiguous); an
  /// index names a page of the pager in the selected tab when the root is a tab bar (the root's
  /// page in a page view controller app).
  func nestedPage(_ selector: TabSelector, _ state: Structure) throws(ActionError) -> (item: Int, page: Int)? {
    guard app.definition.split == nil, state.rootKind == .tabs else { return nil }
    switch selector {
    case .index(let value):
      guard app.definition.pageStyle == nil else { return nil }
      let item = state.selectedTab
      guard let pager = nestedPagerBox(item: item, state) else {
        throw ActionError(
          "the selected tab (\(item)) holds no pager: 'turn-page' turns a pager nested in a tab ('- pages: [...]'); name its page by its root screen"
        )
      }
      let count = Int(state.boxes[pager].tabCount)
      guard (0..<count).contains(value) else {
        throw ActionError("there is no page \(value); the pager in tab \(item) has \(count) pages (0-\(count - 1))")
      }
      return (item, value)
    case .screen(let id):
      if app.definition.pageStyle != nil, state.root.tabs.contains(where: { state.rootScreen($0).map(name) == id }) {
        return nil
      }
      for item in 0..<state.tabCount {
        guard let pager = nestedPagerBox(item: item, state) else { continue }
        let first = Int(state.boxes[pager].firstTab)
        for page in 0..<Int(state.boxes[pager].tabCount) {
          // A page is named by its root screen, or a hosting controller page by its host too.
          let box = state.boxes[first + page]
          if box.bottom >= 0, name(Int(box.bottom)) == id { return (item, page) }
          if box.hostedBy >= 0, name(Int(box.hostedBy)) == id { return (item, page) }
        }
      }
      if app.definition.pageStyle == nil {
        throw ActionError("no nested pager has a page whose root screen is '\(id)'")
      }
      return nil
    }
  }

  /// A nested pager turns to page `page`: by a swipe (`completed: false` for one let go early)
  /// where the pager is on screen, or by code anywhere. In the window it is the root pager's
  /// scroll (uikit.page.*, swiftui pages): the shown page's screens disappear and the new
  /// one's appear. Out of the window (its root item not selected, or under a covering
  /// presentation) the pager forwards nothing: only the selection changes, and the new page
  /// appears with its container, as the selected page of a tab does (uikit.pages.nested).
  func turnNestedPage(
    item: Int, page: Int, completed: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    guard let pager = nestedPagerBox(item: item, state) else { throw ActionError("root item \(item) holds no pager") }
    let shown = Int(state.boxes[pager].selected)
    guard page != shown else {
      throw ActionError("page \(page) is the page the pager in item \(item) shows; turn to another")
    }
    let curlWritten = nestedPagerIsCurl(pager, state)
    let curls = curlWritten && !rules.holds(.nestedCurlTurnsAsScroll)
    let kind: TransitionKind = curls ? (completed ? .pageCurl : .pageCurlCancel) : (completed ? .pageScroll : .pageScrollCancel)
    let inWindow = state.selectedTab == item && state.isLayerInWindow(0)
    let swipeable = inWindow && state.presentationCount == 0
    if !completed {
      guard swipeable else {
        throw ActionError(
          "the pager in item \(item) is not on screen (\(state.selectedTab != item ? "item \(state.selectedTab) is shown" : "a presentation is over it")), so no swipe reaches it; code turns it ('cancel: false')"
        )
      }
      guard abs(page - shown) == 1 else {
        throw ActionError(
          "a swipe reveals the page beside the shown one (\(shown)): page \(page) is reached only by code, which completes ('cancel: false')"
        )
      }
    }
    guard inWindow else {
      transition.reset(kind: kind, animated: false)
      transition.decidedBy = nestedPagerFact
      state.selectPage(page, inPager: pager)
      return
    }
    transition.reset(kind: kind, animated: true)
    if curlWritten { transition.decidedBy = .nestedCurlTurnsAsScroll }
    let first = Int(state.boxes[pager].firstTab)
    state.appendVisibleScreens(box: first + shown, to: &transition.outgoing)
    state.appendVisibleScreens(box: first + page, to: &transition.incoming)
    appendPageCellControllers(&transition)
    if completed { state.selectPage(page, inPager: pager) }
  }

  /// Whether the nested pager of box `pager` is written `style: pageCurl`
  /// (`AppDefinition.nestedPageCurls`, by its first page's root screen). It then turns by
  /// curling its pages, unless `nestedCurlTurnsAsScroll` holds (uikit.pages.nestedCurl, whose
  /// alternative sets it). A SwiftUI app's nested page-style TabView only scrolls (the decoder
  /// refuses its `style: pageCurl`; `explore` walks the same app in both hosts).
  func nestedPagerIsCurl(_ pager: Int, _ state: Structure) -> Bool {
    let curls = app.definition.nestedPageCurls
    guard !curls.isEmpty, app.definition.host == .uikit, state.boxes[pager].tabCount > 0 else { return false }
    let first = state.boxes[Int(state.boxes[pager].firstTab)].bottom
    return first >= 0 && curls.contains(name(Int(first)))
  }

  /// The fact of the app's host on a nested pager's pages at a switch of its root item.
  var nestedPagerFact: Fact {
    app.definition.host == .swiftui ? .nestedPageTabViewHearsNothing : .nestedPageControllerHearsNothing
  }

  /// A root item's switch to or from an item that holds a pager is decided by the fact of the
  /// app's host (`nestedPageControllerHearsNothing` in UIKit, `nestedPageTabViewHearsNothing`
  /// in SwiftUI: uikit.pages.nested, swiftui.pages.nested); where it holds, the pager's pages
  /// are left out: the screens from `start` on in the transition's `outgoing` (or `incoming`)
  /// are removed.
  func dropNestedPages(item: Int, from start: Int, outgoing: Bool, _ state: Structure, _ transition: inout Transition) {
    guard let pager = nestedPagerBox(item: item, state) else { return }
    // A hosting controller page shown: its own fact (uikit.pages.nestedHosting).
    let shown = state.boxes[Int(state.boxes[pager].firstTab + state.boxes[pager].selected)]
    let fact = shown.hostedBy >= 0 && app.definition.host == .uikit ? Fact.nestedHostingPageHearsNothing : nestedPagerFact
    if transition.decidedBy == nil { transition.decidedBy = fact }
    guard rules.holds(fact) || rules.holds(nestedPagerFact) else { return }
    if outgoing {
      if start < transition.outgoing.count { transition.outgoing.removeSubrange(start...) }
    } else if start < transition.incoming.count {
      transition.incoming.removeSubrange(start...)
    }
  }

  /// At launch, the pages a nested UIKit pager does not show are made by the app but are not
  /// the page view controller's children (it holds only the page it shows, as the root's
  /// does): they leave `addedToParent` (a hosting controller page, its host), except the
  /// screens a page's navigation controller holds, which are its children.
  func removeUnshownNestedPages(_ state: Structure, from added: inout [ScreenRef]) {
    guard app.definition.host == .uikit, app.definition.split == nil, state.rootKind == .tabs else { return }
    var unshown: [Int] = []
    for item in 0..<state.tabCount {
      guard let pager = nestedPagerBox(item: item, state) else { continue }
      let first = Int(state.boxes[pager].firstTab)
      for page in 0..<Int(state.boxes[pager].tabCount) where page != Int(state.boxes[pager].selected) {
        let box = state.boxes[first + page]
        if box.hostedBy >= 0 {
          unshown.append(Int(box.hostedBy))
        } else if box.kind == .screen {
          unshown.append(Int(box.bottom))
        }
      }
    }
    guard !unshown.isEmpty else { return }
    added.removeAll { unshown.contains($0.screen) }
  }
}
