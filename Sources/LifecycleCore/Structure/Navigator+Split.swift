/// A split view at the window's root or in a tab (`split:`): expanded on an iPad, every column on
/// screen in a navigation controller of its own; collapsed on an iPhone, one navigation stack.
extension Navigator {
  /// Builds the window's root at launch: the app's layout, or, for a split view, its columns
  /// expanded (an iPad: the fact `regularWidth`) or collapsed into one stack of the columns'
  /// stacks up to the one it shows (`SplitDefinition.collapsedTop`; UIKit's default is the secondary,
  /// SwiftUI's the sidebar).
  func buildRoot(_ state: inout Structure) {
    guard app.definition.split != nil, case .tabs(let items) = app.layout else {
      state.buildRoot(app.layout, in: app)
      return
    }
    let places = app.splitPlaces
    if rules.holds(.regularWidth) {
      state.buildRoot(app.layout, in: app)
      for tab in places {
        guard let split = state.splitHolder(tab: tab) else { continue }
        state.expandSplit(split, trailingFirst: splitTrailingFirst)
        if !app.columnContainerViews.isEmpty { state.setColumnViews(columnViews(tab: tab, count: state.columnCount(split)), of: split) }
      }
      return
    }
    // Each split view is the columns' stacks, primary first, up to the column it shows.
    func collapsed(_ tab: Int?) -> AppModel.Layout {
      let stacks = AppModel.splitColumnStacks(app.splitLayout(tab: tab))
      return .navigation(Array(stacks[...min(collapsedTop(among: stacks.count, tab: tab), stacks.count - 1)].joined()))
    }
    guard places != [nil] else {
      state.buildRoot(collapsed(nil), in: app)
      setLaunchCollapsedColumnViews(&state)
      return
    }
    var tabs = items
    for case let tab? in places { tabs[tab] = collapsed(tab) }
    state.buildRoot(.tabs(tabs), in: app)
    setLaunchCollapsedColumnViews(&state)
  }

  /// The views the columns of the split view at the root (`tab` nil) or in root tab `tab` hold
  /// (`observe-as:` beside a column's `navigation:`), by column, -1 where none.
  func columnViews(tab: Int?, count: Int) -> [Int] {
    (0..<count).map { app.columnContainerViews[ContainerViews.columnKey(item: tab, column: $0)] ?? -1 }
  }

  /// Whether the split view lists its columns trailing first: a split view in a tab, where
  /// the fact `containedSplitTrailingFirst` holds (`uikit.split.inTab`'s alternative).
  var splitTrailingFirst: Bool {
    guard app.splitTab != nil else { return false }
    // A split view in a page (uikit.split.inPage) or in a tab (uikit.split.inTab).
    return rules.holds(app.definition.pageStyle != nil ? .pagedSplitTrailingFirst : .containedSplitTrailingFirst)
  }

  /// Whether the split view at the root (`tab` nil) or in root tab `tab` is where the root
  /// layer shows it: at the root, or in the selected tab.
  func isSplitShown(tab: Int?, _ state: Structure) -> Bool {
    guard let tab else { return true }
    return state.selectedTab == tab
  }

  /// Where the split view a split step acts on is: nil for the root's, else the selected tab
  /// when it holds one, else the first tab that holds one (which the step then refuses as not
  /// selected).
  func actingSplitTab(_ state: Structure) -> Int? {
    let tabs = app.splitTabs
    return tabs.contains(state.selectedTab) ? state.selectedTab : tabs.first
  }

  /// The place of the column a collapsed split view of `count` columns (at the root when `tab`
  /// is nil, else in root tab `tab`) shows: its `collapsed:`, else the secondary in UIKit and
  /// the sidebar in SwiftUI.
  func collapsedTop(among count: Int, tab: Int?) -> Int {
    let defaultTop: SplitColumn = app.definition.host == .swiftui ? .primary : .secondary
    let written = app.definition.split?.collapsedTop(tab: tab, firstTab: app.splitTab)
    return (written ?? defaultTop).index(among: count) ?? count - 1
  }

  /// The refusal in an app whose root is no split view.
  private func requireSplit() throws(ActionError) {
    guard app.definition.split != nil else {
      throw ActionError(
        "the app's root is no split view, and no split view is presented: declare its columns with 'split: [...]' in 'app:', or present a screen declared with 'split: [...]'"
      )
    }
  }

