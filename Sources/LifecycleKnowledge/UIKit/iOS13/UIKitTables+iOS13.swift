import LifecycleCore

extension UIKitTables {
  /// iOS 13 and later: every log shows the pushed controller loading first.
  package static let ios13 = Overlay(
    id: "ios13.uikit", title: "UIKit from iOS 13",
    applies: .device(from: IOSVersion(13)),
    changes: RowBuilder(.imperative, .push).load(.incoming, .transitionBegin, UIKitRules.pushLoadBeforeDisappear)
      .map(Overlay.Change.replace) + sceneFromIOS13 + setStackFromIOS13)
}
