import LifecycleCore

extension SwiftUITables {
  /// iOS 17: every tab of a TabView appears at launch.
  package static let ios17EagerTabs = Overlay(
    id: "ios17.swiftui.eagerTabs", title: "iOS 17: every tab of a TabView appears at launch",
    applies: .device(IOSVersion(17)..<IOSVersion(18)),
    changes: eagerLaunchTabs)

  /// The launch rows of iOS 17's eager tabs: a SwiftUI TabView's unselected tabs appear in the
  /// launch update, after the selected one, and their tasks start. A UIKit tab bar's hosted
  /// content is not a TabView's: it keeps appearing on selection.
  static let eagerLaunchTabs: [Overlay.Change] = {
    let make = RowBuilder(.swiftui, .launch)
    // Out of the window yet appeared: the window law does not hold for tab content until it is
    // selected; it still holds for every other screen.
    let eager = KnownBug(
      summary: "the tabs not selected appear at launch while out of the window", waives: [.swiftUIWindow], onlyTabContent: true)
    let tabView = RowCondition(host: .swiftui)
    return [
      .replace(make.row(.hiddenTabs, .action, nil, SwiftUIRules.tabsLaunchSelected, when: RowCondition(host: .uikit), name: "nothing")),
      .add(make.appear(.hiddenTabs, .update, SwiftUIRules.eagerTabsIOS17, when: tabView, name: "onAppear.eager", knownBug: eager)),
      .add(make.taskStart(.hiddenTabs, .async, when: tabView, name: "taskStart.eager", rule: SwiftUIRules.eagerTabsIOS17, knownBug: eager)),
    ]
  }()
}
