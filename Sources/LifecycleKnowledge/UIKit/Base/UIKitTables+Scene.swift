import LifecycleCore

/// The scene delegate's rows: the app's scene (`Scene` in timelines) at launch, when the app
/// goes to the background and when it comes back. Rows of the `scene` role apply once per step, not per screen.
extension UIKitTables {
  /// Before iOS 13 no scene at all: nothing at launch, on background or on foreground.
  static let sceneBase: [RuleRow] =
    [TransitionKind.launch, .background, .foreground, .resignActive, .becomeActive].map {
      RowBuilder(.uikit, $0).nothing(.scene, UIKitRules.noSceneBeforeIOS13)
    }

  /// From iOS 13, the scene delegate of a UIKit app that declares scenes (a SwiftUI app has
  /// none of its own; an app delegate alone has none either), and the layout pass of the
  /// scene's snapshot when the app goes to the background.
  static let sceneFromIOS13: [Overlay.Change] = {
    let background = RowBuilder(.uikit, .background)
    let foreground = RowBuilder(.uikit, .foreground)
    let uikitApp = RowCondition(host: .uikit, sceneBased: true)
    let withoutScenes = RowCondition(host: .uikit, sceneBased: false)
    let swiftUIApp = RowCondition(host: .swiftui)
    let launch = RowBuilder(.uikit, .launch)
    let resign = RowBuilder(.uikit, .resignActive)
    let become = RowBuilder(.uikit, .becomeActive)
    // A background from an app an interruption made inactive has resigned already.
    let activeUIKitApp = RowCondition(host: .uikit, sceneBased: true, fromActive: true)
    let rows = [
      launch.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
      background.row(.scene, .action, .sceneWillResignActive, UIKitRules.sceneBackground, when: activeUIKitApp),
      background.row(.scene, .action, .sceneDidEnterBackground, UIKitRules.sceneBackground, when: uikitApp),
      background.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
      foreground.row(.scene, .action, .sceneWillEnterForeground, UIKitRules.sceneForeground, when: uikitApp),
      foreground.row(.scene, .action, .sceneDidBecomeActive, UIKitRules.sceneForeground, when: uikitApp),
      foreground.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
      resign.row(.scene, .action, .sceneWillResignActive, UIKitRules.sceneInterruption, when: uikitApp),
      resign.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
      become.row(.scene, .action, .sceneDidBecomeActive, UIKitRules.sceneInterruption, when: uikitApp),
      become.row(.scene, .action, nil, UIKitRules.noSceneDelegateInSwiftUIApp, when: swiftUIApp, name: "nothing.swiftUIApp"),
    ]
    // An app that declares no scenes keeps the app delegate alone: the base rows' silence,
    // now for its own reason.
    let silent = [launch, background, foreground, resign, become].map {
      Overlay.Change.replace($0.row(.scene, .action, nil, UIKitRules.noScenesDeclared, when: withoutScenes, name: "nothing"))
    }
    // At launch the scene's two callbacks fall among the root's (`uikit.scene.launch`).
    let enter = launch.row(.scene, .transitionBegin, .sceneWillEnterForeground, UIKitRules.sceneLaunch, when: uikitApp)
    let active = launch.row(.scene, .transitionBegin, .sceneDidBecomeActive, UIKitRules.sceneLaunch, when: uikitApp)
    let atLaunch: [Overlay.Change] = [
      .insert(enter, after: launch.id(.incoming, "viewWillAppear")),
      .insert(active, after: launch.id(.incoming, "viewDidLayoutSubviews.embeddedSecond")),
    ]
    return silent + rows.map(Overlay.Change.add) + atLaunch
      + background.layoutPass(.onScreen, .transitionBegin, UIKitRules.backgroundSnapshotLayout, when: RowCondition(sceneBased: true))
      .map(Overlay.Change.add)
  }()

  /// From iOS 17: the scene enters the foreground before the root's view loads
  /// (`uikit.scene.launch.enterBeforeLoad`).
  package static let sceneLaunchFromIOS17 = Overlay(
    id: "ios17.uikit.sceneLaunch", title: "UIKit from iOS 17: the scene enters the foreground before the root loads",
    applies: Applicability(device: IOSVersion(17)..<IOSVersion(999)),
    changes: {
      let launch = RowBuilder(.uikit, .launch)
      let early = launch.row(
        .scene, .transitionBegin, .sceneWillEnterForeground, UIKitRules.sceneLaunchEnterBeforeLoad,
        when: RowCondition(host: .uikit, sceneBased: true), name: "sceneWillEnterForeground.beforeLoad")
      return [.remove(launch.id(.scene, "sceneWillEnterForeground")), .insert(early, after: launch.id(.addedToParent, "willMoveToParent"))]
    }())

  /// prashuk's reading: both scene callbacks before the root loads.
  static let sceneLaunchBeforeLoad = Overlay(
    id: "alt.uikit.scene.launchBeforeLoad",
    title: "At launch the scene enters the foreground and becomes active before the root loads (prashuk)",
    applies: Applicability(device: IOSVersion(13)..<IOSVersion(17)),
    alternativeOf: .rule(UIKitRules.sceneLaunch),
    changes: {
      let launch = RowBuilder(.uikit, .launch)
      let when = RowCondition(host: .uikit, sceneBased: true)
      let enter = launch.row(
        .scene, .transitionBegin, .sceneWillEnterForeground, UIKitRules.sceneLaunch, when: when, name: "sceneWillEnterForeground.first")
      let active = launch.row(.scene, .transitionBegin, .sceneDidBecomeActive, UIKitRules.sceneLaunch, when: when, name: "sceneDidBecomeActive.first")
      return [
        .remove(launch.id(.scene, "sceneWillEnterForeground")), .remove(launch.id(.scene, "sceneDidBecomeActive")),
        .insert(enter, after: launch.id(.addedToParent, "willMoveToParent")), .insert(active, after: enter.key),
      ]
    }())
}
