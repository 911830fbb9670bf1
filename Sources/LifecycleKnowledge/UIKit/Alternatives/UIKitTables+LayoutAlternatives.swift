import LifecycleCore

extension UIKitTables {
  /// The other reading of a constrained root at launch: one layout pass, as a root laid out by
  /// frames.
  static let launchConstraintsOnePass = Overlay(
    id: "alt.uikit.launch.constraintsOnePass",
    title: "At launch a root laid out by constraints gets one layout pass, as a root laid out by frames",
    alternativeOf: .rule(UIKitRules.launchConstraintsSecondPass),
    changes: launchConstraintsLayout.map { .remove($0.key) })
}

extension UIKitTables {
  /// The other reading of the presenter's layout pass during a full-screen presentation: none.
  static let presenterNotLaidOut = Overlay(
    id: "alt.uikit.present.fullScreen.presenterNotLaidOut",
    title: "A full-screen presentation does not lay its presenter out",
    alternativeOf: .rule(UIKitRules.presentCoveringPresenterLayout),
    changes: presenterLayout.map { .remove($0.key) })
}

extension UIKitTables {
  /// The other reading of a constrained pushed controller: one layout pass, as one laid out by
  /// frames.
  static let pushConstraintsOnePass = Overlay(
    id: "alt.uikit.push.constraintsOnePass",
    title: "A pushed controller laid out by constraints gets one layout pass, as one laid out by frames",
    alternativeOf: .rule(UIKitRules.pushConstraintsLayoutAfterAnimation),
    changes: pushConstraintsLayout.map { .remove($0.key) })
}
