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
  func expandLaunchCollapsedSplit(_ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.holdsLaunchCollapsedSplit(in: app) else {
      throw ActionError("the split view is no longer the window's root, so 'resize: regular' has no split view to expand")
    }
    let launch = AppModel.splitColumnStacks(app.layout)
    let stack = state.stack(0)
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
    state.separateRootStack(into: columns, in: app)
    for screen in created {
      transition.created.append(ScreenRef(screen))
      transition.addedToParent.append(ScreenRef(screen))
    }
    guard state.isLayerInWindow(0) else { return }
    for index in 0..<count where index != top {
      state.appendVisibleScreens(box: Int(state.boxes[0].firstTab) + index, to: &transition.incoming)
    }
  }
}

extension Structure {
  /// Whether the root is the navigation stack a split view launched collapsed into (an
  /// iPhone profile): the app declares a split view and the stack's root is its primary
  /// column's root.
  package func holdsLaunchCollapsedSplit(in app: AppModel) -> Bool {
    guard launched, app.definition.split != nil, boxes[0].kind == .navigation, boxes[0].bottom >= 0 else { return false }
    guard let first = AppModel.splitColumnStacks(app.layout).first?.first else { return false }
    return app.type(of: Int(boxes[0].bottom)) == app.type(of: first)
  }
}

extension AppModel {
  /// The stacks a split view's columns start with (its layout's tabs), primary first.
  static func splitColumnStacks(_ layout: Layout) -> [[Int]] {
    guard case .tabs(let columns) = layout else { return [] }
    return columns.map { column -> [Int] in
      if case .navigation(let stack) = column { return stack }
      return []
    }
  }
}
