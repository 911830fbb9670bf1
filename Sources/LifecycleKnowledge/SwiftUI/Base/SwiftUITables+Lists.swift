import LifecycleCore

/// The rows of a list's scroll (`scroll: L` with `to: R`).
extension SwiftUITables {
  /// Rows that scroll in appear in the update of the scroll; rows that scroll out disappear
  /// after the commit; a non-lazy stack's rows get nothing.
  static let lists: [RuleRow] = {
    let scroll = RowBuilder(.declarative, .scroll)
    return [scroll.appear(.incoming, .update, SwiftUIRules.rowScrolledIn)]
      + scroll.taskStarts(.incoming)
      + scroll.disappear(.outgoing, .afterCommit, SwiftUIRules.rowScrolledOut)
      + [scroll.nothing(.bystanders, SwiftUIRules.eagerStackRows)]
  }()
}
