/// `resize: compact` and `resize: regular`: the window's horizontal size class changes (iPad
/// multitasking, Stage Manager, a large iPhone rotated). The size change goes down every
/// presentation layer as in a rotation; a split view at the root collapses into the column it
/// shows collapsed, or expands again into the columns its display mode showed.
extension Navigator {
  /// Applies a change of the window's width class.
  ///
  /// On an iPad (`Fact.regularWidth`) the window's width is kept (`Structure.compactWindow`):
  /// a presentation made in a window of compact width adapts as on an iPhone, one up during the
  /// change keeps its presenter where it was (`profile.idiom.iPadCompactWindow`), and a resize
  /// to the width the window has is refused.
  func resize(to width: WidthClass, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if regularWidth, app.definition.split == nil, state.compactWindow == (width == .compact) {
      throw ActionError(
        "the window is already of \(width.rawValue) width: "
          + (width == .compact
            ? "the app is in Split View's narrow part or in Slide Over; write 'resize: regular' first"
            : "the app has the whole screen (an iPad); write 'resize: compact' first"))
    }
    transition.reset(kind: .resize, animated: true)
    // The size change reaches what each layer shows before the change.
    for layer in 0..<state.layerCount { state.appendVisibleScreens(layer: layer, to: &transition.everyLayer) }
    if app.definition.split != nil { try resizeSplit(to: width, &state, &transition) }
    resizePresentedSplits(to: width, &state, &transition)
    if regularWidth { state.compactWindow = width == .compact }
    if regularWidth, width == .regular, rules.holds(.widenedAdaptedPresentationFloats) { floatAdaptedPresentations(&state, &transition) }
    state.appendVisibleNavigationTops(to: &transition.stackTops)
  }

  /// The window widened: each presentation that adapted to full screen in the narrow window
  /// (before iOS 13) is a sheet or a popover again, which no longer covers its presenter; the
  /// layer it covered is back in the window (`Role.uncovered`, profile.idiom.iPadWidenedFloats).
  private func floatAdaptedPresentations(_ state: inout Structure, _ transition: inout Transition) {
    for index in 0..<state.presentationCount where state.presentedFullScreenInCompactWindow(index) {
      state.boxes[state.rootBoxes + index].covers = false
      state.boxes[state.rootBoxes + index].decidedBy = Structure.code(.regularWidth)
      state.appendVisibleScreens(layer: index, to: &transition.uncovered)
    }
  }

  /// Collapses or expands the root split view. Its columns are kept as they are (UIKit keeps
  /// each column's controllers, SwiftUI each column's content); the columns that leave the
  /// window play `Role.outgoing`, those that enter it `Role.incoming`, unless the presentation
  /// over the split view covered it.
  private func resizeSplit(to width: WidthClass, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    // The window's width is one for every split view of the app (in several tabs): each
    // collapses or expands, and the one on screen gives its columns their callbacks.
    let places = app.splitPlaces
    for tab in places {
      guard let split = state.splitHolder(tab: tab), state.boxes[split].kind == .split else {
        if width == .compact {
          throw ActionError("the window is already of compact width on this profile (an iPhone): its split view is collapsed into one stack")
        }
        guard state.holdsLaunchCollapsedSplit(in: app, tab: tab) else {
          throw ActionError(
            tab == nil
              ? "the split view is no longer the window's root, so 'resize: regular' has no split view to expand"
              : "the split view's tab no longer holds it, so 'resize: regular' has no split view to expand")
        }
        continue
      }
      let collapsed = state.isSplitCollapsed(split)
      guard collapsed != (width == .compact) else {
        throw ActionError("the window is already of \(width.rawValue) width: the split view is \(collapsed ? "collapsed" : "expanded")")
      }
    }
    for tab in places { try resizeSplit(tab: tab, to: width, &state, &transition) }
  }

  /// Collapses or expands each split view presented expanded (uikit.split.presentedExpanded),
  /// as the window's: into the column it shows collapsed, or back into the columns its display
  /// mode showed; a presented split view already of that width is left as it is.
  private func resizePresentedSplits(to width: WidthClass, _ state: inout Structure, _ transition: inout Transition) {
    for index in 0..<state.presentationCount {
      guard let split = state.expandedSplitBox(presentation: index), state.isSplitCollapsed(split) != (width == .compact) else { continue }
      let hiddenBefore = state.boxes[split].hiddenColumns
      if width == .compact {
        state.collapseSplit(split, showing: presentedSplitTop(among: state.columnCount(split)))
      } else {
        state.expandCollapsedSplit(split)
      }
      guard state.isLayerInWindow(index + 1) else { continue }
      appendResizedColumns(of: split, hiddenBefore: hiddenBefore, state, &transition)
    }
  }

  /// Appends the columns of split view box `split` that left the window (`Role.outgoing`) and
  /// those that entered it (`Role.incoming`) since its hidden columns were `hiddenBefore`.
  private func appendResizedColumns(of split: Int, hiddenBefore: UInt8, _ state: Structure, _ transition: inout Transition) {
    let count = state.columnCount(split)
    let first = Int(state.boxes[split].firstTab)
    let trailingFirst = state.boxes[split].trailingFirst
    for offset in 0..<count {
      let column = trailingFirst ? count - 1 - offset : offset
      let wasShown = hiddenBefore & (1 << UInt8(column)) == 0
      let isShown = !state.isHidden(column: column, of: split)
      if wasShown, !isShown { state.appendVisibleScreens(box: first + column, to: &transition.outgoing) }
    }
    for offset in 0..<count {
      let column = trailingFirst ? count - 1 - offset : offset
      let wasShown = hiddenBefore & (1 << UInt8(column)) == 0
      let isShown = !state.isHidden(column: column, of: split)
      if isShown, !wasShown { state.appendVisibleScreens(box: first + column, to: &transition.incoming) }
    }
  }

  /// Collapses or expands the split view at the root (`tab` nil) or in root tab `tab`, whose
  /// width the caller checked.
  private func resizeSplit(tab: Int?, to width: WidthClass, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard let split = state.splitHolder(tab: tab), state.boxes[split].kind == .split else {
      try expandLaunchCollapsedSplit(tab: tab, &state, &transition)
      return
    }
    let collapsed = state.isSplitCollapsed(split)
    let count = state.columnCount(split)
    let hiddenBefore = state.boxes[split].hiddenColumns
    if collapsed {
      state.expandCollapsedSplit(split)
    } else {
      state.collapseSplit(split, showing: collapsedTop(among: count, tab: tab))
    }
    // Under a presentation that covered it, or in a tab not selected, no column is in the window.
    guard state.isLayerInWindow(0), isSplitShown(tab: tab, state) else { return }
    appendResizedColumns(of: split, hiddenBefore: hiddenBefore, state, &transition)
  }

  /// Back from the root of the column a collapsed split view shows: as in UIKit's collapsed
  /// stack of the columns (primary, supplementary, secondary), the column before it is
  /// revealed, a pop whose screens stay in the structure (the split view keeps each column's
  /// controllers) and come back with `resize: regular`.
  func backToPreviousColumn(animated: Bool, _ state: inout Structure, _ transition: inout Transition) {
    transition.reset(kind: .pop, animated: animated)
    guard let split = state.shownSplitBox else { return }
    let first = Int(state.boxes[split].firstTab)
    let top = Int(state.boxes[split].selected)
    state.appendVisibleScreens(box: first + top, to: &transition.outgoing)
    state.showPreviousCollapsedColumn(of: split)
    state.appendVisibleScreens(box: first + top - 1, to: &transition.incoming)
  }
}
