import LifecycleCore

extension PlatformOverlays {
  /// Apps built with the iOS 17 SDK can override viewIsAppearing, which UIKit calls from iOS 13.
  package static let sdk17 = Overlay(
    id: "sdk17.viewIsAppearing", title: "iOS 17 SDK on an iOS 13+ device: viewIsAppearing",
    applies: Applicability(device: IOSVersion(13)..<IOSVersion(999), sdk: IOSVersion(17)..<IOSVersion(999)),
    changes: [.fact(FactRow(.viewIsAppearing, true, rule: viewIsAppearingBackDeployed))])
}
