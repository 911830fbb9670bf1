import LifecycleCore
import LifecycleKnowledge

/// A step that starts while the one above it is under way (`during: previous`): the
/// navigator resolves the pair (`Navigator.applyOverlap`), the lanes read each transition's
/// rows, and the two lists of events are composed as the outcome says.
extension Engine {
  /// Applies an overlap: changes the world and leaves the step's events in the buffer.
  ///
  /// - queued: the first transition's events, then the second's in the chained phases
  ///   (`Phase.shifted(by:)`, past both transitions of a `sheet(item:)`'s switch), each as it
  ///   would be alone;
  /// - merged: the one change SwiftUI sees, as a step of its own;
  /// - dropped: the first transition's events alone;
  /// - interrupts: the first transition up to its end, the second in the chained phases,
  ///   then the first one's completions, without those that `OverlapRules.skippedCompletions`
  ///   takes from the screens the second moved; the step's kind is `interruptedByOverlap`.
  func step(
    _ world: inout World, _ first: Action, then second: Action, at landing: OverlapLanding, unwind: Bool = false,
    number: Int, into buffer: inout StepBuffer
  ) throws(Navigator.ActionError) {
    buffer.reset()
    buffer.hasTransition = false
    var structure = world.structure
    let resolution = try navigator.applyOverlap(
      first, second, at: landing, to: &structure, first: &buffer.lastTransition, second: &buffer.secondTransition,
      unwind: unwind)
    world.structure = structure
    buffer.hasTransition = true
    buffer.overlap = resolution
    uikit.step(&world.uikit, buffer.lastTransition, into: &buffer.uikit, silences: &buffer.silences)
    swiftui.step(&world.swiftui, buffer.lastTransition, into: &buffer.swiftui, silences: &buffer.silences)
    if resolution.outcome == .queued || resolution.outcome == .interrupts {
      buffer.secondUIKit.removeAll(keepingCapacity: true)
      buffer.secondSwiftUI.removeAll(keepingCapacity: true)
      uikit.step(&world.uikit, buffer.secondTransition, into: &buffer.secondUIKit, silences: &buffer.silences)
      swiftui.step(&world.swiftui, buffer.secondTransition, into: &buffer.secondSwiftUI, silences: &buffer.silences)
      let interrupts = resolution.outcome == .interrupts
      compose(
        &buffer.uikit, second: &buffer.secondUIKit, interrupts: interrupts, buffer.lastTransition, buffer.secondTransition,
        &buffer.bucketCounts)
      compose(
        &buffer.swiftui, second: &buffer.secondSwiftUI, interrupts: interrupts, buffer.lastTransition, buffer.secondTransition,
        &buffer.bucketCounts)
      // What the step's readers see of it: what is on screen after both, what both released.
      let second = buffer.secondTransition
      buffer.lastTransition.onScreen = second.onScreen
      buffer.lastTransition.released.append(contentsOf: second.released)
      buffer.lastTransition.inBackground = second.inBackground
      if interrupts { buffer.lastTransition.kind = .interruptedByOverlap }
    }
    buffer.merge(step: number, names: app.names, firstLane: firstLane)
  }

  /// One lane's events of an overlap: the first transition's (`events`) and the second's, in
  /// the order the outcome gives them. A `sheet(item:)`'s switch is two chained transitions
  /// (its dismissal, then its presentation in the second set of phases), so a transition after
  /// it moves past both (`OverlapTable.chainLength`).
  private func compose(
    _ events: inout [LaneEvent], second chained: inout [LaneEvent], interrupts: Bool, _ firstTransition: Transition,
    _ secondTransition: Transition, _ counts: inout [Int]
  ) {
    let before = OverlapTable.chainLength(firstTransition.kind)
    let after = OverlapTable.chainLength(secondTransition.kind)
    // The second transition in its own phase order (the merge's stable sort), moved past the
    // first one's chain.
    StepBuffer.sortByPhase(&chained, &counts)
    for index in chained.indices { chained[index].phase = chained[index].phase.shifted(by: before) }
    guard interrupts else {
      // The first transition's later run-loop turns (its `task` bodies starting) come before a
      // call that waits for its end: at the end of its last commit.
      let commit = Phase.afterCommit.shifted(by: before - 1)
      for index in events.indices where events[index].phase == .async { events[index].phase = commit }
      events.append(contentsOf: chained)
      return
    }
    // The first transition's completions (those of its last chained transition) come after
    // the second, skipping the screens it moved.
    let end = Phase.transitionEnd.shifted(by: before - 1)
    var early: [LaneEvent] = []
    var late: [LaneEvent] = []
    for event in events {
      if event.phase >= end && event.phase != .async {
        if skips(event, secondTransition) { continue }
        var moved = event
        moved.phase = event.phase.shifted(by: after)
        late.append(moved)
      } else {
        early.append(event)
      }
    }
    events = early + chained + late
  }

  /// Whether a completion of the first transition goes to a screen the second moved again.
  private func skips(_ event: LaneEvent, _ second: Transition) -> Bool {
    for (role, callback) in OverlapRules.skippedCompletions where callback == event.callback {
      var found = false
      second.withScreens(role) { screens in found = screens.contains { $0.screen == event.screen } }
      if found { return true }
    }
    return false
  }
}
