/// The events of a run merged from both lanes on the shared clock, in order.
public struct Timeline: Hashable, Sendable {
  /// Every event, in clock order.
  public var events: [Event]

  /// Creates a timeline from events already in order.
  public init(events: [Event]) {
    self.events = events
  }

  /// Only the events whose callbacks pass the filter.
  public func filtered(_ isIncluded: (Callback) -> Bool) -> Timeline {
    Timeline(events: events.filter { isIncluded($0.callback) })
  }

  /// Only one lane.
  public func lane(_ lane: Lane) -> Timeline {
    filtered { $0.lane == lane }
  }

  /// The events of one step, counted from 1.
  public func step(_ number: Int) -> [Event] {
    events.filter { $0.stepNumber == number }
  }

  /// `<screen> <callback>` a line.
  public var lines: [String] { events.map(\.line) }
}

extension Array where Element == Event {
  /// The events split by step, in one pass: element `i` holds step `i + 1`'s events in
  /// order. Events stamped beyond `stepCount` are dropped.
  public func bySteps(_ stepCount: Int) -> [[Event]] {
    var result = [[Event]](repeating: [], count: stepCount)
    for event in self where event.step >= 1 && Int(event.step) <= stepCount {
      result[Int(event.step) - 1].append(event)
    }
    return result
  }
}
