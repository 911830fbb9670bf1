import LifecycleCore

/// Modal presentation, dismissal and the sheet's swipe-down.
extension ImperativeRun {
  mutating func present(_ transition: Transition) {
    let rule = transition.outgoing.isEmpty ? UIKitRules.presentSheet : UIKitRules.presentFullScreen
    create(transition.created, .action)
    loadIfNeeded(transition.incoming, .transitionBegin, rule: rule)
    willDisappear(transition.outgoing, .transitionBegin, rule: rule)
    willAppear(transition.incoming, .transitionBegin, rule: rule)
    didAppear(transition.incoming, .transitionEnd, rule: rule)
    didDisappear(transition.outgoing, .transitionEnd, rule: rule)
  }

  /// Dismiss and a completed swipe-down: the presenter, if it comes back, gets its
  /// viewDidAppear before the dismissed controller's viewDidDisappear.
  mutating func dismiss(_ transition: Transition) {
    let rule = transition.incoming.isEmpty ? UIKitRules.dismissSheet : UIKitRules.dismissFullScreen
    willDisappear(transition.outgoing, .transitionBegin, rule: rule)
    loadIfNeeded(transition.incoming, .transitionBegin, rule: UIKitRules.loadLazily)
    willAppear(transition.incoming, .transitionBegin, rule: rule)
    didAppear(transition.incoming, .transitionEnd, rule: rule)
    didDisappear(transition.outgoing, .transitionEnd, rule: rule)
    let silent = Set(transition.silentlyRemoved)
    for screen in transition.released {
      release([screen], rule: silent.contains(screen) ? UIKitRules.dismissChain : UIKitRules.releaseAfterTransition)
    }
  }

  mutating func cancelSwipeDown(_ transition: Transition) {
    willDisappear(transition.outgoing, .transitionBegin, rule: UIKitRules.swipeDownCancel)
    reappear(transition.outgoing, rule: UIKitRules.swipeDownCancel, appearing: UIKitRules.swipeDownCancel)
  }
}
