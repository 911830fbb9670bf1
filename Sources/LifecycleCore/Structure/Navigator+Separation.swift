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
    let stack = state.stack(holder)
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
    let top = column
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
    state.separateStack(holder, into: columns, trailingFirst: splitTrailingFirst, in: app)
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
  }
}

extension Structure {
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
