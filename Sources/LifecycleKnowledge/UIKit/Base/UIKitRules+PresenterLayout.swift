import LifecycleCore

extension UIKitRules {
  /// A full-screen presentation lays its presenter out once while the transition begins.
  package static let presentCoveringPresenterLayout = Rule(
    id: "uikit.present.fullScreen.presenterLayout",
    statement: "A presentation that covers its presenter (full screen) gives the presenter one layout pass "
      + "(viewWillLayoutSubviews, viewDidLayoutSubviews) after the presented controller's first layout pass and "
      + "before the presented controller's viewDidAppear: the presenter's view is laid out again as the "
      + "transition takes it into its container, then it disappears after the presented controller appears.",
    source: "seeking-star (https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/) logs a transition from "
      + "FirstViewController to SecondViewController with the layout callbacks: First lays out once after Second's "
      + "first pass and before Second's viewDidAppear, and First's viewDidDisappear comes last. The page names no "
      + "navigation controller, and its order is that of a full-screen presentation (velog rudin_'s iOS 17 log, "
      + "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal: the presented viewDidAppear before the presenter's "
      + "viewDidDisappear), not a push's (readke, catbutler: the source's viewDidDisappear first, and no layout "
      + "of the source, http://readke.com/c/0Z41505102021.html). Apple's show(_:sender:) page says a controller "
      + "that is in no navigation controller presents modally "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)). No other "
      + "full-screen presentation log prints the presenter's layout callbacks",
    confidence: .observed,
    alternative: "the pass could belong to that app's views (a change of the status bar or of the safe area), "
      + "not to every full-screen presentation: no layout of the presenter "
      + "(alt.uikit.present.fullScreen.presenterNotLaidOut).")
}
