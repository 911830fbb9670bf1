import LifecycleCore

/// Tab bar switches and embedded children shown or hidden while the app runs.
extension ImperativeRun {
  mutating func selectTab(_ transition: Transition) {
    loadIfNeeded(transition.incoming, .transitionBegin, rule: UIKitRules.tabLazyLoad)
    willAppear(transition.incoming, .transitionBegin, rule: UIKitRules.tabSwitch)
    willDisappear(transition.outgoing, .transitionBegin, rule: UIKitRules.tabSwitch)
    didDisappear(transition.outgoing, .transitionEnd, rule: UIKitRules.tabSwitch)
    didAppear(transition.incoming, .transitionEnd, rule: UIKitRules.tabSwitch)
  }

  mutating func show(_ transition: Transition) {
    if !transition.removedFromParent.isEmpty { hide(transition) }
    let rule = UIKitRules.showChild
    create(transition.created, .action)
    for screen in transition.addedToParent {
      emit(screen.id, .willMoveToParent, .action, rule)
      if let parent = screen.parent, loaded.contains(parent), !transition.incoming.isEmpty {
        loadIfNeeded(transition.incoming, .action, rule: rule)
        for child in transition.incoming { emit(child.id, .viewWillAppear, .action, rule) }
        if profile.logsViewIsAppearing {
          for child in transition.incoming { emit(child.id, .viewIsAppearing, .action, UIKitRules.viewIsAppearing) }
        }
      }
      emit(screen.id, .didMoveToParent, .action, rule)
    }
    layoutPass(transition.incoming, .transitionBegin, rule: UIKitRules.firstLayout)
    didAppear(transition.incoming, .transitionEnd, rule: rule)
  }

  mutating func hide(_ transition: Transition) {
    let rule = UIKitRules.hideChild
    for screen in transition.removedFromParent where alive.contains(screen.id) {
      emit(screen.id, .willMoveToParent, .action, rule)
      willDisappear(transition.outgoing, .action, rule: rule)
      emit(screen.id, .didMoveToParent, .action, rule)
    }
    didDisappear(transition.outgoing, .transitionEnd, rule: rule)
    release(transition.released, rule: rule)
  }
}
