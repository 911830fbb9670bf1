import LifecycleCore

/// The provenance of the row of a view's opacity (`SwiftUITables.opacity`): a view that is
/// there but not seen stays in the hierarchy.
extension SwiftUIRules {
  /// `.opacity(0)` and `.hidden()` leave a view in the hierarchy: it appears with its parent
  /// and gets no event when its opacity changes.
  package static let opacityNoEvent = Rule(
    id: "swiftui.opacity.noEvent",
    statement: "A view at opacity 0 or hidden stays in the view hierarchy: it appears with its parent, "
      + "on screen or not, and setting its opacity to 0 or back gives no onDisappear or onAppear.",
    source: "\(oleApp), CaseStudyOpacity: \"Setting the opacity to 0 does *not* call `onDisappear`\"; "
      + "https://developer.apple.com/documentation/swiftui/view/hidden(): hidden views \"remain in the view "
      + "hierarchy and affect layout\"",
    confidence: .observed,
    alternative: "for .hidden() no log shows its onAppear; that it fires is read from Apple's statement "
      + "that the view stays in the hierarchy.")
}
