import LifecycleLab

/// A scenario's run, read as the app's console would print it: the events of the callbacks
/// the scenario observes, one `<screen> <callback>` a line.
///
/// ```swift
/// let run = try scenario.run()
/// #expect(try run.step(2).lines == ["List viewWillDisappear", "Detail viewWillAppear"])
/// #expect(run.lines.first == "List viewWillAppear")
/// ```
public struct LifecycleRun: Sendable {
  /// The full run: every event of both lanes, each with its phase and rule, and what each
  /// step did.
  ///
  /// ```swift
  /// let rules = try scenario.run().scenarioRun.timeline.events.map(\.rule.id)
  /// ```
  public var scenarioRun: ScenarioRun

  /// Wraps a run.
  ///
  /// ```swift
  /// let run = LifecycleRun(try ScenarioRun(scenario))
  /// ```
  public init(_ run: ScenarioRun) {
    scenarioRun = run
  }

  /// The observed events of every step, in order.
  ///
  /// ```swift
  /// #expect(run.timeline.events.allSatisfy { $0.lane == .swiftui })
  /// ```
  public var timeline: Timeline { scenarioRun.observed }

  /// The observed events, one `<screen> <callback>` a line: what `lifecycle run --flat` prints.
  ///
  /// ```swift
  /// #expect(run.lines.filter { $0.hasPrefix("Inbox ") }.count == 4)
  /// ```
  public var lines: [String] { scenarioRun.observed.lines }

  /// The observed events of one step, counted from 1 as the command line counts.
  ///
  /// ```swift
  /// #expect(try run.step(1).lines == ["List viewWillAppear"])  // the launch
  /// ```
  ///
  /// - Throws: `DiagnosticList` when the scenario has no such step.
  public func step(_ number: Int) throws(DiagnosticList) -> Timeline {
    try scenarioRun.scenario.requireStep(number)
    return Timeline(events: scenarioRun.observed.step(number))
  }

  /// The golden text of the run: every event of both lanes with its phase, as
  /// `lifecycle check` records it beside a scenario file.
  ///
  /// ```swift
  /// print(try scenario.run().golden)
  /// ```
  public var golden: String { GoldenTimeline.render(scenarioRun) }
}
