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
