import Comparison
import LifecycleCore

/// Renders a timeline as Mermaid `sequenceDiagram`s that GitHub draws: the two runtimes
/// call a participant per screen and framework, one shaded block per step with a note for
/// the action.
///
/// A long timeline is split into several diagrams, each holding whole consecutive steps and
/// at most ``messageBudget`` messages (a step with more gets a diagram of its own), because
/// GitHub scales a diagram down to the page's width and a tall, wide one becomes
/// unreadable. Each diagram draws only the runtimes and screens that have events in it, and
/// numbers its messages from the run's event number (`autonumber N`), so that the arrows
/// carry the numbers of the timeline table.
package enum MermaidRenderer {
  /// The most messages a diagram holds, unless one step alone has more.
  package static let messageBudget = 20

  /// The fenced diagrams, each preceded by a caption naming its steps when there are
  /// several; `""` when no event is shown.
  package static func render(_ run: ScenarioRun, events: [Event], budget: Int = messageBudget) -> String {
    let eventsByStep = events.bySteps(run.scenario.steps.count)
    let groups = stepGroups(eventsByStep.map(\.count), budget: budget)
    guard !events.isEmpty else { return "" }
    let columns = columns(eventsByStep)
    var out: [String] = []
    var first = 1
    for steps in groups {
      let groupEvents = steps.flatMap { eventsByStep[$0] }
      if groups.count > 1 {
        let stepRange = steps.count == 1 ? "Step \(steps[0] + 1)" : "Steps \(steps[0] + 1)–\(steps.last! + 1)"
        let eventRange = groupEvents.count == 1 ? "event \(first)" : "events \(first)–\(first + groupEvents.count - 1)"
        out.append("**\(stepRange)** (\(eventRange))\n")
      }
      out.append(diagram(run, steps: steps, eventsByStep: eventsByStep, firstNumber: first, columns: columns))
      first += groupEvents.count
    }
    return out.joined(separator: "\n")
  }

  /// The whole run as one diagram's source, without a Markdown fence: for a `.mmd` file,
  /// Mermaid's command line or an editor's preview (`run --format mmd`); `""` when no event
  /// is shown. One diagram however long: splitting is for pages.
  package static func source(_ run: ScenarioRun, events: [Event]) -> String {
    guard !events.isEmpty else { return "" }
    let eventsByStep = events.bySteps(run.scenario.steps.count)
    return diagram(
      run, steps: Array(eventsByStep.indices), eventsByStep: eventsByStep, firstNumber: 1, columns: columns(eventsByStep),
      fenced: false)
  }

  /// Each participant's column, numbered from 1: every diagram of a page keeps the same
  /// columns in the same order, UIKit's participants on the left, SwiftUI's on the right,
  /// each in order of first event in the run.
  static func columns(_ eventsByStep: [[Event]]) -> [String: Int] {
    var columns: [String: Int] = [:]
    for (index, participant) in participants(eventsByStep.joined()).enumerated() { columns[participant.key] = index + 1 }
    return columns
  }

  /// Consecutive steps grouped so that each group's events fit the budget; a step over
  /// the budget is a group of its own, and steps without events join their neighbours.
  /// Returns step indices (0-based).
  package static func stepGroups(_ counts: [Int], budget: Int) -> [[Int]] {
    var groups: [[Int]] = []
    var current: [Int] = []
    var size = 0
    for (index, count) in counts.enumerated() {
      if size > 0, count > 0, size + count > budget {
        groups.append(current)
        current = []
        size = 0
      }
      current.append(index)
      size += count
    }
    if !current.isEmpty { groups.append(current) }
    return groups
  }

  /// One diagram of the steps given, drawing the participants that have events in it in
  /// their page-wide `columns` (numbered from 1). Its work is linear in its own events: a
  /// page of many diagrams, or of thousands of screens, is not quadratic.
  static func diagram(
    _ run: ScenarioRun, steps: [Int], eventsByStep: [[Event]], firstNumber: Int, columns: [String: Int],
    fenced: Bool = true
  ) -> String {
    let shown = participants(steps.lazy.flatMap { eventsByStep[$0] }).sorted { columns[$0.key]! < columns[$1.key]! }
    let hasUIKit = shown.contains { $0.lane == .uikit }
    let hasSwiftUI = shown.contains { $0.lane == .swiftui }
    var ids: [String: String] = [:]
    var lines = (fenced ? ["```mermaid"] : []) + ["sequenceDiagram", "    autonumber \(firstNumber)"]
    if hasUIKit { lines.append("    participant UIKit") }
    for participant in shown {
      let id = "P\(columns[participant.key]!)"
      ids[participant.key] = id
      lines.append("    participant \(id) as \(label("\(participant.screen) \(participant.lane.framework)"))")
    }
    if hasSwiftUI { lines.append("    participant SwiftUI") }
    let span = (hasUIKit ? "UIKit" : ids[shown.first!.key]!) + "," + (hasSwiftUI ? "SwiftUI" : ids[shown.last!.key]!)
    for index in steps {
      let step = run.scenario.steps[index]
      let shade = index.isMultiple(of: 2) ? "rgba(120, 160, 255, 0.12)" : "rgba(255, 180, 120, 0.12)"
      lines.append("    rect \(shade)")
      lines.append("    Note over \(span): step \(index + 1) \(label(step.action.summary))")
      for event in eventsByStep[index] {
        let participant = ids[Participant(event).key]!
        let mark = event.rule.confidence.isUncertain ? " (\(event.rule.confidence.rawValue))" : ""
        let message = label(event.callback.rawValue + mark)
        lines.append(
          event.lane == .uikit
            ? "    UIKit->>\(participant): \(message)"
            : "    SwiftUI-->>\(participant): \(message)")
      }
      lines.append("    end")
    }
    if fenced { lines.append("```") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One screen in one lane: a column of the diagrams.
  struct Participant {
    var lane: Lane
    var screen: String
    var key: String { "\(lane.rawValue)|\(screen)" }

    init(_ event: Event) {
      lane = event.lane
      screen = event.screen.name
    }
  }

  /// The participants of some events: UIKit's, then SwiftUI's, each in order of first event.
  static func participants<Events: Sequence<Event>>(_ events: Events) -> [Participant] {
    var seen: Set<String> = []
    var found: [Participant] = []
    for event in events {
      let participant = Participant(event)
      if seen.insert(participant.key).inserted { found.append(participant) }
    }
    return found.filter { $0.lane == .uikit } + found.filter { $0.lane == .swiftui }
  }

  /// Text safe in a Mermaid label: `;` and `#` as entity codes, the reserved word `end`
  /// wrapped in parentheses.
  package static func label(_ text: String) -> String {
    let entities: [Character: String] = [
      "#": "#35;", ";": "#59;", "<": "#lt;", ">": "#gt;", "\n": " ", "\r": " ", "\r\n": " ", "\u{2028}": " ", "\u{2029}": " ",
    ]
    let escaped = text.map { entities[$0] ?? String($0) }.joined()
    return escaped.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.lowercased() == "end" ? "(\(word))" : String(word)
    }.joined(separator: " ")
  }
}
