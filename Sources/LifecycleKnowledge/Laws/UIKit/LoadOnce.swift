import LifecycleCore

/// loadView and viewDidLoad run at most once per controller instance.
enum LoadOnce: ControllerLaw {
  static let law = Law(
    id: "uikit.load.once",
    statement: "loadView and viewDidLoad run at most once per controller instance.",
    source: "\(Law.uikitRef) §1a, §6, §11 (later appearances skip viewDidLoad; lxweimin tab log), T1, T13",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool { callback == .loadView || callback == .viewDidLoad }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    if state.isAlive, state.isLoaded { broke("again: its view has already loaded") }
  }
}
