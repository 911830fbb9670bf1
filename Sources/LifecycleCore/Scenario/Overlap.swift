/// Where a step written with `during: previous` starts in the previous step's transition
/// (issue 40): before its animation, while it animates, or from its completion.
public enum OverlapLanding: String, CaseIterable, Hashable, Sendable {
  /// `same-turn`: in the same run-loop turn as the previous call (for SwiftUI, in the same
  /// state update), before its animation has started: two calls in a row.
  case sameTurn = "same-turn"
  /// `mid-animation`: while the previous transition animates (a second tap, a timer).
  case midAnimation = "mid-animation"
  /// `completion`: from the previous call's completion handler (`present(_:animated:completion:)`,
  /// a transition coordinator's `animate(alongsideTransition:completion:)`), once it has ended.
  case completion

  /// How a file writes it.
  public var keyword: String { rawValue }
}

/// What UIKit or SwiftUI does with a call made while an earlier transition runs. Which
/// outcome a pair of transitions gets is a platform fact (`OverlapTable`), so each has its
/// provenance and its alternative.
public enum OverlapOutcome: String, CaseIterable, Hashable, Sendable {
  /// The second transition waits for the first one's end, then runs as it would alone (its
  /// callbacks in the chained phases, `Phase.chained`).
  case queued
  /// The second call does nothing: the structure keeps the first transition's result.
  case dropped
  /// SwiftUI reads one state update once: the two changes are one, from the state before the
  /// first to the state after the second.
  case merged
  /// The second transition runs at once: the first one's remaining completions skip the
  /// screens the second moved again (a controller covered before its `viewDidAppear`).
  case interrupts
}
