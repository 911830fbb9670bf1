import LifecycleCore

/// The rows of a list's cells in UIKit content (`list: UITableView` or `UICollectionView`):
/// the table or collection view's delegate hears `willDisplay` and `didEndDisplaying`, which an
/// app logs only where it implements them (`CallbackOptIn.cellDisplay`). The lane gives
/// `willDisplay` only to a cell not displayed and `didEndDisplaying` only to a displayed one.
extension UIKitTables {
  /// The cells' rows: their first display wherever their screen appears, then a scroll's and a
  /// change of the list's data.
  static func cells(_ controllerRows: [RuleRow]) -> [RuleRow] {
    cellsFirstDisplay(controllerRows) + cellsScrolled + cellsChanged + scrollOffscreen
  }

  /// For every kind and role where a controller gets viewDidAppear at the end of a transition,
  /// the role's cells not yet displayed get willDisplay at the end of that transition's begin
  /// (after every controller's will-callbacks and layout pass of the step: a row added last in
  /// its phase), once per kind and role (`UIKitRules.cellsFirstLayout`). A cancelled gesture's
  /// second end is read the same way.
  static func cellsFirstDisplay(_ controllerRows: [RuleRow]) -> [RuleRow] {
    var seen = Set<RowKey>()
    var rows: [RuleRow] = []
    for row in controllerRows where row.callback == .viewDidAppear {
      let phase: Phase
      switch row.phase {
      case .transitionEnd: phase = .transitionBegin
      case .secondEnd: phase = .secondBegin
      default: continue
      }
      let make = RowBuilder(.uikit, row.kind)
      let cell = make.row(row.role, phase, .willDisplay, UIKitRules.cellsFirstLayout)
      guard seen.insert(cell.key).inserted else { continue }
      rows.append(cell)
    }
    return rows
  }

  /// A scroll: the cells coming in are displayed, then the cells leaving end, in the scrolled
  /// frame's layout (`UIKitRules.cellsScrolled`).
  static let cellsScrolled: [RuleRow] = {
    let scroll = RowBuilder(.uikit, .scroll)
    return [
      scroll.row(.incoming, .transitionBegin, .willDisplay, UIKitRules.cellsScrolled),
      scroll.row(.outgoing, .transitionBegin, .didEndDisplaying, UIKitRules.cellsScrolled),
    ]
  }()

  /// The list's data changes: the cells coming into view are displayed in the update's layout,
  /// the cells leaving it end after the row animation (`UIKitRules.cellsChanged`).
  static let cellsChanged: [RuleRow] = {
    let change = RowBuilder(.uikit, .rowChange)
    return [
      change.row(.incoming, .transitionBegin, .willDisplay, UIKitRules.cellsChanged),
      change.row(.outgoing, .transitionEnd, .didEndDisplaying, UIKitRules.cellsChanged),
    ]
  }()
}
