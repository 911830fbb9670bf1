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
