import LifecycleCore

/// The provenance of scenePhase's rows when an interruption leaves the app inactive in the
/// foreground (`resign-active`, `become-active`).
extension SwiftUIRules {
  /// scenePhase goes .active → .inactive, and back to .active.
  package static let scenePhaseInterruption = Rule(
    id: "swiftui.scenePhase.interruption",
    statement: "A temporary interruption (Control Center, Notification Center, an incoming call, a system alert) "
      + "changes scenePhase to .inactive, and back to .active when it ends, in SwiftUI's update; no onAppear or "
      + "onDisappear. A SwiftUI app sees it always, a UIKit app's hosted content where it observes scenePhase "
      + "(swiftui.scenePhase.hosted). Going to the background from there: .background alone.",
    source: "Apple, ScenePhase.inactive (https://developer.apple.com/documentation/swiftui/scenephase/inactive): "
      + "'The scene is in the foreground but should pause its work'; the scene delegate's pair for the same "
      + "interruption (uikit.scene.interruption, Apple's willDeactivateNotification); no published log of "
      + "onChange(of: scenePhase) under Control Center found",
    confidence: .inferred,
    alternative: "Control Center or Notification Center pulled down may leave scenePhase .active (the app "
      + "still shows) and only an alert or a call make it .inactive (alt.swiftui.scenePhase.interruptionUnseen).")
}
