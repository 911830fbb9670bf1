import LifecycleCore

extension VersionNotes {
  /// iOS 26: nothing of its own; the iOS 18.4 SDK's path-binding bug still shows.
  package static let ios26 = Overlay(
    id: "ios26.none",
    title:
      "iOS 26: no difference of its own in these rows (its lazy stacks' onDisappear is the fact of ios26.platform): it is modelled as iOS 18.4 and later. The custom "
      + "path-binding bug of the iOS 18.4 SDK was still there with the Xcode 26 beta 2 SDK "
      + "(swiftui-ground-truth §10, dev.classmethod.jp), on a device the source does not name, so it "
      + "applies; iOS 18.0-18.4's NavigationStack replacement bug does not",
    applies: .device(from: IOSVersion(26)), changes: [])
}
