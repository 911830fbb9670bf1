import Comparison
import LifecycleCore

/// Renders a run for the terminal: one block per step with two aligned columns (UIKit |
/// SwiftUI), or flat, one `<screen> <callback>` a line as the seed 003 console prints it.
public struct TimelineRenderer: Sendable {
  /// Which lanes to show.
  public enum Lanes: String, CaseIterable, Sendable {
    /// UIKit's callbacks only.
    case imperative
    /// SwiftUI's callbacks only.
    case declarative
    /// Both, in two columns.
    case both
  }

  /// Colours.
  public var palette: Palette
  /// Which lanes.
  public var lanes: Lanes
  /// The callbacks to show; nil uses the scenario's `observe`.
  public var observe: Set<Callback>?

  /// Creates a renderer.
  public init(palette: Palette = .plain, lanes: Lanes = .both, observe: Set<Callback>? = nil) {
    self.palette = palette
    self.lanes = lanes
    self.observe = observe
  }

  /// The events shown for a run.
  public func events(of run: ScenarioRun) -> [Event] {
    run.timeline.events.filter { event in
      let observed = observe?.contains(event.callback) ?? run.scenario.observes(event.callback)
      let laneShown = lanes == .both || (lanes == .imperative) == (event.lane == .imperative)
      return observed && laneShown
    }
  }

  /// One event a line, nothing else.
  public func flat(_ run: ScenarioRun) -> String {
    events(of: run).map { $0.line + "\n" }.joined()
  }

  /// The step-by-step, two-column view.
  public func columns(_ run: ScenarioRun) -> String {
    let shown = events(of: run)
    let scenario = run.scenario
    let left = lanes == .declarative ? [] : shown.filter { $0.lane == .imperative }
    let width = max(24, (left.map { cell($0).count }.max() ?? 0) + 4)
    var out = palette.bold("\(scenario.path): \(scenario.name)") + "\n"
    out += palette.dim("host \(scenario.host.rawValue), profile \(scenario.profile.id)") + "\n"
    var usedMarks = false
    var usedBugMarks = false
    let eventsByStep = shown.bySteps(scenario.steps.count)
    for (index, step) in scenario.steps.enumerated() {
      out += "\n" + palette.bold("step \(index + 1)  \(step.action.summary)") + palette.dim("  (line \(step.location.line))") + "\n"
      let stepEvents = eventsByStep[index]
      if stepEvents.isEmpty {
        out += palette.dim("  (no observed callbacks)") + "\n"
        continue
      }
      if lanes == .both {
        out += palette.dim("  " + "UIKit".padding(toLength: width, withPad: " ", startingAt: 0) + "SwiftUI") + "\n"
      }
      for event in stepEvents {
        let text = cell(event)
        usedMarks = usedMarks || event.rule.confidence.isUncertain
        usedBugMarks = usedBugMarks || event.row.row.knownBug != nil
        if event.lane == .imperative || lanes == .declarative {
          let color = event.lane == .imperative ? palette.imperative : palette.declarative
          out += "  " + color(text) + "\n"
        } else {
          out += "  " + String(repeating: " ", count: width) + palette.declarative(text) + "\n"
        }
      }
    }
    if usedBugMarks {
      out += "\n" + palette.dim(ConfidenceMark.legendWithKnownBugs) + "\n"
    } else if usedMarks {
      out += "\n" + palette.dim(ConfidenceMark.legend) + "\n"
    }
    return out
  }

  private func cell(_ event: Event) -> String {
    event.line + ConfidenceMark.marks(event)
  }
}
