import LifecycleCore

/// The other readings of the cells' rows (`UIKitTables.cells(_:)`), each inferred.
extension UIKitTables {
  /// The cells' alternatives.
  static let cellAlternatives: [Overlay] = [cellsAfterDidAppear, cellsEndWhenCovered, cellsEndFirst, cellsChangedEndFirst]

  /// The cells of a screen that appears are displayed after its viewDidAppear.
  static let cellsAfterDidAppear = Overlay(
    id: "alt.uikit.list.cellsAfterDidAppear",
    title: "A table view's cells are displayed after its screen's viewDidAppear (a 2015 log on iOS 8)",
    alternativeOf: .rule(UIKitRules.cellsFirstLayout),
    changes: cellsFirstDisplay(controllerRows).map { row in
      var later = row
      later.phase = row.phase == .secondBegin ? .secondEnd : .transitionEnd
      return .replace(later)
    })

  /// A table view that leaves the window ends its cells' display, and displays them again
  /// when it comes back (the first display's rows then find them not displayed).
  static let cellsEndWhenCovered: Overlay = {
    var seen = Set<RowKey>()
    var rows: [RuleRow] = []
    for row in controllerRows where row.callback == .viewDidDisappear && (row.phase == .transitionEnd || row.phase == .secondEnd) {
      let cell = RowBuilder(.uikit, row.kind).row(
        row.role, row.phase, .didEndDisplaying, UIKitRules.cellsFirstLayout, name: "didEndDisplaying.covered")
      guard seen.insert(cell.key).inserted else { continue }
      rows.append(cell)
    }
    return Overlay(
      id: "alt.uikit.list.cellsEndWhenCovered",
      title: "A table view taken out of the window ends its cells' display after its screen's viewDidDisappear",
      alternativeOf: .rule(UIKitRules.cellsFirstLayout),
      changes: rows.map(Overlay.Change.add))
  }()

  /// A scroll ends the leaving cells before it displays the coming ones.
  static let cellsEndFirst: Overlay = {
    let scroll = RowBuilder(.uikit, .scroll)
    return Overlay(
      id: "alt.uikit.list.cellsEndFirst",
      title: "A scroll ends the display of the cells that leave before it displays the cells that come in",
      alternativeOf: .rule(UIKitRules.cellsScrolled),
      changes: [
        .remove(scroll.id(.incoming, "willDisplay")),
        .insert(
          scroll.row(.incoming, .transitionBegin, .willDisplay, UIKitRules.cellsScrolled, name: "willDisplay.afterEnd"),
          after: scroll.id(.outgoing, "didEndDisplaying")),
      ])
  }()

  /// A change of the data ends the leaving cells at once, before the coming ones are displayed.
  static let cellsChangedEndFirst: Overlay = {
    let change = RowBuilder(.uikit, .rowChange)
    return Overlay(
      id: "alt.uikit.list.cellsChangedEndFirst",
      title: "A deleted row's cell ends its display at once, before the cells that come into view are displayed",
      alternativeOf: .rule(UIKitRules.cellsChanged),
      changes: [
        .remove(change.id(.incoming, "willDisplay")), .remove(change.id(.outgoing, "didEndDisplaying")),
        .add(change.row(.outgoing, .transitionBegin, .didEndDisplaying, UIKitRules.cellsChanged, name: "didEndDisplaying.atOnce")),
        .add(change.row(.incoming, .transitionBegin, .willDisplay, UIKitRules.cellsChanged, name: "willDisplay.afterEnd")),
      ])
  }()
}
