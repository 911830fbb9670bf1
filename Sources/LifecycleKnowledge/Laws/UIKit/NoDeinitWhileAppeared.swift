import LifecycleCore

/// A controller deinits only after it disappeared.
enum NoDeinitWhileAppeared: ControllerLaw {
  static let law = Law(
    id: "uikit.deinit.notWhileAppeared",
    statement: "A controller deinits only once it has disappeared: never while its view is in "
      + "the window, and never between viewWillAppear and viewDidDisappear; but a child controller that appeared by "
      + "hand with its view out of the window leaves with nothing when a step releases it "
      + "(uikit.containment.releasedAppearedOutOfWindow).",
    source: "\(Law.uikitRef) §3, §5a, §5b (viewDidDisappear before deinit in every log: readke, betterhee), T3, T7, T10",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool { callback == .deinit }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    if state.isAlive, state.appearance != .disappeared { broke("while it \(state.appearance.phrase)") }
  }
}
