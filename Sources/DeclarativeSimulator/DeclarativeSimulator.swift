import LifecycleCore

/// Predicts SwiftUI's `onAppear`, `onDisappear` and `task` for every screen's content.
///
/// SwiftUI queues appear and disappear actions and runs them when an update ends. Content
/// that SwiftUI-owned navigation inserts appears in that update; content whose hosting
/// view joins the window appears at its first layout; content whose hosting view leaves
/// the window disappears after the Core Animation commit. The host decides which applies.
public struct DeclarativeSimulator: LifecycleSimulator {
  /// Creates the simulator.
  public init() {}

  /// The declarative lane.
  public var lane: Lane { .declarative }

  /// The SwiftUI events of the whole scenario.
  public func simulate(_ scenario: Scenario, transitions: [Transition]) -> [Event] {
    var run = DeclarativeRun(host: scenario.host)
    for (index, transition) in transitions.enumerated() {
      run.recorder.step = index
      run.apply(transition)
    }
    return run.recorder.events
  }
}

/// The mutable state of one simulation: whose content has appeared.
struct DeclarativeRun {
  let host: Host
  var recorder = LaneRecorder()
  var appeared: Set<String> = []

  /// Where content that the step inserts appears, and by which rule.
  func insertion(_ swiftUIRule: Rule) -> (Phase, Rule) {
    host == .swiftui ? (.update, swiftUIRule) : (.attach, SwiftUIRules.hostedAppearAfterWillAppear)
  }

  mutating func apply(_ transition: Transition) {
    let taskPhase: Phase = transition.animated ? .interaction : .async
    switch transition.kind {
    case .launch:
      let (phase, rule) = insertion(SwiftUIRules.launchInUpdate)
      appear(transition.incoming, phase, rule, tasks: .async)
    case .push:
      let (phase, rule) = insertion(SwiftUIRules.insertedAppearInUpdate)
      appear(transition.incoming, phase, rule, tasks: taskPhase)
      disappear(transition.outgoing, .afterCommit, SwiftUIRules.leftWindowDisappearAfterCommit)
    case .pop, .popToRoot, .swipeBack(completed: true):
      appear(transition.incoming, .attach, SwiftUIRules.revealedAppearOnAttach, tasks: taskPhase)
      disappear(transition.outgoing, .afterCommit, SwiftUIRules.leftWindowDisappearAfterCommit)
    case .swipeBack(completed: false):
      appear(transition.incoming, .attach, SwiftUIRules.cancelledSwipeRevealed, tasks: taskPhase)
      disappear(transition.incoming, .afterCommit, SwiftUIRules.cancelledSwipeRevealed)
    case .present:
      let (phase, rule) = insertion(SwiftUIRules.presentedInUpdate)
      appear(transition.incoming, phase, rule, tasks: taskPhase)
      disappear(transition.outgoing, .afterCommit, SwiftUIRules.coverPresenter)
    case .dismiss, .swipeDown(completed: true):
      appear(transition.incoming, .attach, SwiftUIRules.coverPresenter, tasks: taskPhase)
      disappear(transition.outgoing, .afterCommit, SwiftUIRules.leftWindowDisappearAfterCommit)
    case .selectTab:
      appear(transition.incoming, .attach, SwiftUIRules.tabSwitch, tasks: .async)
      disappear(transition.outgoing, .afterCommit, SwiftUIRules.tabSwitch)
    case .show(let viewTransition):
      show(transition, viewTransition)
    case .hide:
      removeConditional(transition)
    case .swipeDown(completed: false), .background, .foreground, .rotate, .none:
      break
    }
    let stillShown = transition.released.filter { appeared.contains($0.id) }
    disappear(stillShown, .afterCommit, SwiftUIRules.leftWindowDisappearAfterCommit)
  }

  private mutating func show(_ transition: Transition, _ viewTransition: ViewTransition) {
    let (phase, rule) = host == .swiftui
      ? (Phase.update, SwiftUIRules.conditionalDefault) : insertion(SwiftUIRules.conditionalDefault)
    let tasks: Phase = transition.animated ? .interaction : .async
    if viewTransition == .identity {
      removeConditional(transition, rule: SwiftUIRules.conditionalIdentity)
      appear(transition.incoming, phase, SwiftUIRules.conditionalIdentity, tasks: tasks)
    } else {
      appear(transition.incoming, phase, rule, tasks: tasks)
      removeConditional(transition)
    }
  }

  private mutating func removeConditional(_ transition: Transition, rule: Rule = SwiftUIRules.hideImmediate) {
    if transition.animated {
      disappear(transition.outgoing, .afterCommit, SwiftUIRules.conditionalAnimated)
    } else {
      let phase: Phase = host == .swiftui ? .update : .afterCommit
      disappear(transition.outgoing, phase, rule)
    }
  }
}
