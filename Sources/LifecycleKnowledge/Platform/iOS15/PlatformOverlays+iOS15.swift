import LifecycleCore

extension PlatformOverlays {
  /// iOS 15 devices running apps built with the iOS 15 SDK: sheet detents.
  package static let ios15 = Overlay(
    id: "ios15.platform", title: "iOS 15 (device and SDK): sheet detents",
    applies: Applicability(device: IOSVersion(15)..<IOSVersion(999), sdk: IOSVersion(15)..<IOSVersion(999)),
    changes: [.fact(FactRow(.sheetDetents, true, rule: PresentationRules.detentsFromIOS15))])
}
