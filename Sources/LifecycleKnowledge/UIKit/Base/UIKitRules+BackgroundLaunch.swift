import LifecycleCore

/// The provenance of the rows of a launch into the background (`launch` with
/// `in-background: true`): the system launches the app to handle an event (a background fetch,
/// a silent push, a location update, a background URLSession's completion).
extension UIKitRules {
  /// The app delegate hears the launch; no activation and no foreground until the person
  /// opens the app.
  package static let backgroundLaunchAppDelegate = Rule(
    id: "uikit.backgroundLaunch.appDelegate",
    statement: "A launch into the background: the app delegate hears application(_:didFinishLaunchingWithOptions:) "
      + "(then the event's own method, performFetch or didReceiveRemoteNotification, which the format does not "
      + "model); no applicationWillEnterForeground or applicationDidBecomeActive and no scene activation until the "
      + "person opens the app (`foreground`), where the app delegate of an app without scenes hears "
      + "applicationWillEnterForeground and applicationDidBecomeActive, and didFinishLaunching is not heard again.",
    source: "kaiinui's log of a background fetch (http://kaiinui.hatenablog.com/entry/2015/12/08/202147): "
      + "didFinishLaunchingWithOptions (when the fetch happens, launch options nil), "
      + "performFetchWithCompletionHandler, then applicationDidBecomeActive when the icon is tapped, and "
      + "didFinishLaunching never again; the background-fetch launch in "
      + "lionheart/openradar-mirror#13584 (https://github.com/lionheart/openradar-mirror/issues/13584); Apple, "
      + "Managing your app's life cycle (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): "
      + "the app delegate responds to the launch, and the foreground transitions come when the app's UI is about "
      + "to appear",
    confidence: .observed)

  /// An app without scenes makes its window in didFinishLaunching: its root loads and appears
  /// in the background.
  package static let backgroundLaunchWithoutScenes = Rule(
    id: "uikit.backgroundLaunch.withoutScenes",
    statement: "An app that declares no scenes (every app before iOS 13) launched into the background makes its "
      + "window in didFinishLaunching as at any launch: the window's controllers are made, load and appear "
      + "(viewDidLoad, viewWillAppear, viewDidAppear) in the background, in the launch's order, without the "
      + "launch's applicationDidBecomeActive; the later `foreground` is the app delegate's "
      + "applicationWillEnterForeground and applicationDidBecomeActive, and no controller callback.",
    source: "mfaani's question and Matt Neuburg's answer (https://coderapp.vercel.app/answer/66605799, Stack "
      + "Overflow 66605297): 'even when the app is only launched in background I see the viewDidLoad, "
      + "viewWillAppear and viewDidAppear methods of it getting called', 'The view controller calls should be "
      + "stable regardless of whether we launch in the foreground or background'; the same in a background-fetch "
      + "app whose root's viewDidAppear runs in the background because didFinishLaunching calls makeKeyAndVisible "
      + "(https://qanswer.space/questions/the-important-functions-of-uiwindow-activating-makekeyandvisible-and-managing-background-tasks)",
    confidence: .observed)

  /// A scene-based app: no scene connects on a launch into the background; the foreground
  /// connects it and shows the window as a launch does.
  package static let backgroundLaunchSceneDeferred = Rule(
    id: "uikit.backgroundLaunch.sceneDeferred",
    statement: "A scene-based UIKit app (iOS 13 and later) launched into the background to handle an event the app "
      + "delegate receives (a background fetch, a silent push) connects no scene: the app delegate alone hears "
      + "didFinishLaunching, and no controller is made. The later `foreground` connects the scene: the window's "
      + "controllers are made, load and appear and the scene enters the foreground and becomes active, in the "
      + "launch's order, without didFinishLaunching.",
    source: "Our reading (no published log of a scene-based app's background launch): Apple, Managing your app's "
      + "life cycle (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): UIKit creates a "
      + "scene when the user or the system requests one, and in iOS 13 and later the scene delegate, not the app "
      + "delegate, hears the UI's life cycle; a background fetch and a silent push are delivered to the app "
      + "delegate (application(_:performFetchWithCompletionHandler:), "
      + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)), which needs no scene",
    confidence: .inferred,
    alternative: "the same page: 'A system-requested scene typically moves to the background so that it can process "
      + "an event': the scene connects in the background and its window's controllers load and appear there, as "
      + "in an app without scenes, and the foreground is the scene's plain foreground "
      + "(alt.uikit.backgroundLaunch.sceneConnectsInBackground).")
}
