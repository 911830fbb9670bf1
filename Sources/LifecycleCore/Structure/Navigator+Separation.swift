/// `resize: regular` in an app whose split view launched collapsed (an iPhone profile: a large
/// iPhone rotated to landscape): the one stack of its columns gives its screens back to their
/// columns, as UIKit's `separateSecondaryViewController(for:)` and
/// `splitViewController(_:separateSecondaryFrom:)` and SwiftUI's `NavigationSplitView` do.
extension Navigator {
  /// Expands the split view the launch built as one navigation stack (`buildRoot`): each
  /// column keeps the screens of its launch stack that the stack still holds, in order; a
  /// screen pushed over a leading column's screens (a selection in that column) goes to the
  /// next column, and one over the secondary's stays there; a column the stack no longer holds
  /// (never shown collapsed, or left by Back) gets its launch stack, created now. The columns
  /// that were not on top enter the window (`Role.incoming`), the new screens play
  /// `Role.created` and `Role.addedToParent`; the column on top stays as it is.
  func expandLaunchCollapsedSplit(tab: Int?, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.holdsLaunchCollapsedSplit(in: app, tab: tab) else {
      throw ActionError(
        tab == nil
          ? "the split view is no longer the window's root, so 'resize: regular' has no split view to expand"
          : "the split view's tab no longer holds it, so 'resize: regular' has no split view to expand")
    }
    guard let holder = state.splitHolder(tab: tab) else { return }
    let launch = AppModel.splitColumnStacks(app.splitLayout(tab: tab))
    let count = launch.count
    var (columns, top) = collapsedColumns(of: state.stack(holder), tab: tab)
    var created: [Int] = []
    var arriving = state
    for index in 0..<count where columns[index].isEmpty {
      for screen in launch[index] {
        let instance = try arrivingInstance(of: screen, arriving)
        arriving.withNode(instance) { $0.live = true }
        columns[index].append(instance)
        created.append(instance)
      }
    }
    // The view the stack showed (the column on top's, `followCollapsedColumns`).
    let heldView = Int(state.boxes[holder].columnView)
    state.separateStack(holder, into: columns, trailingFirst: splitTrailingFirst, in: app)
    let views = columnViews(tab: tab, count: count)
    if !app.columnContainerViews.isEmpty { state.setColumnViews(views, of: holder) }
    for screen in created {
      transition.created.append(ScreenRef(screen))
      transition.addedToParent.append(ScreenRef(screen))
    }
    guard state.isLayerInWindow(0), isSplitShown(tab: tab, state) else { return }
    for offset in 0..<count {
      let index = state.boxes[holder].trailingFirst ? count - 1 - offset : offset
      guard index != top else { continue }
      state.appendVisibleScreens(box: Int(state.boxes[holder].firstTab) + index, to: &transition.incoming)
    }
    // The columns' own views the stack did not show come in with the expansion (the column on
    // top's, or, where they follow the split view, every column's); one it showed that no
    // column shows now leaves.
    let shown = state.columnViewsFollowSplit ? views.filter { $0 >= 0 } : (views[top] >= 0 ? [views[top]] : [])
    for view in shown where view != heldView && !transition.incoming.contains(where: { $0.screen == view }) {
      transition.incoming.append(ScreenRef(view))
    }
    if heldView >= 0, !views.contains(heldView) || (!state.columnViewsFollowSplit && views[top] != heldView) {
      transition.outgoing.append(ScreenRef(heldView))
    }
  }
}

extension Navigator {
  /// The columns the screens of the one stack a split view launched collapsed into (at the
  /// root when `tab` is nil, else in root tab `tab`) belong to, bottom first, and the column of
  /// its top: each column keeps the screens of its launch stack, a screen pushed over a leading
  /// column's screens (a selection in that column) goes to the next column, and one over the
  /// secondary's stays there.
  func collapsedColumns(of stack: [Int], tab: Int?) -> (columns: [[Int]], top: Int) {
    let launch = AppModel.splitColumnStacks(app.splitLayout(tab: tab))
    let count = launch.count
    var columns = [[Int]](repeating: [], count: count)
    var column = 0
    var position = 0
    for screen in stack {
      let type = app.type(of: screen)
      if position < launch[column].count, app.type(of: launch[column][position]) == type {
        position += 1
      } else if let next = (column + 1..<count).first(where: { launch[$0].first.map(app.type(of:)) == type }) {
        column = next
        position = 1
      } else {
        // A selection in a leading column: the next column's content.
        column = min(column + 1, count - 1)
        position = Int.max
      }
      columns[column].append(screen)
    }
    return (columns, column)
  }

