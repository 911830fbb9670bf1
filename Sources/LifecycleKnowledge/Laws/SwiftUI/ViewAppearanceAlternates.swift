import LifecycleCore

/// onAppear and onDisappear alternate per view.
enum ViewAppearanceAlternates: ViewLaw {
  static let law = Law(
    id: "swiftui.appearance.alternates",
    statement: "onAppear and onDisappear alternate per view: onAppear only for a view that is "
      + "not shown, onDisappear only for one that is.",
    source: "\(Law.swiftUIRef) §0 rules 1-2, §1 (AppearanceEffect: appear when first visible, disappear from willRemove)",
    lane: .swiftui)

  static func constrains(_ callback: Callback) -> Bool { callback == .onAppear || callback == .onDisappear }

  static func check(_ callback: Callback, _ state: ViewState, _ broke: (String) -> Void) {
    if callback == .onAppear {
      if state.hasAppeared { broke("while the view is already shown (onAppear twice)") }
    } else if !state.hasAppeared {
      broke("while the view is not shown")
    }
  }
}
