import LifecycleCore

extension VersionNotes {
  /// iOS 14: the reference's entries give no order.
  package static let ios14 = Overlay(
    id: "ios14.none",
    title: "iOS 14: no known difference of order. The reference's iOS 14 entries give none: "
      + "'onAppear is broken in SwiftUI iOS >14' and 'swiftui calls onAppear on disappear' "
      + "(swiftui-ground-truth §10, no sequence); StatefulTabView's iOS 13-14 change is a "
      + "third-party container (§5); the background layout log of about iOS 14 (uikit-ground-truth "
      + "§8) is modelled on every version",
    applies: .device(from: IOSVersion(14)), changes: [])
}
