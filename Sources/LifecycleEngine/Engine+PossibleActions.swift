import LifecycleCore

extension Engine {
  /// Every action that is valid in a world, with its arguments: each screen the scenario
  /// declares that could be pushed or presented (and one fresh screen, when the engine has
  /// any), every presentation style with and without a navigation controller, completed and
  /// cancelled gestures, each tab, each conditional child and each embedded child, a zoom
  /// push (whole or interrupted) where the profile has it, a new root in a SwiftUI app, and
  /// `animated: false` only where the rule tables make animation change the order.
  ///
  /// When the scenario declares `routes:`, only the steps they open from the top screen (and
  /// the app-wide ones) are offered, with the conditional children's `show` and `hide`, and
  /// the overlaps the steps write between them.
  ///
  /// The list is deterministic: the same world gives the same list in the same order.
  public func possibleActions(in world: World) -> [Action] {
    candidateActions(in: world).filter { action in
      var structure = world.structure
      return (try? navigator.apply(action, to: &structure)) != nil
    }
  }

  /// The actions worth trying in a world: every valid one and a few that the navigator will
  /// refuse (a search steps them and skips those that throw, which costs less than checking).
  package func candidateActions(in world: World) -> [Action] {
    candidateActions(in: world, choices: ActionChoices(self)) { _ in true }
  }

  /// The candidate actions, with pushes and presentations only of the screens `keeps` keeps
  /// (the explorer leaves out screens interchangeable with one it tries).
  func candidateActions(in world: World, bringingIn keeps: (Int) -> Bool) -> [Action] {
    candidateActions(in: world, choices: ActionChoices(self), bringingIn: keeps)
  }

  /// The candidate actions, with pushes and presentations only of the screens `keeps` keeps
  /// (the explorer leaves out screens interchangeable with one it tries); `choices` are the
  /// engine's, worked out once by a caller that asks for many worlds.
  ///
  /// `asking`, for an app past `ScreenOverflow.denseLimit` screens: the declared screens worth
  /// asking `keeps` about, ascending (every other one it would leave out).
  func candidateActions(
    in world: World, choices: ActionChoices, asking: [Int]? = nil, bringingIn keeps: (Int) -> Bool
  ) -> [Action] {
    let state = world.structure
    if let routes = app.routes {
      // The user's app: only its routes, and the children its screens declare.
      let offer = ActionOffer(
        app: app, host: host, newcomers: [], zoomTransitions: choices.zoomTransitions, swipeDownToDismiss: choices.swipeDownToDismiss,
        regularWidth: choices.regularWidth,
        animations: choices.animations, viewTransitions: choices.viewTransitions, usedKeywords: choices.usedKeywords)
      var routed = routes.candidates(state, offer)
      // The overlaps the steps write, between the routed steps, as without routes.
      if !app.overlapPatterns.isEmpty { ActionRecord.overlap.offer(state, offer, &routed) }
      return routed
    }
    let phase: ActionPhase =
      !state.launched ? .beforeLaunch : state.inBackground ? .inBackground : state.inactive ? .inactive : .running
    var newcomers: [Int] = []
    // Before launch, the screens `launch` with `pushing:` may push, in an app whose steps use it.
    let bringsIn = phase == .running || (phase == .beforeLaunch && app.uses(.launchPushing))
    if bringsIn, let asking {
      // An app that large: only the screens the filter may keep, the filter first.
      newcomers = newScreens(state, asking: asking, keeping: keeps)
    } else if bringsIn {
      newcomers = newScreens(state)
      newcomers.removeAll { !keeps($0) }
    }
    let offer = ActionOffer(
      app: app, host: host, newcomers: newcomers, zoomTransitions: choices.zoomTransitions, swipeDownToDismiss: choices.swipeDownToDismiss,
      regularWidth: choices.regularWidth,
      animations: choices.animations, viewTransitions: choices.viewTransitions, usedKeywords: choices.usedKeywords,
      presentationStyles: choices.styles.offered)
    var actions: [Action] = []
    for record in ActionCatalog.offering where record.happens(in: phase) {
      record.offer(state, offer, &actions)
    }
    if phase == .beforeLaunch { appendLaunchOverlaps(world, choices: choices, keeps: keeps, to: &actions) }
    return actions
  }

  /// The overlaps under the launch's push that the steps write (`launch` with `pushing:`, then
  /// a step with `during: previous`), as `ActionRecord.overlap` pairs candidates while the app
  /// runs: for each screen the launch may push, the first candidate of the second verb in the
  /// world after that push that names another screen. The world after the launch is the
  /// running app's, so this looks one step ahead and no further.
  private func appendLaunchOverlaps(_ world: World, choices: ActionChoices, keeps: (Int) -> Bool, to actions: inout [Action]) {
    let patterns = app.overlapPatterns.filter { $0.first == ActionRecord.launchPushing.keyword }
    guard !patterns.isEmpty else { return }
    let offered = actions.count
    for index in 0..<offered {
      guard case .launchPushing(let pushed) = actions[index] else { continue }
      var next = world
      guard (try? navigator.apply(actions[index], to: &next.structure)) != nil else { continue }
      let after = candidateActions(in: next, choices: choices, bringingIn: keeps)
      for pattern in patterns {
        let second = after.first { action in
          action.keyword == pattern.second && !ActionCatalog.screens(of: action).contains(pushed)
        }
        if let second { actions.append(.overlap(first: actions[index], second: second, at: pattern.landing)) }
      }
    }
  }

