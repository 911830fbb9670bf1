import LifecycleCore

/// The SwiftUI appearance state of every view matches whether it is in the window.
package enum SwiftUIWindow: WindowLaw {
  package static let law = Law(
    id: "swiftui.window",
    statement: "After each step, every view whose hosting view is in the window has appeared "
      + "(onAppear last), and every other one has disappeared; background and card sheets "
      + "leave views in the window.",
    source: "\(Law.swiftUIRef) §0 rules 1, 10, 11, §1 (UIHostingViewBase.didMoveToWindow), §4, §11",
    lane: .swiftui)

  @inlinable
  package static func violation(inWindow: Bool, _ state: ViewState) -> String? {
    guard inWindow != state.hasAppeared else { return nil }
    return inWindow
      ? "is in the window after the step, but its view is not shown (no onAppear)"
      : "is out of the window after the step, but its view is still shown (no onDisappear)"
  }
}
