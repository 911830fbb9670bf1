import LifecycleCore

/// Every controller a step takes out of the app's structure deinits in that step.
package enum ReleasedWithStep: LifecycleLaw {
  package static let law = Law(
    id: "uikit.release.withStep",
    statement: "Every controller a step takes out of the app's structure (each screen of a multi-screen pop, "
      + "of a replaced stack or window root, of a dismissed chain) deinits in that step, once nothing holds it; "
      + "with uikit.deinit.last (no callback after deinit), it deinits exactly once.",
    source: "\(Law.uikitRef) §3 (readke: dealloc last), §9; "
      + "https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:) "
      + "(the popped controllers are returned: the stack no longer holds them)",
    lane: .uikit)

  /// The end of a sentence when a controller the step released is still alive after it.
  @inlinable
  package static func violation(_ state: ControllerState) -> String? {
    state.isAlive ? "left the app's structure in the step but did not deinit" : nil
  }
}
