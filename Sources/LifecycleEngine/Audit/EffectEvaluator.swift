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
/// world and the state together.
public struct EffectEvaluator: Sendable {
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
  public init(engine: Engine, guards: [GuardedEffect: EffectGuard] = [:]) {
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
    for screen in 0..<app.declaredCount {
      let placements = app.scenario.declaration(of: app.texts[screen]).effects
      guard !placements.isEmpty else { continue }
      audited.append(screen)
      for placement in placements {
        for effect in placement.effects {
          let index: Int
          switch effect.kind {
          case .start, .stop:
            index = slot(&resources, screen, effect) { $0.name == effect.name }
            if effect.kind == .start, effect.whileCondition != nil { resources[index].effect = effect }
            if effect.kind == .start, resources[index].effect.kind == .stop { resources[index].effect = effect }
          case .track: index = slot(&tracks, screen, effect) { $0 == effect }
          case .refresh: index = slot(&refreshes, screen, effect) { $0 == effect }
          case .save: index = slot(&saves, screen, effect) { $0 == effect }
          }
          let guarded = guards.isEmpty ? nil : guards[GuardedEffect(screen: app.texts[screen], callback: placement.callback, effect: effect)]
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
  public var hasEffects: Bool { !audited.isEmpty }

  /// The state before launch.
  public var initialState: EffectState {
    EffectState(
      running: Array(repeating: false, count: resources.count), trackCounts: Array(repeating: 0, count: tracks.count),
      fresh: Array(repeating: false, count: refreshes.count), pending: Array(repeating: false, count: refreshes.count),
      dirty: Array(repeating: false, count: saves.count))
  }

  /// Runs one step's effects: `before` and `after` are the structures around the step,
  /// `events` its merged events. Breaches are appended to `breaches`.
  public func step(
    _ state: inout EffectState, before: Structure, after: Structure, kind: TransitionKind, animated: Bool = true,
    events: [Event], step number: Int, into breaches: inout [EffectBreach]
  ) {
    guard hasEffects else { return }
    let visitedBefore = Visits.visited(before)
    let visitedAfter = Visits.visited(after)
    let inWindowAfter = Visits.inWindow(after)
    func breach(_ slot: Slot, _ effect: Effect? = nil, _ guarantee: Guarantee, _ message: String) {
      breaches.append(
        EffectBreach(
          screen: engine.app.texts[slot.screen], effect: effect ?? slot.effect, guarantee: guarantee, step: number,
          message: message))
    }
    // The user can change a visited screen's data before any step.
    for index in saves.indices where visitedBefore[saves[index].screen] { state.dirty[index] = true }
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
          // The flags are set on the controller that leaves its parent or is dismissed, not
          // on the children embedded in it, which leave with it (inferred: UIKit sets
          // `isMovingFromParent` while a child is removed from its own parent only).
          let parent = engine.app.declaredParent[screen]
          let leavesWithParent = parent >= 0 && before.live[parent] && !after.live[parent]
          let ends = before.live[screen] && !after.live[screen] && !leavesWithParent
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
    for event in events {
      if let screen = screenByName[event.screen.index], screen < program.count {
        if let actions = program[screen][event.callback] { run(actions, event, screen) }
      } else {
        for screen in audited where before.live[screen] || after.live[screen] {
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
      state.fresh[index] = false
      state.pending[index] = false
    }
    for index in tracks.indices {
      let screen = tracks[index].screen
      if visitedBefore[screen], !visitedAfter[screen] {
        if state.trackCounts[index] == 0 {
          breach(tracks[index], nil, .oncePerVisit, "a visit ends at step \(number) without \(tracks[index].effect)")
        }
        state.trackCounts[index] = 0
      }
    }
    for index in saves.indices where state.dirty[index] {
      let screen = saves[index].screen
      let ends = before.live[screen] && !after.live[screen]
      let backgrounded = kind == .background && inWindowAfter[screen]
      guard ends || backgrounded else { continue }
      let point = ends ? "the instance ends" : "the app enters the background with the screen in the window"
      breach(saves[index], nil, .savedBeforeLoss, "\(point) at step \(number), and \(saves[index].effect) has not run since the screen was last visited")
    }
    for index in resources.indices {
      let slot = resources[index]
      let screen = slot.screen
      if before.live[screen], !after.live[screen] {
        if state.running[index] {
          breach(slot, Effect(.start, slot.effect.name, while: slot.effect.whileCondition), .stoppedByEnd, "the instance ends at step \(number) with \(slot.effect.name) running")
        }
        continue
      }
      guard after.live[screen], let condition = slot.effect.whileCondition, slot.effect.kind == .start else { continue }
      let expected = condition == .inWindow ? inWindowAfter[screen] : visitedAfter[screen]
      if state.running[index] != expected {
        let place = condition == .inWindow ? "in the window" : "visited"
        breach(slot, nil, .runningExactlyWhile, "after step \(number) \(slot.effect.name) is \(state.running[index] ? "running" : "not running") and the screen is \(expected ? "" : "not ")\(place)")
      }
    }
    // An instance that ends takes its effects' state with it.
    for screen in audited where before.live[screen] && !after.live[screen] {
      for index in refreshes.indices where refreshes[index].screen == screen && state.pending[index] {
        breach(refreshes[index], nil, .noWastedRefresh, "the instance ends at step \(number) and its last refresh was followed by no visit")
      }
      reset(&state, screen)
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
        state.running[action.slot] = true
      case .stop:
        let slot = resources[action.slot]
        if !state.running[action.slot] {
          breach(slot, Effect(.stop, slot.effect.name), .stoppedOnlyWhenRunning, "\(at) stops \(slot.effect.name) while it is not running")
        }
        state.running[action.slot] = false
      case .track:
        let slot = tracks[action.slot]
        if !visitedBefore && !visitedAfter {
          breach(slot, nil, .oncePerVisit, "\(at) tracks \(slot.effect.name) in a step that is no part of a visit")
        } else if state.trackCounts[action.slot] >= 1 {
          breach(slot, nil, .oncePerVisit, "\(at) tracks \(slot.effect.name) a second time in one visit")
        } else {
          state.trackCounts[action.slot] = 1
        }
      case .refresh:
        let slot = refreshes[action.slot]
        if state.pending[action.slot] {
          breach(slot, nil, .noWastedRefresh, "\(at) refreshes \(slot.effect.name) again; the previous refresh was followed by no visit")
        }
        state.pending[action.slot] = true
        if !visitedBefore { state.fresh[action.slot] = true }
      case .save:
        state.dirty[action.slot] = false
      }
    }
  }

  private func reset(_ state: inout EffectState, _ screen: Int) {
    for index in resources.indices where resources[index].screen == screen { state.running[index] = false }
    for index in tracks.indices where tracks[index].screen == screen { state.trackCounts[index] = 0 }
    for index in refreshes.indices where refreshes[index].screen == screen {
      state.fresh[index] = false
      state.pending[index] = false
    }
    for index in saves.indices where saves[index].screen == screen { state.dirty[index] = false }
  }
}

/// What the effects of every screen have done so far: a value that hashes, one slot per
/// resource, tracked event, refreshed data and saved data.
public struct EffectState: Hashable, Sendable {
  /// Whether each resource is running.
  var running: [Bool]
  /// Whether the current visit has tracked each event.
  var trackCounts: [UInt8]
  /// Whether each refresh ran since the previous visit ended.
  var fresh: [Bool]
  /// Whether a refresh ran that no visit has followed yet.
  var pending: [Bool]
  /// Whether each screen's data changed since its last save.
  var dirty: [Bool]
}