  /// The refusal while the split view's tab is not the selected one (a split view in a tab).
  private func requireSplitTabSelected(_ state: Structure) throws(ActionError) {
    let tabs = app.splitTabs
    guard let tab = tabs.first, !tabs.contains(state.selectedTab) else { return }
    let select = app.definition.pageStyle == nil ? "select-tab" : "turn-page"
    let item = app.definition.pageStyle == nil ? "tab" : "page"
    guard tabs.count > 1 else {
      throw ActionError("the split view is in \(item) \(tab), which is not selected; select its \(item) first ('\(select): \(tab)')")
    }
    let list = tabs.map(String.init).joined(separator: ", ")
    throw ActionError("the split views are in \(item)s \(list), none of which is selected; select one first ('\(select): \(tab)')")
  }

  /// The box of the expanded split view `verb` acts on (the root's, or its tab's), or the
  /// refusal in an app without a split view, in a collapsed one (which shows one column), or
  /// in a tab not selected. Under a presentation the split view changes where it is
  /// (`uikit.split.columnOutOfSight`).
  private func expandedSplit(for verb: String, _ state: Structure) throws(ActionError) -> Int {
    if let layer = try presentedSplitLayer(state) {
      if let split = state.expandedSplitBox(presentation: layer) {
        guard !state.isSplitCollapsed(split) else {
          throw ActionError(
            "the presented split view '\(name(state.presentedSplit(layer)))' is collapsed into one column by the window's compact width, so '\(verb)' has nothing to show or hide; write 'resize: regular' first"
          )
        }
        return split
      }
      throw ActionError(
        "the presented split view '\(name(state.presentedSplit(layer)))' is collapsed (an iPhone, or an iPad's sheet: one stack of its columns), so '\(verb)' has nothing to show or hide; write push and pop, or show-detail"
      )
    }
    try requireSplit()
    guard let split = state.splitHolder(tab: actingSplitTab(state)) else {
      throw ActionError("the split view's tab bar is no longer the window's root, so '\(verb)' has no split view")
    }
    guard state.boxes[split].kind == .split else {
      throw ActionError(
        "the split view is collapsed on this profile (an iPhone: one stack of its columns), so '\(verb)' has nothing to show or hide; write push and pop, or use an iPad profile ('profile: ios17-ipad')"
      )
    }
    guard !state.isSplitCollapsed(split) else {
      throw ActionError(
        "the split view is collapsed into one column by the window's compact width, so '\(verb)' has nothing to show or hide; write 'resize: regular' first"
      )
    }
    try requireSplitTabSelected(state)
    return split
  }

  /// `show-detail: X`: UIKit's `showDetailViewController(_:sender:)` (or `setViewController(_:for: .secondary)`),
  /// SwiftUI's selection in the sidebar. Collapsed, it pushes `X`. Expanded, a UIKit app's
  /// plain controller is pushed onto the secondary column's navigation controller (Apple's
  /// answer to FB8640357: a view controller that is not a navigation controller set for the
  /// secondary column is pushed onto it), and a navigation controller of the app's
  /// (`inNavigation`), like SwiftUI's detail, replaces the column: its screens leave the
  /// window and the structure, and `X` is its new root.
  func showDetail(_ screen: Int, inNavigation: Bool, animated: Bool, _ state: inout Structure, _ transition: inout Transition)
    throws(ActionError)
  {
    // The presented split view on top: expanded (full screen on an iPad), the selection acts on
    // its secondary column as the window's does; collapsed, it pushes onto its one stack.
    if try presentedSplitLayer(state) != nil {
      let replaces = inNavigation || app.definition.host == .swiftui || !rules.holds(.columnSplitView)
      guard let split = try presentedExpandedSplit(state), !state.isSplitCollapsed(split), replaces else {
        try push(screen, animated: animated, &state, &transition)
        return
      }
      return try replaceDetail(screen, split: split, aside: false, inWindow: true, &state, &transition)
    }
    try requireSplit()
    // A deep link may select a detail while a presentation is up or another tab is selected:
    // the split view changes where it is, in the window under a sheet, else out of it
    // (uikit.split.detailOutOfSight).
    let tab = actingSplitTab(state)
    guard let split = state.splitHolder(tab: tab) else {
      throw ActionError("the split view's tab bar is no longer the window's root, so 'show-detail' has no split view")
    }
    let shown = isSplitShown(tab: tab, state)
    let aside = state.presentationCount > 0 || !shown
    let inWindow = shown && state.isLayerInWindow(0)
    // The column style wraps the secondary in a navigation controller, onto which a plain
    // controller is pushed; the classic split view (before iOS 14) replaces the secondary.
    let replaces = inNavigation || app.definition.host == .swiftui || !rules.holds(.columnSplitView)
    guard state.boxes[split].kind == .split, !state.isSplitCollapsed(split), replaces else {
      guard aside, let box = state.activeStackBox(split) else {
        try push(screen, animated: animated, &state, &transition)
        return
      }
      return try pushAside(screen, box: box, inWindow: inWindow, animated: animated, &state, &transition)
    }
    try replaceDetail(screen, split: split, aside: aside, inWindow: inWindow, &state, &transition)
  }

