/// Which outcome UIKit or SwiftUI gives a call made while an earlier transition runs, by the
/// families of the two transitions, who owns the navigation, and where the second lands.
///
/// Each case names the platform fact that decides it (`Fact`, set by the rule book's
/// overlays with its provenance, and flipped by an alternative reading): the outcome when the
/// fact holds and when it does not. The first case that matches a pair decides; the last
/// matches every pair. Adding a published case means adding a row here and a fact there.
package enum OverlapTable {
  /// What a transition does, as the overlap cases tell them apart.
  package enum Family: Sendable, Equatable {
    /// A navigation controller's (or a SwiftUI stack's) push, pop or new stack.
    case navigation
    /// A presentation or a dismissal.
    case presentation
    /// The push an app makes while it launches (`launch` with `pushing:`).
    case launch
    /// Another tab selected.
    case tabs
    /// Anything else: a child shown, a view hidden, a rotation.
    case other

    /// The family of a transition kind.
    package init(_ kind: TransitionKind) {
      switch kind {
      case .push, .pop, .popToRoot, .popTo, .swipeBackComplete, .swipeBackCancel, .setStackPush, .setStackPop, .interruptedPush,
        .zoomPopCancel:
        self = .navigation
      case .launchPush: self = .launch
      case .presentCovering, .presentOver, .dismissCovering, .dismissOver, .swipeDownComplete, .swipeDownCancel, .tapOutside,
        .presentationSwap, .swipeDownRefused:
        self = .presentation
      case .tabSwitch: self = .tabs
      default: self = .other
      }
    }
  }

  /// Whether a kind is the user's gesture rather than a call the app makes: it never starts
  /// during another transition (UIKit takes no touch while a transition animates), but the
  /// app can call during it (a timer or a network completion firing mid-swipe), which the
  /// cases with `duringGesture` decide.
  package static func isGesture(_ kind: TransitionKind) -> Bool {
    switch kind {
    case .swipeBackComplete, .swipeBackCancel, .swipeDownComplete, .swipeDownCancel, .swipeDownRefused, .interruptedPush, .zoomPopCancel,
      .tapOutside, .pageScrollCancel, .pageCurlCancel, .detentChange:
      true
    default: false
    }
  }

  /// How many chained transitions a kind makes in one step: two for a `sheet(item:)`'s switch
  /// (its dismissal, then the new item's presentation in the second set of phases), one for
  /// any other. A transition queued after it starts past all of them (`Phase.shifted(by:)`).
  package static func chainLength(_ kind: TransitionKind) -> Int {
    kind == .presentationSwap ? 2 : 1
  }

  /// One case: the pairs it matches and the fact that decides their outcome.
  package struct Case: Sendable {
    /// The first transition's family, or nil for any.
    package var first: Family?
    /// The second transition's family, or nil for any.
    package var second: Family?
    /// Whether the first transition is the user's gesture (`isGesture`), or nil for either.
    package var duringGesture: Bool? = nil
    /// Whether either transition is a `sheet(item:)`'s switch (`presentationSwap`, two
    /// chained transitions), or nil for either.
    package var itemSwitch: Bool? = nil
    /// Who owns the second transition's navigation, or nil for either.
    package var host: Host?
    /// The landing points it matches.
    package var landings: [OverlapLanding]
    /// The fact that decides.
    package var fact: Fact
    /// The outcome when the fact holds.
    package var holds: OverlapOutcome
    /// The outcome when it does not.
    package var otherwise: OverlapOutcome
  }

  private static let during: [OverlapLanding] = [.sameTurn, .midAnimation]

  /// The cases, the first match deciding.
  package static let cases: [Case] = [
    Case(landings: [.completion], fact: .completionRunsAfterTransition, holds: .queued, otherwise: .interrupts),
    Case(
      first: .presentation, second: .presentation, duringGesture: true, landings: during, fact: .gestureDropsPresentationCalls,
      holds: .dropped, otherwise: .queued),
    Case(duringGesture: true, landings: during, fact: .gestureDefersAppCalls, holds: .queued, otherwise: .interrupts),
    Case(first: .launch, second: .navigation, landings: during, fact: .launchPushQueuesNavigation, holds: .queued, otherwise: .interrupts),
    Case(
      first: .navigation, second: .navigation, host: .swiftui, landings: [.sameTurn], fact: .swiftUIMergesPathChanges, holds: .merged,
      otherwise: .dropped),
    Case(
      first: .presentation, second: .presentation, itemSwitch: true, host: .swiftui, landings: during,
      fact: .swiftUIQueuesBehindItemSwitch, holds: .queued, otherwise: .dropped),
    Case(
      first: .presentation, second: .presentation, host: .swiftui, landings: during, fact: .swiftUIQueuesPresentations, holds: .queued,
      otherwise: .dropped),
    Case(
      first: .presentation, second: .presentation, landings: during, fact: .presentationDropsOverlappingCalls, holds: .dropped,
      otherwise: .queued),
    Case(
      first: .navigation, second: .navigation, landings: during, fact: .navigationQueuesOverlappingCalls, holds: .queued,
      otherwise: .interrupts),
    Case(
      first: .presentation, second: .navigation, landings: during, fact: .navigationDropsCallsDuringPresentation, holds: .dropped,
      otherwise: .queued),
    Case(
      first: .navigation, second: .tabs, landings: during, fact: .tabSwitchInterruptsNavigation, holds: .interrupts,
      otherwise: .queued),
    Case(landings: OverlapLanding.allCases, fact: .otherOverlapsQueue, holds: .queued, otherwise: .interrupts),
  ]

  /// An unwind segue that dismisses and then pops (`Navigator.unwindInTwo`).
  package static let unwindCase = Case(
    landings: [.completion], fact: .unwindPopsAfterDismissal, holds: .queued, otherwise: .interrupts)

  /// The case that decides a pair.
  package static func decide(first: TransitionKind, second: TransitionKind, host: Host, landing: OverlapLanding) -> Case {
    let one = Family(first)
    let two = Family(second)
    let gesture = isGesture(first)
    let swap = first == .presentationSwap || second == .presentationSwap
    for candidate in cases {
      if let during = candidate.duringGesture, during != gesture { continue }
      if let itemSwitch = candidate.itemSwitch, itemSwitch != swap { continue }
      if let family = candidate.first, family != one { continue }
      if let family = candidate.second, family != two { continue }
      if let owner = candidate.host, owner != host { continue }
      if !candidate.landings.contains(landing) { continue }
      return candidate
    }
    return cases[cases.count - 1]
  }
}