  /// After a step, in an app whose split view launched collapsed into one stack (an iPhone)
  /// and whose columns hold views of their own (`observe-as:` beside a column's
  /// `navigation:`): the stack's box holds the view of the column its top belongs to
  /// (`Box.columnView`), which the walks of what is on screen give around the top. A step that
  /// moves the top into another column (a selection pushed, Back to the sidebar) takes the old
  /// column's view out with the old top and brings the new one's in with the new top, when
  /// the new top comes into the window (swiftui.containerView.column); out of the window the
  /// box changes silently. Where the column's view follows the split view
  /// (`Structure.columnViewsFollowSplit`), the box keeps the launch's view.
  func followCollapsedColumns(_ state: inout Structure, _ transition: inout Transition) {
    guard !state.columnViewsFollowSplit else { return }
    for tab in app.splitPlaces {
      guard let holder = state.splitHolder(tab: tab), state.boxes[holder].kind != .split,
        state.holdsLaunchCollapsedSplit(in: app, tab: tab)
      else { continue }
      let stack = state.stack(holder)
      let views = columnViews(tab: tab, count: AppModel.splitColumnStacks(app.splitLayout(tab: tab)).count)
      let view = stack.isEmpty ? -1 : views[collapsedColumns(of: stack, tab: tab).top]
      let old = Int(state.boxes[holder].columnView)
      guard view != old else { continue }
      state.setColumnView(view, box: holder)
      guard let top = stack.last, transition.incoming.contains(where: { $0.screen == top }) else { continue }
      if old >= 0 {
        if state.containerViewsFirst { transition.outgoing.insert(ScreenRef(old), at: 0) } else { transition.outgoing.append(ScreenRef(old)) }
      }
      if view >= 0 {
        if state.containerViewsFirst { transition.incoming.insert(ScreenRef(view), at: 0) } else { transition.incoming.append(ScreenRef(view)) }
      }
    }
  }

  /// At launch, the stack a split view collapsed into holds the view of the column it shows.
  func setLaunchCollapsedColumnViews(_ state: inout Structure) {
    guard !app.columnContainerViews.isEmpty else { return }
    for tab in app.splitPlaces {
      guard let holder = state.splitHolder(tab: tab), state.boxes[holder].kind != .split else { continue }
      let stack = state.stack(holder)
      let views = columnViews(tab: tab, count: AppModel.splitColumnStacks(app.splitLayout(tab: tab)).count)
      let top = stack.isEmpty ? 0 : collapsedColumns(of: stack, tab: tab).top
      state.setColumnView(views[top], box: holder)
    }
  }
}

extension Structure {
  /// Gives box `box` (the one stack a split view collapsed into) the view of the column its
  /// top belongs to, or -1.
  mutating func setColumnView(_ view: Int, box: Int) {
    boxes[box].columnView = Int32(view)
  }

  /// Whether the root (or root tab `tab`, which holds a split view) is the navigation stack a
  /// split view launched collapsed into (an iPhone profile): the app declares a split view
  /// there and the stack's root is its primary column's root.
  package func holdsLaunchCollapsedSplit(in app: AppModel, tab: Int?) -> Bool {
    guard launched, app.definition.split != nil else { return false }
    guard let holder = splitHolder(tab: tab), boxes[holder].kind == .navigation, boxes[holder].bottom >= 0 else { return false }
    guard let first = AppModel.splitColumnStacks(app.splitLayout(tab: tab)).first?.first else { return false }
    return app.type(of: Int(boxes[holder].bottom)) == app.type(of: first)
  }

  /// Whether any of the app's split views is a navigation stack it launched collapsed into.
  package func holdsLaunchCollapsedSplit(in app: AppModel) -> Bool {
    app.splitPlaces.contains { holdsLaunchCollapsedSplit(in: app, tab: $0) }
  }
}

extension AppModel {
  /// The root tabs (or pages) that hold a split view (`split:` in a tab or a page), in order:
  /// empty when the app has no split view or one at the window's root.
  package var splitTabs: [Int] {
    guard definition.split != nil, case .tabs(let items) = layout else { return [] }
    return items.indices.filter { if case .tabs = items[$0] { true } else { false } }
  }

  /// The root tab that holds the app's first split view (`split:` in a tab), or nil: no split
  /// view, or one at the window's root.
  package var splitTab: Int? { splitTabs.first }

  /// Where the app's split views are: `[nil]` for one at the window's root, else each root
  /// tab (or page) that holds one; empty without a split view.
  package var splitPlaces: [Int?] {
    guard definition.split != nil else { return [] }
    let tabs = splitTabs
    return tabs.isEmpty ? [nil] : tabs.map { $0 }
  }

  /// The layout of the split view at the root (`tab` nil) or in root tab `tab` (its columns
  /// as a tab bar's tabs).
  package func splitLayout(tab: Int?) -> Layout {
    guard let tab, case .tabs(let items) = layout, items.indices.contains(tab) else { return layout }
    return items[tab]
  }

  /// The stacks a split view's columns start with (its layout's tabs), primary first.
  static func splitColumnStacks(_ layout: Layout) -> [[Int]] {
    guard case .tabs(let columns) = layout else { return [] }
    return columns.map { column -> [Int] in
      if case .navigation(let stack) = column { return stack }
      return []
    }
  }
}
