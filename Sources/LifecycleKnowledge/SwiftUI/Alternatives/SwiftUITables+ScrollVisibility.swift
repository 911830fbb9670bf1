import LifecycleCore

extension SwiftUITables {
  /// The other reading of a row's `onScrollVisibilityChange` (`SwiftUIRules.rowBecameVisible`,
  /// `rowBecameHidden`): the action follows the scroll offset, not the laid-out frame, so a row
  /// coming in hears true in the scroll's action, before its onAppear, and a row going out
  /// hears false at the commit, after its onDisappear.
  static let scrollVisibilityOutsideAppearance: Overlay = {
    let scroll = RowBuilder(.swiftui, .scroll)
    let hidden = "onScrollVisibilityChange.false"
    let shown = "onScrollVisibilityChange.true"
    return Overlay(
      id: "alt.swiftui.scrollVisibility.outsideAppearance",
      title: "A row's onScrollVisibilityChange comes before its onAppear when it scrolls in, and after its onDisappear when it scrolls out",
      applies: Applicability(device: IOSVersion(18)..<IOSVersion(999), sdk: IOSVersion(18)..<IOSVersion(999)),
      alternativeOf: .rule(SwiftUIRules.rowBecameVisible),
      changes: [
        .remove(scroll.id(.incoming, shown)),
        .remove(scroll.id(.outgoing, hidden)),
        .remove(scroll.id(.silentlyRemoved, hidden)),
        .add(scroll.row(.incoming, .action, .onScrollVisibilityChange, SwiftUIRules.rowBecameVisible, name: shown + ".beforeAppear")),
        .insert(
          scroll.row(.outgoing, .afterCommit, .onScrollVisibilityChange, SwiftUIRules.rowBecameHidden, name: hidden + ".afterDisappear"),
          after: scroll.id(.outgoing, "taskCancel")),
        .add(
          scroll.row(
            .silentlyRemoved, .afterCommit, .onScrollVisibilityChange, SwiftUIRules.rowBecameHidden, name: hidden + ".afterDisappear")),
      ])
  }()
}
