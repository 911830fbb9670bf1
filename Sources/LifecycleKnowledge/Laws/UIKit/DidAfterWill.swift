import LifecycleCore

/// A did-callback (and viewIsAppearing) only after its will-callback.
enum DidAfterWill: ControllerLaw {
  static let law = Law(
    id: "uikit.appearance.didAfterWill",
    statement: "viewDidAppear comes only after viewWillAppear, viewDidDisappear only after "
      + "viewWillDisappear, and viewIsAppearing only between viewWillAppear and viewDidAppear; "
      + "except that iOS 18's cancelled zoom pop takes the top controller from disappearing "
      + "straight back to appearing, so its viewDidAppear follows its viewWillDisappear.",
    source: "\(Law.uikitRef) R2 (wangling 2014: 'will always precedes its did'), R4, R6, §10 (viewIsAppearing "
      + "doc; fluid transitions: 'a cancelled pop goes disappearing→appearing directly'), §4b conflict 4-2",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool {
    callback == .viewIsAppearing || callback == .viewDidAppear || callback == .viewDidDisappear
  }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    guard state.isAlive else { return }
    let appearance = state.appearance
    switch callback {
    case .viewIsAppearing:
      if appearance != .appearing { broke("while it \(appearance.phrase)") }
    case .viewDidAppear:
      // iOS 18's cancelled zoom pop goes from disappearing straight back to appeared.
      if appearance != .appearing, !(appearance == .disappearing && jumps.contains(.appearedFromDisappearing)) {
        broke("without viewWillAppear: it \(appearance.phrase)")
      }
    default:
      if appearance != .disappearing { broke("without viewWillDisappear: it \(appearance.phrase)") }
    }
  }
}
