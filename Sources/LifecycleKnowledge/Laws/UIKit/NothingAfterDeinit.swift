import LifecycleCore

/// Nothing reaches a controller before its init or after its deinit.
enum NothingAfterDeinit: ControllerLaw {
  static let law = Law(
    id: "uikit.deinit.last",
    statement: "Nothing reaches a controller after its deinit (or before its init): a screen "
      + "shown again is a new instance, created by a new init.",
    source: "\(Law.uikitRef) §3 (readke: dealloc last), §5a, §5b (betterhee: deinit last), T3, T7",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool { true }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    if callback == .`init` {
      if state.isAlive { broke("while an instance of it exists (created twice)") }
    } else if !state.isAlive {
      broke("for a controller that does not exist (after its deinit, or before its init)")
    }
  }
}
