import LifecycleCore

extension SwiftUITables {
  /// iOS 17 on: removing a TabView fires onAppear of the tabs not selected.
  package static let ios17Bug = Overlay(
    id: "ios17.swiftui", title: "iOS 17 and later: removing a TabView fires its other tabs' onAppear",
    applies: .device(from: IOSVersion(17)),
    changes: [
      .remove(RowBuilder(.swiftui, .replaceRoot).id(.hiddenTabs, "nothing")),
      .insert(
        RowBuilder(.swiftui, .replaceRoot).appear(
          .hiddenTabs, .update, SwiftUIRules.tabViewRemoval, name: "onAppear.bug",
          knownBug: KnownBug(summary: "the tabs not selected get onAppear as their TabView is removed", waives: [])),
        after: RowBuilder(.swiftui, .replaceRoot).id(.incoming, "onAppear")),
    ])
}