  /// `show-detail` replacing the secondary column of expanded split view box `split` with a
  /// new stack of `screen`: `aside`, while the split view is out of sight (under a presentation
  /// or in a tab not selected); `inWindow`, while its column is in the window.
  private func replaceDetail(
    _ screen: Int, split: Int, aside: Bool, inWindow: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    try requireNotChild(screen)
    let screen = try arrivingInstance(of: screen, state)
    let column = Int(state.boxes[split].firstTab + state.boxes[split].selected)
    transition.reset(kind: .columnReplace, animated: false)
    if aside { transition.decidedBy = .detailLoadsOnInstall }
    // The secondary is always on screen (`setColumn` never hides it): its top leaves the window.
    let old = state.stack(column)
    if let top = old.last { state.appendFlattened(top, to: &transition.outgoing) }
    for screen in old.dropLast() { state.appendFlattened(screen, to: &transition.silentlyRemoved) }
    for screen in old.reversed() { transition.removedFromParent.append(ScreenRef(screen, owned: state.node(screen).swiftUIOwned)) }
    for screen in old { state.appendFlattened(screen, to: &transition.released) }
    state.remove(transition.released)
    state.replaceStack(column, with: screen, in: app)
    transition.created.append(ScreenRef(screen))
    transition.addedToParent.append(ScreenRef(screen))
    // Out of the window the old column leaves silently and the new one waits to appear.
    guard inWindow else {
      transition.silentlyRemoved.insert(contentsOf: transition.outgoing, at: 0)
      transition.outgoing.removeAll()
      return
    }
    state.appendFlattened(screen, to: &transition.incoming)
  }

  /// `show-detail` pushing `screen` onto the stack of `box` (a collapsed split view, or an
  /// expanded one's secondary column) while the split view is under a presentation or in a
  /// tab not selected: a push in the window under a sheet (`inWindow`), else a push out of it,
  /// which gives nobody a callback; the screen appears when the split view comes back.
  private func pushAside(
    _ screen: Int, box: Int, inWindow: Bool, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    try requireNotChild(screen)
    let screen = try arrivingInstance(of: screen, state)
    let previous = Int(state.boxes[box].top)
    state.insert(screen, in: app)
    transition.reset(kind: .push, animated: animated)
    transition.decidedBy = .detailLoadsOnInstall
    if inWindow {
      if previous >= 0 { state.appendFlattened(previous, to: &transition.outgoing) }
      state.appendFlattened(screen, to: &transition.incoming)
    }
    transition.created.append(state.ref(screen))
    transition.addedToParent.append(state.ref(screen))
    state.pushScreen(screen, box: box)
  }

