import ImperativeSimulator
import LifecycleCore

/// The events of one step, merged from both lanes, with room reused from step to step.
public struct StepBuffer: Sendable {
  /// The merged events of the last step, in clock order.
  public internal(set) var events: [Event] = []
  /// The rows that said a role gets nothing in the last step; recorded only when asked.
  public internal(set) var silences: [Silence]?
  /// The transition of the last step.
  public var transition: Transition? { hasTransition ? lastTransition : nil }

  // Kept unwrapped: replacing an optional one each step went through Optional's generic
  // value witnesses, a thousand instructions a step.
  var lastTransition = Transition(kind: .none)
  var hasTransition = false

  var imperative: [LaneEvent] = []
  var declarative: [LaneEvent] = []
  var bucketCounts = [Int](repeating: 0, count: Phase.allCases.count * 2)

  /// An empty buffer; `recordingSilences` keeps the rows that placed nothing, for `explain`.
  public init(recordingSilences: Bool = false) {
    silences = recordingSilences ? [] : nil
  }

  /// Empties the buffer for the next step.
  mutating func reset() {
    events.removeAll(keepingCapacity: true)
    imperative.removeAll(keepingCapacity: true)
    declarative.removeAll(keepingCapacity: true)
    if silences != nil { silences!.removeAll(keepingCapacity: true) }
  }

  /// Merges the lanes' events of step `number` on the shared clock: phase by phase, the lane
  /// that speaks first in that phase (`firstLane[phase]`), then the other, each in emission
  /// order. A counting sort over the phase buckets: linear in the step's events.
  mutating func merge(step number: Int, names: [ScreenName], firstLane: [Lane]) {
    for index in bucketCounts.indices { bucketCounts[index] = 0 }
    for event in imperative { bucketCounts[Self.bucket(event.phase, .imperative, firstLane)] += 1 }
    for event in declarative { bucketCounts[Self.bucket(event.phase, .declarative, firstLane)] += 1 }
    var start = 0
    for index in bucketCounts.indices {
      let count = bucketCounts[index]
      bucketCounts[index] = start
      start += count
    }
    let total = start
    // The merged events are written in place into the room the last step left: no new array
    // a step. The room is first filled with any event, then overwritten.
    events.removeAll(keepingCapacity: true)
    guard let sample = imperative.first ?? declarative.first else { return }
    events.append(
      contentsOf: repeatElement(
        Event(screen: names[sample.screen], callback: sample.callback, step: number, phase: sample.phase, row: sample.row),
        count: total))
    events.withUnsafeMutableBufferPointer { merged in
      func place(_ laneEvents: [LaneEvent], _ lane: Lane) {
        for event in laneEvents {
          let bucket = Self.bucket(event.phase, lane, firstLane)
          merged[bucketCounts[bucket]] = Event(
            screen: names[event.screen], callback: event.callback, step: number, phase: event.phase, row: event.row,
            nested: event.nested)
          bucketCounts[bucket] += 1
        }
      }
      place(imperative, .imperative)
      place(declarative, .declarative)
    }
  }

  private static func bucket(_ phase: Phase, _ lane: Lane, _ firstLane: [Lane]) -> Int {
    phase.rawValue * 2 + (firstLane[phase.rawValue] == lane ? 0 : 1)
  }
}
