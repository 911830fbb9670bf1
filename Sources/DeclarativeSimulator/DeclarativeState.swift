import LifecycleCore

/// What the SwiftUI lane knows between steps: which views have appeared and whose task is
/// running.
package struct DeclarativeState: Hashable, Sendable {
  /// A byte per screen (for an app past `ScreenOverflow.denseLimit` screens, per screen below
  /// it, and `far` holds the rest).
  private var flags: [UInt8]
  /// The screens past `ScreenOverflow.denseLimit` not at 0, in an app that large; nil for an
  /// app of ordinary size.
  private var far: ScreenOverflow<UInt8>?

  /// A state where nothing has appeared, for `count` screens.
  package init(screenCount count: Int) {
    let limit = ScreenOverflow<UInt8>.denseLimit
    flags = Array(repeating: 0, count: min(max(count, 0), limit))
    if count > limit { far = ScreenOverflow(count: count, defaultValue: 0) }
  }

  /// Whether the view has appeared and not disappeared since.
  package func hasAppeared(_ screen: Int) -> Bool { packed(screen) & 1 != 0 }
  /// Whether its task is running.
  package func isTaskRunning(_ screen: Int) -> Bool { packed(screen) & 2 != 0 }
  /// The whole state of a view in one byte, for a checker that copies it: bit 0 appeared,
  /// bit 1 task running.
  @inline(__always)
  package func packed(_ screen: Int) -> UInt8 {
    UInt(bitPattern: screen) < UInt(bitPattern: flags.count) ? flags[screen] : far?.value(screen) ?? 0
  }

  /// Calls `body` with each screen past `ScreenOverflow.denseLimit` whose view is not at the
  /// defaults (an app that large), ascending.
  package func forEachFarScreen(_ body: (Int) -> Void) {
    far?.forEach { screen, _ in body(screen) }
  }

  /// Makes this state equal to `other`, writing into its own storage when it can.
  package mutating func overwrite(with other: DeclarativeState) {
    flags.overwrite(with: other.flags)
    far = other.far
  }

  mutating func set(_ screen: Int, appeared: Bool) {
    let flags = packed(screen)
    set(screen, appeared ? flags | 1 : flags & ~1)
  }
  mutating func set(_ screen: Int, taskRunning: Bool) {
    let flags = packed(screen)
    set(screen, taskRunning ? flags | 2 : flags & ~2)
  }

  @inline(__always)
  private mutating func set(_ screen: Int, _ value: UInt8) {
    if UInt(bitPattern: screen) < UInt(bitPattern: flags.count) { flags[screen] = value } else { far.setOverflow(screen, value) }
  }
}
