import LifecycleCore

/// The `scenePhase` rows: the app's scene (`Scene` in timelines) when the app goes to the
/// background and comes back. Rows of the `scene` role apply once per step, not per screen.
extension SwiftUITables {
  /// What `onChange(of: scenePhase)` sees in a SwiftUI app: .active at launch, after the
  /// root's first onAppear; in a UIKit app that declares scenes, what its hosted content sees
  /// where it observes scenePhase (opt-in: `AppModel.logsSceneEvent`), after the scene delegate.
  static let scene: [RuleRow] = {
    let launch = RowBuilder(.swiftui, .launch)
    let background = RowBuilder(.swiftui, .background)
    let foreground = RowBuilder(.swiftui, .foreground)
    let resign = RowBuilder(.swiftui, .resignActive)
    let become = RowBuilder(.swiftui, .becomeActive)
    // A background from an app an interruption made inactive is .inactive already.
    let activeSwiftUIApp = RowCondition(host: .swiftui, fromActive: true)
    let activeHosted = RowCondition(host: .uikit, sceneBased: true, fromActive: true)
    let swiftUIApp = RowCondition(host: .swiftui)
    let uikitApp = RowCondition(host: .uikit)
    let hosted = RowCondition(host: .uikit, sceneBased: true)
    let withoutScenes = RowCondition(host: .uikit, sceneBased: false)
    return [
      launch.row(
        .scene, .transitionEnd, .scenePhaseActive, SwiftUIRules.scenePhaseLaunch, when: RowCondition(host: .swiftui, launchInBackground: false)),
      launch.row(.scene, .transitionEnd, nil, SwiftUIRules.scenePhaseHosted, when: uikitApp, name: "nothing.uikitApp"),
      background.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseBackground, when: activeSwiftUIApp),
      background.row(.scene, .update, .scenePhaseBackground, SwiftUIRules.scenePhaseBackground, when: swiftUIApp),
      background.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseHosted, when: activeHosted, name: "scenePhaseInactive.hosted"),
      background.row(.scene, .update, .scenePhaseBackground, SwiftUIRules.scenePhaseHosted, when: hosted, name: "scenePhaseBackground.hosted"),
      background.row(.scene, .update, nil, SwiftUIRules.scenePhaseInUIKitApp, when: withoutScenes, name: "nothing.uikitApp"),
      foreground.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseForeground, when: swiftUIApp),
      foreground.row(.scene, .update, .scenePhaseActive, SwiftUIRules.scenePhaseForeground, when: swiftUIApp),
      foreground.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseHosted, when: hosted, name: "scenePhaseInactive.hosted"),
      foreground.row(.scene, .update, .scenePhaseActive, SwiftUIRules.scenePhaseHosted, when: hosted, name: "scenePhaseActive.hosted"),
      foreground.row(.scene, .update, nil, SwiftUIRules.scenePhaseInUIKitApp, when: withoutScenes, name: "nothing.uikitApp"),
      resign.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseInterruption, when: swiftUIApp),
      resign.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseInterruption, when: hosted, name: "scenePhaseInactive.hosted"),
      resign.row(.scene, .update, nil, SwiftUIRules.scenePhaseInUIKitApp, when: withoutScenes, name: "nothing.uikitApp"),
      become.row(.scene, .update, .scenePhaseActive, SwiftUIRules.scenePhaseInterruption, when: swiftUIApp),
      become.row(.scene, .update, .scenePhaseActive, SwiftUIRules.scenePhaseInterruption, when: hosted, name: "scenePhaseActive.hosted"),
      become.row(.scene, .update, nil, SwiftUIRules.scenePhaseInUIKitApp, when: withoutScenes, name: "nothing.uikitApp"),
    ]
  }()
}
