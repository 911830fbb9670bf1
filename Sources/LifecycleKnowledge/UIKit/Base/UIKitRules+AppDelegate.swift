import LifecycleCore

/// The provenance of the app delegate's rows: its lifecycle methods in an app that declares no
/// scenes, and its memory warning in any app.
extension UIKitRules {
  /// Going to the background without scenes: applicationWillResignActive, then
  /// applicationDidEnterBackground.
  package static let appDelegateBackground = Rule(
    id: "uikit.appDelegate.background",
    statement: "Going to the background, an app that declares no scenes (every app before iOS 13) gets the app "
      + "delegate's applicationWillResignActive(_:), then applicationDidEnterBackground(_:), with no appearance "
      + "callback; an app that declares scenes gets the scene delegate's instead (uikit.scene.background).",
    source: "prashuk's README (https://github.com/prashuk/iOS-Tutorials/blob/master/ViewAppLifeCycle/README.md): its "
      + "run without scenes logs 'Application Will Resign Active, Application Did Enter Background' on the Home "
      + "button; Apple, Managing your app's life cycle "
      + "(https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): without scene support "
      + "UIKit delivers every life-cycle event to the app delegate; "
      + "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:), "
      + "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)",
    confidence: .observed)

  /// Coming back without scenes: applicationWillEnterForeground, then applicationDidBecomeActive.
  package static let appDelegateForeground = Rule(
    id: "uikit.appDelegate.foreground",
    statement: "Coming back to the foreground, an app that declares no scenes gets the app delegate's "
      + "applicationWillEnterForeground(_:), then applicationDidBecomeActive(_:) (background, then inactive, then "
      + "active), with no appearance callback.",
    source: "Apple, Managing your app's life cycle "
      + "(https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle: the app moves from the "
      + "background to the inactive state, then to the active one); "
      + "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:) "
      + "('as part of the transition from the background to the active state'), "
      + "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)",
    confidence: .documented)

  /// The app delegate hears a memory warning before the controllers.
  package static let appDelegateMemoryWarning = Rule(
    id: "uikit.appDelegate.memoryWarning",
    statement: "A memory warning calls the app delegate's applicationDidReceiveMemoryWarning(_:) (in any app that "
      + "implements it, with scenes or without), before the view controllers' didReceiveMemoryWarning() "
      + "(uikit.memoryWarning.didReceive).",
    source: "Apple, Responding to memory warnings "
      + "(https://developer.apple.com/documentation/uikit/responding-to-memory-warnings: UIKit calls the app "
      + "delegate's applicationDidReceiveMemoryWarning(_:), the didReceiveMemoryWarning() of any active view "
      + "controller, and posts the notification) and "
      + "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:); "
      + "the app delegate first, then the controllers (https://haomeiwen.com/subject/pfivlttx.html); Apple gives no "
      + "order",
    confidence: .claimed,
    alternative: "the app delegate could hear it after the view controllers.")

  /// At launch the app delegate's didFinishLaunchingWithOptions comes before the root loads.
  package static let appDelegateDidFinishLaunching = Rule(
    id: "uikit.appDelegate.didFinishLaunching",
    statement: "At launch the app delegate's application(_:didFinishLaunchingWithOptions:) is the first of the app's "
      + "calls, before the root's view loads, in any UIKit app (with scenes or without) and in a SwiftUI app whose "
      + "UIApplicationDelegateAdaptor implements it; before the root's init is our reading (a scene-based app makes its "
      + "root when the scene connects, after it; a storyboard app without scenes instantiates its root before it).",
    source: "Apple, About the app launch sequence (https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence): "
      + "willFinishLaunching, then didFinishLaunching, then the scene connects and the UI starts; Apple, Responding to the "
      + "launch of your app (https://developer.apple.com/documentation/uikit/responding-to-the-launch-of-your-app): UIKit "
      + "presents the interface only after it returns; logs: prashuk's README "
      + "(https://github.com/prashuk/iOS-Tutorials/blob/master/ViewAppLifeCycle/README.md: 'Did Finishing Launching With "
      + "Options', then the scene's calls, then 'View Did Load') and http://39.103.169.235/p/197e0dd37190 "
      + "(didFinishLaunchingWithOptions, viewDidLoad, viewWillAppear, ...)",
    confidence: .documented)

  /// Without scenes the app delegate becomes active at launch after the root's viewDidAppear.
  package static let appDelegateLaunchActive = Rule(
    id: "uikit.appDelegate.launchActive",
    statement: "At launch an app that declares no scenes (every app before iOS 13) gets the app delegate's "
      + "applicationDidBecomeActive(_:) after the root's viewDidAppear (no applicationWillEnterForeground at launch); "
      + "a scene-based app's app delegate gets neither (its scene delegate does).",
    source: "A published log of an app without scenes (http://39.103.169.235/p/197e0dd37190): didFinishLaunchingWithOptions, "
      + "viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear, "
      + "applicationDidBecomeActive, noting that the app becomes active after the root's viewDidAppear and that "
      + "applicationWillEnterForeground is not called at launch; the app delegate's pair alone: "
      + "https://mo4tech.com/app-life-cycle.html; the iOS version is not given; 63rabbits/UILifecycle's iOS 12 chart "
      + "(https://github.com/63rabbits/UILifecycle/blob/ce86d9006006a06f23bc847b3c49afdc495882a5/Lifecycle%20iOS12.png) "
      + "and progressconcepts' list (https://progressconcepts.com/blog/ios-appdelegate-viewcontroller-method-order) "
      + "agree. The version is the variable: Matt Neuburg's answer (https://coderapp.vercel.app/answer/66605799, "
      + "restated at https://qanswer.space/questions/is-it-expected-for-view-controller-lifecycle-events-to-be-triggered-when-the-app-is-launched-in-the-background) "
      + "recounts applicationDidBecomeActive between viewWillAppear and viewDidAppear at first, after viewDidAppear "
      + "on iOS 8, between them again on iOS 9 and after viewDidAppear again from iOS 11, and a log of iOS 7.1.2 "
      + "(https://blog.uso400.net/ios7_8_9_app_lifecycles) has it after viewDidLayoutSubviews, before viewDidAppear: "
      + "every profile (iOS 12 on) is after iOS 11",
    confidence: .observed,
    alternative: "after the root's first layout pass and before its viewDidAppear, where a scene-based app's scene "
      + "becomes active on iOS 13.4 (uikit.scene.launch), and as on iOS 7 and iOS 9 by the logs and the account above "
      + "(alt.uikit.appDelegate.launchActiveBeforeDidAppear).")
}
