import LifecycleCore

/// SwiftUI's rows of a launch into the background without a window: nothing, until the
/// foreground shows it as a launch (`Transition.deferredLaunch`).
extension SwiftUITables {
  static let backgroundLaunch: [RuleRow] = [
    RowBuilder(.swiftui, .launchInBackground).nothing(.scene, SwiftUIRules.backgroundLaunch),
    RowBuilder(.swiftui, .launchInBackground).nothing(.onScreen, SwiftUIRules.backgroundLaunch),
  ]

  /// The other reading: the scene connects in the background, so the root's views appear
  /// there, without scenePhase .active; the foreground is the plain one.
  static let backgroundLaunchViewsAppear = Overlay(
    id: "alt.swiftui.backgroundLaunch.viewsAppear",
    title: "A SwiftUI app launched into the background connects its scene there: its root's views appear in the background",
    alternativeOf: .rule(SwiftUIRules.backgroundLaunch),
    changes: [.fact(FactRow(.backgroundLaunchDefersWindow, false, rule: SwiftUIRules.backgroundLaunch))])
}
