import LifecycleCore

extension PlatformOverlays {
  /// iOS 13 devices running apps built with the iOS 13 SDK or later.
  package static let ios13 = Overlay(
    id: "ios13.platform", title: "iOS 13 (device and SDK): card sheets, SwiftUI",
    applies: Applicability(device: IOSVersion(13)..<IOSVersion(999), sdk: IOSVersion(13)..<IOSVersion(999)),
    changes: [
      .fact(FactRow(.swiftUI, true, rule: swiftUIFromIOS13)),
      .fact(FactRow(.cardSheets, true, rule: cardSheetsKeepPresenter)),
      .fact(FactRow(.swipeDownToDismiss, true, rule: cardSheetsKeepPresenter)),
      .fact(FactRow(.terminateTakesWindow, true, rule: UIKitRules.terminateSceneDisconnect)),
      .fact(FactRow(.backgroundLaunchDefersWindow, true, rule: UIKitRules.backgroundLaunchSceneDeferred)),
    ])

  /// Apps built with an SDK older than iOS 13 keep full-screen sheets on newer devices.
  package static let oldSDKOnIOS13 = Overlay(
    id: "sdkBefore13.sheets", title: "An app built before the iOS 13 SDK on an iOS 13+ device: full-screen sheets",
    applies: Applicability(device: IOSVersion(13)..<IOSVersion(999), sdk: IOSVersion(0)..<IOSVersion(13)),
    changes: [
      .fact(FactRow(.cardSheets, false, rule: oldSDKKeepsFullScreenSheets)),
      .fact(FactRow(.swipeDownToDismiss, false, rule: oldSDKKeepsFullScreenSheets)),
    ])
}
