import LifecycleCore

/// Runs the effects of an app's screens along a timeline, one step at a time, and reports
/// each guarantee a step breaks (see `Scenarios/FORMAT.md`, "Effects").
///
/// Effects are keyed on callback names: whatever event the lanes place, a screen's effects
/// on that callback run, so callbacks added to the rules later need nothing here. An event
/// of a callback that no screen of the app logs under its own name (an app-level callback
/// such as the scene's) runs the effects placed on it by every screen in the app's structure.
///
/// The state (`EffectState`) is a value that hashes, so a search keys its seen set on the
/// world and the state together. The evaluator is a reference: a step's local functions
/// capture it, and a copy of a dozen references per step cost more than the step did.
package final class EffectEvaluator: Sendable {
  /// One tracked thing of one screen: a resource, an event, data.
  struct Slot: Sendable {
    var screen: Int
    var effect: Effect
  }

  /// An effect placed on a callback of a screen, as an index into the slots.
  struct Action: Sendable {
    var kind: Effect.Kind
    var slot: Int
    /// The UIKit guard the effect sits behind, if any.
    var guarded: EffectGuard? = nil
  }

  let engine: Engine
  /// Resource slots (start and stop share a resource), tracks, refreshes and saves.
  let resources: [Slot]
  let tracks: [Slot]
  let refreshes: [Slot]
  let saves: [Slot]
  /// For each screen and callback, the effects in order.
  let program: [[Callback: [Action]]]
  /// The screens with effects.
  let audited: [Int]
  /// A screen by its interned name.
  let screenByName: [UInt32: Int]
  /// Whether any effect sits behind a guard.
  let hasGuards: Bool

  /// An evaluator of the effects the engine's app declares, with the guards some of them
  /// sit behind (`Audit.guards`).
  package convenience init(engine: Engine, guards: [GuardedEffect: EffectGuard] = [:]) {
    let app = engine.app
    self.init(engine: engine, guards: guards) { screen in app.definition.declaration(of: app.typeName(screen)).effects }
  }

  /// An evaluator of some of the effects: `placements` gives each declared screen's (by the
  /// app model's index), so that a search judging many placements one at a time
  /// (`MigrationWalk`) has an evaluator, and a state, per placement.
  init(engine: Engine, guards: [GuardedEffect: EffectGuard] = [:], placements: (Int) -> [EffectPlacement]) {
    self.engine = engine
    let app = engine.app
    var resources: [Slot] = []
    var tracks: [Slot] = []
    var refreshes: [Slot] = []
    var saves: [Slot] = []
    var program = [[Callback: [Action]]](repeating: [:], count: app.count)
    var audited: [Int] = []
    func slot(_ list: inout [Slot], _ screen: Int, _ effect: Effect, sameIf same: (Effect) -> Bool) -> Int {
      if let index = list.firstIndex(where: { $0.screen == screen && same($0.effect) }) { return index }
      list.append(Slot(screen: screen, effect: effect))
      return list.count - 1
    }
    // Every instance of a screen runs its screen's effects, with state of its own.
    for screen in Array(0..<app.declaredCount) + Array(app.firstInstance..<app.count) {
      let placements = placements(app.type(of: screen))
      guard !placements.isEmpty else { continue }
      audited.append(screen)
      for placement in placements {
        for written in placement.effects {
          // A slot is what the code acts on, wherever and behind whatever guard it sits.
          let effect = written.unguarded
          let index: Int
          switch effect.kind {
          case .start, .stop:
            index = slot(&resources, screen, effect) { $0.name == effect.name }
            if effect.kind == .start, effect.whileCondition != nil { resources[index].effect = effect }
            if effect.kind == .start, resources[index].effect.kind == .stop { resources[index].effect = effect }
          case .track:
            index = slot(&tracks, screen, effect) { $0.name == effect.name }
            if effect.visit == .push { tracks[index].effect.visit = .push }
          case .refresh: index = slot(&refreshes, screen, effect) { $0 == effect }
          case .save: index = slot(&saves, screen, effect) { $0 == effect }
          }
          let guarded =
            written.guarded
            ?? (guards.isEmpty ? nil : guards[GuardedEffect(screen: app.typeName(screen), callback: placement.callback, effect: effect)])
          program[screen][placement.callback, default: []].append(Action(kind: effect.kind, slot: index, guarded: guarded))
        }
      }
    }
    self.resources = resources
    self.tracks = tracks
    self.refreshes = refreshes
    self.saves = saves
    self.program = program
    self.audited = audited
    hasGuards = program.contains { $0.values.contains { $0.contains { $0.guarded != nil } } }
    var byName: [UInt32: Int] = [:]
    for (index, name) in app.names.enumerated() { byName[name.index] = index }
    screenByName = byName
  }

  /// Whether the app declares any effect.
  package var hasEffects: Bool { !audited.isEmpty }

  /// The state before launch.
  package var initialState: EffectState {
    EffectState(
      running: Array(repeating: false, count: resources.count), trackCounts: Array(repeating: 0, count: tracks.count),
      pushVisited: Array(repeating: false, count: tracks.count),
      fresh: Array(repeating: false, count: refreshes.count), pending: Array(repeating: false, count: refreshes.count),
      dirty: Array(repeating: false, count: saves.count))
  }

  /// What every evaluator of one engine reads from a step, worked out once: the structures
  /// around it, which screens are visited and in the window, its events and each event's
  /// screen (by the app model's index; -1 for an app-level callback's).
  struct Transition {
    var before: Structure
    var after: Structure
    var kind: TransitionKind
    var animated: Bool
    var events: [Event]
    var number: Int
    var visitedBefore: [Bool]
    var visitedAfter: [Bool]
    var inWindowAfter: [Bool]
    var eventScreens: [Int]
    /// Each screen that is in the app before or after the step, or has events in it. A step
    /// that touches none of an evaluator's screens leaves its state as it is and breaks
    /// nothing: a screen out of the app has no visit, no window and nothing running (its end
    /// reset them), and app-level events run only the effects of screens in the app.
    var touched: [Bool]
    /// Whether each screen is in the app before and after the step (`Structure.live`, read once).
    var liveBefore: [Bool]
    var liveAfter: [Bool]
    /// The step's roles, from which `if leaving` reads the flags (`AppearanceFlags`); nil
    /// where a caller has none, and the guard then reads the structure alone.
    var roles: LifecycleCore.Transition?
  }

  /// Whether a step touches none of the screens whose effects this evaluator runs.
  func isUntouched(by transition: Transition) -> Bool {
    !audited.contains { transition.touched[$0] }
  }

  /// A step's transition, for `step(_:_:into:)`.
  func transition(
    before: Structure, after: Structure, kind: TransitionKind, animated: Bool = true, events: [Event], step number: Int,
    roles: LifecycleCore.Transition? = nil
  ) -> Transition {
    let eventScreens = events.map { event in
      guard let screen = screenByName[event.screen.index], screen < program.count else { return -1 }
      return screen
    }
    let liveBefore = before.live
    let liveAfter = after.live
    var touched = [Bool](repeating: false, count: program.count)
    for screen in touched.indices where screen < liveBefore.count && (liveBefore[screen] || liveAfter[screen]) { touched[screen] = true }
    for screen in eventScreens where screen >= 0 { touched[screen] = true }
    return Transition(
      before: before, after: after, kind: kind, animated: animated, events: events, number: number,
      visitedBefore: Visits.visited(before), visitedAfter: Visits.visited(after), inWindowAfter: Visits.inWindow(after),
      eventScreens: eventScreens, touched: touched, liveBefore: liveBefore, liveAfter: liveAfter, roles: roles)
  }

  /// `transition(before:after:kind:animated:events:step:roles:)` written into `result`,
  /// reusing its arrays' room (`refs` is room for the screens of a layer): what a search that
  /// judges millions of steps reads each one with. `release(_:)` it before the worlds or the
  /// buffer it read are written again, so that they are not copied.
  func fill(
    _ result: inout Transition, before: Structure, after: Structure, kind: TransitionKind, animated: Bool, events: [Event],
    step number: Int, roles: LifecycleCore.Transition?, refs: inout [ScreenRef]
  ) {
    result.before = before
    result.after = after
    result.kind = kind
    result.animated = animated
    result.events = events
    result.number = number
    result.roles = roles
    result.eventScreens.removeAll(keepingCapacity: true)
    for event in events {
      if let screen = screenByName[event.screen.index], screen < program.count {
        result.eventScreens.append(screen)
      } else {
        result.eventScreens.append(-1)
      }
    }
    Visits.fillLive(before, into: &result.liveBefore)
    Visits.fillLive(after, into: &result.liveAfter)
    if result.touched.count != program.count { result.touched = Array(repeating: false, count: program.count) }
    for screen in result.touched.indices {
      result.touched[screen] = screen < result.liveBefore.count && (result.liveBefore[screen] || result.liveAfter[screen])
    }
    for screen in result.eventScreens where screen >= 0 { result.touched[screen] = true }
    Visits.fillVisited(before, into: &result.visitedBefore, refs: &refs)
    Visits.fillVisited(after, into: &result.visitedAfter, refs: &refs)
    Visits.fillInWindow(after, into: &result.inWindowAfter, refs: &refs)
  }

  /// Lets go of what `fill` kept of the step (the structures, the events, the roles).
  func release(_ transition: inout Transition, keeping empty: Structure) {
    transition.before = empty
    transition.after = empty
    transition.events = []
    transition.roles = nil
  }

  /// Runs one step's effects: `before` and `after` are the structures around the step,
  /// `events` its merged events. Breaches are appended to `breaches`.
  /// `roles`, the step's transition, lets `if leaving` read the flags (`AppearanceFlags`).
  package func step(
    _ state: inout EffectState, before: Structure, after: Structure, kind: TransitionKind, animated: Bool = true,
    events: [Event], step number: Int, roles: LifecycleCore.Transition? = nil, into breaches: inout [EffectBreach]
  ) {
    guard hasEffects else { return }
    step(
      &state, transition(before: before, after: after, kind: kind, animated: animated, events: events, step: number, roles: roles),
      into: &breaches)
  }

  /// Runs one step's effects, the step read once for every evaluator of the engine.
  func step(_ state: inout EffectState, _ transition: Transition, into breaches: inout [EffectBreach]) {
    guard hasEffects else { return }
    let kind = transition.kind
    let animated = transition.animated
    let number = transition.number
    let visitedBefore = transition.visitedBefore
    let visitedAfter = transition.visitedAfter
    let inWindowAfter = transition.inWindowAfter
    let liveBefore = transition.liveBefore
    let liveAfter = transition.liveAfter
    func breach(_ slot: Slot, _ effect: Effect? = nil, _ guarantee: Guarantee, _ message: String) {
      breaches.append(
        EffectBreach(
          screen: engine.app.texts[slot.screen], effect: effect ?? slot.effect, guarantee: guarantee, step: number,
          message: message))
    }
    // The user can change a visited screen's data before any step.
    for index in saves.indices where visitedBefore[saves[index].screen] { EffectState.set(&state.dirty, index, true) }
    // Effects behind a transition coordinator's completion run after the step's callbacks.
    var completions: [(actions: [Action], event: Event, screen: Int)] = []
    func run(_ actions: [Action], _ event: Event, _ screen: Int) {
      guard hasGuards else {
        return self.run(actions, &state, event, visitedBefore[screen], visitedAfter[screen], number, breach)
      }
      var now: [Action] = []
      var later: [Action] = []
      for action in actions {
        switch action.guarded {
        case nil: now.append(action)
        case .leaving?:
          // `isMovingFromParent || isBeingDismissed` (or the presented container's), read from
          // the step's roles (`AppearanceFlags`, each flag with its source).
          if let roles = transition.roles {
            let flags = AppearanceFlags.of(
              screen: screen, callback: event.callback, transition: roles, before: transition.before, after: transition.after)
            if flags.contains(where: { $0.flag.isLeaving }) { now.append(action) }
            continue
          }
          // Without the roles: the flags are set on the controller that leaves its parent or is dismissed, not
          // on the children embedded in it, which leave with it (inferred: UIKit sets
          // `isMovingFromParent` while a child is removed from its own parent only).
          let parent = engine.app.declaredParent[screen]
          let leavesWithParent = parent >= 0 && liveBefore[parent] && !liveAfter[parent]
          let ends = liveBefore[screen] && !liveAfter[screen] && !leavesWithParent
          let gestureBegins = EffectGuard.isCancelled(kind) && visitedBefore[screen] && event.callback == .viewWillDisappear
          if ends || gestureBegins { now.append(action) }
        case .completed?:
          // Without a transition coordinator the code runs at once.
          if !EffectGuard.hasCoordinator(kind, animated: animated) {
            now.append(action)
          } else if !EffectGuard.isCancelled(kind) {
            later.append(action)
          }
        }
      }
      if !now.isEmpty { self.run(now, &state, event, visitedBefore[screen], visitedAfter[screen], number, breach) }
      if !later.isEmpty { completions.append((later, event, screen)) }
    }
    for (index, event) in transition.events.enumerated() {
      let screen = transition.eventScreens[index]
      if screen >= 0 {
        if let actions = program[screen][event.callback] { run(actions, event, screen) }
      } else {
        for screen in audited where liveBefore[screen] || liveAfter[screen] {
          if let actions = program[screen][event.callback] { run(actions, event, screen) }
        }
      }
    }
    for completion in completions {
      self.run(
        completion.actions, &state, completion.event, visitedBefore[completion.screen], visitedAfter[completion.screen], number,
        breach, completing: true)
    }
    for index in refreshes.indices {
      let screen = refreshes[index].screen
      guard !visitedBefore[screen], visitedAfter[screen] else { continue }
      if !state.fresh[index] {
        breach(refreshes[index], nil, .currentAtEveryVisit, "a visit starts at step \(number) and \(refreshes[index].effect) has not run since the previous visit ended")
      }
      EffectState.set(&state.fresh, index, false)
      EffectState.set(&state.pending, index, false)
    }
    for index in tracks.indices {
      let screen = tracks[index].screen
      if tracks[index].effect.visit == .push {
        // One visit per instance: from its first visit to its end.
        if liveBefore[screen], !liveAfter[screen] {
          if state.pushVisited[index], state.trackCounts[index] == 0 {
            breach(tracks[index], nil, .oncePerVisit, "the instance ends at step \(number), visited, without \(tracks[index].effect)")
          }
        } else if visitedAfter[screen] {
          EffectState.set(&state.pushVisited, index, true)
        }
        continue
      }
      if visitedBefore[screen], !visitedAfter[screen] {
        if state.trackCounts[index] == 0 {
          breach(tracks[index], nil, .oncePerVisit, "a visit ends at step \(number) without \(tracks[index].effect)")
        }
        EffectState.set(&state.trackCounts, index, 0)
      }
    }
    for index in saves.indices where state.dirty[index] {
      let screen = saves[index].screen
      let ends = liveBefore[screen] && !liveAfter[screen]
      let backgrounded = kind == .background && inWindowAfter[screen]
      guard ends || backgrounded else { continue }
      let point = ends ? "the instance ends" : "the app enters the background with the screen in the window"
      breach(saves[index], nil, .savedBeforeLoss, "\(point) at step \(number), and \(saves[index].effect) has not run since the screen was last visited")
    }
    for index in resources.indices {
      let slot = resources[index]
      let screen = slot.screen
      if liveBefore[screen], !liveAfter[screen] {
        if state.running[index] {
          breach(slot, Effect(.start, slot.effect.name, while: slot.effect.whileCondition), .stoppedByEnd, "the instance ends at step \(number) with \(slot.effect.name) running")
        }
        continue
      }
      guard liveAfter[screen], let condition = slot.effect.whileCondition, slot.effect.kind == .start else { continue }
      let expected =
        switch condition {
        case .inWindow: inWindowAfter[screen]
        case .visited: visitedAfter[screen]
        case .alive: true
        }
      if state.running[index] != expected {
        let place =
          switch condition {
          case .inWindow: "in the window"
          case .visited: "visited"
          case .alive: "in the app"
          }
        breach(slot, nil, .runningExactlyWhile, "after step \(number) \(slot.effect.name) is \(state.running[index] ? "running" : "not running") and the screen is \(expected ? "" : "not ")\(place)")
      }
    }
    // An instance that ends takes its effects' state with it.
    for screen in audited where liveBefore[screen] && !liveAfter[screen] {
      for index in refreshes.indices where refreshes[index].screen == screen && state.pending[index] {
        breach(refreshes[index], nil, .noWastedRefresh, "the instance ends at step \(number) and its last refresh was followed by no visit")
      }
      reset(&state, screen)
    }
  }

  /// The visits a path ends in (after `transition`, its last step) that have tracked
  /// nothing yet: a visit is judged when it ends, so on a path that ends inside one, "once
  /// per visit" is unproven, not kept. A placement that tracks only when the visit begins
  /// again after a return (`init`, `viewDidLoad`) would otherwise hold on every path too
  /// short to end that visit. Each is a breach marked `unproven`; a per-push track is
  /// judged so on an instance visited and not ended.
  func unfinishedVisits(_ state: EffectState, after transition: Transition, into breaches: inout [EffectBreach]) {
    for index in tracks.indices where state.trackCounts[index] == 0 {
      let slot = tracks[index]
      let screen = slot.screen
      guard transition.liveAfter[screen] else { continue }
      let perPush = slot.effect.visit == .push
      guard perPush ? state.pushVisited[index] || transition.visitedAfter[screen] : transition.visitedAfter[screen] else { continue }
      var breach = EffectBreach(
        screen: engine.app.texts[screen], effect: slot.effect, guarantee: .oncePerVisit, step: transition.number,
        message: "the path ends after step \(transition.number) in a \(perPush ? "push" : "visit") that has not run \(slot.effect): "
          + "once per \(perPush ? "push" : "visit") is unproven on it")
      breach.unproven = true
      breaches.append(breach)
    }
  }

  private func run(
    _ actions: [Action], _ state: inout EffectState, _ event: Event, _ visitedBefore: Bool, _ visitedAfter: Bool,
    _ number: Int, _ breach: (Slot, Effect?, Guarantee, String) -> Void, completing: Bool = false
  ) {
    let at = "\(event.screen) \(event.callback.rawValue)\(completing ? " (on the transition's completion)" : "") at step \(number)"
    for action in actions {
      switch action.kind {
      case .start:
        let slot = resources[action.slot]
        if state.running[action.slot] {
          breach(slot, Effect(.start, slot.effect.name, while: slot.effect.whileCondition), .notStartedTwice, "\(at) starts \(slot.effect.name) while it is running")
        }
        EffectState.set(&state.running, action.slot, true)
      case .stop:
        let slot = resources[action.slot]
        if !state.running[action.slot] {
          breach(slot, Effect(.stop, slot.effect.name), .stoppedOnlyWhenRunning, "\(at) stops \(slot.effect.name) while it is not running")
        }
        EffectState.set(&state.running, action.slot, false)
      case .track:
        let slot = tracks[action.slot]
        let perPush = slot.effect.visit == .push
        if !visitedBefore && !visitedAfter && !(perPush && state.pushVisited[action.slot]) {
          breach(slot, nil, .oncePerVisit, "\(at) tracks \(slot.effect.name) in a step that is no part of a visit")
        } else if state.trackCounts[action.slot] >= 1 {
          breach(slot, nil, .oncePerVisit, "\(at) tracks \(slot.effect.name) a second time in one \(perPush ? "push" : "visit")")
        } else {
          EffectState.set(&state.trackCounts, action.slot, 1)
        }
      case .refresh:
        let slot = refreshes[action.slot]
        if state.pending[action.slot] {
          breach(slot, nil, .noWastedRefresh, "\(at) refreshes \(slot.effect.name) again; the previous refresh was followed by no visit")
        }
        EffectState.set(&state.pending, action.slot, true)
        if !visitedBefore { EffectState.set(&state.fresh, action.slot, true) }
      case .save:
        EffectState.set(&state.dirty, action.slot, false)
      }
    }
  }

  private func reset(_ state: inout EffectState, _ screen: Int) {
    for index in resources.indices where resources[index].screen == screen { EffectState.set(&state.running, index, false) }
    for index in tracks.indices where tracks[index].screen == screen {
      EffectState.set(&state.trackCounts, index, 0)
      EffectState.set(&state.pushVisited, index, false)
    }
    for index in refreshes.indices where refreshes[index].screen == screen {
      EffectState.set(&state.fresh, index, false)
      EffectState.set(&state.pending, index, false)
    }
    for index in saves.indices where saves[index].screen == screen { EffectState.set(&state.dirty, index, false) }
  }
}

/// What the effects of every screen have done so far: a value that hashes, one slot per
/// resource, tracked event, refreshed data and saved data.
package struct EffectState: Hashable, Sendable {
  /// Whether each resource is running.
  var running: [Bool]
  /// Whether the current visit has tracked each event.
  var trackCounts: [UInt8]
  /// For an event tracked once per push (`visit: push`): whether the instance has been visited.
  var pushVisited: [Bool] = []
  /// Whether each refresh ran since the previous visit ended.
  var fresh: [Bool]
  /// Whether a refresh ran that no visit has followed yet.
  var pending: [Bool]
  /// Whether each screen's data changed since its last save.
  var dirty: [Bool]

  /// Writes a slot only when its value changes: a state is copied from its parent's for each
  /// step, and writing an array that the parent shares copies it, unchanged or not.
  @inline(__always)
  static func set<Value: Equatable>(_ slots: inout [Value], _ index: Int, _ value: Value) {
    if slots[index] != value { slots[index] = value }
  }
}
