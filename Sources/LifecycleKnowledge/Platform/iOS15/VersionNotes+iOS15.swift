import LifecycleCore

extension VersionNotes {
  /// iOS 15: the reference's entries give no order.
  package static let ios15 = Overlay(
    id: "ios15.none",
    title: "iOS 15: no known difference of order. NavigationLink(isActive:) teardown changed "
      + "between 14 and 15 (swiftui-ground-truth §10, forums thread 690143) in the deinit sequence "
      + "of SwiftUI's own objects, which no scenario logs",
    applies: .device(from: IOSVersion(15)), changes: [])
}
