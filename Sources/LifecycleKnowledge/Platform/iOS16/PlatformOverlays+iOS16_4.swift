import LifecycleCore

extension PlatformOverlays {
  /// iOS 16.4 (device and SDK): SwiftUI's presentationCompactAdaptation(_:).
  package static let ios16_4 = Overlay(
    id: "ios16.4.platform", title: "iOS 16.4 (device and SDK): SwiftUI keeps a popover a popover on an iPhone",
    applies: Applicability(device: IOSVersion(16, 4)..<IOSVersion(999), sdk: IOSVersion(16, 4)..<IOSVersion(999)),
    changes: [.fact(FactRow(.compactPopoverAdaptation, true, rule: PresentationRules.compactAdaptationFromIOS16_4))])
}
