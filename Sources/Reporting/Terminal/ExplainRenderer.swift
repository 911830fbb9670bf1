import Comparison
import LifecycleCore
import LifecycleEngine

/// Renders, for every event of a run, the rule that placed it and why we believe it, and
/// for every role that got nothing, the row that says so.
package struct ExplainRenderer: Sendable {
  /// Colours.
  package var palette: Palette

  /// Creates a renderer.
  package init(palette: Palette = .plain) {
    self.palette = palette
  }

  /// What the scenario's profile is: a bundled one is its major's `.0` release, with that
  /// release's bugs (`ios18` is iOS 18.0, not the latest iOS 18), which the line says.
  static func profileLine(_ profile: Profile) -> String {
    guard Profile.all.contains(profile), profile.device.minor == 0 else { return "profile \(profile.id): \(profile.summary)" }
    return "profile \(profile.id) is iOS \(profile.device.major).0, the first release with its bugs "
      + "(name a later one such as \(profile.id).4 for its updates): \(profile.summary)"
  }

  /// Each step: its events with phase and rule id, the roles that got nothing and why, and
  /// the fact that decided a presentation; then each rule used once, in full.
  ///
  /// - Parameter flags: with `explain --flags`, each step's UIKit appearance events whose
  ///   controller reads a flag (`Simulation.flaggedEvents()`): each is printed under its event
  ///   with its rule.
  package func render(_ run: ScenarioRun, events: [Event], flags: [[FlaggedEvent]]? = nil) -> String {
    var out = palette.bold("\(run.scenario.path): \(run.scenario.name) [\(run.scenario.profile)]") + "\n"
    out += palette.dim(Self.profileLine(run.scenario.profile)) + "\n"
    var rulesInOrder: [Rule] = []
    var seen: Set<String> = []
    func cite(_ rule: Rule) {
      if seen.insert(rule.id).inserted { rulesInOrder.append(rule) }
    }
    let eventsByStep = events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      out += "\n" + palette.bold("step \(index + 1)  \(step.action.summary)") + "\n"
      let stepEvents = eventsByStep[index]
      let width = (stepEvents.map { $0.line.count }.max() ?? 0) + 2
      for event in stepEvents {
        let phase = event.phase.description.padding(toLength: 16, withPad: " ", startingAt: 0)
        let color = event.lane == .uikit ? palette.uikit : palette.swiftui
        out +=
          "  " + color(event.line.padding(toLength: width, withPad: " ", startingAt: 0))
          + palette.dim(phase) + event.rule.id + " (\(event.rule.confidence.rawValue)"
          + (event.row.row.knownBug.map { ", known bug: \($0.summary)" } ?? "") + ")\n"
        cite(event.rule)
        if let flagged = flags?[safe: index]?.first(where: { $0.event == event }) {
          let reads = zip(flagged.flags.names, flagged.rules).map { "\($0) (\($1.id), \($1.confidence.rawValue))" }
          out += palette.dim("    reads " + reads.joined(separator: ", ")) + "\n"
          flagged.rules.forEach(cite)
        }
      }
      let summary = run.steps[index]
      for silence in summary.silences {
        let row = silence.row.row
        let lane = row.lane.framework
        out +=
          palette.dim("  \(lane): nothing for \(silence.screens.joined(separator: ", ")) (\(row.role.rawValue)): ")
          + row.rule.id + " (\(row.rule.confidence.rawValue))\n"
        cite(row.rule)
      }
      if let overlap = summary.overlap { out += palette.dim("  " + overlap) + "\n" }
      if let rule = summary.overlapRule { cite(rule) }
      if let fact = summary.decidedBy, let row = run.rules.facts[fact] {
        out += palette.dim("  presentation decided by \(row.rule.id) (\(row.rule.confidence.rawValue))") + "\n"
        cite(row.rule)
      }
    }
    out += "\n" + palette.bold("rules") + "\n"
    for rule in rulesInOrder { out += Self.describe(rule) }
    let tieBreaks = Set(run.rules.clock.values.map(\.rule.id)).sorted().joined(separator: " and ")
    out += "\n" + palette.dim("Events in one phase of one step: \(tieBreaks) decide which lane speaks first.") + "\n"
    return out
  }

  /// A rule in full: id, confidence, statement, source and the alternative not modelled.
  package static func describe(_ rule: Rule) -> String {
    var out = "\n  \(rule.id)  [\(rule.confidence.rawValue)]\n    \(rule.statement)\n    source: \(CitationLinks.plain(rule.source))\n"
    if let alternative = rule.alternative { out += "    not modelled: \(alternative)\n" }
    return out
  }
}

extension Array {
  /// The element at `index`, or nil past the end.
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
