import LifecycleCore
import LifecycleKnowledge

extension EffectGuard {
  /// Whether a step's callbacks see a transition coordinator: the kind's
  /// `TransitionTraits.coordinator` (always for a gesture, when animated for a navigation or
  /// presentation transition, never for the others), each with its source (LifecycleKnowledge's
  /// `TransitionTraits+Table.swift`).
  package static func hasCoordinator(_ kind: TransitionKind, animated: Bool) -> Bool {
    kind.traits.hasCoordinator(animated: animated)
  }

  /// Whether a step's transition is a cancelled one (the kind's `TransitionTraits.outcome`):
  /// the structure does not change.
  package static func isCancelled(_ kind: TransitionKind) -> Bool { kind.traits.isCancelled }
}
