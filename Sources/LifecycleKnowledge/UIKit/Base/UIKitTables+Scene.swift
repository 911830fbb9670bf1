import LifecycleCore

/// The scene delegate's rows: the app's scene (`Scene` in timelines) when the app goes to the
/// background and comes back. Rows of the `scene` role apply once per step, not per screen.
extension UIKitTables {
  /// On every version: nothing at launch (its order among the root's callbacks is a
  /// conflict), and before iOS 13 no scene at all.
  static let sceneBase: [RuleRow] =
    [RowBuilder(.imperative, .launch).nothing(.scene, UIKitRules.sceneLaunchConflict)]
    + [TransitionKind.background, .foreground].map {
      RowBuilder(.imperative, $0).nothing(.scene, UIKitRules.noSceneBeforeIOS13)
    }

  /// From iOS 13, the scene delegate of a UIKit app (a SwiftUI app has none of its own), and
  /// the layout pass of the scene's snapshot when the app goes to the background.
  static let sceneFromIOS13: [Overlay.Change] = {
    let background = RowBuilder(.imperative, .background)
    let foreground = RowBuilder(.imperative, .foreground)
    let uikitApp = RowCondition(host: .uikit)
    let swiftUIApp = RowCondition(host: .swiftui)
    let rows = [
      background.row(.scene, .action, .sceneWillResignActive, UIKitRules.sceneBackground, when: uikitApp),
      background.row(.scene, .action, .sceneDidEnterBackground, UIKitRules.sceneBackground, when: uikitApp),
      background.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
      foreground.row(.scene, .action, .sceneWillEnterForeground, UIKitRules.sceneForeground, when: uikitApp),
      foreground.row(.scene, .action, .sceneDidBecomeActive, UIKitRules.sceneForeground, when: uikitApp),
      foreground.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
    ]
    return [.remove(background.id(.scene, "nothing")), .remove(foreground.id(.scene, "nothing"))]
      + rows.map(Overlay.Change.add)
      + background.layoutPass(.onScreen, .transitionBegin, UIKitRules.backgroundSnapshotLayout).map(Overlay.Change.add)
  }()
}
