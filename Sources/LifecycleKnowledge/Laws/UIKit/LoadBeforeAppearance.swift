import LifecycleCore

/// viewDidLoad comes before any appearance callback of the controller.
enum LoadBeforeAppearance: ControllerLaw {
  static let law = Law(
    id: "uikit.load.beforeAppearance",
    statement: "A controller's view loads (viewDidLoad) before any of its appearance callbacks.",
    source: "\(Law.uikitRef) R4 (Apple 'Displaying and managing views', steps 1-10), §1a, T1",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool {
    callback == .viewWillAppear || callback == .viewWillDisappear
  }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    if state.isAlive, !state.isLoaded { broke("before its view loaded") }
  }
}