  /// The screens a push or presentation could bring in: the declared screens that no other
  /// screen embeds and that are not in the app, and the first fresh screen that is not.
  func newScreens(_ state: Structure) -> [Int] {
    var result: [Int] = []
    for screen in 0..<app.declaredCount where !app.isChild(screen) {
      if app.mayBringIn(screen, state) { result.append(screen) }
    }
    if let fresh = app.freshScreens.first(where: { !state.isLive($0) }) { result.append(fresh) }
    return result
  }

  /// ``newScreens(_:)`` among the declared screens `asking` (ascending) that `keeps` keeps,
  /// asked first: the explorer's symmetry filter names the few screens of a very large app
  /// worth asking about (`SymmetryFilter.Pass.asking`).
  func newScreens(_ state: Structure, asking: [Int], keeping keeps: (Int) -> Bool) -> [Int] {
    var result: [Int] = []
    for screen in asking where screen < app.declaredCount && keeps(screen) && !app.isChild(screen) {
      if app.mayBringIn(screen, state) { result.append(screen) }
    }
    if let fresh = app.freshScreens.first(where: { !state.isLive($0) }), keeps(fresh) { result.append(fresh) }
    return result
  }

  /// Whether a path takes only the app's routes (always, for an app without `routes:`) and
  /// every step is possible: what a shrinker keeps of a counterexample.
  package func followsRoutes(_ path: [Action]) -> Bool {
    guard app.routes != nil else { return true }
    let choices = ActionChoices(self)
    var world = initialWorld
    var transition = Transition(kind: .none)
    for action in path {
      guard candidateActions(in: world, choices: choices, bringingIn: { _ in true }).contains(action) else { return false }
      do {
        try navigator.apply(action, to: &world.structure, into: &transition)
      } catch {
        return false
      }
    }
    return true
  }
}

/// What an engine's candidate actions depend on besides the world: for each kind of action,
/// whether `animated: false` is worth trying (the rule tables make animation change its
/// order), whether sheets can be swiped down, and which presentation styles are offered.
/// Worked out once: looking kinds up in the engine's sets for every world cost more than the
/// rest of the list.
struct ActionChoices: Sendable {
  /// The `animated` values to try, by transition kind ordinal: both where a row of the
  /// engine's lanes reads `animated`.
  let animations: [[Bool]]
  /// The view transitions to try, by transition kind ordinal.
  let viewTransitions: [[ViewTransition]]
  /// Whether sheets can be swiped down.
  let swipeDownToDismiss: Bool
  /// Whether the device is an iPad (popovers float; a tap outside dismisses them).
  let regularWidth: Bool
  /// Whether zoom pushes are tried (the profile has zoom transitions).
  let zoomTransitions: Bool
  /// The keywords the scenario's steps use (`ActionOffer.usedKeywords`).
  let usedKeywords: Set<String>
  /// The presentation styles offered, and what each stands for: every style of the app, or,
  /// for a walk that counts aliases (`mergingStyles`), the first of each class of styles
  /// that behave alike on the profile.
  let styles: StyleAliases

  /// The choices of an engine; with `mergingStyles`, styles that behave alike are offered once
  /// (`StyleAliases`), for a walk that weighs what it finds by `multiplicity(of:)` and
  /// `weight(of:)`. An app with `routes:` offers the styles its routes name: never merged.
  init(_ engine: Engine, mergingStyles: Bool = false) {
    let styles = engine.app.presentationStyles
    self.styles =
      mergingStyles && engine.app.routes == nil ? StyleAliases(styles, on: engine.navigator) : StyleAliases(every: styles)
    precondition(TransitionKind.ordinalsFollowAllCases)
    animations = TransitionKind.allCases.map { engine.animationMatters.contains($0) ? [true, false] : [true] }
    viewTransitions = TransitionKind.allCases.map { engine.viewTransitionMatters.contains($0) ? [.default, .identity] : [.default] }
    swipeDownToDismiss = engine.rules.holds(.swipeDownToDismiss)
    regularWidth = engine.rules.holds(.regularWidth)
    zoomTransitions = engine.rules.holds(.zoomTransitions)
    usedKeywords = engine.app.vocabulary.keywords
  }

  /// How many actions of the whole walk `action` stands for (`StyleAliases`).
  @inline(__always)
  func multiplicity(of action: Action) -> Int {
    if case .present(_, let style, _, _) = action { return styles.count(of: style) }
    return 1
  }

  /// How many worlds of the whole walk a world reached by the offered actions stands for.
  @inline(__always)
  func weight(of world: World) -> Int { styles.weight(of: world.structure) }
}
