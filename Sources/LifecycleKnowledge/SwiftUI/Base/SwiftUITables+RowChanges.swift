import LifecycleCore

/// The rows of a list's data changing while it is shown (`insert-row`, `delete-row`).
extension SwiftUITables {
  /// Rows that enter the viewport appear in the update of the change; rows that leave it
  /// disappear after the commit; rows of a list not in the window get nothing.
  static let rowChanges: [RuleRow] = {
    let change = RowBuilder(.swiftui, .rowChange)
    return [change.appear(.incoming, .update, SwiftUIRules.rowInserted)]
      + change.taskStarts(.incoming)
      + change.disappear(.outgoing, .afterCommit, SwiftUIRules.rowDeleted)
      + [change.nothing(.silentlyRemoved, SwiftUIRules.rowChangedOffscreen)]
  }()

  /// The other reading of `rowInserted` and `rowDeleted`: the rows entering the viewport
  /// appear once the frame of the change is committed, after the rows leaving it disappeared.
  package static let rowChangeDisappearFirst = Overlay(
    id: "alt.swiftui.list.changeDisappearFirst",
    title: "When a list's data changes, the rows that enter the viewport appear after the commit, once the rows that leave it disappeared",
    alternativeOf: .rule(SwiftUIRules.rowInserted),
    changes: {
      let change = RowBuilder(.swiftui, .rowChange)
      return [
        .remove(change.id(.incoming, "onAppear")), .remove(change.id(.incoming, "taskStart.animated")),
        .remove(change.id(.incoming, "taskStart.notAnimated")),
        .insert(
          change.appear(.incoming, .afterCommit, SwiftUIRules.rowInserted, name: "onAppear.afterCommit"),
          after: change.id(.outgoing, "taskCancel")),
        .add(change.taskStart(.incoming, .async, name: "taskStart.afterCommit")),
      ]
    }())
}
