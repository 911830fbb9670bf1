import LifecycleCore

extension SwiftUITables {
  /// iOS 16 and 17: switching away a branch holding a NavigationStack re-fires its root's onAppear.
  package static let ios16Bug = Overlay(
    id: "ios16-17.swiftui",
    title: "iOS 16-17: a NavigationStack switched away re-fires its root's onAppear (no source says it ends with iOS 18: the end is inferred)",
    applies: .device(IOSVersion(16)..<IOSVersion(18)),
    changes: [
      .remove(RowBuilder(.swiftui, .replaceRoot).id(.stackRoots, "nothing")),
      .insert(
        RowBuilder(.swiftui, .replaceRoot).appear(
          .stackRoots, .update, SwiftUIRules.stackRootReappears, name: "onAppear.bug",
          knownBug: KnownBug(summary: "the covered root of a NavigationStack switched away gets onAppear", waives: [])),
        after: RowBuilder(.swiftui, .replaceRoot).id(.incoming, "onAppear")),
    ])
}
