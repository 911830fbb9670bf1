import LifecycleCore

/// The provenance of the `scenePhase` rows (`SwiftUITables.scene`): the app's scene as a
/// participant of the timeline, named `Scene`.
extension SwiftUIRules {
  /// Going to the background, scenePhase goes .active → .inactive → .background.
  package static let scenePhaseBackground = Rule(
    id: "swiftui.scenePhase.background",
    statement: "Going to the background, scenePhase changes to .inactive, then to .background, in "
      + "SwiftUI's update, before UIKit's snapshot layout; no onAppear or onDisappear.",
    source: "swiftui-ground-truth §11 (Apple ScenePhase: scenes 'only pass through this phase [inactive] "
      + "temporarily on their way to the background phase'; zenn kingineer 2024, log not seen); before "
      + "the layout by analogy with uikit-ground-truth §8 (prashuk scene log)",
    confidence: .inferred,
    alternative: "the change may reach the view after the snapshot layout, or .inactive and .background "
      + "may be coalesced into one update that shows only .background.")
  /// Coming back, scenePhase goes .background → .inactive → .active.
  package static let scenePhaseForeground = Rule(
    id: "swiftui.scenePhase.foreground",
    statement: "Coming back to the foreground, scenePhase changes to .inactive, then to .active, in "
      + "SwiftUI's update; no onAppear or onDisappear.",
    source: "swifty-ui (https://swifty-ui.com/scenephase) prints .inactive then .active from a view's "
      + "onChange(of: scenePhase) as its app is opened from the home screen: a return from the background, "
      + "since a view made at a cold launch reports .active alone (swiftui.scenePhase.launch); Apple's "
      + "ScenePhase docs (swiftui-ground-truth §11; Michael Long 2022 on the app switcher)",
    confidence: .observed,
    alternative: "the return may go from .background straight to .active in one update.")
  /// At launch a SwiftUI app's scene becomes active after the root's first update.
  package static let scenePhaseLaunch = Rule(
    id: "swiftui.scenePhase.launch",
    statement: "At launch a SwiftUI app's onChange(of: scenePhase) sees .active, after the root's first "
      + "onAppear: the first update reads the scene before it is active, so the change to .active comes "
      + "after it.",
    source: "Two published runs print .active alone at launch: Ossamoon's App-level observer on iOS 14 "
      + "(https://memotut.com/en/8546dfa4811b34f669d4, translating https://qiita.com/Ossamoon/items/8546dfa4811b34f669d4) "
      + "and ByungwookAn's view-level observer (https://medium.com/@frentebw/how-does-the-scene-phase-change-in-the-swiftui-app-102ed4586b50, "
      + "2023-11-07). swifty-ui's .inactive then .active (https://swifty-ui.com/scenephase) is an app coming back "
      + "from the background (swiftui.scenePhase.foreground): onChange(of:) reports changes, so a view that prints "
      + ".inactive first already existed with another phase. That onChange reports a change, so the first update "
      + "saw another phase, is our reading of its order against onAppear", confidence: .observed,
    alternative: "the scene could pass through .inactive first at a cold launch too "
      + "(alt.swiftui.scenePhase.launchThroughInactive).")
  /// A UIKit app's hosted SwiftUI content that observes scenePhase sees the scene's changes
  /// after the scene delegate hears them.
  package static let scenePhaseHosted = Rule(
    id: "swiftui.scenePhase.hosted",
    statement: "In a UIKit app that declares scenes, hosted SwiftUI content that observes scenePhase "
      + "(onChange(of: scenePhase) in a view of a UIHostingController; the app's observe: names a scenePhase "
      + "change) sees .inactive then .background going to the background, and .inactive then .active coming "
      + "back, in SwiftUI's update, after the scene delegate's calls of the step; logged once, under Scene. "
      + "At launch it reports nothing: onChange(of:) reports changes, not the first value, and content "
      + "shown later reads .active first.",
    source: "Apple, ScenePhase (https://developer.apple.com/documentation/swiftui/scenephase): 'the value "
      + "reflects the phase of the scene that contains the view' (read from the Environment in a View); the "
      + "scene delegate first is our reading: SwiftUI learns the change from the UIScene UIKit has just "
      + "called, and applies it in its next update (as swiftui.scenePhase.background orders it against the "
      + "snapshot layout); no published log of hosted content",
    confidence: .inferred,
    alternative: "content on screen at launch may see .active after the root appears, as a SwiftUI app does "
      + "(alt.swiftui.scenePhase.hosted.activeAtLaunch).")
  /// A UIKit app's scene is observed through its scene delegate, unless its content observes
  /// scenePhase.
  package static let scenePhaseInUIKitApp = Rule(
    id: "swiftui.scenePhase.uikitApp",
    statement: "In a UIKit app (UIKit owns navigation) the scene is observed through the scene "
      + "delegate, in the UIKit lane; its hosted SwiftUI content sees scenePhase only where it observes "
      + "it (swiftui.scenePhase.hosted), and an app that declares no scenes gives its content no scene "
      + "to reflect.",
    source: "uikit-ground-truth §8 (scene delegate log); swiftui-ground-truth §11 (scenePhase is the "
      + "SwiftUI app's way); Apple, ScenePhase (https://developer.apple.com/documentation/swiftui/scenephase)",
    confidence: .inferred,
    alternative: "content in an app without scenes might still see the app's phase.")
}
