import LifecycleCore

/// The rows of a list's scroll (`scroll: L` with `to: R`).
extension SwiftUITables {
  /// Rows that scroll in appear in the update of the scroll; rows that scroll out disappear
  /// after the commit (a lazy stack's, only from iOS 26: `lazyStackRowsBeforeIOS26`); a
  /// non-lazy stack's rows get nothing. From iOS 18 an app that attaches
  /// `onScrollVisibilityChange` (opt-in) hears it at the end of the step (`scrollVisibility`,
  /// added by `ios18`).
  static let lists: [RuleRow] = {
    let scroll = RowBuilder(.swiftui, .scroll)
    return [scroll.appear(.incoming, .update, SwiftUIRules.rowScrolledIn)]
      + scroll.taskStarts(.incoming)
      + scroll.disappear(.outgoing, .afterCommit, SwiftUIRules.rowScrolledOut)
      + [scroll.nothing(.bystanders, SwiftUIRules.eagerStackRows)]
  }()

  /// The scroll visibility actions of the rows a scroll moves (`SwiftUIRules.rowBecameHidden`,
  /// `rowBecameVisible`), from iOS 18: the leaving rows' false (those a lazy stack removes
  /// silently too), then the entering rows' true.
  static func scrollVisibility(_ scroll: RowBuilder) -> [RuleRow] {
    [
      scroll.row(.outgoing, .transitionEnd, .onScrollVisibilityChange, SwiftUIRules.rowBecameHidden, name: "onScrollVisibilityChange.false"),
      scroll.row(
        .silentlyRemoved, .transitionEnd, .onScrollVisibilityChange, SwiftUIRules.rowBecameHidden, name: "onScrollVisibilityChange.false"),
      scroll.row(.incoming, .transitionEnd, .onScrollVisibilityChange, SwiftUIRules.rowBecameVisible, name: "onScrollVisibilityChange.true"),
    ]
  }

  /// iOS 13 to 25: a lazy stack's row that scrolls out hears nothing
  /// (`Fact.lazyStackRowsDisappear` is false: the navigator lists it as silently removed).
  package static let lazyStackRowsBeforeIOS26 = Overlay(
    id: "ios13-25.swiftui.lazyStackRows",
    title: "SwiftUI before iOS 26: a LazyVStack or LazyHStack row that scrolls out gets no onDisappear, and onAppear again when it comes back",
    applies: .device(IOSVersion(13)..<IOSVersion(26)),
    changes: [
      .add(
        RowBuilder(.swiftui, .scroll).row(
          .silentlyRemoved, .afterCommit, nil, SwiftUIRules.lazyStackRowSilent, name: "nothing.lazyStack",
          knownBug: KnownBug(
            summary: "a lazy stack's row that scrolls out gets no onDisappear before iOS 26", waives: [.swiftUIWindow],
            onlyListRows: true))),
      // A row an insertion pushes out of a lazy stack's viewport leaves as one scrolled out.
      .add(
        RowBuilder(.swiftui, .rowChange).row(
          .silentlyRemoved, .afterCommit, nil, SwiftUIRules.lazyStackRowSilent, name: "nothing.lazyStack",
          knownBug: KnownBug(
            summary: "a lazy stack's row pushed out of view gets no onDisappear before iOS 26", waives: [.swiftUIWindow],
            onlyListRows: true))),
      // A row a move takes out of a lazy stack's viewport leaves as one scrolled out.
      .add(
        RowBuilder(.swiftui, .rowMove).row(
          .silentlyRemoved, .afterCommit, nil, SwiftUIRules.lazyStackRowSilent, name: "nothing.lazyStack",
          knownBug: KnownBug(
            summary: "a lazy stack's row moved out of view gets no onDisappear before iOS 26", waives: [.swiftUIWindow],
            onlyListRows: true))),
    ])
}
