import LifecycleCore

extension SwiftUITables {
  /// iOS 13: SwiftUI content in a UIKit tab bar's hosting controller appears once.
  package static let ios13HostedTabs = Overlay(
    id: "ios13.swiftui.hostedTabs", title: "iOS 13: a UIKit tab bar's SwiftUI content appears once (fixed in 14.0)",
    applies: .device(IOSVersion(13)..<IOSVersion(14)),
    changes: {
      let make = RowBuilder(.swiftui, .tabSwitch)
      let bug = KnownBug(
        summary: "a hosted tab's content keeps its first onAppear: no onDisappear when its tab is left, no onAppear when it is shown again",
        waives: [.swiftUIWindow], onlyTabContent: true)
      // A SwiftUI TabView's tabs still disappear; a UIKit tab bar's hosted content does not.
      let swiftUIApp = RowCondition(host: .swiftui)
      return make.disappear(.outgoing, .afterCommit, SwiftUIRules.tabSwitch, when: swiftUIApp).map(Overlay.Change.replace) + [
        .add(
          make.row(
            .outgoing, .afterCommit, nil, SwiftUIRules.hostedTabsAppearOnceIOS13,
            when: RowCondition(host: .uikit), name: "nothing.hostedBug", knownBug: bug))
      ]
    }())
}
