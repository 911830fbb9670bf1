import LifecycleCore

/// The events of one step, merged from both lanes, with room reused from step to step.
public struct StepBuffer: Sendable {
  /// The merged events of the last step, in clock order.
  public internal(set) var events: [Event] = []
  /// The rows that said a role gets nothing in the last step; recorded only when asked.
  package internal(set) var silences: [Silence]?
  /// The transition of the last step.
  package var transition: Transition? { hasTransition ? lastTransition : nil }

  // Kept unwrapped: replacing an optional one each step went through Optional's generic
  // value witnesses, a thousand instructions a step.
  var lastTransition = Transition(kind: .none)
  var hasTransition = false
  /// For an overlap (`Action.overlap`): the second action's transition (what it would have
  /// done, when it was dropped), and how the profile resolved the pair; nil for other steps.
  package internal(set) var overlap: Navigator.OverlapResolution?
  package internal(set) var secondTransition = Transition(kind: .none)
  /// The second transition's lane events, before they join the step's.
  var secondUIKit: [LaneEvent] = []
  var secondSwiftUI: [LaneEvent] = []

  var uikit: [LaneEvent] = []
  var swiftui: [LaneEvent] = []
  var bucketCounts = [Int](repeating: 0, count: Phase.allCases.count)

  /// Whether `merge` leaves the lanes unmerged (each put in phase order, `events` empty)
  /// until `completeMerge`: the explorer checks the laws on the lanes' own lists and merges
  /// only the steps that break one.
  var defersMerge = false
  /// The number of the step whose merge was deferred.
  private var deferredStep = 0

  /// An empty buffer; `recordingSilences` keeps the rows that placed nothing, for `explain`.
  public init(recordingSilences: Bool = false) {
    silences = recordingSilences ? [] : nil
  }

  /// Empties the buffer for the next step.
  mutating func reset() {
    // `removeAll(keepingCapacity:)` of an empty list still costs a generic replace: skipped.
    if !events.isEmpty { events.removeAll(keepingCapacity: true) }
    if !uikit.isEmpty { uikit.removeAll(keepingCapacity: true) }
    if !swiftui.isEmpty { swiftui.removeAll(keepingCapacity: true) }
    if silences != nil { silences!.removeAll(keepingCapacity: true) }
    overlap = nil
  }

  /// Merges the lanes' events of step `number` on the shared clock: phase by phase, the lane
  /// that speaks first in that phase (`firstLane[phase]`), then the other, each in emission
  /// order. Linear in the step's events: a lane emits its rows in table order, so its events
  /// usually come phase by phase already and the two lanes merge as two sorted lists; a lane
  /// whose phases go back is bucketed by phase first (a counting sort).
  mutating func merge(step number: Int, names: [ScreenName], firstLane: [Lane]) {
    if !events.isEmpty { events.removeAll(keepingCapacity: true) }
    if !Self.inPhaseOrder(uikit) { Self.sortByPhase(&uikit, &bucketCounts) }
    if !Self.inPhaseOrder(swiftui) { Self.sortByPhase(&swiftui, &bucketCounts) }
    if defersMerge {
      deferredStep = number
      return
    }
    interleave(step: number, names: names, firstLane: firstLane)
  }

  /// Merges the lanes of a step whose merge was deferred (`defersMerge`), as `merge` would have.
  mutating func completeMerge(names: [ScreenName], firstLane: [Lane]) {
    if !events.isEmpty { events.removeAll(keepingCapacity: true) }
    interleave(step: deferredStep, names: names, firstLane: firstLane)
  }

  /// Interleaves the lanes, each already in phase order, into `events`.
  private mutating func interleave(step number: Int, names: [ScreenName], firstLane: [Lane]) {
    events.reserveCapacity(uikit.count + swiftui.count)
    var left = 0
    var right = 0
    while left < uikit.count || right < swiftui.count {
      let event: LaneEvent
      if right == swiftui.count {
        event = uikit[left]
        left += 1
      } else if left == uikit.count {
        event = swiftui[right]
        right += 1
      } else {
        let a = uikit[left].phase
        let b = swiftui[right].phase
        if a < b || (a == b && firstLane[a.rawValue] == .uikit) {
          event = uikit[left]
          left += 1
        } else {
          event = swiftui[right]
          right += 1
        }
      }
      events.append(
        Event(
          screen: event.screen == LaneEvent.scene ? event.callback.appParticipant : names[event.screen], callback: event.callback, step: number,
          phase: event.phase,
          row: event.row,
          nested: event.nested))
    }
  }

  /// Whether the events' phases never go back.
  private static func inPhaseOrder(_ events: [LaneEvent]) -> Bool {
    var phase = 0
    for event in events {
      if event.phase.rawValue < phase { return false }
      phase = event.phase.rawValue
    }
    return true
  }

  /// Orders one lane's events by phase, keeping emission order within a phase.
  static func sortByPhase(_ events: inout [LaneEvent], _ counts: inout [Int]) {
    for index in counts.indices { counts[index] = 0 }
    for event in events { counts[event.phase.rawValue] += 1 }
    var start = 0
    for index in counts.indices {
      let count = counts[index]
      counts[index] = start
      start += count
    }
    var sorted = events
    for event in events {
      sorted[counts[event.phase.rawValue]] = event
      counts[event.phase.rawValue] += 1
    }
    events = sorted
  }
}
