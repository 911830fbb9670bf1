import LifecycleCore

/// Launch and navigation-controller transitions.
extension ImperativeRun {
  mutating func launch(_ transition: Transition) {
    create(transition.created, .action)
    loadIfNeeded(transition.incoming, .transitionBegin, rule: UIKitRules.launchAppear)
    willAppear(transition.incoming, .transitionBegin, rule: UIKitRules.launchAppear)
    didAppear(transition.incoming, .transitionEnd, rule: UIKitRules.launchAppear)
  }

  mutating func push(_ transition: Transition) {
    create(transition.created, .action)
    for screen in transition.addedToParent {
      emit(screen.id, .willMoveToParent, .action, UIKitRules.pushContainment)
    }
    let loadRule = profile.version >= 13
      ? UIKitRules.pushLoadBeforeDisappear
      : UIKitRules.pushLoadBeforeDisappear.downgraded(
        to: .conflicting,
        alternative: "on iOS 9-12 the destination may load inside its viewWillAppear, after "
          + "the source's viewWillDisappear (CSDN wf96390 2016)")
    loadIfNeeded(transition.incoming, .transitionBegin, rule: loadRule)
    willDisappear(transition.outgoing, .transitionBegin, rule: UIKitRules.pushOrder)
    willAppear(transition.incoming, .transitionBegin, rule: UIKitRules.pushOrder)
    didDisappear(transition.outgoing, .transitionEnd, rule: UIKitRules.pushOrder)
    didAppear(transition.incoming, .transitionEnd, rule: UIKitRules.pushOrder)
    for screen in transition.addedToParent {
      emit(screen.id, .didMoveToParent, .transitionEnd, UIKitRules.pushContainment)
    }
  }

  /// Pop, pop-to-root and a completed swipe-back share the pop pattern.
  mutating func pop(_ transition: Transition, rule: Rule) {
    for screen in transition.removedFromParent.reversed() {
      emit(screen.id, .willMoveToParent, .action, UIKitRules.popContainment)
    }
    willDisappear(transition.outgoing, .transitionBegin, rule: rule)
    loadIfNeeded(transition.incoming, .transitionBegin, rule: UIKitRules.loadLazily)
    willAppear(transition.incoming, .transitionBegin, rule: rule)
    didDisappear(transition.outgoing, .transitionEnd, rule: rule)
    didAppear(transition.incoming, .transitionEnd, rule: rule)
    for screen in transition.removedFromParent.reversed() {
      emit(screen.id, .didMoveToParent, .transitionEnd, UIKitRules.popContainment)
    }
    let releaseRule = transition.kind == .popToRoot ? UIKitRules.popToRootMiddle : UIKitRules.releaseAfterTransition
    release(transition.released, rule: releaseRule)
  }

  mutating func cancelSwipeBack(_ transition: Transition) {
    let top = transition.outgoing.filter { $0.depth == 0 }
    for screen in top {
      emit(screen.id, .willMoveToParent, .action, UIKitRules.swipeBackCancelContainment)
    }
    willDisappear(transition.outgoing, .transitionBegin, rule: UIKitRules.swipeBackBegin)
    loadIfNeeded(transition.incoming, .transitionBegin, rule: UIKitRules.loadLazily)
    willAppear(transition.incoming, .transitionBegin, rule: UIKitRules.swipeBackBegin)
    willDisappear(transition.incoming, .transitionEnd, rule: UIKitRules.swipeBackCancel)
    didDisappear(transition.incoming, .transitionEnd, rule: UIKitRules.swipeBackCancelRevealedDid)
    reappear(transition.outgoing, rule: UIKitRules.swipeBackCancel, appearing: UIKitRules.swipeBackCancelTopAppearing)
    for screen in top {
      emit(screen.id, .didMoveToParent, .transitionEnd, UIKitRules.swipeBackCancelContainment)
    }
  }

  /// A screen whose disappearance was cancelled comes back: viewWillAppear,
  /// viewIsAppearing and viewDidAppear, with no layout pass (its view never left).
  mutating func reappear(_ screens: [ScreenRef], rule: Rule, appearing: Rule) {
    for screen in screens { emit(screen.id, .viewWillAppear, .transitionEnd, rule) }
    if profile.logsViewIsAppearing {
      for screen in screens { emit(screen.id, .viewIsAppearing, .transitionEnd, appearing) }
    }
    didAppear(screens, .transitionEnd, rule: rule)
  }
}
