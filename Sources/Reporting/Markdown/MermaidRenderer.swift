import Comparison
import LifecycleCore

/// Renders a timeline as a Mermaid `sequenceDiagram` that GitHub draws: the two runtimes
/// call a participant per screen and framework, one shaded block per step with a note for
/// the action.
public enum MermaidRenderer {
  /// The fenced diagram.
  public static func render(_ run: ScenarioRun, events: [Event]) -> String {
    var participants: [String: String] = [:]
    var order: [(id: String, label: String)] = []
    func participant(_ event: Event) -> String {
      let key = "\(event.screen)|\(event.lane.rawValue)"
      if let id = participants[key] { return id }
      let id = "P\(order.count + 1)"
      participants[key] = id
      order.append((id, label("\(event.screen) \(event.lane.framework)")))
      return id
    }
    for event in events { _ = participant(event) }
    var lines = ["```mermaid", "sequenceDiagram", "    autonumber", "    participant UIKit", "    participant SwiftUI"]
    for entry in order { lines.append("    participant \(entry.id) as \(entry.label)") }
    let last = order.last?.id ?? "SwiftUI"
    let eventsByStep = events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      let shade = index.isMultiple(of: 2) ? "rgba(120, 160, 255, 0.12)" : "rgba(255, 180, 120, 0.12)"
      lines.append("    rect \(shade)")
      lines.append("    Note over UIKit,\(last): step \(index + 1) \(label(step.action.summary))")
      for event in eventsByStep[index] {
        let from = event.lane == .imperative ? "UIKit" : "SwiftUI"
        let arrow = event.lane == .imperative ? "->>" : "-->>"
        let mark = event.rule.confidence.isUncertain ? " (\(event.rule.confidence.rawValue))" : ""
        lines.append("    \(from)\(arrow)\(participant(event)): \(label(event.callback.rawValue + mark))")
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
