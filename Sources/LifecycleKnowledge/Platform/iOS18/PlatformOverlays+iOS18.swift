import LifecycleCore

extension PlatformOverlays {
  /// iOS 18 devices running apps built with the iOS 18 SDK: zoom transitions.
  package static let ios18 = Overlay(
    id: "ios18.platform", title: "iOS 18 (device and SDK): the zoom transition",
    applies: Applicability(device: IOSVersion(18)..<IOSVersion(999), sdk: IOSVersion(18)..<IOSVersion(999)),
    changes: [.fact(FactRow(.zoomTransitions, true, rule: zoomFromIOS18))])
}
