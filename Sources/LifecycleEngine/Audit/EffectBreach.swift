import LifecycleCore

/// A guarantee an effect broke at a step.
public struct EffectBreach: Hashable, Sendable {
  /// The screen whose code it is.
  public var screen: String
  /// The effect (for `stopped-only-when-running`, the `stop`; for the other resource
  /// guarantees, the `start`).
  public var effect: Effect
  /// The guarantee.
  public var guarantee: Guarantee
  /// The step, counted from 1.
  public var step: Int
  /// What happened, in words.
  public var message: String
  /// Whether it is no breach seen but a guarantee left unproven: a path ends inside a visit
  /// that has tracked nothing yet (`audit --to` counts such a placement as not holding).
  public var unproven = false

  /// `Detail track screen-view: once-per-visit`: what `expect-audit:` lists. A guarantee is
  /// the screen's: a breach by any of its instances (`Detail#2`) breaks it.
  public var key: String {
    "\(InstanceName.split(screen)?.type ?? screen) \(effect.kind.rawValue) \(effect.name): \(guarantee.rawValue)"
  }

  /// Whether it is a warning unless strict.
  public var isWarning: Bool { guarantee.isWarning }
}
