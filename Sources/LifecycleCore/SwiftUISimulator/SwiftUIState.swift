/// What the SwiftUI lane knows between steps: which views have appeared and whose task is
/// running.
package struct SwiftUIState: Hashable, Sendable {
  @usableFromInline var flags: [UInt8]

  /// A state where nothing has appeared, for `count` screens.
  package init(screenCount count: Int) {
    flags = Array(repeating: 0, count: count)
  }

  /// Whether the view has appeared and not disappeared since.
  @inlinable package func hasAppeared(_ screen: Int) -> Bool { flags[screen] & 1 != 0 }
  /// Whether its task is running.
  @inlinable package func isTaskRunning(_ screen: Int) -> Bool { flags[screen] & 2 != 0 }
  /// The whole state of a view in one byte, for a checker that copies it: bit 0 appeared,
  /// bit 1 task running.
  @inlinable package func packed(_ screen: Int) -> UInt8 { flags[screen] }

  /// Calls `body` with each screen past `ScreenOverflow.denseLimit` whose view is not at the
  /// defaults, ascending (none in an app of ordinary size). The lanes keep a byte for every
  /// screen even in an app of a million (2 MB a world, copied at memory speed), so this
  /// reads them eight at a time: what the explorer asks once per world of an app that large.
  package func forEachFarScreen(_ body: (Int) -> Void) {
    flags.forEachNonZero(from: ScreenOverflow<UInt8>.denseLimit, body)
  }

  /// Makes this state equal to `other`, writing into its own storage when it can.
  package mutating func overwrite(with other: SwiftUIState) { flags.overwrite(with: other.flags) }

  @inlinable package mutating func set(_ screen: Int, appeared: Bool) {
    flags[screen] = appeared ? flags[screen] | 1 : flags[screen] & ~1
  }
  @inlinable package mutating func set(_ screen: Int, taskRunning: Bool) {
    flags[screen] = taskRunning ? flags[screen] | 2 : flags[screen] & ~2
  }
}
