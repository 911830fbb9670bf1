/// A split view at the window's root (`split:`): expanded on an iPad, every column on
/// screen in a navigation controller of its own; collapsed on an iPhone, one navigation stack.
extension Navigator {
  /// Builds the window's root at launch: the app's layout, or, for a split view, its columns
  /// expanded (an iPad: the fact `regularWidth`) or collapsed into one stack of the columns'
  /// stacks up to the one it shows (`SplitDefinition.collapsedTop`; UIKit's default is the secondary,
  /// SwiftUI's the sidebar).
  func buildRoot(_ state: inout Structure) {
    guard app.definition.split != nil, case .tabs(let columns) = app.layout else {
      state.buildRoot(app.layout, in: app)
      return
    }
    if rules.holds(.regularWidth) {
      state.buildRoot(app.layout, in: app)
      state.expandRootSplit()
      return
    }
    let stacks = columns.compactMap { column -> [Int]? in
      if case .navigation(let stack) = column { return stack }
      return nil
    }
    // The columns' stacks, primary first, up to the column it shows.
    let shown = stacks[...min(collapsedTop(among: stacks.count), stacks.count - 1)]
    state.buildRoot(.navigation(Array(shown.joined())), in: app)
  }

  /// The place of the column a collapsed split view of `count` columns shows:
  /// `SplitDefinition.collapsedTop`, else the secondary in UIKit and the sidebar in SwiftUI.
  func collapsedTop(among count: Int) -> Int {
    let defaultTop: SplitColumn = app.definition.host == .swiftui ? .primary : .secondary
    return (app.definition.split?.collapsedTop ?? defaultTop).index(among: count) ?? count - 1
  }

  /// The refusal in an app whose root is no split view.
  private func requireSplit() throws(ActionError) {
    guard app.definition.split != nil else {
      throw ActionError("the app's root is no split view: declare its columns with 'split: [...]' in 'app:'")
    }
  }

  /// The refusal while a presentation covers the split view.
  private func requireNothingPresented(_ state: Structure) throws(ActionError) {
    guard state.presentationCount == 0 else {
      throw ActionError("'\(name(state.presentedScreen(state.presentationCount - 1)))' is presented over the split view; dismiss it first")
    }
  }

  /// The refusal for `verb` in an app without a split view, in a collapsed one (which shows
  /// one column), or under a presentation.
  private func expandedSplit(for verb: String, _ state: Structure) throws(ActionError) {
    try requireSplit()
    guard state.rootKind == .split else {
      throw ActionError(
        "the split view is collapsed on this profile (an iPhone: one stack of its columns), so '\(verb)' has nothing to show or hide; write push and pop, or use an iPad profile ('profile: ios17-ipad')"
      )
    }
    guard !state.rootSplitCollapsed else {
      throw ActionError(
        "the split view is collapsed into one column by the window's compact width, so '\(verb)' has nothing to show or hide; write 'resize: regular' first"
      )
    }
    try requireNothingPresented(state)
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
    try requireSplit()
    // The column style wraps the secondary in a navigation controller, onto which a plain
    // controller is pushed; the classic split view (before iOS 14) replaces the secondary.
    let replaces = inNavigation || app.definition.host == .swiftui || !rules.holds(.columnSplitView)
    guard state.rootKind == .split, !state.rootSplitCollapsed, replaces else {
      try push(screen, animated: animated, &state, &transition)
      return
    }
    try requireNothingPresented(state)
    try requireNotChild(screen)
    let screen = try arrivingInstance(of: screen, state)
    let column = Int(state.boxes[0].firstTab + state.boxes[0].selected)
    transition.reset(kind: .columnReplace, animated: false)
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
    state.appendFlattened(screen, to: &transition.incoming)
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
    try expandedSplit(for: verb, state)
    if app.definition.host == .swiftui, !rules.holds(.navigationSplitView) {
      throw ActionError(
        "a SwiftUI split view shows and hides columns with NavigationSplitView's columnVisibility, iOS 16 API on the device and in the SDK; profile \(rules.profile.id) splits with NavigationView, whose columns the app cannot show or hide: use a profile from ios16"
      )
    }
    let count = state.tabCount
    guard let index = column.index(among: count) else {
      throw ActionError("a split view of two columns has no supplementary column")
    }
    guard state.isHidden(column: index, of: 0) == visible else {
      throw ActionError("the \(column.rawValue) column is already \(visible ? "shown" : "hidden")")
    }
    // The display modes (UIKit's UISplitViewController.DisplayMode, SwiftUI's
    // NavigationSplitViewVisibility) always show the secondary, and show the primary only
    // beside the supplementary.
    if column == .secondary {
      throw ActionError("an expanded split view always shows its secondary column (every display mode does); hide the primary or the supplementary")
    }
    if count == 3, column == .primary, visible, state.isHidden(column: 1, of: 0) {
      throw ActionError("the primary column shows only beside the supplementary: show the supplementary first")
    }
    if count == 3, column == .supplementary, !visible, !state.isHidden(column: 0, of: 0) {
      throw ActionError("the supplementary column hides only with the primary: hide the primary first")
    }
    transition.reset(kind: visible ? .columnShow : .columnHide, animated: true)
    let box = Int(state.boxes[0].firstTab) + index
    let secondary = Int(state.boxes[0].firstTab) + count - 1
    if visible {
      state.setRootColumn(index, hidden: false)
      state.appendVisibleScreens(box: box, to: &transition.incoming)
      if over {
        state.setRootSplitOver(true)
        state.appendVisibleScreens(box: secondary, to: &transition.bystanders)
      }
    } else {
      state.appendVisibleScreens(box: box, to: &transition.outgoing)
      state.setRootColumn(index, hidden: true)
      // The last column over the secondary hides: the secondary is uncovered.
      if state.rootSplitOver, (0..<count - 1).allSatisfy({ state.isHidden(column: $0, of: 0) }) {
        state.setRootSplitOver(false)
        state.appendVisibleScreens(box: secondary, to: &transition.bystanders)
      }
    }
  }

  /// Going to the background, an expanded split view on screen collapses for the snapshot and
  /// expands again (reported by WordPress-iOS PR 23643, canvas-ios PR 3118 and
  /// react-native-screens PR 3319): the columns it hides while collapsed, every one but the
  /// one it shows collapsed (`SplitDefinition.collapsedTop`), play `Role.collapsedColumns`.
  func appendCollapsedColumns(_ state: Structure, _ transition: inout Transition) {
    // A split view already collapsed by the window's compact width has nothing to collapse.
    guard state.rootKind == .split, !state.rootSplitCollapsed else { return }
    // Under a covering presentation no column is in the window.
    if (0..<state.presentationCount).contains(where: state.presentedCovers) { return }
    let count = state.tabCount
    let top = collapsedTop(among: count)
    for column in 0..<count where column != top && !state.isHidden(column: column, of: 0) {
      state.appendVisibleScreens(box: Int(state.boxes[0].firstTab) + column, to: &transition.collapsedColumns)
    }
  }
}
