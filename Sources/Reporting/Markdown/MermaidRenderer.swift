import Comparison
import LifecycleCore

/// Renders a timeline as a Mermaid `sequenceDiagram` that GitHub draws: the two runtimes
/// call a participant per screen and framework, one shaded block per step with a note for
/// the action.
public enum MermaidRenderer {
  /// The fenced diagram.
  public static func render(_ run: ScenarioRun, events: [Event]) -> String {
    // UIKit's participants on the left, SwiftUI's on the right, each in order of first event.
    var keys: [(lane: Lane, screen: String)] = []
    for event in events where !keys.contains(where: { $0.lane == event.lane && $0.screen == event.screen.name }) {
      keys.append((event.lane, event.screen.name))
    }
    let ordered = keys.filter { $0.lane == .imperative } + keys.filter { $0.lane == .declarative }
    var ids: [String: String] = [:]
    var lines = ["```mermaid", "sequenceDiagram", "    autonumber", "    participant UIKit"]
    for (index, key) in ordered.enumerated() {
      ids["\(key.lane.rawValue)|\(key.screen)"] = "P\(index + 1)"
      lines.append("    participant P\(index + 1) as \(label("\(key.screen) \(key.lane.framework)"))")
    }
    lines.append("    participant SwiftUI")
    let eventsByStep = events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      let shade = index.isMultiple(of: 2) ? "rgba(120, 160, 255, 0.12)" : "rgba(255, 180, 120, 0.12)"
      lines.append("    rect \(shade)")
      lines.append("    Note over UIKit,SwiftUI: step \(index + 1) \(label(step.action.summary))")
      for event in eventsByStep[index] {
        let participant = ids["\(event.lane.rawValue)|\(event.screen.name)"]!
        let mark = event.rule.confidence.isUncertain ? " (\(event.rule.confidence.rawValue))" : ""
        let message = label(event.callback.rawValue + mark)
        lines.append(event.lane == .imperative
          ? "    UIKit->>\(participant): \(message)"
          : "    SwiftUI-->>\(participant): \(message)")
      }
      lines.append("    end")
    }
    lines.append("```")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text safe in a Mermaid label: `;` and `#` as entity codes, the reserved word `end`
  /// wrapped in parentheses.
  public static func label(_ text: String) -> String {
    let entities: [Character: String] = ["#": "#35;", ";": "#59;", "<": "#lt;", ">": "#gt;"]
    let escaped = text.map { entities[$0] ?? String($0) }.joined()
    return escaped.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.lowercased() == "end" ? "(\(word))" : String(word)
    }.joined(separator: " ")
  }
}
