import Comparison
import LifecycleCore
import LifecycleFiles

/// Renders a run for the terminal: one block per step with two aligned columns (UIKit |
/// SwiftUI), or flat, one `<screen> <callback>` a line as the seed 003 console prints it.
public struct TimelineRenderer: Sendable {
  /// Which lanes to show.
  public enum Lanes: String, CaseIterable, Sendable {
    /// UIKit's callbacks only.
    case uikit
    /// SwiftUI's callbacks only.
    case swiftui
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
  package func events(of run: ScenarioRun) -> [Event] {
    run.timeline.events.filter { shows($0, in: run.scenario) }
  }

  /// Whether an event of a scenario is shown: its callback is observed and its lane chosen.
  package func shows(_ event: Event, in scenario: Scenario) -> Bool {
    let observed = observe?.contains(event.callback) ?? scenario.observes(event.callback)
    let laneShown = lanes == .both || (lanes == .uikit) == (event.lane == .uikit)
    return observed && laneShown
  }

  /// One event a line, nothing else.
  public func flat(_ run: ScenarioRun) -> String {
    render(run, flat: true)
  }

  /// The step-by-step, two-column view.
  public func columns(_ run: ScenarioRun) -> String {
    render(run, flat: false)
  }

  private func render(_ run: ScenarioRun, flat: Bool) -> String {
    let text = MemoryDestination()
    let output = BufferedOutput(text)
    var writer = Writer(self, run.scenario, output, flat: flat)
    let eventsByStep = run.timeline.events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      writer.write(step: index + 1, step, events: eventsByStep[index])
    }
    writer.finish()
    output.flush()
    return text.text
  }

  /// Writes a scenario's view a step at a time, as it is simulated. Each step's UIKit column
  /// is as wide as that step's widest UIKit event (at least 24 characters with the gap), so
  /// the view never waits for the end of the run.
  package struct Writer {
    private let renderer: TimelineRenderer
    private let scenario: Scenario
    private let output: BufferedOutput
    private let flat: Bool
    private var usedMarks = false
    private var usedBugMarks = false
    private var cells: [CellKey: String] = [:]
    private var shown: [Event] = []
    /// How many events the view has shown so far.
    package private(set) var shownCount = 0

    /// Starts the view of a scenario (its heading, unless `flat`).
    package init(_ renderer: TimelineRenderer, _ scenario: Scenario, _ output: BufferedOutput, flat: Bool) {
      self.renderer = renderer
      self.scenario = scenario
      self.output = output
      self.flat = flat
      guard !flat else { return }
      let palette = renderer.palette
      output.write(palette.bold("\(scenario.path): \(scenario.name)") + "\n")
      output.write(palette.dim("host \(scenario.host.rawValue), profile \(scenario.profile.id)") + "\n")
    }

    /// Writes step `number` (from 1) with the events it shows among `events`.
    ///
    /// - Parameter note: a line under the step's heading (an overlap's outcome).
    package mutating func write(step number: Int, _ step: Step, events: [Event], note: String? = nil) {
      shown.removeAll(keepingCapacity: true)
      for event in events where renderer.shows(event, in: scenario) { shown.append(event) }
      shownCount += shown.count
      if flat {
        for event in shown {
          output.write(event.line)
          output.write(byte: UInt8(ascii: "\n"))
        }
        return
      }
      let palette = renderer.palette
      let lanes = renderer.lanes
      output.write(
        "\n" + palette.bold("step \(number)  \(step.action.summary)") + palette.dim("  (line \(step.location.line))") + "\n")
      if let note { output.write(palette.dim("  " + note) + "\n") }
      if shown.isEmpty {
        output.write(palette.dim("  (no observed callbacks)") + "\n")
        return
      }
      var widest = 0
      if lanes != .swiftui {
        for event in shown where event.lane == .uikit { widest = max(widest, cell(event).count) }
      }
      let width = max(24, widest + 4)
      if lanes == .both {
        output.write(palette.dim("  " + "UIKit".padding(toLength: width, withPad: " ", startingAt: 0) + "SwiftUI") + "\n")
      }
      for event in shown {
        let text = cell(event)
        if event.lane == .uikit || lanes == .swiftui {
          let color = event.lane == .uikit ? palette.uikit : palette.swiftui
          output.write("  " + color(text) + "\n")
        } else {
          output.write("  " + String(repeating: " ", count: width) + palette.swiftui(text) + "\n")
        }
      }
    }

    /// Ends the view: the legend of confidence and known-bug marks, when some were shown.
    package mutating func finish() {
      guard !flat else { return }
      if usedBugMarks {
        output.write("\n" + renderer.palette.dim(ConfidenceMark.legendWithKnownBugs) + "\n")
      } else if usedMarks {
        output.write("\n" + renderer.palette.dim(ConfidenceMark.legend) + "\n")
      }
    }

    private struct CellKey: Hashable {
      var screen: ScreenName
      var callback: Callback
      var row: RowID
      var nested: Bool
    }

    /// `<screen> <callback>` and the mark of its confidence, made once for each kind of event.
    private mutating func cell(_ event: Event) -> String {
      let key = CellKey(screen: event.screen, callback: event.callback, row: event.row, nested: event.nested)
      if let known = cells[key] { return known }
      let confidence = event.rule.confidence
      let text = event.line + ConfidenceMark.marks(event)
      if confidence.isUncertain { usedMarks = true }
      if event.row.row.knownBug != nil { usedBugMarks = true }
      cells[key] = text
      return text
    }
  }
}
