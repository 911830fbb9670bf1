import LifecycleCore

/// The `scenePhase` rows: the app's scene (`Scene` in timelines) when the app goes to the
/// background and comes back. Rows of the `scene` role apply once per step, not per screen.
extension SwiftUITables {
  /// What `onChange(of: scenePhase)` sees in a SwiftUI app: .active at launch, after the
  /// root's first onAppear; nothing in a UIKit app (its scene delegate speaks, in the UIKit lane).
  static let scene: [RuleRow] = {
    let launch = RowBuilder(.swiftui, .launch)
    let background = RowBuilder(.swiftui, .background)
    let foreground = RowBuilder(.swiftui, .foreground)
    let swiftUIApp = RowCondition(host: .swiftui)
    let uikitApp = RowCondition(host: .uikit)
    return [
      launch.row(.scene, .transitionEnd, .scenePhaseActive, SwiftUIRules.scenePhaseLaunch, when: swiftUIApp),
      launch.row(.scene, .transitionEnd, nil, SwiftUIRules.scenePhaseInUIKitApp, when: uikitApp, name: "nothing.uikitApp"),
      background.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseBackground, when: swiftUIApp),
      background.row(.scene, .update, .scenePhaseBackground, SwiftUIRules.scenePhaseBackground, when: swiftUIApp),
      background.row(.scene, .update, nil, SwiftUIRules.scenePhaseInUIKitApp, when: uikitApp, name: "nothing.uikitApp"),
      foreground.row(.scene, .update, .scenePhaseInactive, SwiftUIRules.scenePhaseForeground, when: swiftUIApp),
      foreground.row(.scene, .update, .scenePhaseActive, SwiftUIRules.scenePhaseForeground, when: swiftUIApp),
      foreground.row(.scene, .update, nil, SwiftUIRules.scenePhaseInUIKitApp, when: uikitApp, name: "nothing.uikitApp"),
    ]
  }()
}
