import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore

/// One scenario simulated by both lanes and merged on the shared clock.
public struct ScenarioRun: Sendable {
  /// The scenario.
  public var scenario: Scenario
  /// The structural transitions, one per step.
  public var transitions: [Transition]
  /// Every event of both lanes.
  public var timeline: Timeline

  /// Simulates a scenario.
  ///
  /// - Throws: a diagnostic at the step whose action is impossible in the app's state.
  public init(_ scenario: Scenario) throws(Diagnostic) {
    try self.init(scenario, simulators: [ImperativeSimulator(), DeclarativeSimulator()])
  }

  /// Simulates a scenario with the given simulators (tests use this to break a rule).
  public init(_ scenario: Scenario, simulators: [any LifecycleSimulator]) throws(Diagnostic) {
    self.scenario = scenario
    let transitions = try Navigator.transitions(of: scenario)
    self.transitions = transitions
    let lanes = simulators.map { $0.simulate(scenario, transitions: transitions) }
    self.timeline = Timeline.merge(lanes, profile: scenario.profile)
  }

  /// The events the app logs: those whose callbacks the scenario observes.
  public var observed: Timeline {
    timeline.filtered(scenario.observes)
  }
}
