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
}
