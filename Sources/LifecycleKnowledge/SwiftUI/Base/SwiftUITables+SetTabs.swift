import LifecycleCore

/// SwiftUI content in a UIKit app's tabs replaced by `setViewControllers` (`set-tabs`).
extension SwiftUITables {
  /// The new selected tab's hosting view joins the window and its content appears at the
  /// first layout; the removed selected tab's content disappears after the commit, as a page's.
  static let setTabs: [RuleRow] = {
    let make = RowBuilder(.swiftui, .setTabs)
    return [make.appear(.incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear, when: RowCondition(host: .uikit))]
      + make.taskStarts(.incoming, host: .uikit)
      + make.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowInferred, when: RowCondition(host: .uikit))
  }()

  /// A SwiftUI app's root TabView whose tabs its data changes: the new selected tab's content
  /// appears as at a tab switch, the removed selected tab's disappears after the commit.
  static let tabViewTabsChanged: [RuleRow] = {
    let make = RowBuilder(.swiftui, .setTabs)
    let app = RowCondition(host: .swiftui)
    let rule = SwiftUIRules.tabViewTabsChanged
    return [
      make.appear(.incoming, .attach, rule, when: app, name: "onAppear.tabView"),
      make.taskStart(.incoming, .async, when: app, name: "taskStart.tabView", rule: rule),
    ]
      + make.disappear(.outgoing, .afterCommit, rule, when: app, name: ".tabView")
  }()

  /// The other reading: the removed selected tab disappears in the update, first.
  static let tabViewTabsChangedRemovalFirst: Overlay = {
    let make = RowBuilder(.swiftui, .setTabs)
    let rule = SwiftUIRules.tabViewTabsChanged
    return Overlay(
      id: "alt.swiftui.tabView.tabsChangedRemovalFirst",
      title: "A TabView's selected tab removed by its data disappears in the update, before the new tab appears",
      alternativeOf: .rule(rule),
      changes: make.disappear(.outgoing, .update, rule, when: RowCondition(host: .swiftui), name: ".tabView").map { .replace($0) })
  }()
}
