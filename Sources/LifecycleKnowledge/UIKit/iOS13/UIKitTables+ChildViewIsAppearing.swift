import LifecycleCore

/// viewIsAppearing on iOS 13 to 15, where an app built with the iOS 17 SDK gets the
/// back-deployed callback: not for an embedded child.
extension UIKitTables {
  /// On a device from iOS 13 to 15 (an SDK from iOS 17), every viewIsAppearing row holds only
  /// for a controller that is not an embedded child (`children:`).
  package static let childrenWithoutViewIsAppearing = Overlay(
    id: "ios13-15.uikit.childrenWithoutViewIsAppearing",
    title: "UIKit on iOS 13 to 15 with the iOS 17 SDK: no back-deployed viewIsAppearing for an embedded child",
    applies: Applicability(device: IOSVersion(13)..<IOSVersion(16), sdk: IOSVersion(17)..<IOSVersion(999)),
    changes: base.rows.filter { $0.callback == .viewIsAppearing }.map { row in
      var parentOnly = row
      parentOnly.when.embedded = false
      parentOnly.rule = UIKitRules.viewIsAppearingNotForChildrenBefore16
      return .replace(parentOnly)
    })
}

extension UIKitRules {
  /// Before iOS 16 the back-deployed viewIsAppearing does not reach embedded children.
  package static let viewIsAppearingNotForChildrenBefore16 = Rule(
    id: "uikit.appear.viewIsAppearing.notForChildrenBefore16",
    statement: "On a device from iOS 13 to 15, an app built with the iOS 17 SDK gets the back-deployed "
      + "viewIsAppearing on the controllers UIKit's transitions show, but an embedded child (added by its "
      + "parent with addChild) gets none; from iOS 16 it does.",
    source: "zotero-ios pull request 913 (https://github.com/zotero/zotero-ios/pull/913, 2024-04-27): iOS "
      + "'doesn't call viewIsAppearing for nested view controllers in iOS 15' (titled 'in iOS < 16'), fixed by "
      + "the parent's viewIsAppearing calling its children's (Scenarios/observed/zotero-913-ios15-child-no-viewisappearing.yaml). "
      + "A described behaviour, not a log; that iOS 13 and 14 act as iOS 15 is our reading of the title",
    confidence: .observed,
    alternative: "the child gets it, forwarded by its parent as every other appearance callback is "
      + "(uikit.containment.forwarding), as the rows say from iOS 16.")
}
