import LifecycleCore

/// A presentation controller's delegate hears of a user's gesture while the sheet is shown,
/// and of its dismissal once the sheet has gone.
enum PresentationDelegateTiming: ControllerLaw {
  static let law = Law(
    id: "uikit.presentationDelegate.timing",
    statement: "A presentation controller's delegate hears presentationControllerShouldDismiss, "
      + "presentationControllerWillDismiss, presentationControllerDidAttemptToDismiss and a detent change while "
      + "the sheet has appeared (before its viewWillDisappear), and presentationControllerDidDismiss only once the "
      + "sheet has disappeared (after its viewDidDisappear).",
    source: "\(Law.uikitRef) §4c (WWDC19 224 slide via Hirata: ShouldDismiss -> WillDismiss -> DidDismiss; Apple "
      + "UIAdaptivePresentationControllerDelegate docs: WillDismiss sets up animations alongside the dismissal, "
      + "DidDismiss 'after the presentation has been dismissed')",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool { callback.isPresentationDelegate }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    guard state.isAlive else { return }
    if callback == .presentationControllerDidDismiss {
      if state.appearance != .disappeared { broke("before the sheet has disappeared: it \(state.appearance.phrase)") }
    } else if state.appearance != .appeared {
      broke("while the sheet is not shown: it \(state.appearance.phrase)")
    }
  }
}
