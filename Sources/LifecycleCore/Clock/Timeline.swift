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
    let all = lanes.flatMap { $0 }
    let sorted = all.sorted { lhs, rhs in
      if lhs.stamp.step != rhs.stamp.step { return lhs.stamp.step < rhs.stamp.step }
      if lhs.stamp.phase != rhs.stamp.phase { return lhs.stamp.phase < rhs.stamp.phase }
      if lhs.lane != rhs.lane { return lhs.lane == profile.laneOrder(in: lhs.stamp.phase).first }
      return lhs.stamp.sequence < rhs.stamp.sequence
    }
    return Timeline(events: sorted)
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
