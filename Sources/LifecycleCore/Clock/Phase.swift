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
    case .async: "async"
    }
  }

  /// The phase of a chained second transition's event that the transition alone would give
  /// this phase (`afterCommit` becomes `secondCommit`); `async` and the chained phases stay.
  public var chained: Phase {
    switch self {
    case .action: .secondAction
    case .update: .secondUpdate
    case .transitionBegin: .secondBegin
    case .attach: .secondAttach
    case .interaction: .secondInteraction
    case .transitionEnd: .secondEnd
    case .afterCommit: .secondCommit
    default: self
    }
  }

}
