import LifecycleCore

extension PlatformOverlays {
  /// iOS 14 (device and SDK): the column-style UISplitViewController.
  package static let ios14 = Overlay(
    id: "ios14.platform", title: "iOS 14 (device and SDK): the column-style split view",
    applies: Applicability(device: IOSVersion(14)..<IOSVersion(999), sdk: IOSVersion(14)..<IOSVersion(999)),
    changes: [.fact(FactRow(.columnSplitView, true, rule: UIKitRules.columnSplitViewFromIOS14))])
}
