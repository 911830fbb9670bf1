import LifecycleCore

/// What the UIKit lane knows between steps: for each screen's controller, whether it
/// exists, whether its view has loaded, and where it is in its appearance cycle.
package struct ImperativeState: Hashable, Sendable {
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

  /// A byte per screen (for an app past `ScreenOverflow.denseLimit` screens, per screen below
  /// it, and `far` holds the rest).
  private var flags: [UInt8]
  /// The screens past `ScreenOverflow.denseLimit` not at 0, in an app that large; nil for an
  /// app of ordinary size.
  private var far: ScreenOverflow<UInt8>?

  /// A state where no controller exists, for `count` screens.
  package init(screenCount count: Int) {
    let limit = ScreenOverflow<UInt8>.denseLimit
    flags = Array(repeating: 0, count: min(max(count, 0), limit))
    if count > limit { far = ScreenOverflow(count: count, defaultValue: 0) }
  }

  /// Whether the controller exists.
  package func isAlive(_ screen: Int) -> Bool { packed(screen) & 1 != 0 }
  /// Whether its view has loaded.
  package func isLoaded(_ screen: Int) -> Bool { packed(screen) & 2 != 0 }
  /// Where it is in its appearance cycle.
  package func appearance(_ screen: Int) -> Appearance { Appearance(rawValue: (packed(screen) >> 2) & 3)! }
  /// The whole state of a controller in one byte, for a checker that copies it: bit 0 alive,
  /// bit 1 loaded, bits 2 and 3 the appearance (`Appearance.rawValue`).
  @inline(__always)
  package func packed(_ screen: Int) -> UInt8 {
    UInt(bitPattern: screen) < UInt(bitPattern: flags.count) ? flags[screen] : far?.value(screen) ?? 0
  }

  /// Calls `body` with each screen past `ScreenOverflow.denseLimit` whose controller is not
  /// at the defaults (an app that large), ascending.
  package func forEachFarScreen(_ body: (Int) -> Void) {
    far?.forEach { screen, _ in body(screen) }
  }

  /// Makes this state equal to `other`, writing into its own storage when it can.
  package mutating func overwrite(with other: ImperativeState) {
    flags.overwrite(with: other.flags)
    far = other.far
  }

  mutating func setAlive(_ screen: Int) { set(screen, packed(screen) | 1) }
  mutating func setLoaded(_ screen: Int) { set(screen, packed(screen) | 2) }
  mutating func release(_ screen: Int) { set(screen, 0) }
  mutating func setAppearance(_ screen: Int, _ appearance: Appearance) {
    set(screen, (packed(screen) & 3) | (appearance.rawValue << 2))
  }

  @inline(__always)
  private mutating func set(_ screen: Int, _ value: UInt8) {
    if UInt(bitPattern: screen) < UInt(bitPattern: flags.count) { flags[screen] = value } else { far.setOverflow(screen, value) }
  }
}
