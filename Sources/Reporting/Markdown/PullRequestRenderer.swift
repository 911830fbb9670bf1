import Comparison
import LifecycleCore

/// One scenario's timeline as Markdown to paste into a pull request or an issue
/// (`lifecycle run --format markdown`): a line naming the scenario, its host and profile,
/// and a table of the shown events, a column per lane that has events, a confidence column
/// where an event is not observed or documented.
package enum PullRequestRenderer {
  /// The Markdown.
  package static func markdown(_ run: ScenarioRun, events: [Event]) -> String {
    let scenario = run.scenario
    var out =
      "**\(MarkdownText.inline(scenario.name))** (\(MarkdownText.code(scenario.path)), host `\(scenario.host.rawValue)`, profile `\(scenario.profile.id)`)\n\n"
    guard !events.isEmpty else { return out + "No event shown.\n" }
    let lanes = Lane.allCases.filter { lane in events.contains { $0.lane == lane } }
    let uncertain = events.contains { $0.rule.confidence.isUncertain || $0.row.row.knownBug != nil }
    var rows: [[String]] = []
    var lastStep = 0
    for (number, event) in events.enumerated() {
      let step = event.stepNumber == lastStep ? "" : "\(event.stepNumber) \(scenario.steps[event.stepNumber - 1].action.summary)"
      lastStep = event.stepNumber
      var row = [String(number + 1), step] + lanes.map { $0 == event.lane ? event.line : "" }
      if uncertain {
        var confidence = event.rule.confidence.isUncertain ? event.rule.confidence.rawValue : ""
        if event.row.row.knownBug != nil { confidence += (confidence.isEmpty ? "" : " · ") + "known bug" }
        row.append(confidence)
      }
      rows.append(row)
    }
    out += MarkdownText.table(["#", "step"] + lanes.map(\.framework) + (uncertain ? ["confidence"] : []), rows)
    return out
  }

  /// The Mermaid sequence diagrams alone (`lifecycle run --format mermaid`), a lane per
  /// framework: GitHub draws a fenced `mermaid` block.
  package static func mermaid(_ run: ScenarioRun, events: [Event]) -> String {
    let diagrams = MermaidRenderer.render(run, events: events)
    return diagrams.isEmpty ? "No event shown.\n" : diagrams
  }
}
