import LifecycleCore

/// SwiftUI's rows of `terminate`: scenePhase, and the views that leave the window with the scene.
extension SwiftUITables {
  static let termination: [RuleRow] = {
    let make = RowBuilder(.swiftui, .terminate)
    let rule = SwiftUIRules.terminate
    return [
      make.row(.scene, .update, .scenePhaseInactive, rule, when: RowCondition(host: .swiftui, fromActive: true)),
      make.row(
        .scene, .update, .scenePhaseInactive, rule, when: RowCondition(host: .uikit, sceneBased: true, fromActive: true),
        name: "scenePhaseInactive.hosted"),
    ]
      + make.disappear(.outgoing, .afterCommit, rule)
      + [RowBuilder(.swiftui, .terminateSuspended).nothing(.onScreen, UIKitRules.terminateSuspended)]
  }()

  /// The other reading: SwiftUI reports the disconnected scene as .background, after .inactive.
  static let terminateBackgroundPhase = Overlay(
    id: "alt.swiftui.terminate.backgroundPhase",
    title: "A SwiftUI app swiped away in the app switcher sees scenePhase .background before its views disappear",
    alternativeOf: .rule(SwiftUIRules.terminate),
    changes: {
      let make = RowBuilder(.swiftui, .terminate)
      return [
        .add(make.row(.scene, .update, .scenePhaseBackground, SwiftUIRules.terminate, when: RowCondition(host: .swiftui))),
        .add(
          make.row(
            .scene, .update, .scenePhaseBackground, SwiftUIRules.terminate, when: RowCondition(host: .uikit, sceneBased: true),
            name: "scenePhaseBackground.hosted")),
      ]
    }())
}
