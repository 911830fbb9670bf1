import LifecycleCore

/// The provenance of the scene delegate's rows (`UIKitTables.scene`): the app's scene as a
/// participant of the timeline, named `Scene`.
extension UIKitRules {
  /// Going to the background: sceneWillResignActive, then sceneDidEnterBackground, before the…
  package static let sceneBackground = Rule(
    id: "uikit.scene.background",
    statement: "Going to the background, the scene delegate gets sceneWillResignActive, then "
      + "sceneDidEnterBackground, before the snapshot layout pass and with no appearance callback.",
    source: "\(ref) §8, T14 (prashuk/iOS-Tutorials ViewAppLifeCycle README, ~iOS 14 scene log: "
      + "'Scene Will Resign Active, Scene Did Enter Background, View Will Layout Subviews, View Did Layout Subviews')",
    confidence: .observed)
  /// Coming back: sceneWillEnterForeground, then sceneDidBecomeActive, with no appearance…
  package static let sceneForeground = Rule(
    id: "uikit.scene.foreground",
    statement: "Coming back to the foreground, the scene delegate gets sceneWillEnterForeground, "
      + "then sceneDidBecomeActive, with no appearance callback.",
    source: "Flutter's UIScene XCUITest presses Home, then activates the app, and asserts the scene's "
      + "events in order (https://github.com/flutter/flutter/blob/05d3ac67b0f67984025d8af00fdada7b87008b3a/"
      + "dev/integration_tests/ios_add2app_uiscene/native/UITests-SceneEvents.swift#L40); 63rabbits' iOS 13.5 "
      + "chart (https://github.com/63rabbits/UILifecycle/blob/ce86d9006006a06f23bc847b3c49afdc495882a5/"
      + "Lifecycle%20iOS13.png) and hdk2200's README log the pair with no controller callback "
      + "(Scenarios/observed/flutter-add2app-uiscene-background-foreground.yaml, 63rabbits-ios13-home-and-return.yaml)",
    confidence: .observed,
    alternative: "an app that also observes UIApplication's notifications sees them between the two.")
  /// At launch, where the scene's callbacks fall among the root's is a conflict: not placed.
  package static let sceneLaunchConflict = Rule(
    id: "uikit.scene.launch",
    statement: "At launch the scene connects, enters the foreground and becomes active, but where its "
      + "callbacks fall among the root controller's is not asserted: no scene event is placed at launch.",
    source: "\(ref) §1c, §12 conflict 4 (Lemonbrush My-iOS-Dev-Learning-Tracker States.md; prashuk "
      + "ViewAppLifeCycle README; SO answer via qanswer.space: the order changed in iOS 8, 9 and 11)",
    confidence: .conflicting,
    alternative: "Lemonbrush: viewDidLoad, viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive, "
      + "viewDidAppear; prashuk: sceneWillEnterForeground, sceneDidBecomeActive, viewDidLoad, viewWillAppear.")
  /// Before iOS 13 there is no scene: the app delegate's callbacks are not modelled.
  package static let noSceneBeforeIOS13 = Rule(
    id: "uikit.scene.beforeIOS13",
    statement: "Before iOS 13 there is no UIScene: the app delegate gets applicationWillResignActive and "
      + "the rest, which are not modelled; the scene logs nothing.",
    source: "Apple UISceneDelegate reference (available from iOS 13.0); \(ref) §8 (prashuk: the "
      + "app-delegate order without scenes); not otherwise in the reference catalogue",
    confidence: .documented)
  /// A UIKit app that declares no scenes on iOS 13 or later: an app delegate alone.
  package static let noScenesDeclared = Rule(
    id: "uikit.scene.notDeclared",
    statement: "A UIKit app that declares no scenes (no scene manifest: an app delegate alone, as every app "
      + "before iOS 13) has no scene delegate on iOS 13 and later either: the scene logs nothing, and going "
      + "to the background lays nothing out for a scene's snapshot.",
    source: "Apple, 'Specifying the scenes your app supports' (https://developer.apple.com/documentation/uikit/"
      + "specifying-the-scenes-your-app-supports): the scene-based life cycle needs the Info.plist's "
      + "UIApplicationSceneManifest; prashuk's README (https://github.com/prashuk/iOS-Tutorials/blob/master/"
      + "ViewAppLifeCycle/README.md): its run without scenes logs 'Application Will Resign Active, "
      + "Application Did Enter Background' and no layout callback on the Home button (the corpus holds "
      + "three observations of that README already, its cap; Scenarios/uikit/background-without-scenes.yaml "
      + "states this run)",
    confidence: .observed)
  /// A SwiftUI app has no scene delegate of its own: it observes scenePhase instead.
  package static let noSceneDelegateInSwiftUIApp = Rule(
    id: "uikit.scene.swiftUIApp",
    statement: "A SwiftUI app (SwiftUI owns navigation) has no scene delegate of its own; its scene is "
      + "observed through scenePhase, in the SwiftUI lane.",
    source: "swiftui-ground-truth §0 rule 11, §11 (Apple ScenePhase; 'use scenePhase')",
    confidence: .inferred,
    alternative: "an app that installs a scene delegate through UIApplicationDelegateAdaptor gets both.")
}
