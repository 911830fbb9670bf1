/// One of UIKit's standard guards around a screen's code, which the migration tables try as
/// placements of their own: the effect sits on its callback but runs only when the guard
/// lets it. Whether it does is decided from the step, never from callbacks: the app's
/// structure before and after it, and whether its transition completed or was cancelled.
///
/// A scenario writes one after the effect (`save draft if leaving`, or `guard: if leaving` in
/// an effect's mapping; see `Scenarios/FORMAT.md`, "Guards"); `Migration` places them as
/// candidates, and `Audit.guards` lets a team's tests audit a guarded effect.
public enum EffectGuard: String, CaseIterable, Hashable, Sendable {
  /// `if isMovingFromParent || isBeingDismissed` (for a screen inside a presented navigation
  /// controller, `navigationController?.isBeingDismissed`), in `viewWillDisappear` or
  /// `viewDidDisappear`: true when the step takes the screen out of the app's structure (a
  /// pop, a dismissal), and in `viewWillDisappear` also when the step is a cancelled swipe-back
  /// or sheet drag of the screen: UIKit calls `viewWillDisappear` when the gesture begins,
  /// before anyone knows whether it completes, and by then the stack has already been updated
  /// (uikit-ground-truth §3, widely-claimed; §4b, T5, T9). That the flag is still true in a
  /// gesture that is later cancelled is inferred: the reference does not say it either way.
  case leaving
  /// `transitionCoordinator?.animate(alongsideTransition: nil) { context in guard
  /// !context.isCancelled else { return } … }`, registered in `viewWillAppear` or
  /// `viewWillDisappear` (the standard pattern, uikit-ground-truth §4), and the effect run at
  /// once when there is no coordinator (`hasCoordinator`): the effect runs after the step's
  /// callbacks, when its transition completes, and not at all when the transition is cancelled (a swipe-back, a
  /// sheet drag, an iOS 18 zoom pop abandoned: §4b, T5, T9, conflict 4-2). That the
  /// completion's `isCancelled` is true for the screen that reappears in the cancelled
  /// transition is inferred; §4 documents `isCancelled` for `notifyWhenInteractionChanges`.
  /// That the completion runs after all of the step's callbacks, `viewDidAppear` and
  /// `viewDidDisappear` included, is inferred too: the reference does not order them.
  case completed

  /// How a table shows the guard after its callback (`viewWillDisappear if leaving`), and how
  /// a scenario file writes it after an effect (`save draft if leaving`).
  public var label: String {
    switch self {
    case .leaving: "if leaving"
    case .completed: "on completion"
    }
  }

  /// The guard a scenario file's words name (`if leaving`, `on completion`), if any.
  public init?(label: String) {
    guard let found = Self.allCases.first(where: { $0.label == label }) else { return nil }
    self = found
  }

  /// Why the guard cannot apply on a callback, or nil when it can: the flags and the
  /// transition coordinator are a `UIViewController`'s, read in the callbacks where UIKit
  /// sets them (`callbacks`); SwiftUI's callbacks have neither, and nothing in SwiftUI
  /// offers the same fact to `onAppear`/`onDisappear`/`task` (FORMAT.md, "Guards", lists
  /// the sources consulted).
  package func refusal(on callback: Callback) -> String? {
    if callbacks.contains(callback) { return nil }
    let allowed = callbacks.map(\.rawValue).joined(separator: " or ")
    if callback.lane == .swiftui {
      let what =
        self == .leaving
        ? "SwiftUI gives a view no isMovingFromParent or isBeingDismissed"
        : "SwiftUI gives a view no transition coordinator"
      return
        "'\(label)' cannot guard an effect on \(callback.rawValue): \(what) (the flags and the coordinator are UIViewController's); put the effect on a UIKit callback of a hosting controller (\(allowed)), or use 'visit: push' for a count once per push"
    }
    let why =
      self == .leaving
      ? "isMovingFromParent and isBeingDismissed are set only while a controller disappears"
      : "a controller registers with its transition coordinator while a transition is about to run"
    return "'\(label)' cannot guard an effect on \(callback.rawValue): \(why); write it on \(allowed)"
  }

  /// What the guard is in UIKit, for the tables' legend.
  package var code: String {
    switch self {
    case .leaving: "if isMovingFromParent || isBeingDismissed { … }"
    case .completed: "transitionCoordinator?.animate(alongsideTransition: nil) { if !$0.isCancelled { … } } (at once without a coordinator)"
    }
  }

  /// The callbacks the guard is tried on: those where UIKit code checks it.
  package var callbacks: [Callback] {
    switch self {
    case .leaving: [.viewWillDisappear, .viewDidDisappear]
    case .completed: [.viewWillAppear, .viewWillDisappear]
    }
  }
}

/// An effect of a screen on a callback: what `Audit.guards` keys a guard on.
public struct GuardedEffect: Hashable, Sendable {
  /// The screen.
  public var screen: String
  /// The callback the effect is on.
  public var callback: Callback
  /// The effect.
  public var effect: Effect

  /// Creates a key.
  public init(screen: String, callback: Callback, effect: Effect) {
    self.screen = screen
    self.callback = callback
    self.effect = effect
  }
}
