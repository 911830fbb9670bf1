import LifecycleCore

/// The recorded baseline of a scenario: its full merged timeline, every callback of both
/// lanes with the phase of each event, so that a change in any rule shows up as a diff.
public enum GoldenTimeline {
  /// The first line of every golden file.
  public static let header = "# lifecycle-golden v1"

  /// Where the golden of a scenario file lives: beside it, `.golden` for `.yaml`.
  public static func path(forScenario path: String) -> String {
    (path.hasSuffix(".yaml") ? String(path.dropLast(5)) : path) + ".golden"
  }

  /// The golden text: a heading per step, then one `phase lane event` line per event.
  public static func render(_ run: ScenarioRun) -> String {
    var lines = [header]
    let events = run.timeline.events
    var cursor = 0
    for (index, step) in run.scenario.steps.enumerated() {
      lines.append("step \(index + 1): \(step.action.summary)")
      while cursor < events.count, events[cursor].stamp.step == index {
        let event = events[cursor]
        let phase = event.stamp.phase.description.padding(toLength: 16, withPad: " ", startingAt: 0)
        let lane = event.lane.framework.padding(toLength: 8, withPad: " ", startingAt: 0)
        lines.append("  \(phase)\(lane)\(event.line)")
        cursor += 1
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
