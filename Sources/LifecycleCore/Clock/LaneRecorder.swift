/// Collects one simulator's events, stamping each with the current step, its phase and a
/// sequence number that grows with every emission.
public struct LaneRecorder: Sendable {
  /// The events recorded so far, in emission order.
  public private(set) var events: [Event] = []
  /// The step being simulated.
  public var step = 0
  private var sequence = 0

  /// Creates an empty recorder.
  public init() {}

  /// Records `screen callback` in `phase`, placed by `rule`.
  public mutating func emit(_ screen: String, _ callback: Callback, in phase: Phase, by rule: Rule) {
    events.append(
      Event(screen: screen, callback: callback, stamp: Stamp(step: step, phase: phase, sequence: sequence),
        rule: rule))
    sequence += 1
  }
}

/// A simulator of one framework's callbacks.
public protocol LifecycleSimulator: Sendable {
  /// The lane it speaks for.
  var lane: Lane { get }
  /// The events of every step, given the scenario and its structural transitions.
  func simulate(_ scenario: Scenario, transitions: [Transition]) -> [Event]
}
