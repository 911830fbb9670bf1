import LifecycleCore

extension UIKitRules {
  /// From iOS 17 going to the background lays what is on screen out twice.
  package static let backgroundTwoSnapshotPassesFromIOS17 = Rule(
    id: "uikit.background.twoSnapshotPassesFromIOS17",
    statement: "From iOS 17, a scene-based app going to the background lays what is on screen out twice "
      + "(viewWillLayoutSubviews, viewDidLayoutSubviews, then again) after sceneDidEnterBackground; iOS 13 to 16 "
      + "lay it out once (uikit.background.snapshotLayout).",
    source: "hdk2200's README log, iOS 17 by its viewIsAppearing "
      + "(https://github.com/hdk2200/UIViewControllerLifeCycle/blob/e33e90e0e765c011a30ae7b2df56a83e330090c3/README.md#L74-L81): "
      + "sceneWillResignActive, sceneDidEnterBackground, then 'ViewControllerA viewWillLayoutSubviews (twice)', "
      + "'viewDidLayoutSubviews (twice)'; prashuk's (iOS 14 SDK) and 63rabbits' (iOS 13.5) scene logs show one pass. "
      + "The version is the variable: the snapshot changed with iOS 17, when reports of an expanded split view "
      + "collapsing for it begin (uikit.split.backgroundCollapse). That the passes alternate will and did is our "
      + "reading (the README counts them), and which version between 14 and 17 added the second is not sourced",
    confidence: .observed,
    alternative: "one pass, as on iOS 13 to 16 (alt.uikit.background.oneSnapshotPassFromIOS17).")
}

extension UIKitTables {
  /// A second snapshot pass in a scene-based app, `rule`'s, named apart by `name`.
  static func backgroundSecondPass(_ rule: Rule, name: String) -> [RuleRow] {
    RowBuilder(.uikit, .background).layoutPass(.onScreen, .transitionBegin, rule, when: RowCondition(sceneBased: true), name: name)
  }

  /// The insertion of a second snapshot pass after the first.
  static func insertingAfterFirstSnapshotPass(_ second: [RuleRow]) -> [Overlay.Change] {
    [
      .insert(second[0], after: RowBuilder(.uikit, .background).id(.onScreen, "viewDidLayoutSubviews")),
      .insert(second[1], after: second[0].key),
    ]
  }

  /// The second snapshot pass, after the first.
  static let backgroundSecondSnapshotPass = backgroundSecondPass(UIKitRules.backgroundTwoSnapshotPassesFromIOS17, name: ".secondSnapshot")

  /// From iOS 17: a second snapshot layout pass on the way to the background.
  package static let backgroundTwoSnapshotPassesFromIOS17 = Overlay(
    id: "ios17.uikit.backgroundTwoSnapshotPasses",
    title: "UIKit from iOS 17: going to the background lays what is on screen out twice",
    applies: Applicability(device: IOSVersion(17)..<IOSVersion(999)),
    changes: insertingAfterFirstSnapshotPass(backgroundSecondSnapshotPass))

  /// The other reading from iOS 17: one pass, as before.
  static let backgroundOneSnapshotPassFromIOS17 = Overlay(
    id: "alt.uikit.background.oneSnapshotPassFromIOS17",
    title: "From iOS 17 going to the background still lays out once, as on iOS 13 to 16",
    applies: Applicability(device: IOSVersion(17)..<IOSVersion(999)),
    alternativeOf: .rule(UIKitRules.backgroundTwoSnapshotPassesFromIOS17),
    changes: backgroundSecondSnapshotPass.map { .remove($0.key) })
}