  /// `show-column: C` and `hide-column: C`: an expanded split view shows or hides a column
  /// (UIKit's `show(_:)` and `hide(_:)`, SwiftUI's `columnVisibility`): the screens it shows
  /// enter or leave the window.
  ///
  /// A column shown `over` the secondary (UIKit's overlay and displace behaviours, SwiftUI's
  /// prominentDetail) leaves the secondary in the window: its screens play `Role.bystanders`,
  /// and again when the last column over it hides.
  func setColumn(
    _ column: SplitColumn, visible: Bool, over: Bool = false, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    let verb = visible ? "show-column" : "hide-column"
    let split = try expandedSplit(for: verb, state)
    if app.definition.host == .swiftui, !rules.holds(.navigationSplitView) {
      throw ActionError(
        "a SwiftUI split view shows and hides columns with NavigationSplitView's columnVisibility, iOS 16 API on the device and in the SDK; profile \(rules.profile.id) splits with NavigationView, whose columns the app cannot show or hide: use a profile from ios16"
      )
    }
    let count = state.columnCount(split)
    guard let index = column.index(among: count) else {
      throw ActionError("a split view of two columns has no supplementary column")
    }
    guard state.isHidden(column: index, of: split) == visible else {
      throw ActionError("the \(column.rawValue) column is already \(visible ? "shown" : "hidden")")
    }
    // The display modes (UIKit's UISplitViewController.DisplayMode, SwiftUI's
    // NavigationSplitViewVisibility) always show the secondary, and show the primary only
    // beside the supplementary.
    if column == .secondary {
      throw ActionError("an expanded split view always shows its secondary column (every display mode does); hide the primary or the supplementary")
    }
    if count == 3, column == .primary, visible, state.isHidden(column: 1, of: split) {
      throw ActionError("the primary column shows only beside the supplementary: show the supplementary first")
    }
    if count == 3, column == .supplementary, !visible, !state.isHidden(column: 0, of: split) {
      throw ActionError("the supplementary column hides only with the primary: hide the primary first")
    }
    transition.reset(kind: visible ? .columnShow : .columnHide, animated: true)
    let box = Int(state.boxes[split].firstTab) + index
    let secondary = Int(state.boxes[split].firstTab) + count - 1
    // Under a covering presentation the split view is out of the window: the column changes
    // silently, and the dismissal brings in what it shows then (uikit.split.columnOutOfSight).
    // A presented split view (uikit.split.presentedExpanded) is on top, in the window.
    let windowSplit = try presentedSplitLayer(state) == nil
    if windowSplit, state.presentationCount > 0 { transition.decidedBy = .columnOutOfSightForwarded }
    if windowSplit, !state.isLayerInWindow(0), !rules.holds(.columnOutOfSightForwarded) {
      state.setColumn(index, hidden: !visible, of: split)
      if visible, over { state.setSplitOver(true, of: split) }
      if !visible, state.isSplitOver(split), (0..<count - 1).allSatisfy({ state.isHidden(column: $0, of: split) }) {
        state.setSplitOver(false, of: split)
      }
      return
    }
    if visible {
      state.setColumn(index, hidden: false, of: split)
      state.appendVisibleScreens(box: box, to: &transition.incoming)
      if over {
        state.setSplitOver(true, of: split)
        state.appendVisibleScreens(box: secondary, to: &transition.bystanders)
      }
    } else {
      state.appendVisibleScreens(box: box, to: &transition.outgoing)
      state.setColumn(index, hidden: true, of: split)
      // The last column over the secondary hides: the secondary is uncovered.
      if state.isSplitOver(split), (0..<count - 1).allSatisfy({ state.isHidden(column: $0, of: split) }) {
        state.setSplitOver(false, of: split)
        state.appendVisibleScreens(box: secondary, to: &transition.bystanders)
      }
    }
  }

  /// Going to the background, an expanded split view on screen collapses for the snapshot and
  /// expands again (reported by WordPress-iOS PR 23643, canvas-ios PR 3118 and
  /// react-native-screens PR 3319): the columns it hides while collapsed, every one but the
  /// one it shows collapsed (`SplitDefinition.collapsedTop`), play `Role.collapsedColumns`.
  func appendCollapsedColumns(_ state: Structure, _ transition: inout Transition) {
    // A split view presented expanded on top collapses as well (uikit.split.presentedExpanded).
    let count = state.presentationCount
    if count > 0, let split = state.expandedSplitBox(presentation: count - 1), !state.isSplitCollapsed(split) {
      appendCollapsedColumns(of: split, top: presentedSplitTop(among: state.columnCount(split)), state, &transition)
    }
    // Only a split view on screen (at the root, or in the selected tab) collapses; one already
    // collapsed by the window's compact width has nothing to collapse.
    guard let split = state.shownSplitBox, !state.isSplitCollapsed(split) else { return }
    // Under a covering presentation no column is in the window.
    if (0..<state.presentationCount).contains(where: state.presentedCovers) { return }
    let top = collapsedTop(among: state.columnCount(split), tab: app.splitTab == nil ? nil : state.selectedTab)
    appendCollapsedColumns(of: split, top: top, state, &transition)
  }

  /// Appends the screens of the columns split view box `split` hides collapsed into column `top`.
  private func appendCollapsedColumns(of split: Int, top: Int, _ state: Structure, _ transition: inout Transition) {
    let count = state.columnCount(split)
    for offset in 0..<count {
      let column = state.boxes[split].trailingFirst ? count - 1 - offset : offset
      guard column != top, !state.isHidden(column: column, of: split) else { continue }
      state.appendVisibleScreens(box: Int(state.boxes[split].firstTab) + column, to: &transition.collapsedColumns)
    }
  }
}
