import LifecycleCore

extension UIKitTables {
  /// iOS 13 and later: every log shows the pushed controller loading first.
  package static let ios13 = Overlay(
    id: "ios13.uikit", title: "UIKit from iOS 13",
    applies: .device(from: IOSVersion(13)),
    changes: RowBuilder(.uikit, .push).load(.incoming, .transitionBegin, UIKitRules.pushLoadBeforeDisappear)
      .map(Overlay.Change.replace) + sceneFromIOS13 + appDelegateFromIOS13 + setStackFromIOS13 + unanimatedPushFromIOS13
      + terminationFromIOS13)

  /// From iOS 13 a push without animation lays the pushed controller out before its
  /// viewDidAppear, as an animated one does.
  static let unanimatedPushFromIOS13: [Overlay.Change] = {
    let make = RowBuilder(.uikit, .push)
    return make.layoutPass(.incoming, .transitionBegin, UIKitRules.firstLayout).map(Overlay.Change.replace)
      + make.layoutPass(.incoming, .transitionEnd, UIKitRules.unanimatedPushLayoutAfterAppear, name: ".afterAppear")
      .map { .remove($0.key) }
  }()
}
