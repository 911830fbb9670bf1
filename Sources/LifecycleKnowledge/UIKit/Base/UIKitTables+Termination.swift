import LifecycleCore

/// The rows of `terminate`: the app delegate's alone before iOS 13 and in an app without
/// scenes, the scene delegate's and the window's controllers' in a scene-based app from iOS 13.
/// Rows of the `scene` role apply once per step.
extension UIKitTables {
  /// Before iOS 13 (and, through `appDelegateFromIOS13`, in an app without scenes): the app
  /// delegate resigns (from an active app), enters the background, then hears
  /// applicationWillTerminate; the controllers hear nothing. Joined to `appDelegateBase`.
  static let terminationAppDelegate: [RuleRow] = {
    let make = RowBuilder(.uikit, .terminate)
    let rule = UIKitRules.terminateAppDelegate
    return [
      make.row(.scene, .action, .applicationWillResignActive, rule, when: RowCondition(host: .uikit, fromActive: true)),
      make.row(.scene, .action, .applicationDidEnterBackground, rule, when: RowCondition(host: .uikit)),
      make.row(.scene, .afterCommit, .applicationWillTerminate, rule, when: RowCondition(host: .uikit)),
    ]
  }()

  /// What moves on every version: nothing on screen from the app delegate's own rows, and
  /// nothing at all for a suspended app.
  static let terminationBase: [RuleRow] = [
    RowBuilder(.uikit, .terminate).nothing(.onScreen, UIKitRules.terminateAppDelegate),
    RowBuilder(.uikit, .terminateSuspended).nothing(.scene, UIKitRules.terminateSuspended),
    RowBuilder(.uikit, .terminateSuspended).nothing(.onScreen, UIKitRules.terminateSuspended),
  ]

  /// From iOS 13, a scene-based UIKit app: the scene resigns (from an active app) and
  /// disconnects, the app delegate discards its session, the window's controllers disappear
  /// (the navigator gives them the `outgoing` role where `terminateTakesWindow` holds), and the
  /// app delegate hears applicationWillTerminate last.
  static let terminationFromIOS13: [Overlay.Change] = {
    let make = RowBuilder(.uikit, .terminate)
    let rule = UIKitRules.terminateSceneDisconnect
    let scenes = RowCondition(host: .uikit, sceneBased: true)
    return [
      make.row(.scene, .action, .sceneWillResignActive, rule, when: RowCondition(host: .uikit, sceneBased: true, fromActive: true)),
      make.row(.scene, .action, .sceneDidDisconnect, rule, when: scenes),
      make.row(.scene, .action, .didDiscardSceneSessions, rule, when: scenes),
      make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.scene, .afterCommit, .applicationWillTerminate, rule, when: scenes, name: "applicationWillTerminate.scene"),
    ].map(Overlay.Change.add)
  }()

  /// The other reading of an app without scenes on iOS 13 and later (no log): its window's
  /// controllers disappear before applicationWillTerminate, as a scene-based app's do.
  package static let terminateWithoutScenesWindowLeaves = Overlay(
    id: "alt.uikit.terminate.withoutScenesWindowLeaves",
    title: "From iOS 13 an app without scenes swiped away loses its window's controllers before it terminates",
    applies: .device(from: IOSVersion(13)),
    alternativeOf: .rule(UIKitRules.terminateAppDelegate),
    changes: [.fact(FactRow(.terminateWithoutScenesTakesWindow, true, rule: UIKitRules.terminateAppDelegate))])

  /// Matt Neuburg's iPhone reading: the scene enters the background and the app terminates;
  /// no disconnection, and the window is left as it is.
  package static let terminateEnterBackground = Overlay(
    id: "alt.uikit.terminate.enterBackground",
    title: "An app swiped away in the app switcher enters the background and terminates: no disconnection, no disappearance",
    applies: .device(from: IOSVersion(13)),
    alternativeOf: .rule(UIKitRules.terminateSceneDisconnect),
    changes: {
      let make = RowBuilder(.uikit, .terminate)
      let background = make.row(
        .scene, .action, .sceneDidEnterBackground, UIKitRules.terminateSceneDisconnect, when: RowCondition(host: .uikit, sceneBased: true))
      return [
        .fact(FactRow(.terminateTakesWindow, false, rule: UIKitRules.terminateSceneDisconnect)),
        .remove(make.id(.scene, "sceneDidDisconnect")), .remove(make.id(.scene, "didDiscardSceneSessions")),
        .insert(background, after: make.id(.scene, "sceneWillResignActive")),
      ]
    }())
}
