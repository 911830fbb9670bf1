import LifecycleCore

/// The provenance of the rows of `terminate`: the user swipes the app away in the app switcher,
/// or the system ends it.
extension UIKitRules {
  /// A scene-based app swiped away: the scene disconnects, the window's controllers disappear,
  /// the app delegate hears applicationWillTerminate.
  package static let terminateSceneDisconnect = Rule(
    id: "uikit.terminate.sceneDisconnect",
    statement: "A scene-based UIKit app swiped away in the app switcher (iOS 13 and later): the scene delegate hears "
      + "sceneWillResignActive (when the app was still active: opening the switcher resigns it), then "
      + "sceneDidDisconnect, the app delegate application(_:didDiscardSceneSessions:), the controllers in the "
      + "window viewWillDisappear then viewDidDisappear (the window leaves), and last the app delegate's "
      + "applicationWillTerminate; no sceneDidEnterBackground and no deinit.",
    source: "63rabbits/UILifecycle's chart of an app logging every AppDelegate, SceneDelegate and ViewController "
      + "callback, iOS 13.5 simulators (iPhone 11, iPhone SE 2) "
      + "(https://github.com/63rabbits/UILifecycle/blob/ce86d9006006a06f23bc847b3c49afdc495882a5/Lifecycle%20iOS13.png): "
      + "Call App switcher -> sceneWillResignActive; Terminate the App -> sceneDidDisconnect -> "
      + "application(_:didDiscardSceneSessions:) ('May not be called. details unknown') -> viewWillDisappear -> "
      + "viewDidDisappear -> applicationWillTerminate; Apple, sceneDidDisconnect(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)) and "
      + "UIScene.didDisconnectNotification: 'UIKit disconnects a scene when the user explicitly closes it in the app "
      + "switcher'",
    confidence: .observed,
    alternative: "Matt Neuburg's account for an iPhone (restated at "
      + "https://isolution.pro/q/so71570813/ios-13-de-wa-yu-za-ga-apurisuitcha-de-apuri-o-ue-ni-suwaipu-suru-to-dono-yona-ibento-ga): "
      + "sceneDidEnterBackground then applicationWillTerminate, no disconnection, the window left as it is "
      + "(alt.uikit.terminate.enterBackground); he reports the disconnection on an iPad without multiple windows.")

  /// An app without scenes swiped away: the app delegate hears it go to the background, then
  /// applicationWillTerminate; no controller callback.
  package static let terminateAppDelegate = Rule(
    id: "uikit.terminate.appDelegate",
    statement: "An app that declares no scenes (every app before iOS 13) swiped away in the app switcher: the app "
      + "delegate hears applicationWillResignActive (when the app was still active), applicationDidEnterBackground, "
      + "then applicationWillTerminate; no controller callback (the window stays as the process ends). On iOS 13 "
      + "and later, for an app that still declares no scenes, the same order is our reading.",
    source: "63rabbits/UILifecycle's iOS 12 chart "
      + "(https://github.com/63rabbits/UILifecycle/blob/ce86d9006006a06f23bc847b3c49afdc495882a5/Lifecycle%20iOS12.png): "
      + "Call App switcher -> applicationWillResignActive; Terminate the App -> applicationDidEnterBackground -> "
      + "applicationWillTerminate, nothing from the ViewController; Apple, applicationWillTerminate(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)): "
      + "'your app is about to be terminated and purged from memory entirely'",
    confidence: .observed,
    alternative: "on iOS 13 and later an app without scenes could lose its window as a scene-based app does: "
      + "the controllers in it disappear before applicationWillTerminate "
      + "(alt.uikit.terminate.withoutScenesWindowLeaves).")

  /// A suspended app swiped away hears nothing.
  package static let terminateSuspended = Rule(
    id: "uikit.terminate.suspended",
    statement: "An app ended while it is in the background is suspended: it hears nothing, no scene, app delegate or "
      + "controller callback (an app still running a background task could hear applicationWillTerminate; the "
      + "format's background is the suspended one).",
    source: "Apple, applicationWillTerminate(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)): "
      + "'For apps that support background execution, this method is generally not called when the user quits the "
      + "app because the app simply moves to the background in that case. However, this method may be called in "
      + "situations where the app is running in the background (not suspended) and the system needs to terminate it'; "
      + "Apple, Managing your app's life cycle "
      + "(https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): the system terminates "
      + "suspended apps without notice",
    confidence: .documented)
}
