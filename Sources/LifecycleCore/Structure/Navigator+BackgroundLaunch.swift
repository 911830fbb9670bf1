/// A launch into the background (`launch` with `in-background: true`), and the `foreground`
/// that shows the window such a launch did not make.
extension Navigator {
  /// Whether a launch into the background leaves the window for the next `foreground`: a
  /// scene-based UIKit app or a SwiftUI app where `Fact.backgroundLaunchDefersWindow` holds
  /// (iOS 13 on). An app without scenes makes its window in didFinishLaunching, so its root
  /// loads and appears in the background.
  var backgroundLaunchDefersWindow: Bool {
    (sceneBased || app.definition.host == .swiftui) && rules.holds(.backgroundLaunchDefersWindow)
  }

  /// `launch` with `in-background: true`. Where the window waits (`backgroundLaunchDefersWindow`)
  /// the structure is built and the step's transition has no screen in any role: only the app
  /// delegate hears the launch (`TransitionKind.launchInBackground`), and the structure keeps
  /// `windowPending` until `foreground`. Otherwise the step is the launch, made in the
  /// background (`Transition.launchInBackground`): its controllers load and appear, and the
  /// app is in the background after it.
  func launchInBackground(_ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard backgroundLaunchDefersWindow else {
      try launch(&state, &transition)
      transition.launchInBackground = true
      state.inBackground = true
      transition.inBackground = true
      return
    }
    var launched = state
    try launch(&launched, &transition)
    state = launched
    state.inBackground = true
    state.windowPending = true
    transition.reset(kind: .launchInBackground, animated: false)
    transition.inBackground = true
    transition.sceneBased = sceneBased
    transition.pathBinding = pathBinding
  }

  /// The `foreground` after a launch into the background that left the window waiting: the
  /// launch's transition, made now (the scene connects, the root loads and appears), marked
  /// `Transition.deferredLaunch` so that the app delegate's didFinishLaunching, heard at the
  /// launch, is not heard again.
  func showBackgroundLaunchWindow(_ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    var fresh = state
    fresh.launched = false
    fresh.inBackground = false
    fresh.windowPending = false
    try launch(&fresh, &transition)
    state = fresh
    transition.deferredLaunch = true
  }
}
