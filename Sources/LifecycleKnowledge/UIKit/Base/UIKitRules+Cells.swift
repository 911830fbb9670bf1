import LifecycleCore

/// The provenance of the rows of a list's cells in UIKit content (`UIKitTables.cells`): a
/// table or collection view's delegate hears `willDisplay` and `didEndDisplaying` for them.
extension UIKitRules {
  /// Apple's page of `tableView(_:willDisplay:forRowAt:)`.
  static let willDisplayDocs =
    "Apple, tableView(_:willDisplay:forRowAt:) (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)): "
    + "'A table view sends this message to its delegate just before it uses cell to draw a row'"
  /// Apple's page of `tableView(_:didEndDisplaying:forRowAt:)`.
  static let didEndDisplayingDocs =
    "Apple, tableView(_:didEndDisplaying:forRowAt:) (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)): "
    + "'Tells the delegate that the specified cell was removed from the table'"

  /// A screen's cells are displayed in its first layout, before its viewDidAppear.
  package static let cellsFirstLayout = Rule(
    id: "uikit.list.cellsInFirstLayout",
    statement: "A table or collection view displays the cells of the rows in its viewport in its first layout in the "
      + "window: each cell's willDisplay comes after its screen's will-callbacks and layout pass and before its "
      + "viewDidAppear, top row first. A push, a presentation or a tab switch that takes the screen out of the window "
      + "ends no cell's display (the table view keeps its visible cells), so a screen that comes back (a pop, a "
      + "dismissal) displays none again; a screen released with its cells ends none either.",
    source: "\(willDisplayDocs); cellForRowAt and willDisplay run in the table view's layout cycle "
      + "(Zalando Engineering 2016, https://engineering.zalando.com/posts/2016/07/proper-use-of-cellforrowatindexpath-and-willdisplaycell.html, "
      + "logged); the first display logs row by row, top first (https://jeongchoyi.github.io/2021/01/06/uitableview-cell-life-cycle: "
      + "'cellForRowAt: 0 / Will Display Cell : 0 / cellForRowAt: 1 / Will Display Cell : 1'); no published log shows "
      + "willDisplay against viewDidAppear on a current iOS: the layout before the did-callbacks is the inference; "
      + "\(didEndDisplayingDocs): a cell ends its display when it is removed from the table, which a covered table view "
      + "does not do (no published log shows a covered table view's delegate)",
    confidence: .inferred,
    alternative: "the cells are made after viewDidAppear (a 2015 log on iOS 8 shows cellForRowAtIndexPath after "
      + "viewDidAppear, https://blog.csdn.net/u010850094/article/details/51312737) (alt.uikit.list.cellsAfterDidAppear); "
      + "a table view leaving the window ends its cells' display after its screen's viewDidDisappear and displays them "
      + "again when it comes back (alt.uikit.list.cellsEndWhenCovered).")
  /// A scroll: the rows that come in are displayed, then the rows that leave end.
  package static let cellsScrolled = Rule(
    id: "uikit.list.cellsScrolled",
    statement: "A scroll that moves the viewport displays the cells that come into view (willDisplay, top first), then "
      + "ends the display of the cells that leave it (didEndDisplaying), in the layout of the scrolled frame.",
    source: "\(willDisplayDocs); \(didEndDisplayingDocs); both are called from the table view's layout as it scrolls "
      + "(https://jeongchoyi.github.io/2021/01/06/uitableview-cell-life-cycle logs them while scrolling); which comes "
      + "first in one frame 'depends on the situation' (https://marsh-flavor-e1c.notion.site/TableView-Life-Cycle-ab50c1be405c419daaf00a08dc7ba220): inferred",
    confidence: .inferred,
    alternative: "the cells that leave end their display before the cells that come in are displayed "
      + "(alt.uikit.list.cellsEndFirst).")
  /// The data changes: an inserted row's cell is displayed in the update's layout, a deleted
  /// row's cell ends after its animation.
  package static let cellsChanged = Rule(
    id: "uikit.list.cellsChanged",
    statement: "When the list's data changes (insertRows, deleteRows), the cells that come into view are displayed in "
      + "the layout of the update, and the cells that leave it (the deleted row's, or a row pushed out) end their "
      + "display once the row animation is over, at the end of the step; a list out of the window changes no cell.",
    source: "\(willDisplayDocs); \(didEndDisplayingDocs): a deleted row's cell is removed from the table once it has "
      + "animated out; no published log gives the order: inferred from the scroll's reading and the row animation",
    confidence: .inferred,
    alternative: "a deleted row's cell ends its display at once, before the cells that come in are displayed "
      + "(alt.uikit.list.cellsChangedEndFirst).")
}
