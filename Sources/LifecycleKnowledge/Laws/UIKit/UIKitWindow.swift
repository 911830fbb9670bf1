import LifecycleCore

/// The appearance state of every controller matches whether its view is in the window.
package enum UIKitWindow: WindowLaw {
  package static let law = Law(
    id: "uikit.window",
    statement: "After each step, every controller whose view is in the window has appeared "
      + "(viewDidAppear last), and every other one has disappeared; a view under a card sheet "
      + "or an over-full-screen presentation, or in the background, stays in the window. A controller in a "
      + "page of a SwiftUI page-style TabView, whose cells forward no appearance callback "
      + "(uikit.representable.inPage), is not judged. A child controller between its container's "
      + "beginAppearanceTransition(_:animated:) and endAppearanceTransition() calls (appearance "
      + "forwarded by hand) is neither, until the end call.",
    source: "\(Law.uikitRef) R1 (Apple viewWillAppear doc: 'added to a view hierarchy'), §5b, §8; Apple "
      + "beginAppearanceTransition(_:animated:) (https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:))",
    lane: .uikit)

  @inlinable
  package static func violation(inWindow: Bool, _ state: ControllerState) -> String? {
    // In the window: alive and appeared. Out of it: disappeared (a controller that is gone
    // has no appearance left).
    guard inWindow ? !state.isAlive || state.appearance != .appeared : state.appearance != .disappeared else { return nil }
    guard state.isAlive else { return "is in the window after the step, but its controller does not exist" }
    return "is \(inWindow ? "in" : "out of") the window after the step, but it \(state.appearance.phrase)"
  }
}
