import LifecycleCore

/// The rows of a launch into the background (`launch` with `in-background: true`). Where the
/// window waits for the foreground (`Fact.backgroundLaunchDefersWindow`) the step is
/// `TransitionKind.launchInBackground` and the app delegate alone hears it; elsewhere the step
/// is the launch itself, whose foreground rows hold `RowCondition.launchInBackground` false.
extension UIKitTables {
  /// The launch into the background without a window: didFinishLaunching alone.
  static let backgroundLaunch: [RuleRow] = {
    let make = RowBuilder(.uikit, .launchInBackground)
    return [
      make.row(.scene, .action, .didFinishLaunchingWithOptions, UIKitRules.backgroundLaunchAppDelegate),
      make.nothing(.onScreen, UIKitRules.backgroundLaunchSceneDeferred),
    ]
  }()

  /// The other reading of a scene-based app's launch into the background: the system connects
  /// its scene in the background, so the window's controllers load and appear there as in an
  /// app without scenes, and the foreground is the scene's plain foreground.
  package static let backgroundLaunchSceneConnects = Overlay(
    id: "alt.uikit.backgroundLaunch.sceneConnectsInBackground",
    title: "A scene-based app launched into the background connects its scene there: its controllers appear in the background",
    applies: .device(from: IOSVersion(13)),
    alternativeOf: .rule(UIKitRules.backgroundLaunchSceneDeferred),
    changes: [.fact(FactRow(.backgroundLaunchDefersWindow, false, rule: UIKitRules.backgroundLaunchSceneDeferred))])
}
