/// The ordered phases one transition passes through on the shared clock.
///
/// Each lane stamps its events with the phase in which the real framework runs them;
/// merging the two lanes takes, phase by phase, the events of the lane that speaks first
/// in that phase, then the other's, each in emission order.
public enum Phase: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The app's code runs the action: a state change, a `push` call, a controller's `init`.
  case action
  /// The end of SwiftUI's graph update: queued appear actions of views that SwiftUI-owned
  /// navigation has just inserted.
  case update
  /// UIKit's deferred transition starts on the next layout pass: view loading,
  /// will-callbacks in the container's order, `viewIsAppearing`, the first layout.
  case transitionBegin
  /// First layout of hosting views that have just joined the window: their `onAppear`.
  case attach
  /// An interactive gesture or the animation is in flight.
  case interaction
  /// The transition finishes or is cancelled: did-callbacks, or the cancellation sequence.
  case transitionEnd
  /// After the Core Animation commit: `onDisappear` of views that left the window, `deinit`.
  case afterCommit
  /// A step that chains a second transition after the first one ends (a sheet(item:) given
  /// another item is dismissed, then the new one presented; a second push that UIKit holds
  /// until the first one ends): the second one's action, as `action`.
  case secondAction
  /// The chained transition's update, begin, end and commit come in that order, after the
  /// first one's commit (see `secondAction`): its update, as `update`.
  case secondUpdate
  /// The chained transition's start (see `secondAction`): as `transitionBegin`.
  case secondBegin
  /// The chained transition's hosting views' first layout: as `attach`.
  case secondAttach
  /// The chained transition's animation in flight: as `interaction`.
  case secondInteraction
  /// The chained transition's end: as `transitionEnd`.
  case secondEnd
  /// After the chained transition's commit: as `afterCommit`.
  case secondCommit
  /// A third transition chained after the second one's commit (a call queued behind a
  /// `sheet(item:)`'s switch, whose dismissal and presentation take the first two): its
  /// action, as `action`.
  case thirdAction
  /// The third chained transition's update: as `update`.
  case thirdUpdate
  /// The third chained transition's start: as `transitionBegin`.
  case thirdBegin
  /// The third chained transition's hosting views' first layout: as `attach`.
  case thirdAttach
  /// The third chained transition's animation in flight: as `interaction`.
  case thirdInteraction
  /// The third chained transition's end: as `transitionEnd`.
  case thirdEnd
  /// After the third chained transition's commit: as `afterCommit`.
  case thirdCommit
  /// A fourth transition chained after the third one's commit (a `sheet(item:)`'s switch
  /// queued behind another switch): its action, as `action`.
  case fourthAction
  /// The fourth chained transition's update: as `update`.
  case fourthUpdate
  /// The fourth chained transition's start: as `transitionBegin`.
  case fourthBegin
  /// The fourth chained transition's hosting views' first layout: as `attach`.
  case fourthAttach
  /// The fourth chained transition's animation in flight: as `interaction`.
  case fourthInteraction
  /// The fourth chained transition's end: as `transitionEnd`.
  case fourthEnd
  /// After the fourth chained transition's commit: as `afterCommit`.
  case fourthCommit
  /// Later run-loop turns: `task` bodies start.
  case async

  /// Whether `lhs` comes earlier in a step than `rhs`.
  public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The phase's name as the documentation and reports write it.
  public var description: String {
    switch self {
    case .action: "action"
    case .update: "update"
    case .transitionBegin: "transitionBegin"
    case .attach: "attach"
    case .interaction: "interaction"
    case .transitionEnd: "transitionEnd"
    case .afterCommit: "afterCommit"
    case .secondAction: "secondAction"
    case .secondUpdate: "secondUpdate"
    case .secondBegin: "secondBegin"
    case .secondAttach: "secondAttach"
    case .secondInteraction: "secondInteraction"
    case .secondEnd: "secondEnd"
    case .secondCommit: "secondCommit"
    case .thirdAction: "thirdAction"
    case .thirdUpdate: "thirdUpdate"
    case .thirdBegin: "thirdBegin"
    case .thirdAttach: "thirdAttach"
    case .thirdInteraction: "thirdInteraction"
    case .thirdEnd: "thirdEnd"
    case .thirdCommit: "thirdCommit"
    case .fourthAction: "fourthAction"
    case .fourthUpdate: "fourthUpdate"
    case .fourthBegin: "fourthBegin"
    case .fourthAttach: "fourthAttach"
    case .fourthInteraction: "fourthInteraction"
    case .fourthEnd: "fourthEnd"
    case .fourthCommit: "fourthCommit"
    case .async: "async"
    }
  }

  /// The phases of one transition: `action` to `afterCommit`, each chained set repeating them.
  static let phasesPerTransition = 7

  /// How many transitions are chained before this phase's (0 for `action` to `afterCommit`,
  /// 1 for `secondAction` to `secondCommit`, ...); `async` counts as the first transition's.
  public var chainIndex: Int { self == .async ? 0 : rawValue / Self.phasesPerTransition }

  /// The same phase `count` transitions later in the chain (`afterCommit` shifted by 1 is
  /// `secondCommit`, by 2 `thirdCommit`); `async` stays. A shift past the last chained set
  /// gives the last set's phase.
  public func shifted(by count: Int) -> Phase {
    if self == .async || count <= 0 { return self }
    let last = Phase.fourthCommit.rawValue
    return Phase(rawValue: min(rawValue + count * Self.phasesPerTransition, last)) ?? self
  }

  /// The phase of a chained second transition's event that the transition alone would give
  /// this phase (`afterCommit` becomes `secondCommit`, `secondCommit` becomes `thirdCommit`);
  /// `async` stays.
  public var chained: Phase { shifted(by: 1) }

}
