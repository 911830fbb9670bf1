import LifecycleCore

extension PlatformOverlays {
  /// iOS 26: a lazy stack's row that scrolls out gets onDisappear.
  package static let ios26 = Overlay(
    id: "ios26.platform",
    title: "iOS 26: a LazyVStack or LazyHStack row that scrolls out of view gets onDisappear, as a List row does",
    applies: .device(from: IOSVersion(26)),
    changes: [.fact(FactRow(.lazyStackRowsDisappear, true, rule: SwiftUIRules.rowScrolledOut))])
}
