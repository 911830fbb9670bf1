/// The events of a run merged from both lanes on the shared clock.
public struct Timeline: Hashable, Sendable {
  /// Every event, in clock order.
  public var events: [Event]

  /// Creates a timeline from events already in order.
  public init(events: [Event]) {
    self.events = events
  }

  /// Merges the lanes: a sort on `(step, phase, lane order in that phase, sequence)`. The
  /// lane order inside a phase is the profile's tie-break rule.
  public static func merge(_ lanes: [[Event]], profile: Profile) -> Timeline {
    let firstLane = Dictionary(uniqueKeysWithValues: Phase.allCases.map { ($0, profile.laneOrder(in: $0).first) })
    let keyed = lanes.flatMap { $0 }.map { event in
      (key: (event.stamp.step, event.stamp.phase.rawValue, event.lane == firstLane[event.stamp.phase] ? 0 : 1, event.stamp.sequence), event: event)
    }
    return Timeline(events: keyed.sorted { $0.key < $1.key }.map(\.event))
  }

  /// Only the events whose callbacks pass the filter.
  public func filtered(_ isIncluded: (Callback) -> Bool) -> Timeline {
    Timeline(events: events.filter { isIncluded($0.callback) })
  }

  /// Only one lane.
  public func lane(_ lane: Lane) -> Timeline {
    filtered { $0.lane == lane }
  }

  /// The events of one step.
  public func step(_ index: Int) -> [Event] {
    events.filter { $0.stamp.step == index }
  }

  /// `<screen> <callback>` a line.
  public var lines: [String] { events.map(\.line) }
}

extension Array where Element == Event {
  /// The events split by step, in one pass: element `i` holds step `i`'s events in order.
  /// Events stamped beyond `stepCount` are dropped.
  public func bySteps(_ stepCount: Int) -> [[Event]] {
    var result = [[Event]](repeating: [], count: stepCount)
    for event in self where event.stamp.step >= 0 && event.stamp.step < stepCount {
      result[event.stamp.step].append(event)
    }
    return result
  }
}
