import LifecycleCore

/// What the timeline would be if one rule read the other way: the timeline of a rule's
/// alternative.
///
/// The engine does not produce these yet (a rule's `alternative` is prose today); once an
/// alternative order is itself a rule row, running the scenario with that row gives one. A log
/// that matches it is evidence for the alternative.
public struct AlternativeTimeline: Hashable, Sendable {
  /// The rule whose alternative this is: the one the device would contradict.
  public var rule: Rule
  /// What the alternative says, in one sentence.
  public var label: String
  /// The alternative's events, in clock order, stamped as a run stamps them.
  public var events: [Event]

  /// Creates an alternative; `label` defaults to the rule's `alternative`, else its id.
  public init(rule: Rule, label: String? = nil, events: [Event]) {
    self.rule = rule
    self.label = label ?? rule.alternative ?? rule.id
    self.events = events
  }
}

/// Which steps of a scenario a device log covers.
public enum LogWindow: Hashable, Sendable {
  /// Every step: the log was captured from launch to the last step.
  case wholeRun
  /// The steps from this one (counted from 1) to the last: the console was cleared before it.
  case fromStep(Int)
  /// The steps from the start that fits the log best: the fewest differences, and of equal
  /// fits the earliest step. A log that starts at a step (the console was cleared before it)
  /// is compared from there; the steps left out are reported. The end is never trimmed: a log
  /// that stops early has missing events.
  case detectStart
}
