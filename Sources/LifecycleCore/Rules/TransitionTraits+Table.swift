extension TransitionTraits {
  /// The traits of a kind. The switch is exhaustive on purpose, with no `default`: a new
  /// kind does not compile until someone says, with a source, what it is.
  package static func of(_ kind: TransitionKind) -> TransitionTraits {
    typealias R = TraitRules
    let none = Trait(AppearanceJumps(), R.alternation)
    let completes = Trait(TransitionOutcome.completes, R.runsToEnd)
    let noCoordinator = Trait(CoordinatorPresence.never, R.noCoordinator)
    let animatedCoordinator = Trait(CoordinatorPresence.whenAnimated, R.animatedCoordinator)
    let interactiveCoordinator = Trait(CoordinatorPresence.always, R.interactiveCoordinator)
    let zoomCoordinator = Trait(CoordinatorPresence.always, R.zoomCoordinator)
    func make(
      _ roles: RoleLabels, _ outcome: Trait<TransitionOutcome> = completes,
      _ coordinator: Trait<CoordinatorPresence> = noCoordinator, _ jumps: Trait<AppearanceJumps> = none
    ) -> TransitionTraits {
      TransitionTraits(kind, roles: roles, outcome: outcome, coordinator: coordinator, jumps: jumps)
    }
    let revealed = RoleLabels("revealed", "popped", "-")
    let presented = RoleLabels("presented", "presenter", "presenter")
    let dismissed = RoleLabels("presenter", "dismissed", "presenter")
    let onScreen = RoleLabels("-", "-", "on screen")
    switch kind {
    case .launch: return make(RoleLabels("root", "-", "-"))
    case .push: return make(RoleLabels("destination", "source", "-"), completes, animatedCoordinator)
    case .pop, .popToRoot, .popTo: return make(revealed, completes, animatedCoordinator)
    case .setStackPush, .setStackPop: return make(RoleLabels("new top", "old top", "-"), completes, animatedCoordinator)
    case .loadViewIfNeeded: return make(RoleLabels("-", "-", "-"))
    case .swapRoot: return make(RoleLabels("new root", "old root", "-"), completes, Trait(.never, R.swapRootNoCoordinator))
    case .swipeBackComplete: return make(revealed, Trait(.completes, R.gestureCompletes), interactiveCoordinator)
    case .swipeBackCancel:
      return make(
        RoleLabels("revealed", "top", "-"), Trait(.cancelled, R.swipeBackCancelled), interactiveCoordinator,
        Trait([.disappearWhileAppearing, .appearWhileDisappearing], R.swipeBackCancelJumps))
    case .presentCovering, .presentOver: return make(presented, completes, animatedCoordinator)
    case .dismissCovering, .dismissOver: return make(dismissed, completes, animatedCoordinator)
    case .swipeDownComplete: return make(dismissed, Trait(.completes, R.gestureCompletes), interactiveCoordinator)
    case .swipeDownCancel:
      return make(
        RoleLabels("-", "sheet", "presenter"), Trait(.cancelled, R.sheetDragCancelled), interactiveCoordinator,
        Trait([.appearWhileDisappearing], R.sheetDragCancelJumps))
    case .tabSwitch: return make(RoleLabels("new tab", "old tab", "-"), completes, Trait(.never, R.tabSwitchNoCoordinator))
    case .interruptedPush:
      return make(RoleLabels("destination", "source", "-"), Trait(.completes, R.interruptedPushCompletes), zoomCoordinator)
    case .zoomPopCancel:
      return make(
        RoleLabels("revealed", "top", "-"), Trait(.cancelled, R.zoomPopCancelled), zoomCoordinator,
        Trait([.disappearWhileAppearing, .appearWhileDisappearing, .appearedFromDisappearing], R.zoomPopCancelJumps))
    case .replaceRoot: return make(RoleLabels("new root", "old root", "-"))
    case .taskRestart: return make(RoleLabels("-", "-", "restarted"))
    case .presentationSwap: return make(RoleLabels("new item", "old item", "presenter"), completes, animatedCoordinator)
    case .swipeDownRefused:
      return make(RoleLabels("-", "-", "sheet"), Trait(.cancelled, R.dismissalRefused), Trait(.never, R.refusedNoCoordinator))
    case .detentChange: return make(RoleLabels("-", "-", "sheet"), Trait(.completes, R.detentChangeCompletes))
    case .showChild, .showView: return make(RoleLabels("shown", "replaced", "-"))
    case .hideChild, .hideView: return make(RoleLabels("-", "hidden", "-"))
    case .scroll: return make(RoleLabels("scrolled in", "scrolled out", "rows"))
    case .opacity: return make(RoleLabels("-", "-", "faded"))
    case .background, .foreground, .rotate, .traitChange, .none, .childOnLoad, .everyStep: return make(onScreen)
    }
  }
}
