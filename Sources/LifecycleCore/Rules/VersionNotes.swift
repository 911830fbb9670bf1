/// Overlays that hold no rows: versions the reference knows of no change of order for. They
/// are in the rule book so that `rules.md` and the versions page can say so, with what the
/// reference does say about each version and why it places no event.
public enum VersionNotes {
  /// iOS 14: the reference's entries give no order.
  public static let ios14 = Overlay(
    id: "ios14.none",
    title: "iOS 14: no known difference of order. The reference's iOS 14 entries give none: "
      + "'onAppear is broken in SwiftUI iOS >14' and 'swiftui calls onAppear on disappear' "
      + "(swiftui-ground-truth §10, no sequence); StatefulTabView's iOS 13-14 change is a "
      + "third-party container (§5); the background layout log of about iOS 14 (uikit-ground-truth "
      + "§8) is modelled on every version",
    applies: .device(from: IOSVersion(14)), changes: [])
  /// iOS 15: the reference's entries give no order.
  public static let ios15 = Overlay(
    id: "ios15.none",
    title: "iOS 15: no known difference of order. NavigationLink(isActive:) teardown changed "
      + "between 14 and 15 (swiftui-ground-truth §10, forums thread 690143) in the deinit sequence "
      + "of SwiftUI's own objects, which no scenario logs",
    applies: .device(from: IOSVersion(15)), changes: [])
  /// iOS 26: nothing of its own; the iOS 18.4 SDK's path-binding bug still shows.
  public static let ios26 = Overlay(
    id: "ios26.none",
    title: "iOS 26: no difference of its own. The custom path-binding bug of the iOS 18.4 SDK "
      + "was still there with the Xcode 26 beta 2 SDK (swiftui-ground-truth §10, dev.classmethod.jp), "
      + "so it applies; iOS 18.0-18.4's NavigationStack replacement bug does not",
    applies: .device(from: IOSVersion(26)), changes: [])
}
