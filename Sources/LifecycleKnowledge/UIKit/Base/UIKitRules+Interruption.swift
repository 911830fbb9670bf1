import LifecycleCore

/// The provenance of the rows of an interruption that leaves the app in the foreground but
/// inactive (`resign-active`, `become-active`): Control Center, Notification Center, an
/// incoming call, a system alert.
extension UIKitRules {
  /// The scene delegate hears sceneWillResignActive, then sceneDidBecomeActive on return.
  package static let sceneInterruption = Rule(
    id: "uikit.scene.interruption",
    statement: "A temporary interruption (Control Center, Notification Center, an incoming call, a system alert) makes "
      + "a scene-based UIKit app's scene delegate hear sceneWillResignActive; when it ends, sceneDidBecomeActive; "
      + "nothing else (no background, no foreground, no appearance or layout callback). Going to the background "
      + "from there gives the rest of the background sequence: sceneDidEnterBackground alone.",
    source: "Apple, UIScene.willDeactivateNotification (https://developer.apple.com/documentation/uikit/uiscene/"
      + "willdeactivatenotification): 'UIKit posts this notification for temporary interruptions, such as when "
      + "displaying system alerts' and also calls sceneWillResignActive(_:); Apple, Managing your app's life cycle "
      + "(https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): foreground-inactive and "
      + "foreground-active are states of their own, the background is reached from foreground-inactive; "
      + "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:). No appearance "
      + "callback is our reading (the window stays, as in the background: uikit-ground-truth §8)",
    confidence: .documented)

  /// Without scenes the app delegate hears applicationWillResignActive, then applicationDidBecomeActive.
  package static let appDelegateInterruption = Rule(
    id: "uikit.appDelegate.interruption",
    statement: "A temporary interruption makes an app that declares no scenes (every app before iOS 13) hear the app "
      + "delegate's applicationWillResignActive(_:), and applicationDidBecomeActive(_:) when it ends; going to the "
      + "background from there gives applicationDidEnterBackground(_:) alone.",
    source: "Published logs of apps without scenes: the app switcher opened with a double press of Home logs "
      + "applicationWillResignActive alone (http://39.103.169.235/p/197e0dd37190); a notification banner logs "
      + "applicationWillResignActive, and swiping it away applicationDidBecomeActive "
      + "(http://www.javashuo.com/article/p-gwnugcfm-gt.html, marked unverified by its author); an incoming call "
      + "declined gives applicationWillResignActive then applicationDidBecomeActive "
      + "(https://code456.com/article/1152488.html); Apple, "
      + "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:) "
      + "('certain types of temporary interruptions (such as an incoming phone call or SMS message)')",
    confidence: .observed)
}
