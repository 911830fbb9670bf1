import LifecycleCore

/// The provenance of a SwiftUI `TabView` whose tabs change with the data it reads
/// (`set-tabs` in a SwiftUI app: `ForEach(tabs)` over an array, or a tab behind an `if`).
extension SwiftUIRules {
  static let tabViewDoc = "https://developer.apple.com/documentation/swiftui/tabview"

  /// The root TabView's tabs removed, added or reordered by its data.
  package static let tabViewTabsChanged = Rule(
    id: "swiftui.tabView.tabsChanged",
    statement: "When the data a TabView's ForEach reads (or an if around a tab) removes, adds or reorders its tabs, "
      + "a kept tab keeps its view's identity and state and the selected one hears nothing. When the selected tab is "
      + "removed, the selection falls as UITabBarController's does (the tab at the same index, else the first), and "
      + "the change is a tab switch: the newly selected tab's content appears (onAppear, its task starts) and the "
      + "removed tab's content disappears after the commit (onDisappear, its task cancelled). A removed tab that "
      + "was not selected was not on screen and gets nothing; an added tab appears when it is selected.",
    source: "Inferred from Apple, TabView (\(tabViewDoc): 'Tab views only support tab items of type Text, Image, or "
      + "an image followed by text' over content built with ForEach, and a selection bound to a tag); Apple, "
      + "UITabBarController.viewControllers (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers: "
      + "the selection falls to the same index, else the first), which a TabView is drawn with on iOS; the tab "
      + "switch's order (swiftui.tab.switch); Apple, task(priority:_:) "
      + "(https://developer.apple.com/documentation/swiftui/view/task(priority:_:): 'SwiftUI will automatically "
      + "cancel the task at some point after the view disappears'). No published log; `lifecycle probe` changes "
      + "the probe app's @State array of tabs",
    confidence: .inferred,
    alternative: "the removed selected tab's content disappears in the update that removed it, as a conditional "
      + "view's removal, before the newly selected tab's onAppear (alt.swiftui.tabView.tabsChangedRemovalFirst).")
}
