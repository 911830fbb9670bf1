import LifecycleCore

/// The provenance of the SwiftUI rows of appearance forwarded by hand to a child
/// `UIHostingController`.
extension SwiftUIRules {
  /// A child hosting controller forwarded by hand: its content follows its callbacks.
  package static let hostedHandAppearance = Rule(
    id: "swiftui.hosted.handAppearance",
    statement: "A UIHostingController that is a child of a container forwarding appearance by hand is a view "
      + "controller like any: beginAppearanceTransition(true, animated:) calls its viewWillAppear and "
      + "viewIsAppearing, and its content's onAppear follows at the layout after them, before the "
      + "endAppearanceTransition() that calls its viewDidAppear, as content a UIKit transition shows "
      + "(swiftui.hosted.appearOnAttach); after beginAppearanceTransition(false, animated:), the end's "
      + "viewDidDisappear comes first and the content's onDisappear after it.",
    source: "Inferred from Apple, UIHostingController "
      + "(https://developer.apple.com/documentation/swiftui/uihostingcontroller): a UIViewController subclass, "
      + "so Apple's beginAppearanceTransition(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)) "
      + "reaches its viewWillAppear; and from the nearest observed operation, content a UIKit transition shows "
      + "appearing after viewWillAppear (swiftui.hosted.appearOnAttach, seed 003). No published log; "
      + "`lifecycle probe` makes the calls on a child hosting controller on a device",
    confidence: .inferred,
    alternative: "the content appears only once the end call's viewDidAppear has run "
      + "(alt.swiftui.hosted.handAppearanceAtEnd).")
}

extension SwiftUIRules {
  /// A child hosting controller forwarded by hand while its container is out of the window:
  /// its content appears when the container is back in the window.
  package static let hostedHandAppearanceOutOfWindow = Rule(
    id: "swiftui.hosted.handAppearanceOutOfWindow",
    statement: "A UIHostingController that is a child of a container forwarding appearance by hand, called "
      + "beginAppearanceTransition(true, animated:) while the container is out of the window (covered by a push or "
      + "a full-screen presentation, in a tab not selected), gets viewWillAppear from the call and viewDidAppear from "
      + "endAppearanceTransition() as any child (uikit.containment.beginAppearanceOutOfWindow), but its content's "
      + "onAppear and tasks wait for its hosting view to be laid out in a window: they come with the step that brings "
      + "the container back into the window (its return's layout), not at the app's call. A begin with false, or a "
      + "release, while the content has not appeared gives it nothing.",
    source: "Inferred from Apple, UIHostingController "
      + "(https://developer.apple.com/documentation/swiftui/uihostingcontroller): a UIViewController subclass, so "
      + "Apple's beginAppearanceTransition(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)) "
      + "reaches its callbacks wherever its view is; Apple, onAppear(perform:) "
      + "(https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): the action runs before the view "
      + "appears, which a view out of the window does not; and fatbobman, Timing of onAppear Invocation "
      + "(https://fatbobman.com/en/posts/onappear-call-timing/): onAppear runs after layout, before rendering, which "
      + "a hosting view gets in a window. The nearest observed operation: content a UIKit transition shows appears "
      + "at its first layout after viewWillAppear (swiftui.hosted.appearOnAttach, seed 003). No published log; "
      + "`lifecycle probe` makes the calls under a push on a device",
    confidence: .inferred,
    alternative: "the content appears at the app's beginAppearanceTransition(true, animated:) call, out of the "
      + "window, after the call's viewWillAppear (alt.swiftui.hosted.handAppearanceOutOfWindowAtCall).")
}
