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
  /// One tracked thing of one screen (or of the app's own code, screen `appScreen`): a
  /// resource, an event, data.
  struct Slot: Sendable {
    var screen: Int
    var effect: Effect
    /// Where this slot's breach keys start in `keyIDs`: one per guarantee, in `Guarantee` order.
    var keys = 0
    /// For a start or stop of a resource the app shares (`resources:`), its index in
    /// `shared`; the slot's bit is then whether this user holds it (started it and has not
    /// stopped it since), and the resource's own bit whether it runs.
    var shared = -1
  }

  /// A resource the app shares (`resources:`): its users are the slots of every screen (and
  /// of the app's code) that start or stop it.
  struct SharedResource: Sendable {
    var name: String
    var discipline: ResourceDiscipline
    /// The users, as indices into `resources`.
    var users: [Int] = []
  }

  /// The screen index of the app's own code (`app-effects:`): it is always in the app, is
  /// never visited, and runs on the app-level events.
  static let appScreen = -1

  /// An effect placed on a callback of a screen, as an index into the slots.
  struct Action: Sendable {
    var kind: Effect.Kind
    var slot: Int
    /// The UIKit guard the effect sits behind, if any.
    var guarded: EffectGuard? = nil
    /// When the team requires that it does not run (`unless:`), if ever.
    var unless: Effect.Exclusion? = nil
  }

  /// Where each kind of slot's bits start in an `EffectState`: whether each resource runs,
  /// each event was tracked in the current visit, each refresh ran since the last visit and
  /// is still followed by none, each screen's data is unsaved, each per-push track's
  /// instance was visited (`MigrationWalk.pack` relies on this order).
  struct Layout: Sendable {
    var running = 0
    var tracked = 0
    var fresh = 0
    var pending = 0
    var dirty = 0
    var pushVisited = 0
    /// Whether each shared resource runs.
    var shared = 0
    /// Whether each screen with an `unless: first-visit` effect has had a visit (`seen`).
    var seen = 0
    var count = 0
  }

  let engine: Engine
  /// Resource slots (start and stop share a resource), tracks, refreshes and saves.
  let resources: [Slot]
  let tracks: [Slot]
  let refreshes: [Slot]
  let saves: [Slot]
  /// For each screen, the effects on each callback it places any on (a short list).
  let program: [[(callback: Callback, actions: [Action])]]
  /// The app's own code on each callback it places effects on (`app-effects:`).
  let appProgram: [(callback: Callback, actions: [Action])]
  /// The callbacks the app's own code places effects on, one bit each.
  let appMask: UInt64
  /// The resources the app shares that some effect starts or stops.
  let shared: [SharedResource]
  /// The screens with an effect that must not run before their first visit, each with its
  /// bit's place after `Layout.seen`.
  let seen: [Int: Int]
  /// The screens whose view model has code (`model-effects:`): what runs when it is made and
  /// released, and whether the parent makes it again when it shows the screen again.
  let models: [(screen: Int, made: [Action], released: [Action], remade: Bool)]
  /// For each screen, the callbacks it places effects on, one bit each (`callbackBit`): most
  /// events of a step run nothing, and are passed over on one test.
  let callbackMasks: [UInt64]
  /// The callbacks any screen places effects on (what an app-level event may run).
  let anyCallback: UInt64
  /// The screens with effects.
  let audited: [Int]
  /// A screen by its interned name.
  let screenByName: [UInt32: Int]
  /// Whether any effect sits behind a guard.
  let hasGuards: Bool
  /// Whether a resource runs while its screen is in the window: a step then reads the window.
  let readsWindow: Bool
  /// The bits of the state.
  let layout: Layout
  /// Each slot's breach of each guarantee (`Slot.keys` + the guarantee's index) as an index
  /// into `keyTexts`: breaches of instances of one screen share their key.
  let keyIDs: [Int32]
  /// Each breach key's text (`EffectBreach.key`).
  let keyTexts: [String]

  /// An evaluator of the effects the engine's app declares, with the guards some of them
  /// sit behind (`Audit.guards`).
  package convenience init(engine: Engine, guards: [GuardedEffect: EffectGuard] = [:]) {
    let app = engine.app
    let sdk = engine.rules.profile.sdk
    let remakes = engine.rules.holds(.parentRemakesModels)
    self.init(
      engine: engine, guards: guards, appEffects: app.definition.appEffects,
      model: { screen in
        let declaration = app.definition.declaration(of: app.typeName(screen))
        guard let model = declaration.model, !declaration.modelEffects.isEmpty else { return nil }
        return (declaration.modelEffects, remakes && Self.isRemade(model, sdk: sdk))
      }
    ) { screen in
      let own = app.definition.declaration(of: app.typeName(screen)).effects
      // A row of a list runs the list's `row-effects:` as its own.
      let list = screen < app.rowOf.count ? Int(app.rowOf[screen]) : -1
      return list < 0 ? own : own + app.definition.declaration(of: app.texts[list]).rowEffects
    }
  }

  /// An evaluator of some of the effects: `placements` gives each declared screen's (by the
  /// app model's index), so that a search judging many placements one at a time
  /// (`MigrationWalk`) has an evaluator, and a state, per placement.
  init(
    engine: Engine, guards: [GuardedEffect: EffectGuard] = [:], appEffects: [EffectPlacement] = [],
    model: (Int) -> (effects: [EffectPlacement], remade: Bool)? = { _ in nil }, placements: (Int) -> [EffectPlacement]
  ) {
    self.engine = engine
    let app = engine.app
    var resources: [Slot] = []
    var tracks: [Slot] = []
    var refreshes: [Slot] = []
    var saves: [Slot] = []
    var program = [[Callback: [Action]]](repeating: [:], count: app.count)
    var audited: [Int] = []
    // A screen's slots are appended together, while it is read: a slot is looked for among
    // them only (searching every screen's slots made an app of 20,000 screens with effects
    // quadratic: 2,000 took 0.6 s, 20,000 took 21 s).
    var firstOfScreen = (resources: 0, tracks: 0, refreshes: 0, saves: 0)
    func slot(_ list: inout [Slot], from first: Int, _ screen: Int, _ effect: Effect, sameIf same: (Effect) -> Bool) -> Int {
      if let index = list[first...].firstIndex(where: { $0.screen == screen && same($0.effect) }) { return index }
      list.append(Slot(screen: screen, effect: effect))
      return list.count - 1
    }
    var appActions: [Callback: [Action]] = [:]
    var seen: [Int: Int] = [:]
    var models: [(screen: Int, made: [Action], released: [Action], remade: Bool)] = []
    // Every instance of a screen runs its screen's effects, with state of its own; the app's
    // own code comes last, as one more owner that never leaves.
    for screen in Array(0..<app.declaredCount) + Array(app.firstInstance..<app.count) + [Self.appScreen] {
      let modelCode = screen == Self.appScreen ? nil : model(app.type(of: screen))
      // The model's code is written on `init` and `deinit`: kept apart from the controller's.
      let placements =
        (screen == Self.appScreen ? appEffects : placements(app.type(of: screen)))
        + (modelCode?.effects ?? []).map { EffectPlacement(callback: $0.callback, effects: $0.effects, location: $0.location, ofModel: true) }
      guard !placements.isEmpty else { continue }
      if screen != Self.appScreen { audited.append(screen) }
      if let modelCode { models.append((screen, [], [], modelCode.remade)) }
      firstOfScreen = (resources.count, tracks.count, refreshes.count, saves.count)
      for placement in placements {
        for written in placement.effects {
          // A slot is what the code acts on, wherever and behind whatever guard it sits.
          let effect = written.bare
          if written.unless == .firstVisit, screen != Self.appScreen, seen[screen] == nil { seen[screen] = seen.count }
          let index: Int
          switch effect.kind {
          case .start, .stop:
            index = slot(&resources, from: firstOfScreen.resources, screen, effect) { $0.name == effect.name }
            if effect.kind == .start, effect.whileCondition != nil { resources[index].effect = effect }
            if effect.kind == .start, resources[index].effect.kind == .stop { resources[index].effect = effect }
          case .track:
            index = slot(&tracks, from: firstOfScreen.tracks, screen, effect) { $0.name == effect.name }
            if effect.visit == .push { tracks[index].effect.visit = .push }
          case .refresh: index = slot(&refreshes, from: firstOfScreen.refreshes, screen, effect) { $0 == effect }
          case .save: index = slot(&saves, from: firstOfScreen.saves, screen, effect) { $0 == effect }
          }
          if placement.ofModel {
            let action = Action(kind: effect.kind, slot: index, unless: written.unless)
            if placement.callback == .`deinit` {
              models[models.count - 1].released.append(action)
            } else {
              models[models.count - 1].made.append(action)
            }
            continue
          }
          if screen == Self.appScreen {
            appActions[placement.callback, default: []].append(
              Action(kind: effect.kind, slot: index, guarded: written.guarded, unless: written.unless))
            continue
          }
          let guarded =
            written.guarded
            ?? (guards.isEmpty ? nil : guards[GuardedEffect(screen: app.typeName(screen), callback: placement.callback, effect: effect)])
          program[screen][placement.callback, default: []].append(
            Action(kind: effect.kind, slot: index, guarded: guarded, unless: written.unless))
        }
      }
    }
    // The shared resources some slot starts or stops, in the order their users appear.
    var shared: [SharedResource] = []
    var sharedIndex: [String: Int] = [:]
    for index in resources.indices {
      let name = resources[index].effect.name
      guard let discipline = app.definition.resources[name] else { continue }
      let found = sharedIndex[name] ?? shared.count
      if found == shared.count {
        sharedIndex[name] = found
        shared.append(SharedResource(name: name, discipline: discipline))
      }
      shared[found].users.append(index)
      resources[index].shared = found
    }
    self.shared = shared
    self.seen = seen
    self.models = models
    // Each slot's breach keys, interned.
    var keyIDs: [Int32] = []
    var keyTexts: [String] = []
    var keyIndex: [String: Int32] = [:]
    func keys(_ list: inout [Slot]) {
      for index in list.indices {
        list[index].keys = keyIDs.count
        let text = Self.owner(of: list[index].screen, in: app)
        let type = InstanceName.split(text)?.type ?? text
        for guarantee in Guarantee.allCases {
          let kind = guarantee.kind ?? list[index].effect.kind
          let key = "\(type) \(kind.rawValue) \(list[index].effect.name): \(guarantee.rawValue)"
          if let id = keyIndex[key] {
            keyIDs.append(id)
          } else {
            keyIndex[key] = Int32(keyTexts.count)
            keyIDs.append(Int32(keyTexts.count))
            keyTexts.append(key)
          }
        }
      }
    }
    keys(&resources)
    keys(&tracks)
    keys(&refreshes)
    keys(&saves)
    self.keyIDs = keyIDs
    self.keyTexts = keyTexts
    self.resources = resources
    self.tracks = tracks
    self.refreshes = refreshes
    self.saves = saves
    self.program = program.map { $0.map { (callback: $0.key, actions: $0.value) } }
    appProgram = appActions.sorted { $0.key < $1.key }.map { (callback: $0.key, actions: $0.value) }
    appMask = appActions.keys.reduce(UInt64(0)) { $0 | EffectEvaluator.callbackBit($1) }
    let masks = program.map { $0.keys.reduce(UInt64(0)) { $0 | EffectEvaluator.callbackBit($1) } }
    callbackMasks = masks
    anyCallback = audited.reduce(appMask) { $0 | masks[$1] }
    self.audited = audited
    hasGuards = program.contains { $0.values.contains { $0.contains { $0.guarded != nil } } }
    readsWindow = resources.contains { $0.effect.kind == .start && $0.effect.whileCondition == .inWindow }
    var layout = Layout()
    layout.running = 0
    layout.tracked = resources.count
    layout.fresh = layout.tracked + tracks.count
    layout.pending = layout.fresh + refreshes.count
    layout.dirty = layout.pending + refreshes.count
    layout.pushVisited = layout.dirty + saves.count
    layout.shared = layout.pushVisited + tracks.count
    layout.seen = layout.shared + shared.count
    layout.count = layout.seen + seen.count
    self.layout = layout
    var byName: [UInt32: Int] = [:]
    for (index, name) in app.names.enumerated() { byName[name.index] = index }
    screenByName = byName
  }

  /// Whose code a slot's effects are, as keys and breaches name it: the app's own
  /// (`appCodeOwnerName`), a list's rows (`Feed.rows`: every row is a view of one type, and a
  /// breach by any row is the rows'), or the screen.
  static func owner(of screen: Int, in app: AppModel) -> String {
    if screen == appScreen { return appCodeOwnerName }
    if screen < app.rowOf.count, app.rowOf[screen] >= 0 { return app.texts[Int(app.rowOf[screen])] + rowsSuffix }
    return app.texts[screen]
  }

  /// Whether a model of this ownership is made again when its parent shows the screen again,
  /// on an SDK, where the profile's `Fact.parentRemakesModels` holds (`swiftui.model.remadeByParent`): `@ObservedObject` made in the parent's body always; `@State` holding an
  /// `@Observable` model until the SDK whose `State` is a macro that evaluates its initial
  /// value once (Apple's TN3211, Xcode 27: https://developer.apple.com/documentation/technotes/tn3211-resolving-swiftui-source-incompatibilities-for-state-and-contentbuilder).
  package static func isRemade(_ model: ModelOwnership, sdk: IOSVersion) -> Bool {
    switch model {
    case .controller, .stateObject: false
    case .observedObject: true
    case .state: sdk.major < 27
    }
  }

  /// What names a list's rows after the list's screen (`Feed.rows`).
  package static let rowsSuffix = ".rows"

  /// A callback as one bit of a word (`callbackMasks`): a test that lets every callback with
  /// effects through; the list it guards says which.
  @inline(__always)
  static func callbackBit(_ callback: Callback) -> UInt64 { 1 << UInt64(callback.ordinal & 63) }

  /// The effects a screen (or the app's own code, `appScreen`) places on a callback, if any.
  @inline(__always)
  func actions(_ screen: Int, _ callback: Callback) -> [Action]? {
    if screen == Self.appScreen {
      guard appMask & Self.callbackBit(callback) != 0 else { return nil }
      for entry in appProgram where entry.callback == callback { return entry.actions }
      return nil
    }
    guard callbackMasks[screen] & Self.callbackBit(callback) != 0 else { return nil }
    for entry in program[screen] where entry.callback == callback { return entry.actions }
    return nil
  }

  /// A guarantee's place among a slot's keys (`Slot.keys`).
  @inline(__always)
  static func index(_ guarantee: Guarantee) -> Int {
    switch guarantee {
    case .notStartedTwice: 0
    case .stoppedOnlyWhenRunning: 1
    case .stoppedByEnd: 2
    case .runningExactlyWhile: 3
    case .runningWhileUsed: 4
    case .oncePerVisit: 5
    case .currentAtEveryVisit: 6
    case .noWastedRefresh: 7
    case .savedBeforeLoss: 8
    case .notWhenCancelled: 9
    case .notOnFirstVisit: 10
    }
  }

  /// Whether the app declares any effect.
  package var hasEffects: Bool { !audited.isEmpty || !appProgram.isEmpty }

  /// The state before launch.
  package var initialState: EffectState { EffectState(bitCount: layout.count) }

  /// Whether a resource is running in `state`.
  func anyRunning(_ state: EffectState) -> Bool {
    state.any(in: layout.running..<layout.running + resources.count)
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

  /// Runs one step's effects, the step read once for every evaluator of the engine; each
  /// breach goes to `recorder` with its key's index (`keyIDs`), its message built only if
  /// the recorder asks for it.
  func step<Recorder: BreachRecorder>(_ state: inout EffectState, _ transition: Transition, into recorder: inout Recorder) {
    guard hasEffects else { return }
    let kind = transition.kind
    let animated = transition.animated
    let number = transition.number
    let layout = layout
    func breach(_ slot: Slot, _ effect: Effect? = nil, _ guarantee: Guarantee, _ message: @autoclosure () -> String) {
      recorder.record(keyIDs[slot.keys + Self.index(guarantee)]) {
        EffectBreach(
          screen: Self.owner(of: slot.screen, in: engine.app), effect: effect ?? slot.effect,
          guarantee: guarantee, step: number, message: message())
      }
    }
    // The user can change a visited screen's data before any step.
    for index in saves.indices where transition.visitedBefore[saves[index].screen] { state[bit: layout.dirty + index] = true }
    // Effects behind a transition coordinator's completion run after the step's callbacks.
    var completions: [(actions: [Action], hit: Hit, screen: Int)] = []
    func perform(_ actions: [Action], _ hit: Hit, _ screen: Int, completing: Bool = false, ofModel: Bool = false, remaking: Bool = false) {
      let visitedBefore = screen != Self.appScreen && transition.visitedBefore[screen]
      let visitedAfter = screen != Self.appScreen && transition.visitedAfter[screen]
      func at() -> String {
        "\(hit.name)\(ofModel ? "'s model" : "") \(hit.callback.rawValue)\(completing ? " (on the transition's completion)" : "") at step \(number)"
      }
      for action in actions {
        if let unless = action.unless { requirement(unless, action, hit, screen, at) }
        // A model made again starts a resource of its own, and the one it replaces stops its
        // own: for a resource of the screen, or one counted per user, the two cancel out. Only
        // a resource that one stop stops for everyone (exclusive, idempotent) sees both.
        if remaking, action.kind == .start || action.kind == .stop {
          let shared = resources[action.slot].shared
          if shared < 0 || self.shared[shared].discipline == .referenceCounted { continue }
        }
        switch action.kind {
        case .start:
          let slot = resources[action.slot]
          let bit = layout.running + action.slot
          if slot.shared >= 0 {
            startShared(&state, slot, bit, at)
            continue
          }
          if state[bit: bit] {
            breach(
              slot, Effect(.start, slot.effect.name, while: slot.effect.whileCondition), .notStartedTwice,
              "\(at()) starts \(slot.effect.name) while it is running")
          }
          state[bit: bit] = true
        case .stop:
          let slot = resources[action.slot]
          let bit = layout.running + action.slot
          if slot.shared >= 0 {
            stopShared(&state, slot, bit, at)
            // The model released stops it; the one that replaced it still holds it.
            if remaking { state[bit: bit] = true }
            continue
          }
          if !state[bit: bit] {
            breach(slot, Effect(.stop, slot.effect.name), .stoppedOnlyWhenRunning, "\(at()) stops \(slot.effect.name) while it is not running")
          }
          state[bit: bit] = false
        case .track:
          let slot = tracks[action.slot]
          let perPush = slot.effect.visit == .push
          if !visitedBefore && !visitedAfter && !(perPush && state[bit: layout.pushVisited + action.slot]) {
            breach(slot, nil, .oncePerVisit, "\(at()) tracks \(slot.effect.name) in a step that is no part of a visit")
          } else if state[bit: layout.tracked + action.slot] {
            breach(slot, nil, .oncePerVisit, "\(at()) tracks \(slot.effect.name) a second time in one \(perPush ? "push" : "visit")")
          } else {
            state[bit: layout.tracked + action.slot] = true
          }
        case .refresh:
          let slot = refreshes[action.slot]
          if state[bit: layout.pending + action.slot] {
            breach(slot, nil, .noWastedRefresh, "\(at()) refreshes \(slot.effect.name) again; the previous refresh was followed by no visit")
          }
          state[bit: layout.pending + action.slot] = true
          if !visitedBefore { state[bit: layout.fresh + action.slot] = true }
        case .save:
          state[bit: layout.dirty + action.slot] = false
        }
      }
    }
    // A requirement the team states (`unless:`): the code runs all the same, and each run
    // where it must not is a breach.
    func requirement(_ unless: Effect.Exclusion, _ action: Action, _ hit: Hit, _ screen: Int, _ at: () -> String) {
      let slot =
        switch action.kind {
        case .start, .stop: resources[action.slot]
        case .track: tracks[action.slot]
        case .refresh: refreshes[action.slot]
        case .save: saves[action.slot]
        }
      let effect = Effect(action.kind, slot.effect.name, unless: unless)
      switch unless {
      case .cancelled:
        if EffectGuard.isCancelled(kind) {
          breach(slot, effect, .notWhenCancelled, "\(at()) runs \(effect.kind.rawValue) \(slot.effect.name) in a cancelled transition (\(kind))")
        }
      case .firstVisit:
        if let place = seen[screen], !state[bit: layout.seen + place] {
          breach(
            slot, effect, .notOnFirstVisit,
            "\(at()) runs \(effect.kind.rawValue) \(slot.effect.name) before the instance's first visit has begun (its first load)")
        }
      }
    }
    // A shared resource: the slot's bit is whether this user holds it, the resource's whether
    // it runs; what a second start or a stop does is the resource's discipline.
    func startShared(_ state: inout EffectState, _ slot: Slot, _ bit: Int, _ at: () -> String) {
      let resource = shared[slot.shared]
      let runs = layout.shared + slot.shared
      let start = Effect(.start, slot.effect.name, while: slot.effect.whileCondition)
      switch resource.discipline {
      case .idempotent: break
      case .referenceCounted:
        if state[bit: bit] {
          breach(slot, start, .notStartedTwice, "\(at()) starts \(resource.name) again without a stop: its count is not balanced")
        }
      case .exclusive:
        if state[bit: runs] { breach(slot, start, .notStartedTwice, "\(at()) starts \(resource.name) while it is running (exclusive)") }
      }
      state[bit: bit] = true
      state[bit: runs] = true
    }
    func stopShared(_ state: inout EffectState, _ slot: Slot, _ bit: Int, _ at: () -> String) {
      let resource = shared[slot.shared]
      let runs = layout.shared + slot.shared
      let stop = Effect(.stop, slot.effect.name)
      switch resource.discipline {
      case .idempotent:
        state[bit: runs] = false
      case .referenceCounted:
        if !state[bit: bit] {
          breach(slot, stop, .stoppedOnlyWhenRunning, "\(at()) stops \(resource.name) without having started it: its count is not balanced")
        }
        state[bit: bit] = false
        state[bit: runs] = resource.users.contains { state[bit: layout.running + $0] }
        return
      case .exclusive:
        if !state[bit: runs] { breach(slot, stop, .stoppedOnlyWhenRunning, "\(at()) stops \(resource.name) while it is not running") }
        state[bit: runs] = false
      }
      state[bit: bit] = false
    }
    func run(_ actions: [Action], _ hit: Hit, _ screen: Int) {
      guard hasGuards else { return perform(actions, hit, screen) }
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
              screen: screen, callback: hit.callback, transition: roles, before: transition.before, after: transition.after)
            if flags.contains(where: { $0.flag.isLeaving }) { now.append(action) }
            continue
          }
          // Without the roles: the flags are set on the controller that leaves its parent or is dismissed, not
          // on the children embedded in it, which leave with it (inferred: UIKit sets
          // `isMovingFromParent` while a child is removed from its own parent only).
          let parent = engine.app.declaredParent[screen]
          let leavesWithParent = parent >= 0 && transition.liveBefore[parent] && !transition.liveAfter[parent]
          let ends = transition.liveBefore[screen] && !transition.liveAfter[screen] && !leavesWithParent
          let gestureBegins = EffectGuard.isCancelled(kind) && transition.visitedBefore[screen] && hit.callback == .viewWillDisappear
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
      if !now.isEmpty { perform(now, hit, screen) }
      if !later.isEmpty { completions.append((later, hit, screen)) }
    }
    // A view model is made before its view's first callback (a state object's autoclosure runs
    // as the view is first evaluated, before onAppear; a controller's with the controller), and
    // made again, the one before released, when its parent shows the screen again.
    for model in models {
      let screen = model.screen
      let begins = !transition.liveBefore[screen] && transition.liveAfter[screen]
      let remade =
        model.remade && transition.liveBefore[screen] && transition.liveAfter[screen] && !transition.visitedBefore[screen]
        && transition.visitedAfter[screen]
      guard begins || remade else { continue }
      let hit = Hit(screen: screen, name: engine.app.names[screen], callback: .`init`, phase: .action)
      if !model.made.isEmpty { perform(model.made, hit, screen, ofModel: true, remaking: remade) }
      if remade, !model.released.isEmpty {
        perform(
          model.released, Hit(screen: screen, name: engine.app.names[screen], callback: .`deinit`, phase: .action), screen, ofModel: true,
          remaking: true)
      }
    }
    for hit in transition.hits {
      if hit.screen >= 0 {
        if let actions = actions(hit.screen, hit.callback) { run(actions, hit, hit.screen) }
      } else {
        // The app's own code first: the scene delegate is called, then what it tells the screens.
        if !appProgram.isEmpty, let actions = actions(Self.appScreen, hit.callback) { perform(actions, hit, Self.appScreen) }
        for screen in audited where transition.liveBefore[screen] || transition.liveAfter[screen] {
          if let actions = actions(screen, hit.callback) { run(actions, hit, screen) }
        }
      }
    }
    for completion in completions {
      perform(completion.actions, completion.hit, completion.screen, completing: true)
    }
    // A view model is released with its view's identity (or its controller), after its callbacks.
    for model in models where !model.released.isEmpty && transition.liveBefore[model.screen] && !transition.liveAfter[model.screen] {
      perform(
        model.released, Hit(screen: model.screen, name: engine.app.names[model.screen], callback: .`deinit`, phase: .action), model.screen,
        ofModel: true)
    }
    for index in refreshes.indices {
      let screen = refreshes[index].screen
      guard !transition.visitedBefore[screen], transition.visitedAfter[screen] else { continue }
      if !state[bit: layout.fresh + index] {
        breach(
          refreshes[index], nil, .currentAtEveryVisit,
          "a visit starts at step \(number) and \(refreshes[index].effect) has not run since the previous visit ended")
      }
      state[bit: layout.fresh + index] = false
      state[bit: layout.pending + index] = false
    }
    for index in tracks.indices {
      let screen = tracks[index].screen
      if tracks[index].effect.visit == .push {
        // One visit per instance: from its first visit to its end.
        if transition.liveBefore[screen], !transition.liveAfter[screen] {
          if state[bit: layout.pushVisited + index], !state[bit: layout.tracked + index] {
            breach(tracks[index], nil, .oncePerVisit, "the instance ends at step \(number), visited, without \(tracks[index].effect)")
          }
        } else if transition.visitedAfter[screen] {
          state[bit: layout.pushVisited + index] = true
        }
        continue
      }
      if transition.visitedBefore[screen], !transition.visitedAfter[screen] {
        if !state[bit: layout.tracked + index] {
          breach(tracks[index], nil, .oncePerVisit, "a visit ends at step \(number) without \(tracks[index].effect)")
        }
        state[bit: layout.tracked + index] = false
      }
    }
    for index in saves.indices where state[bit: layout.dirty + index] {
      let screen = saves[index].screen
      let ends = transition.liveBefore[screen] && !transition.liveAfter[screen]
      let backgrounded = kind == .background && transition.inWindowAfter[screen]
      guard ends || backgrounded else { continue }
      let point = ends ? "the instance ends" : "the app enters the background with the screen in the window"
      breach(
        saves[index], nil, .savedBeforeLoss, "\(point) at step \(number), and \(saves[index].effect) has not run since the screen was last visited")
    }
    for index in resources.indices {
      let slot = resources[index]
      let screen = slot.screen
      let running = state[bit: layout.running + index]
      let isApp = screen == Self.appScreen
      if !isApp, transition.liveBefore[screen], !transition.liveAfter[screen] {
        if running {
          let what = slot.shared >= 0 ? "holding \(slot.effect.name) (started, never stopped)" : "with \(slot.effect.name) running"
          breach(
            slot, Effect(.start, slot.effect.name, while: slot.effect.whileCondition), .stoppedByEnd, "the instance ends at step \(number) \(what)")
        }
        continue
      }
      if slot.shared >= 0, running, !state[bit: layout.shared + slot.shared], isApp || transition.liveAfter[screen] {
        let user = isApp ? appCodeOwnerName : engine.app.texts[screen]
        breach(
          slot, Effect(.start, slot.effect.name, while: slot.effect.whileCondition), .runningWhileUsed,
          "after step \(number) \(slot.effect.name) is stopped while \(user) uses it (started it and has not stopped it)")
      }
      guard isApp || transition.liveAfter[screen], let condition = slot.effect.whileCondition, slot.effect.kind == .start else { continue }
      let expected =
        switch condition {
        case .inWindow: !isApp && transition.inWindowAfter[screen]
        case .visited: !isApp && transition.visitedAfter[screen]
        case .alive: true
        case .foreground: !transition.backgroundAfter
        }
      if running != expected {
        let place =
          switch condition {
          case .inWindow: "in the window"
          case .visited: "visited"
          case .alive: "in the app"
          case .foreground: "in the foreground"
          }
        let subject = isApp || condition == .foreground ? "the app" : "the screen"
        breach(
          slot, nil, .runningExactlyWhile,
          "after step \(number) \(slot.effect.name) is \(running ? "running" : "not running") and \(subject) is \(expected ? "" : "not ")\(place)")
      }
    }
    // A screen visited after the step has had its first visit.
    for (screen, place) in seen where screen < transition.visitedAfter.count && transition.visitedAfter[screen] {
      state[bit: layout.seen + place] = true
    }
    // An instance that ends takes its effects' state with it.
    for screen in audited where transition.liveBefore[screen] && !transition.liveAfter[screen] {
      for index in refreshes.indices where refreshes[index].screen == screen && state[bit: layout.pending + index] {
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
    for index in tracks.indices where !state[bit: layout.tracked + index] {
      let slot = tracks[index]
      let screen = slot.screen
      guard transition.liveAfter[screen] else { continue }
      let perPush = slot.effect.visit == .push
      let pushVisited = state[bit: layout.pushVisited + index]
      guard perPush ? pushVisited || transition.visitedAfter[screen] : transition.visitedAfter[screen] else { continue }
      var breach = EffectBreach(
        screen: Self.owner(of: screen, in: engine.app), effect: slot.effect, guarantee: .oncePerVisit, step: transition.number,
        message: "the path ends after step \(transition.number) in a \(perPush ? "push" : "visit") that has not run \(slot.effect): "
          + "once per \(perPush ? "push" : "visit") is unproven on it")
      breach.unproven = true
      breaches.append(breach)
    }
  }

  private func reset(_ state: inout EffectState, _ screen: Int) {
    for index in resources.indices where resources[index].screen == screen { state[bit: layout.running + index] = false }
    for index in tracks.indices where tracks[index].screen == screen {
      state[bit: layout.tracked + index] = false
      state[bit: layout.pushVisited + index] = false
    }
    for index in refreshes.indices where refreshes[index].screen == screen {
      state[bit: layout.fresh + index] = false
      state[bit: layout.pending + index] = false
    }
    for index in saves.indices where saves[index].screen == screen { state[bit: layout.dirty + index] = false }
    if let place = seen[screen] { state[bit: layout.seen + place] = false }
  }
}
