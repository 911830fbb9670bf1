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
    // At launch the scene's two callbacks fall among the root's (`uikit.scene.launch`); a root
    // in a navigation controller loads in that controller's first layout, after both
    // (`uikit.scene.launch.stackedBeforeLoad`; from iOS 17, `sceneLaunchStackedFromIOS17`).
    let plain = RowCondition(host: .uikit, sceneBased: true, launchThroughStack: false, launchInBackground: false)
    let enter = launch.row(.scene, .transitionBegin, .sceneWillEnterForeground, UIKitRules.sceneLaunch, when: plain)
    let active = launch.row(.scene, .transitionBegin, .sceneDidBecomeActive, UIKitRules.sceneLaunch, when: plain)
    let atLaunch: [Overlay.Change] = [
      .insert(enter, after: launch.id(.incoming, "viewWillAppear")),
      .insert(active, after: launch.id(.incoming, "viewDidLayoutSubviews.constraints")),
      .insert(stackedLaunchEnter, after: launch.id(.addedToParent, "willMoveToParent")),
      .insert(stackedLaunchActive, after: stackedLaunchEnter.key),
    ]
    return silent + rows.map(Overlay.Change.add) + atLaunch
      + background.layoutPass(.onScreen, .transitionBegin, UIKitRules.backgroundSnapshotLayout, when: RowCondition(sceneBased: true))
      .map(Overlay.Change.add)
  }()

  /// A scene-based UIKit app launched with its root in a navigation controller.
  static let stackedLaunch = RowCondition(host: .uikit, sceneBased: true, launchThroughStack: true, launchInBackground: false)

  /// A stacked root's scene entering the foreground at launch, before the root loads.
  static let stackedLaunchEnter = RowBuilder(.uikit, .launch).row(
    .scene, .transitionBegin, .sceneWillEnterForeground, UIKitRules.sceneLaunchStackedBeforeLoad, when: stackedLaunch,
    name: "sceneWillEnterForeground.stacked")

  /// A stacked root's scene becoming active at launch, on iOS 13 to 16 before the root loads.
  static let stackedLaunchActive = RowBuilder(.uikit, .launch).row(
    .scene, .transitionBegin, .sceneDidBecomeActive, UIKitRules.sceneLaunchStackedBeforeLoad, when: stackedLaunch,
    name: "sceneDidBecomeActive.stacked")

  /// From iOS 17: a stacked root's scene becomes active after the root's first layout pass
  /// (`uikit.scene.launch.enterBeforeLoad`).
  package static let sceneLaunchFromIOS17 = Overlay(
    id: "ios17.uikit.sceneLaunch", title: "UIKit from iOS 17: a stacked root's scene becomes active after the root's first layout",
    applies: Applicability(device: IOSVersion(17)..<IOSVersion(999)),
    changes: {
      let launch = RowBuilder(.uikit, .launch)
      let late = launch.row(
        .scene, .transitionBegin, .sceneDidBecomeActive, UIKitRules.sceneLaunchEnterBeforeLoad,
        when: stackedLaunch, name: "sceneDidBecomeActive.stackedAfterLayout")
      return [
        .remove(stackedLaunchActive.key),
        .insert(late, after: launch.id(.incoming, "viewDidLayoutSubviews.constraints")),
      ]
    }())

  /// The other reading of a stacked root on iOS 13 to 16: its scene's callbacks fall as a plain
  /// root's, the first after the root's viewWillAppear, the second after its first layout.
  static let sceneLaunchStackedAsPlain = Overlay(
    id: "alt.uikit.scene.stackedLaunchAsPlain",
    title: "At launch a root in a navigation controller hears its scene as a root alone does (iOS 13 to 16)",
    applies: Applicability(device: IOSVersion(13)..<IOSVersion(17)),
    alternativeOf: .rule(UIKitRules.sceneLaunchStackedBeforeLoad),
    changes: {
      let launch = RowBuilder(.uikit, .launch)
      let enter = launch.row(
        .scene, .transitionBegin, .sceneWillEnterForeground, UIKitRules.sceneLaunch, when: stackedLaunch, name: "sceneWillEnterForeground.asPlain")
      let active = launch.row(
        .scene, .transitionBegin, .sceneDidBecomeActive, UIKitRules.sceneLaunch, when: stackedLaunch, name: "sceneDidBecomeActive.asPlain")
      return [
        .remove(stackedLaunchEnter.key), .remove(stackedLaunchActive.key),
        .insert(enter, after: launch.id(.incoming, "viewWillAppear")),
        .insert(active, after: launch.id(.incoming, "viewDidLayoutSubviews.constraints")),
      ]
    }())
}
