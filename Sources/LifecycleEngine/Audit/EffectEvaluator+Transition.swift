import LifecycleCore

extension EffectEvaluator {
  /// An event of a step that runs effects (`EffectEvaluator.actions`): its screen by the app
  /// model's index (-1 for an app-level callback's, which runs every screen's), its name as
  /// the messages print it, its callback and phase. The other events of the step are not kept.
  struct Hit: Sendable {
    var screen: Int
    var name: ScreenName
    var callback: Callback
    var phase: Phase
  }

  /// What every evaluator of one engine reads from a step, worked out once: the structures
  /// around it, which screens are visited and in the window, and its events (those that run
  /// effects, where one evaluator fills it).
  struct Transition {
    var before: Structure
    var after: Structure
    var kind: TransitionKind
    var animated: Bool
    /// The step's events, in clock order: every one (`transition(before:after:…)`) or those
    /// that run the evaluator's effects (`fill`).
    var hits: [Hit]
    var number: Int
    var visitedBefore: [Bool]
    var visitedAfter: [Bool]
    var inWindowAfter: [Bool]
    /// Whether the app is in the background after the step (`while: foreground`).
    var backgroundAfter = false
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
    /// Room for the hits of the SwiftUI lane and for the merge (`fill`).
    var otherHits: [Hit] = []
    var mergedHits: [Hit] = []
  }

  /// Whether a step touches none of the screens whose effects this evaluator runs.
  func isUntouched(by transition: Transition) -> Bool {
    // The app's own code runs on app-level events, which name no screen.
    if !appProgram.isEmpty, transition.hits.contains(where: { $0.screen < 0 }) { return false }
    return !audited.contains { transition.touched[$0] }
  }

  /// Whether one of the step's events runs code this evaluator judges: a screen's on its own
  /// callback, or, on an app-level event, the app's and that of the screens in the app then
  /// (as `step(_:_:into:)` runs them).
  func runsCode(in transition: Transition) -> Bool {
    for hit in transition.hits {
      if hit.screen >= 0 {
        if actions(hit.screen, hit.callback) != nil { return true }
        continue
      }
      if !appProgram.isEmpty, actions(Self.appScreen, hit.callback) != nil { return true }
      for screen in audited where transition.liveBefore[screen] || transition.liveAfter[screen] {
        if actions(screen, hit.callback) != nil { return true }
      }
    }
    return false
  }

  /// Whether an event runs effects of some screen: its screen's, or any screen's for an
  /// app-level event (screen -1).
  @inline(__always)
  func hits(screen: Int, _ callback: Callback) -> Bool {
    let bit = Self.callbackBit(callback)
    return screen >= 0 && screen < callbackMasks.count ? callbackMasks[screen] & bit != 0 : anyCallback & bit != 0
  }

  /// A step's transition, for `step(_:_:into:)` of any evaluator of the engine: `hits` holds
  /// every event of the step.
  func transition(
    before: Structure, after: Structure, kind: TransitionKind, animated: Bool = true, events: [Event], step number: Int,
    roles: LifecycleCore.Transition? = nil
  ) -> Transition {
    var hits: [Hit] = []
    var touched = [Bool](repeating: false, count: program.count)
    appendEveryHit(events, to: &hits, touched: &touched)
    let liveBefore = Visits.live(before)
    let liveAfter = Visits.live(after)
    for screen in touched.indices where screen < liveBefore.count && (liveBefore[screen] || liveAfter[screen]) { touched[screen] = true }
    var result = Transition(
      before: before, after: after, kind: kind, animated: animated, hits: hits, number: number,
      visitedBefore: Visits.visited(before), visitedAfter: Visits.visited(after), inWindowAfter: Visits.inWindow(after),
      touched: touched, liveBefore: liveBefore, liveAfter: liveAfter, roles: roles)
    result.backgroundAfter = after.inBackground
    return result
  }

  /// What `fill(_:after:buffer:step:refs:)` reads of the world a search steps from, written
  /// into `result` once for every action tried there: which screens are in the app and visited.
  func fill(_ result: inout Transition, before: Structure, refs: inout [ScreenRef]) {
    Visits.fillLive(before, into: &result.liveBefore)
    Visits.fillVisited(before, into: &result.visitedBefore, refs: &refs)
  }

  /// For this evaluator alone: the step just taken into `buffer` from the structure `before` (whose reading `fill(_:before:refs:)`
  /// wrote) to `after`, written into `result`, reusing its arrays' room (`refs` is room for
  /// the screens of a layer): what a search that judges millions of steps reads each one with.
  ///
  /// The buffer's merge may be deferred (`StepBuffer.defersMerge`): the events that run
  /// effects are taken from each lane's own list and only those merged, as the merge orders
  /// them (phase by phase, the lane that speaks first in the phase first), so a step whose
  /// events run nothing merges nothing. The window is read only where a guarantee asks
  /// (`readsWindow`, or a step to the background with data to save); the structures and the
  /// roles are kept only for guards (`release` them before the worlds or the buffer are
  /// written again). `touched` is not written: this is not for `isUntouched`.
  func fill(
    _ result: inout Transition, before: Structure, after: Structure, buffer: StepBuffer, step number: Int, refs: inout [ScreenRef]
  ) {
    let roles = buffer.lastTransition
    result.kind = roles.kind
    result.animated = roles.animated
    result.number = number
    result.backgroundAfter = after.inBackground
    if hasGuards {
      result.before = before
      result.after = after
      result.roles = roles
    }
    if !result.hits.isEmpty { result.hits.removeAll(keepingCapacity: true) }
    if buffer.defersMerge {
      appendHits(buffer.uikit, to: &result.hits)
      if !result.otherHits.isEmpty { result.otherHits.removeAll(keepingCapacity: true) }
      appendHits(buffer.swiftui, to: &result.otherHits)
      if !result.otherHits.isEmpty {
        if result.hits.isEmpty {
          result.hits.append(contentsOf: result.otherHits)
        } else {
          mergeHits(&result)
        }
      }
    } else {
      for event in buffer.events {
        let screen = screenByName[event.screen.index].flatMap { $0 < program.count ? $0 : nil } ?? -1
        if hits(screen: screen, event.callback) {
          result.hits.append(Hit(screen: screen, name: event.screen, callback: event.callback, phase: event.phase))
        }
      }
    }
    Visits.fillLive(after, into: &result.liveAfter)
    Visits.fillVisited(after, into: &result.visitedAfter, refs: &refs)
    if readsWindow || (roles.kind == .background && !saves.isEmpty) || result.inWindowAfter.count != after.screenCount {
      Visits.fillInWindow(after, into: &result.inWindowAfter, refs: &refs)
    }
  }

