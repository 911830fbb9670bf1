/// What the UIKit lane knows between steps: for each screen's controller, whether it
/// exists, whether its view has loaded, where it is in its appearance cycle, and whether it
/// has ever appeared (a first appearance lays its view out; a later one need not).
package struct UIKitState: Hashable, Sendable {
  /// Where a controller is in its appearance cycle.
  package enum Appearance: UInt8, Sendable {
    /// No appearance callback yet, or the last was viewDidDisappear.
    case disappeared = 0
    /// The last was viewWillAppear (or viewIsAppearing).
    case appearing = 1
    /// The last was viewDidAppear.
    case appeared = 2
    /// The last was viewWillDisappear.
    case disappearing = 3
  }

  @usableFromInline var flags: [UInt8]

  /// A state where no controller exists, for `count` screens.
  package init(screenCount count: Int) {
    flags = Array(repeating: 0, count: count)
  }

  /// Whether the controller exists.
  @inlinable package func isAlive(_ screen: Int) -> Bool { flags[screen] & 1 != 0 }
  /// Whether its view has loaded.
  @inlinable package func isLoaded(_ screen: Int) -> Bool { flags[screen] & 2 != 0 }
  /// Where it is in its appearance cycle.
  @inlinable package func appearance(_ screen: Int) -> Appearance { Appearance(rawValue: (flags[screen] >> 2) & 3)! }
  /// Whether it has completed an appearance (got viewDidAppear) since its init.
  @inlinable package func hasAppeared(_ screen: Int) -> Bool { flags[screen] & 16 != 0 }
  /// The whole state of a controller in one byte, for a checker that copies it: bit 0 alive,
  /// bit 1 loaded, bits 2 and 3 the appearance (`Appearance.rawValue`), bit 4 appeared once.
  @inlinable package func packed(_ screen: Int) -> UInt8 { flags[screen] }

  /// Calls `body` with each screen past `ScreenOverflow.denseLimit` whose controller is not at the
  /// defaults, ascending (none in an app of ordinary size). The lanes keep a byte for every
  /// screen even in an app of a million (2 MB a world, copied at memory speed), so this
  /// reads them eight at a time: what the explorer asks once per world of an app that large.
  package func forEachFarScreen(_ body: (Int) -> Void) {
    flags.forEachNonZero(from: ScreenOverflow<UInt8>.denseLimit, body)
  }

  /// Makes this state equal to `other`, writing into its own storage when it can.
  package mutating func overwrite(with other: UIKitState) { flags.overwrite(with: other.flags) }

  @inlinable package mutating func setAlive(_ screen: Int) { flags[screen] |= 1 }
  @inlinable package mutating func setLoaded(_ screen: Int) { flags[screen] |= 2 }
  @inlinable package mutating func release(_ screen: Int) { flags[screen] = 0 }
  @inlinable package mutating func setAppearance(_ screen: Int, _ appearance: Appearance) {
    flags[screen] = (flags[screen] & ~12) | (appearance.rawValue << 2)
  }
  @inlinable package mutating func setHasAppeared(_ screen: Int) { flags[screen] |= 16 }
}
