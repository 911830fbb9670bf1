import LifecycleCore

/// What an expanded split view's columns get when the app goes to the background: from
/// iOS 17 the system collapses the split view for the snapshot and expands it again.
extension UIKitRules {
  static let splitBackgroundReports =
    "WordPress-iOS PR 23643 (https://github.com/wordpress-mobile/WordPress-iOS/pull/23643, iOS 17 and 18): 'When "
    + "sending the app to background, it appears iOS would collapse split view and then switching back to its original "
    + "state. This causes view controller to be removed and re-added to the window, which means viewWillDispappear, "
    + "viewWillAppear, and other functions will be called'; canvas-ios PR 3118 (https://github.com/instructure/canvas-ios/pull/3118): "
    + "'UISplitViewController always report collapse then expansion whenever app is put to background'; "
    + "react-native-screens PR 3319 (https://github.com/software-mansion/react-native-screens/pull/3319, iOS 18 and 26): "
    + "the split view 'collapses down to a single column before restoring'"

  /// From iOS 17, the columns a collapse hides disappear and appear again on the way to the
  /// background.
  package static let splitBackgroundCollapse = Rule(
    id: "uikit.split.backgroundCollapse",
    statement: "From iOS 17, an app going to the background with an expanded split view on screen sees it collapse "
      + "for the app switcher's snapshot and expand again: the columns the collapse hides (every one but the one it "
      + "shows collapsed) get viewWillDisappear and viewDidDisappear, then viewWillAppear and viewDidAppear, after "
      + "the scene's sceneDidEnterBackground; the column it shows moves with its appearance transitions disabled.",
    source: splitBackgroundReports + ". The order of the four calls, and that the shown column gets none (UIKit "
      + "re-parents inside _withDisabledAppearanceTransitions in the crash stack of "
      + "https://github.com/wordpress-mobile/WordPress-iOS/pull/5802), are our reading.",
    confidence: .claimed,
    alternative: "the column the collapse shows gets the same calls as it moves between navigation controllers.")

  /// Before iOS 17 no report says a split view collapses on the way to the background.
  package static let splitBackgroundBeforeIOS17 = Rule(
    id: "uikit.split.backgroundNoCollapseBeforeIOS17",
    statement: "Before iOS 17 the columns of an expanded split view get nothing on the way to the background, as "
      + "any screen (uikit.background.noAppearance): the reports of the snapshot's collapse are of iOS 17 and later.",
    source: splitBackgroundReports + ". No report names an earlier version; the version is the variable.",
    confidence: .inferred,
    alternative: "the snapshot's collapse may be older than the reports (iOS 13's multiple windows).")
}

extension UIKitTables {
  /// Before iOS 17: nothing for the collapsed columns.
  static let splitBackground: [RuleRow] = [
    RowBuilder(.uikit, .background).nothing(.collapsedColumns, UIKitRules.splitBackgroundBeforeIOS17)
  ]

  /// From iOS 17: the collapse for the snapshot, and the expansion after it.
  package static let splitBackgroundCollapseFromIOS17 = Overlay(
    id: "ios17.uikit.splitBackgroundCollapse",
    title: "UIKit from iOS 17: an expanded split view collapses for the background snapshot and expands again",
    applies: Applicability(device: IOSVersion(17)..<IOSVersion(999)),
    changes: {
      let background = RowBuilder(.uikit, .background)
      let rule = UIKitRules.splitBackgroundCollapse
      return [
        .remove(background.id(.collapsedColumns, "nothing")),
        .add(background.row(.collapsedColumns, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)),
        .add(background.row(.collapsedColumns, .transitionBegin, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren)),
        .add(background.row(.collapsedColumns, .transitionEnd, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren)),
        .add(background.row(.collapsedColumns, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren)),
      ]
    }())
}
