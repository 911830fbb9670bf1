import LifecycleCore

/// The provenance of SwiftUI's rows of `terminate`.
extension SwiftUIRules {
  /// A SwiftUI app swiped away: scenePhase .inactive (from an active app), then the views in
  /// the window disappear with their hosting controller.
  package static let terminate = Rule(
    id: "swiftui.terminate",
    statement: "A SwiftUI app (or a UIKit app's hosted content) swiped away in the app switcher: scenePhase turns "
      + ".inactive when the app was still active (opening the switcher), in SwiftUI's update, and no .background "
      + "follows; the views in the window get onDisappear (and their tasks are cancelled) after the commit, as their "
      + "hosting controller leaves the window with the scene; a suspended app hears nothing.",
    source: "Inferred from the nearest observed order: a scene-based app swiped away on iOS 13.5 logs "
      + "sceneWillResignActive, sceneDidDisconnect, then the root controller's viewWillDisappear and "
      + "viewDidDisappear, with no sceneDidEnterBackground (uikit.terminate.sceneDisconnect, "
      + "https://github.com/63rabbits/UILifecycle/blob/ce86d9006006a06f23bc847b3c49afdc495882a5/Lifecycle%20iOS13.png); "
      + "a SwiftUI app's root is a hosting controller, whose views leave the window with it (swiftui.replaceRoot's "
      + "reading of a window that drops its hosting controller); Apple, ScenePhase "
      + "(https://developer.apple.com/documentation/swiftui/scenephase); no published log of scenePhase or "
      + "onDisappear at termination found",
    confidence: .inferred,
    alternative: "SwiftUI may report the disconnected scene as .background before the views disappear "
      + "(alt.swiftui.terminate.backgroundPhase).")
}
