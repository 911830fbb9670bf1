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
  /// At launch the scene enters the foreground after the root's viewWillAppear and becomes
  /// active after its first layout pass (a root not in a navigation controller).
  package static let sceneLaunch = Rule(
    id: "uikit.scene.launch",
    statement: "At launch (iOS 13 on) a UIKit app whose root is not in a navigation controller: its scene gets "
      + "sceneWillEnterForeground after the root's viewWillAppear, and sceneDidBecomeActive after the root's layout "
      + "passes, before its viewDidAppear. The root is shown when the window becomes visible, before the scene "
      + "enters the foreground; it is laid out and appears in the next layout of the window.",
    source: "63rabbits' console on iOS 13.4.1, an iPhone SE (2nd generation) simulator, a storyboard root "
      + "ViewController (https://github.com/63rabbits/UILifecycle/blob/ce86d9006006a06f23bc847b3c49afdc495882a5/UILifecycle-001.png): "
      + "viewDidLoad, viewWillAppear, sceneWillEnterForeground, viewWillLayoutSubviews, viewDidLayoutSubviews, "
      + "sceneDidBecomeActive, viewDidAppear (Scenarios/observed/63rabbits-ios13-launch-console.yaml); Lemonbrush's "
      + "States.md gives the same order without layout. The pair's order alone: Big Nerd Ranch's guide, toby.hashnode.dev, "
      + "an Apple Developer Forums log, and Flutter's UIScene XCUITest "
      + "(https://github.com/flutter/flutter/blob/05d3ac67b0f67984025d8af00fdada7b87008b3a/dev/integration_tests/ios_add2app_uiscene/native/UITests-SceneEvents.swift#L21)",
    confidence: .observed,
    alternative: "a root in a navigation controller loads after sceneWillEnterForeground "
      + "(uikit.scene.launch.stackedBeforeLoad, uikit.scene.launch.enterBeforeLoad).")
  /// On iOS 13 to 16 a root in a navigation controller loads after both scene callbacks.
  package static let sceneLaunchStackedBeforeLoad = Rule(
    id: "uikit.scene.launch.stackedBeforeLoad",
    statement: "At launch on iOS 13 to 16, a UIKit app whose root is in a navigation controller (`app: navigation:`): "
      + "its scene gets sceneWillEnterForeground and sceneDidBecomeActive before the root's view loads. A navigation "
      + "controller loads and shows its top controller in its own first layout, not when the window becomes "
      + "visible, so the root comes after the scene's calls.",
    source: "prashuk's README, an Xcode 11 project with a scene delegate whose storyboard starts at a navigation "
      + "controller (https://github.com/prashuk/iOS-Tutorials/blob/master/ViewAppLifeCycle/README.md, its storyboard at "
      + "https://github.com/prashuk/iOS-Tutorials/blob/ba98dd6bf310a063a68e3c93770ebb055f791107/ViewAppLifeCycle/ViewAppLifeCycle/Base.lproj/Main.storyboard): "
      + "Scene Will Enter Foreground, Scene Did Become Active, View Did Load, View Will Appear, the layout pass, "
      + "View Did Appear. The root alone of 63rabbits' iOS 13.4.1 console loads before the scene enters the "
      + "foreground (uikit.scene.launch): the container is the variable. hdk2200's navigation root on iOS 17 also "
      + "loads after sceneWillEnterForeground, but becomes active after its layout (uikit.scene.launch.enterBeforeLoad); "
      + "which version between 13 and 17 moved sceneDidBecomeActive is not sourced",
    confidence: .observed,
    alternative: "the scene's calls could fall as for a root alone (alt.uikit.scene.stackedLaunchAsPlain).")
  /// From iOS 17 a root in a navigation controller loads after sceneWillEnterForeground and
  /// the scene becomes active after its layout.
  package static let sceneLaunchEnterBeforeLoad = Rule(
    id: "uikit.scene.launch.enterBeforeLoad",
    statement: "From iOS 17 a UIKit app whose root is in a navigation controller: its scene gets "
      + "sceneWillEnterForeground before the root's view loads, and sceneDidBecomeActive after the root's layout "
      + "passes, before its viewDidAppear.",
    source: "hdk2200's README log of a navigation root, iOS 17 by its viewIsAppearing "
      + "(https://github.com/hdk2200/UIViewControllerLifeCycle/blob/e33e90e0e765c011a30ae7b2df56a83e330090c3/README.md#L5-L22): "
      + "sceneWillEnterForeground, ViewControllerA loadView, …, viewDidLayoutSubviews, sceneDidBecomeActive, viewDidAppear "
      + "(Scenarios/observed/hdk2200-push-pop-viewisappearing.yaml, its launch step). prashuk's navigation root on iOS 13 "
      + "becomes active before it loads (uikit.scene.launch.stackedBeforeLoad): the version is the variable; which "
      + "version between 13 and 17 moved it is not sourced, so 17, the first logged, is taken",
    confidence: .observed,
    alternative: "before the root loads, as on iOS 13 (uikit.scene.launch.stackedBeforeLoad).")
  /// Before iOS 13 there is no scene: the app delegate hears the app's lifecycle instead.
  package static let noSceneBeforeIOS13 = Rule(
    id: "uikit.scene.beforeIOS13",
    statement: "Before iOS 13 there is no UIScene: the scene logs nothing; the app delegate gets "
      + "applicationWillResignActive and the rest (uikit.appDelegate.*, logged where observe: names them).",
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
