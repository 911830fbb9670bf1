import LifecycleCore

/// One scenario run on several profiles: the profiles grouped where they observe the same
/// events, and the groups aligned event by event, step by step, so that the same event
/// shares a row and an event only some groups have gets a row of its own.
///
/// ```swift
/// let comparison = ProfileComparison(scenario, profiles: Profile.all)
/// if comparison.differs { print(comparison.rows.count) }
/// ```
package struct ProfileComparison: Sendable {
  /// Profiles whose observed events are the same, and one run of them.
  package struct Column: Sendable {
    /// The profiles, oldest first.
    package var profiles: [Profile]
    /// The run of the first.
    package var run: ScenarioRun
    /// `ios13-ios16`, `ios17`, or `ios12, ios18` when the profiles are not neighbours.
    package var label: String
  }

  /// One aligned row: a step and, for each column, the event it has there, if any.
  package struct Row: Sendable, Hashable {
    /// The step, counted from 1.
    package var step: Int
    /// One cell per column: the event's `<screen> <callback>`, or nil where that column has
    /// no such event here.
    package var cells: [String?]

    /// Whether every column has this event.
    package var isShared: Bool { cells.allSatisfy { $0 != nil } }
  }

  /// The scenario as its file gives it.
  package var scenario: Scenario
  /// The groups, in the order of their first profile.
  package var columns: [Column]
  /// The aligned events.
  package var rows: [Row]
  /// Profiles that cannot run the scenario, and why.
  package var unavailable: [(profile: Profile, reason: String)]

  /// Whether the profiles that run the scenario observe different events.
  package var differs: Bool { columns.count > 1 }

  /// Runs the scenario on each profile (with `host` instead of its own, if given), comparing
  /// the events `shown` picks of each run (the observed ones by default).
  package init(
    _ scenario: Scenario, profiles: [Profile], host: Host? = nil,
    shown: @escaping (ScenarioRun) -> [Event] = { $0.observed.events }
  ) {
    var runs: [(Profile, ScenarioRun)] = []
    var unavailable: [(profile: Profile, reason: String)] = []
    // Versions are compared on the scenario's own device: an iPad scenario on iPads, unless a
    // profile names its idiom.
    for var profile in profiles {
      if profile.idiom == .phone { profile.idiom = scenario.profile.idiom }
      do {
        let variant = try Override.apply(scenario, profile: profile, host: host)
        runs.append((profile, try ScenarioRun(variant)))
      } catch {
        unavailable.append((profile, error.message))
      }
    }
    self.init(scenario, runs: runs, unavailable: unavailable, allProfiles: profiles, shown: shown)
  }

  /// Groups and aligns runs already made.
  package init(
    _ scenario: Scenario, runs: [(Profile, ScenarioRun)], unavailable: [(profile: Profile, reason: String)] = [],
    allProfiles: [Profile] = Profile.all, shown: (ScenarioRun) -> [Event] = { $0.observed.events }
  ) {
    self.scenario = scenario
    self.unavailable = unavailable
    var groups: [(lines: [String], profiles: [Profile], run: ScenarioRun, events: [Event])] = []
    for (profile, run) in runs {
      let events = shown(run)
      let lines = events.map(\.line)
      if let index = groups.firstIndex(where: { $0.lines == lines }) {
        groups[index].profiles.append(profile)
      } else {
        groups.append((lines, [profile], run, events))
      }
    }
    columns = groups.map {
      Column(profiles: $0.profiles, run: $0.run, label: Self.label($0.profiles, among: allProfiles))
    }
    let stepCount = scenario.steps.count
    let perColumn = groups.map { $0.events.bySteps(stepCount).map { $0.map(\.line) } }
    var rows: [Row] = []
    for step in 0..<stepCount {
      rows += Self.align(perColumn.map { $0[step] }).map { Row(step: step + 1, cells: $0) }
    }
    self.rows = rows
  }

  /// Aligns several lists of events: each list in turn is diffed against the rows so far,
  /// so the same event shares a row and an event of one list only gets a row of its own.
  package static func align(_ lists: [[String]]) -> [[String?]] {
    var rows: [[String?]] = []
    var keys: [String] = []
    for (column, list) in lists.enumerated() {
      var next: [[String?]] = []
      var nextKeys: [String] = []
      for line in LineDiff(expected: keys, actual: list).lines {
        switch line.operation {
        case .same:
          var row = rows[line.expectedIndex!]
          row[column] = line.text
          next.append(row)
          nextKeys.append(line.text)
        case .removed:
          next.append(rows[line.expectedIndex!])
          nextKeys.append(line.text)
        case .inserted:
          var row = [String?](repeating: nil, count: lists.count)
          row[column] = line.text
          next.append(row)
          nextKeys.append(line.text)
        }
      }
      rows = next
      keys = nextKeys
    }
    return rows
  }

  /// The profiles that cannot run the scenario, grouped by reason (a profile's own name in
  /// its reason reads "this profile"), each group labelled as `ios12-ios17`.
  package var unavailableGroups: [(profiles: String, reason: String)] {
    var groups: [(profiles: [Profile], reason: String)] = []
    for (profile, message) in unavailable {
      var reason = message.hasPrefix("cannot run on ") ? String(message.drop { $0 != ":" }.dropFirst(2)) : message
      for name in ["profile \(profile.id)", profile.id] {
        reason = reason.split(separator: name, omittingEmptySubsequences: false).joined(separator: "this profile")
      }
      if let index = groups.firstIndex(where: { $0.reason == reason }) {
        groups[index].profiles.append(profile)
      } else {
        groups.append(([profile], reason))
      }
    }
    return groups.map { (Self.label($0.profiles, among: Profile.all), $0.reason) }
  }

  /// Names a group of profiles: a run of neighbours in `all` as `first-last`.
  package static func label(_ profiles: [Profile], among all: [Profile]) -> String {
    let positions = profiles.map { profile in
      all.firstIndex { $0.device == profile.device && $0.sdk == profile.sdk } ?? -1
    }
    var parts: [String] = []
    var start = 0
    while start < profiles.count {
      var end = start
      while end + 1 < profiles.count, positions[end] >= 0, positions[end + 1] == positions[end] + 1 { end += 1 }
      parts.append(end - start >= 1 ? "\(profiles[start].id)-\(profiles[end].id)" : profiles[start].id)
      if end - start == 1 { parts[parts.count - 1] = "\(profiles[start].id), \(profiles[end].id)" }
      start = end + 1
    }
    return parts.joined(separator: ", ")
  }
}
