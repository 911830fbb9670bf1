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
    var out = header + "\n"
    let eventsByStep = run.timeline.events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      out += "step \(index + 1): \(step.action.summary)\n"
      for event in eventsByStep[index] {
        out += "  " + padded(event.phase.description, 16) + padded(event.lane.framework, 8) + event.line + "\n"
      }
    }
    return out
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
