import LifecycleCore

/// Predicts the UIKit `UIViewController` callbacks of every screen, step by step.
///
/// It knows containers and transitions, never scenarios: each transition kind maps the
/// roles the navigator gives (incoming, outgoing, released…) to callbacks by rule.
public struct ImperativeSimulator: LifecycleSimulator {
  /// Creates the simulator.
  public init() {}

  /// The imperative lane.
  public var lane: Lane { .imperative }

  /// The UIKit events of the whole scenario.
  public func simulate(_ scenario: Scenario, transitions: [Transition]) -> [Event] {
    var run = ImperativeRun(scenario: scenario)
    for (index, transition) in transitions.enumerated() {
      run.recorder.step = index
      run.apply(transition)
    }
    return run.recorder.events
  }
}

/// The mutable state of one simulation: which controllers exist and which have loaded
/// their views.
struct ImperativeRun {
  let scenario: Scenario
  var recorder = LaneRecorder()
  var alive: Set<String> = []
  var loaded: Set<String> = []

  init(scenario: Scenario) {
    self.scenario = scenario
  }

  var profile: Profile { scenario.profile }

  mutating func emit(_ screen: String, _ callback: Callback, _ phase: Phase, _ rule: Rule) {
    recorder.emit(screen, callback, in: phase, by: rule)
  }

  mutating func apply(_ transition: Transition) {
    switch transition.kind {
    case .launch: launch(transition)
    case .push: push(transition)
    case .pop, .popToRoot: pop(transition, rule: transition.kind == .pop ? UIKitRules.popOrder : UIKitRules.popToRootMiddle)
    case .swipeBack(let completed):
      completed ? pop(transition, rule: UIKitRules.swipeBackBegin) : cancelSwipeBack(transition)
    case .present: present(transition)
    case .dismiss: dismiss(transition)
    case .swipeDown(let completed): completed ? dismiss(transition) : cancelSwipeDown(transition)
    case .selectTab: selectTab(transition)
    case .background: layoutPass(transition.onScreen, rule: UIKitRules.backgroundSnapshotLayout)
    case .rotate: layoutPass(transition.onScreen, rule: UIKitRules.rotateLayout)
    case .foreground, .none: break
    case .show: show(transition)
    case .hide: hide(transition)
    }
  }
}
