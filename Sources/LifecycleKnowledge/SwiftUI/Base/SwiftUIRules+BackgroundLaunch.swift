import LifecycleCore

/// The provenance of SwiftUI's rows of a launch into the background.
extension SwiftUIRules {
  /// A SwiftUI app launched into the background: no scene, so no view and no scenePhase until
  /// the foreground, which shows the window as a launch does.
  package static let backgroundLaunch = Rule(
    id: "swiftui.backgroundLaunch",
    statement: "A SwiftUI app launched into the background (a background fetch, a silent push): the App is made and "
      + "its app delegate adaptor hears didFinishLaunching, but no scene connects, so the WindowGroup's content is "
      + "not built: no onAppear, no task and no scenePhase change. The later `foreground` connects the scene and "
      + "shows the window as a launch does: the root's onAppear and tasks, then scenePhase .active.",
    source: "Our reading (no published log of a SwiftUI app's background launch): a SwiftUI app's windows are "
      + "scenes (Apple, WindowGroup, https://developer.apple.com/documentation/swiftui/windowgroup), and a scene-based "
      + "app launched into the background for an event its app delegate receives connects none "
      + "(uikit.backgroundLaunch.sceneDeferred, from Apple's Managing your app's life cycle, "
      + "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle); Apple, ScenePhase "
      + "(https://developer.apple.com/documentation/swiftui/scenephase): a scene's phase is .active only in the "
      + "foreground",
    confidence: .inferred,
    alternative: "the system connects the scene in the background, so the root's views appear there and "
      + "scenePhase stays .background until the foreground (alt.swiftui.backgroundLaunch.viewsAppear).")
}
