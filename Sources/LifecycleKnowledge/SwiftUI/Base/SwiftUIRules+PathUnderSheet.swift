import LifecycleCore

/// A SwiftUI `NavigationStack`'s path changed by code while a sheet or a full-screen cover of
/// one screen is up (a deep link, a notification, a sign-in sheet that routes on success): the
/// stack the path binds to is the presenter's, under the presentation.
extension SwiftUIRules {
  /// The stack under a presentation gets the change as its presenter's views stand: in the
  /// window behind a sheet, out of it under a cover.
  package static let pathUnderSheet = Rule(
    id: "swiftui.path.underSheet",
    statement: "When a NavigationStack's bound path is changed by code (appended, shortened with removeLast, assigned, "
      + "emptied to pop to the root) while a sheet or a full-screen cover that holds no NavigationStack of its own is "
      + "up, the change is made on the stack under the presentation, which stays up. Behind a sheet (a page or form "
      + "sheet from iOS 13 keeps its presenter's views in the window) the hosting navigation controller is in the "
      + "window and the change gives its callbacks at once, in the order it has without the sheet: the old top's "
      + "onDisappear and UIKit disappearance, the new top's appearance and onAppear, animated as the step says. Under "
      + "a full-screen cover (or a sheet before iOS 13) the stack is out of the window and forwards nothing: the "
      + "controllers are made, moved and released (init, willMove/didMove, deinit) but no view appears or "
      + "disappears; the cover's dismissal brings in the new top, and the old top, out of the window since the "
      + "cover came, never reappears. A sheet with its own NavigationStack takes the path steps itself.",
    source: "home-assistant/iOS#5284 (https://github.com/home-assistant/iOS/pull/5284): a deep link handled while a "
      + "SwiftUI sheet was up 'happened invisibly behind the sheet', that is, the navigation under the sheet changes "
      + "and the sheet stays; Apple, NavigationStack(path:root:) "
      + "(https://developer.apple.com/documentation/swiftui/navigationstack): the stack shows a view for each value "
      + "of its bound path, with no word of a presentation; Apple, UIModalPresentationStyle "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle): .fullScreen removes the "
      + "presenting view controller's views, .pageSheet and .formSheet keep them partially covered. The callbacks' "
      + "order is the nearest observed operation's, a push or pop on a stack in the window (swiftui.path.appendSeveral, "
      + "swiftui.path.removeLast), and under a cover that of a tab switched under one "
      + "(uikit.tabs.switchUnderPresentation): our reading, no published log; `lifecycle probe` changes the "
      + "path while the presentation is up",
    confidence: .inferred,
    alternative: "behind a sheet SwiftUI could apply the change without animation, its stack being covered: the "
      + "callbacks of a change that is not animated (alt.swiftui.path.underSheetNotAnimated); or the change could "
      + "wait for the dismissal, as a tab switch may (alt.uikit.tabs.switchUnderSheetAtDismissal), which the probe "
      + "would show as no callback until the sheet goes.")

  /// The other reading: behind a sheet the path change is not animated.
  package static let pathUnderSheetNotAnimated = Overlay(
    id: "alt.swiftui.path.underSheetNotAnimated",
    title: "A NavigationStack's path changed behind a sheet is applied without animation",
    alternativeOf: .rule(pathUnderSheet),
    changes: [.fact(FactRow(.pathUnderSheetAnimated, false, rule: pathUnderSheet))])
}
