import LifecycleCore

extension AppDefinition {
  /// The app with each lazy list cut to the rows a walk of `depth` actions can bring
  /// into view: `(depth + 1) × viewport` from the top, or all of them when it has fewer.
  ///
  /// Why the walk is the same: a list appears with its first viewport in view, and the only
  /// scroll `explore` offers moves a viewport by one page (`ActionRecord.scroll`'s offer), so
  /// after `k` actions no row past `(k + 1) × viewport` has been in view. A row that never
  /// comes into view is in no world, no event and no offer: the offers read a list's length
  /// only to ask whether a page down is left (`first + viewport < count`) and where it ends
  /// (`first + 2 × viewport - 1`), and both read the same in the cut list while
  /// `first ≤ (depth - 1) × viewport`, which is every world a step of the walk starts from.
  /// Screens keep their order (the rows cut are the last of their list), so the walk tries
  /// actions in the same order and finds the same worlds, each smaller: a world holds room
  /// for every screen, so a list of 10,000 rows made every world 10,000 screens wide.
  ///
  /// A list's `absent:` rows take places among its declared rows without being in its data,
  /// so it keeps that many more. A row deleted (`delete-row`, offered only in view) moves the
  /// viewport's end one declared row down, less than a page, so the bound holds with it.
  ///
  /// Left as it is: a non-lazy stack (every row is in the window from the start), and an app
  /// with `routes:` (a route may scroll to any row).
  func boundingLists(toDepth depth: Int) -> AppDefinition {
    guard routes == nil else { return self }
    var app = self
    for declaration in screens.values {
      guard let list = declaration.list, list.kind.isLazy else { continue }
      let (pages, overflow) = max(depth, 0).addingReportingOverflow(1)
      let (shown, tooMany) = pages.multipliedReportingOverflow(by: max(list.viewport, 1))
      // The `absent:` rows take places among the declared rows without being in the data.
      let (kept, tooManyAbsent) = shown.addingReportingOverflow(list.absent.count)
      guard !overflow, !tooMany, !tooManyAbsent, kept < list.rows.count else { continue }
      var cut = declaration
      cut.list?.rows.removeSubrange(kept...)
      app.screens[declaration.id] = cut
    }
    return app
  }
}