  /// For every evaluator of the engine (`MigrationWalk`): the step just taken into `buffer`
  /// (merged) from `before` (whose reading `fill(_:before:refs:)` wrote) to `after`, as
  /// `transition(before:after:…)` reads it (every event, `touched`, the structures and the
  /// roles), written into `result` reusing its arrays' room. `release(_:keeping:)` it before
  /// the worlds or the buffer are written again.
  func fillShared(
    _ result: inout Transition, before: Structure, after: Structure, buffer: StepBuffer, step number: Int, refs: inout [ScreenRef]
  ) {
    let roles = buffer.lastTransition
    result.kind = roles.kind
    result.animated = roles.animated
    result.number = number
    result.backgroundAfter = after.inBackground
    result.before = before
    result.after = after
    result.roles = roles
    if !result.hits.isEmpty { result.hits.removeAll(keepingCapacity: true) }
    Visits.fillLive(after, into: &result.liveAfter)
    if result.touched.count != program.count { result.touched = Array(repeating: false, count: program.count) }
    for screen in result.touched.indices {
      result.touched[screen] = screen < result.liveBefore.count && (result.liveBefore[screen] || result.liveAfter[screen])
    }
    appendEveryHit(buffer.events, to: &result.hits, touched: &result.touched)
    Visits.fillVisited(after, into: &result.visitedAfter, refs: &refs)
    Visits.fillInWindow(after, into: &result.inWindowAfter, refs: &refs)
  }

  /// Lets go of what `fillShared` kept of the step.
  func releaseShared(_ transition: inout Transition, keeping empty: Structure) {
    transition.before = empty
    transition.after = empty
    transition.roles = nil
  }

  /// Every event of a step as a hit, each screen it names marked in `touched`: the transition
  /// is shared by the evaluators of one engine (`MigrationWalk`), so no event is left out.
  private func appendEveryHit(_ events: [Event], to hits: inout [Hit], touched: inout [Bool]) {
    for event in events {
      let screen: Int
      if let found = screenByName[event.screen.index], found < program.count {
        screen = found
        touched[screen] = true
      } else {
        screen = -1
      }
      hits.append(Hit(screen: screen, name: event.screen, callback: event.callback, phase: event.phase))
    }
  }

  /// The events of one lane's list (in phase order) that run effects.
  private func appendHits(_ events: [LaneEvent], to hits: inout [Hit]) {
    let names = engine.app.names
    for event in events where self.hits(screen: event.screen, event.callback) {
      let name = event.screen == LaneEvent.scene ? event.callback.appParticipant : names[event.screen]
      hits.append(Hit(screen: event.screen >= 0 ? event.screen : -1, name: name, callback: event.callback, phase: event.phase))
    }
  }

  /// The UIKit lane's hits (`hits`) and the SwiftUI lane's (`otherHits`) merged into `hits`
  /// as `StepBuffer.merge` merges their events.
  private func mergeHits(_ result: inout Transition) {
    let firstLane = engine.firstLane
    result.mergedHits.removeAll(keepingCapacity: true)
    var left = 0
    var right = 0
    let uikit = result.hits
    let swiftui = result.otherHits
    while left < uikit.count || right < swiftui.count {
      if right == swiftui.count {
        result.mergedHits.append(uikit[left])
        left += 1
      } else if left == uikit.count {
        result.mergedHits.append(swiftui[right])
        right += 1
      } else {
        let a = uikit[left].phase
        let b = swiftui[right].phase
        if a < b || (a == b && firstLane[a.rawValue] == .uikit) {
          result.mergedHits.append(uikit[left])
          left += 1
        } else {
          result.mergedHits.append(swiftui[right])
          right += 1
        }
      }
    }
    swap(&result.hits, &result.mergedHits)
  }

  /// Lets go of what `fill` kept of the step (the structures and the roles, kept for guards).
  func release(_ transition: inout Transition, keeping empty: Structure) {
    guard hasGuards else { return }
    transition.before = empty
    transition.after = empty
    transition.roles = nil
  }
}

/// Where an evaluator's step puts what it breaks: each breach's key (`EffectEvaluator.keyIDs`)
/// and, when the recorder wants it, the breach with its message.
protocol BreachRecorder {
  /// Records a breach of the key `key`; `breach` builds it with its message.
  mutating func record(_ key: Int32, _ breach: () -> EffectBreach)
}

extension Array: BreachRecorder where Element == EffectBreach {
  mutating func record(_ key: Int32, _ breach: () -> EffectBreach) { append(breach()) }
}
