import LifecycleCore

extension PlatformOverlays {
  /// iOS 16 (device and SDK): SwiftUI's NavigationSplitView and NavigationStack(path:).
  package static let ios16 = Overlay(
    id: "ios16.platform", title: "iOS 16 (device and SDK): NavigationSplitView, NavigationStack and its path, read once per update",
    applies: Applicability(device: IOSVersion(16)..<IOSVersion(999), sdk: IOSVersion(16)..<IOSVersion(999)),
    changes: [
      .fact(FactRow(.navigationSplitView, true, rule: SwiftUIRules.navigationSplitViewFromIOS16)),
      .fact(FactRow(.navigationStackPath, true, rule: SwiftUIRules.navigationStackPathFromIOS16)),
      .fact(FactRow(.swiftUIMergesPathChanges, true, rule: OverlapRules.pathMergedFromIOS16)),
    ])
}
