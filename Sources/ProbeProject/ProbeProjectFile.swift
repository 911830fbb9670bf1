/// The project's `project.yml`, for XcodeGen (https://github.com/yonaskolb/XcodeGen): one iOS
/// app target over `Sources/`.
enum ProbeProjectFile {
  /// The oldest iOS the app runs on: 16 for a SwiftUI app (NavigationStack), 15 for a UIKit
  /// app (SwiftUI's `task` in hosted content).
  /// SwiftUI's NavigationStack: iOS 16, for the SwiftUI app and for a UIKit app's hosted stacks.
  static func deploymentTarget(_ plan: ProbePlan) -> String {
    plan.swiftUI || !plan.hostedStacks.isEmpty || !plan.hostedFlows.isEmpty ? "16.0" : "15.0"
  }

  /// The Info.plist's scene manifest, or nothing for an app without scenes (`ProbePlan.sceneBased`):
  /// UIKit then calls the app delegate's lifecycle methods, and the app delegate makes the window.
  static func sceneManifest(_ plan: ProbePlan) -> String {
    guard plan.sceneBased else { return "" }
    return "        UIApplicationSceneManifest:\n          UIApplicationSupportsMultipleScenes: false\n"
  }

  /// The background fetch mode, for a scenario that starts with a launch into the background:
  /// Xcode's "Launch due to a background fetch event" launches only an app that declares it.
  static func backgroundModes(_ plan: ProbePlan) -> String {
    guard plan.steps.first?.summary == "launch in-background" else { return "" }
    return "        UIBackgroundModes:\n          - fetch\n"
  }

  static func text(_ plan: ProbePlan) -> String {
    """
    # Written by lifecycle probe from \(ProbeSwift.comment(plan.scenario.path)).
    # xcodegen generate, then open LifecycleProbe.xcodeproj (see README.md).
    name: LifecycleProbe
    options:
      bundleIdPrefix: dev.lifecyclelab
      deploymentTarget:
        iOS: "\(deploymentTarget(plan))"
    targets:
      LifecycleProbe:
        type: application
        platform: iOS
        sources:
          - path: Sources
        settings:
          base:
            SWIFT_VERSION: "5.0"
            PRODUCT_BUNDLE_IDENTIFIER: dev.lifecyclelab.probe
            TARGETED_DEVICE_FAMILY: "1,2"
            CODE_SIGN_STYLE: Automatic
        info:
          path: Sources/Info.plist
          properties:
            UILaunchScreen: {}
    \(sceneManifest(plan))\(backgroundModes(plan))        UISupportedInterfaceOrientations:
              - UIInterfaceOrientationPortrait
              - UIInterfaceOrientationLandscapeLeft
              - UIInterfaceOrientationLandscapeRight

    """
  }
}
