import Comparison
import LifecycleCore

/// Renders, for every event of a run, the rule that placed it and why we believe it.
public struct ExplainRenderer: Sendable {
  /// Colours.
  public var palette: Palette

  /// Creates a renderer.
  public init(palette: Palette = .plain) {
    self.palette = palette
  }

  /// Each step, its events with phase and rule id, then each rule used once, in full.
  public func render(_ run: ScenarioRun, events: [Event]) -> String {
    var out = palette.bold("\(run.scenario.path): \(run.scenario.name)") + "\n"
    var rulesInOrder: [Rule] = []
    var seen: Set<String> = []
    let eventsByStep = events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      out += "\n" + palette.bold("step \(index + 1)  \(step.action.summary)") + "\n"
      let stepEvents = eventsByStep[index]
      let width = (stepEvents.map { $0.line.count }.max() ?? 0) + 2
      for event in stepEvents {
        let phase = event.stamp.phase.description.padding(toLength: 16, withPad: " ", startingAt: 0)
        let color = event.lane == .imperative ? palette.imperative : palette.declarative
        out += "  " + color(event.line.padding(toLength: width, withPad: " ", startingAt: 0))
          + palette.dim(phase) + event.rule.id + " (\(event.rule.confidence.rawValue))\n"
        if seen.insert(event.rule.id).inserted { rulesInOrder.append(event.rule) }
      }
      if let rule = run.transitions[index].presentationRule, seen.insert(rule.id).inserted {
        out += palette.dim("  presentation decided by \(rule.id) (\(rule.confidence.rawValue))") + "\n"
        rulesInOrder.append(rule)
      }
    }
    out += "\n" + palette.bold("rules") + "\n"
    for rule in rulesInOrder { out += Self.describe(rule) }
    out += "\n" + palette.dim("Events in one phase of one step: "
      + "\(ProfileRules.controllersBeforeQueuedActions.id) and \(ProfileRules.disappearBeforeRelease.id) decide which lane speaks first.") + "\n"
    return out
  }

  /// A rule in full: id, confidence, statement, source and the alternative not modelled.
  public static func describe(_ rule: Rule) -> String {
    var out = "\n  \(rule.id)  [\(rule.confidence.rawValue)]\n    \(rule.statement)\n    source: \(rule.source)\n"
    if let alternative = rule.alternative { out += "    not modelled: \(alternative)\n" }
    return out
  }
}
