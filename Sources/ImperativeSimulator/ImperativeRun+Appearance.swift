import LifecycleCore

/// The building blocks every transition is made of: creation, lazy loading, the will and
/// did halves of appearing and disappearing, layout and release.
extension ImperativeRun {
  mutating func create(_ screens: [ScreenRef], _ phase: Phase) {
    for screen in screens where alive.insert(screen.id).inserted {
      if scenario.declaration(of: screen.id).storyboard {
        emit(screen.id, .`init`, phase, UIKitRules.createFromStoryboard)
        emit(screen.id, .awakeFromNib, phase, UIKitRules.createFromStoryboard)
      } else {
        emit(screen.id, .`init`, phase, UIKitRules.createInCode)
      }
    }
  }

  /// Loads the views of the screens that have not loaded yet; children embedded in a
  /// loading parent are created and added from the parent's viewDidLoad.
  mutating func loadIfNeeded(_ screens: [ScreenRef], _ phase: Phase, rule: Rule) {
    for screen in screens where !loaded.contains(screen.id) {
      if let parent = screen.parent, !loaded.contains(parent) { continue }
      load(screen, in: screens, phase, rule: rule)
    }
  }

  private mutating func load(_ screen: ScreenRef, in group: [ScreenRef], _ phase: Phase, rule: Rule) {
    loaded.insert(screen.id)
    emit(screen.id, .loadView, phase, rule)
    emit(screen.id, .viewDidLoad, phase, rule)
    for child in group where child.parent == screen.id && !loaded.contains(child.id) {
      guard !alive.contains(child.id) else {
        // Added to the parent before the parent's view existed: only its view loads now.
        load(child, in: group, phase, rule: UIKitRules.childAddedOnLoad)
        continue
      }
      create([child], phase)
      emit(child.id, .willMoveToParent, phase, UIKitRules.childAddedOnLoad)
      load(child, in: group, phase, rule: UIKitRules.childAddedOnLoad)
      emit(child.id, .didMoveToParent, phase, UIKitRules.childAddedOnLoad)
    }
  }

  /// viewWillAppear, viewIsAppearing and the first layout pass, each forwarded parent first.
  mutating func willAppear(_ screens: [ScreenRef], _ phase: Phase, rule: Rule) {
    for screen in screens { emit(screen.id, .viewWillAppear, phase, forwarded(screen, rule)) }
    if profile.logsViewIsAppearing {
      for screen in screens { emit(screen.id, .viewIsAppearing, phase, UIKitRules.viewIsAppearing) }
    }
    layoutPass(screens, phase, rule: UIKitRules.firstLayout)
  }

  mutating func didAppear(_ screens: [ScreenRef], _ phase: Phase, rule: Rule) {
    for screen in screens { emit(screen.id, .viewDidAppear, phase, forwarded(screen, rule)) }
  }

  mutating func willDisappear(_ screens: [ScreenRef], _ phase: Phase, rule: Rule) {
    for screen in screens { emit(screen.id, .viewWillDisappear, phase, forwarded(screen, rule)) }
  }

  mutating func didDisappear(_ screens: [ScreenRef], _ phase: Phase, rule: Rule) {
    for screen in screens { emit(screen.id, .viewDidDisappear, phase, forwarded(screen, rule)) }
  }

  mutating func layoutPass(_ screens: [ScreenRef], _ phase: Phase = .transitionBegin, rule: Rule) {
    for screen in screens {
      emit(screen.id, .viewWillLayoutSubviews, phase, rule)
      emit(screen.id, .viewDidLayoutSubviews, phase, rule)
    }
  }

  /// Deinit for each screen that exists (a child whose parent never loaded was never made).
  mutating func release(_ screens: [ScreenRef], rule: Rule = UIKitRules.releaseAfterTransition) {
    for screen in screens where alive.remove(screen.id) != nil {
      loaded.remove(screen.id)
      emit(screen.id, .`deinit`, .afterCommit, rule)
    }
  }

  /// The rule for a child's forwarded call is the forwarding rule; a container-held
  /// screen's call is placed by the transition's own rule.
  private func forwarded(_ screen: ScreenRef, _ rule: Rule) -> Rule {
    screen.depth > 0 ? UIKitRules.forwardToChildren : rule
  }
}
