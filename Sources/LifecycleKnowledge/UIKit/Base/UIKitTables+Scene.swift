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

  /// From iOS 13, the scene delegate of a UIKit app that declares scenes (a SwiftUI app has
  /// none of its own; an app delegate alone has none either), and the layout pass of the
  /// scene's snapshot when the app goes to the background.
  static let sceneFromIOS13: [Overlay.Change] = {
    let background = RowBuilder(.imperative, .background)
    let foreground = RowBuilder(.imperative, .foreground)
    let uikitApp = RowCondition(host: .uikit, sceneBased: true)
    let withoutScenes = RowCondition(host: .uikit, sceneBased: false)
    let swiftUIApp = RowCondition(host: .swiftui)
    let rows = [
      background.row(.scene, .action, .sceneWillResignActive, UIKitRules.sceneBackground, when: uikitApp),
      background.row(.scene, .action, .sceneDidEnterBackground, UIKitRules.sceneBackground, when: uikitApp),
      background.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
      foreground.row(.scene, .action, .sceneWillEnterForeground, UIKitRules.sceneForeground, when: uikitApp),
      foreground.row(.scene, .action, .sceneDidBecomeActive, UIKitRules.sceneForeground, when: uikitApp),
      foreground.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
    ]
    // An app that declares no scenes keeps the app delegate alone: the base rows' silence,
    // now for its own reason.
    let silent = [background, foreground].map {
      Overlay.Change.replace($0.row(.scene, .action, nil, UIKitRules.noScenesDeclared, when: withoutScenes, name: "nothing"))
    }
    return silent + rows.map(Overlay.Change.add)
      + background.layoutPass(.onScreen, .transitionBegin, UIKitRules.backgroundSnapshotLayout, when: RowCondition(sceneBased: true))
      .map(Overlay.Change.add)
  }()
}
