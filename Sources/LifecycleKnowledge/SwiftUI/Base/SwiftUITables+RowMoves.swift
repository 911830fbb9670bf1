import LifecycleCore

/// The rows of a list's row moved while it is shown (`move-row`).
extension SwiftUITables {
  /// The moved row in view gets nothing; rows that cross the viewport's edge appear in the
  /// update or disappear after the commit, as scrolled rows; rows of a list not in the window
  /// get nothing.
  static let rowMoves: [RuleRow] = {
    let move = RowBuilder(.swiftui, .rowMove)
    return [move.nothing(.bystanders, SwiftUIRules.rowMovedInView), move.appear(.incoming, .update, SwiftUIRules.rowMovedIntoView)]
      + move.taskStarts(.incoming)
      + move.disappear(.outgoing, .afterCommit, SwiftUIRules.rowMovedOutOfView)
      + [move.nothing(.silentlyRemoved, SwiftUIRules.rowChangedOffscreen)]
  }()

  /// The other reading of `rowMovedInView`: the moved row's cell is removed and re-inserted,
  /// so it disappears and appears again, as a row deleted and inserted.
  package static let rowMoveReinserts = Overlay(
    id: "alt.swiftui.list.moveReinserts",
    title: "A row moved in view is removed and inserted again: onDisappear, then onAppear, after the commit",
    alternativeOf: .rule(SwiftUIRules.rowMovedInView),
    changes: {
      let move = RowBuilder(.swiftui, .rowMove)
      return [.remove(move.id(.bystanders, "nothing"))]
        + move.disappear(.bystanders, .afterCommit, SwiftUIRules.rowMovedInView, name: ".reinserted").map(Overlay.Change.add)
        + [
          .add(move.appear(.bystanders, .afterCommit, SwiftUIRules.rowMovedInView, name: "onAppear.reinserted")),
          .add(move.taskStart(.bystanders, .async, name: "taskStart.reinserted")),
        ]
    }())
}
