import LifecycleCore

/// A size or trait change reaches a controller whose view has loaded, between transitions.
enum SizeAndTraitsSettled: ControllerLaw {
  static let law = Law(
    id: "uikit.sizeAndTraits.settled",
    statement: "viewWillTransition(to:with:), traitCollectionDidChange(_:) and a registered trait change handler "
      + "reach a controller only once its view has loaded, and never between one of its appearance callbacks and "
      + "its did (a rotation or a trait change is no appearance transition).",
    source: "Apple, viewWillTransition(to:with:) (https://developer.apple.com/documentation/uikit/uicontentcontainer/"
      + "viewwilltransition(to:with:): the size of the controller's view changes) and traitCollectionDidChange(_:) "
      + "(https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)); the "
      + "rows place them in steps of their own",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool { callback.isSizeOrTrait }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    guard state.isAlive else { return }
    if !state.isLoaded {
      broke("before its view loaded")
    } else if state.appearance == .appearing || state.appearance == .disappearing {
      broke("while it \(state.appearance.phrase)")
    }
  }
}
