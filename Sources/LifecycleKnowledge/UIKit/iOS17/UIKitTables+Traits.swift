import LifecycleCore

/// The size and trait rows: a rotation's `viewWillTransition(to:with:)` and a trait change's
/// callbacks, logged by an app that overrides them (`AppModel.logsSizeAndTraits`).
extension UIKitTables {
  /// A rotation: the size change down every layer, then the layout pass on screen, then a
  /// second one on the tops of the navigation stacks on screen.
  static let rotation: [RuleRow] = {
    let rotate = RowBuilder(.uikit, .rotate)
    return [rotate.row(.everyLayer, .transitionBegin, .viewWillTransition, UIKitRules.sizeTransition, nested: UIKitRules.forwardToChildren)]
      + rotate.layoutPass(.onScreen, .transitionBegin, UIKitRules.rotateLayout)
      + rotate.layoutPass(.stackTops, .transitionBegin, UIKitRules.rotateNavigationLayout)
  }()

  /// A trait change on every version: traitCollectionDidChange on each controller in the
  /// window (a block, so that iOS 17's handler joins it controller by controller), then layout.
  static let traitChange: [RuleRow] = {
    let make = RowBuilder(.uikit, .traitChange)
    return [
      make.row(
        .onScreen, .transitionBegin, .traitCollectionDidChange, UIKitRules.traitDidChange, block: "traits", nested: UIKitRules.forwardToChildren)
    ] + make.layoutPass(.onScreen, .transitionBegin, UIKitRules.traitLayout)
  }()

  /// From iOS 17 (device and SDK): the handlers registered with `registerForTraitChanges`.
  package static let traitRegistration = Overlay(
    id: "ios17.uikit.traitRegistration", title: "UIKit from iOS 17: trait change registration",
    applies: Applicability(device: IOSVersion(17)..<IOSVersion(999), sdk: IOSVersion(17)..<IOSVersion(999)),
    changes: {
      let make = RowBuilder(.uikit, .traitChange)
      let handler = make.row(
        .onScreen, .transitionBegin, .traitChangeHandler, UIKitRules.traitRegistration, block: "traits",
        nested: UIKitRules.forwardToChildren)
      let resize = RowBuilder(.uikit, .resize)
      let resizeHandler = resize.row(
        .onScreen, .transitionBegin, .traitChangeHandler, UIKitRules.traitRegistration, block: "traits",
        nested: UIKitRules.forwardToChildren)
      return [
        .insert(handler, after: make.id(.onScreen, "traitCollectionDidChange")),
        .insert(resizeHandler, after: resize.id(.onScreen, "traitCollectionDidChange")),
      ]
    }())
}
