/// One controller's state in the UIKit lane: whether it exists, whether its view has
/// loaded, and where it is in its appearance cycle. A byte, as the lane stores it.
package struct ControllerState: Hashable, Sendable {
  private var bits: UInt8

  private static let aliveBit: UInt8 = 1
  private static let loadedBit: UInt8 = 2
  private static let appearanceShift: UInt8 = 2
  private static let appearanceMask: UInt8 = 3 << appearanceShift

  /// The state a stored byte encodes (`ImperativeState`'s layout).
  init(bits: UInt8) { self.bits = bits }

  /// How many distinct states there are: `code` is below it.
  package static let count = 16

  /// The state's index among all states, for a table indexed by state.
  package var code: Int { Int(bits) }

  /// The state whose index is `code` (below `count`).
  package init(code: Int) { bits = UInt8(code) }

  /// A controller that does not exist (before its init, after its deinit).
  package static let gone = ControllerState(bits: 0)

  /// A controller just created: alive, its view not loaded, disappeared.
  package static let created = ControllerState(bits: aliveBit)

  /// Whether the controller exists.
  package var isAlive: Bool {
    get { bits & Self.aliveBit != 0 }
    set { bits = newValue ? bits | Self.aliveBit : bits & ~Self.aliveBit }
  }

  /// Whether its view has loaded.
  package var isLoaded: Bool {
    get { bits & Self.loadedBit != 0 }
    set { bits = newValue ? bits | Self.loadedBit : bits & ~Self.loadedBit }
  }

  /// Where it is in its appearance cycle.
  package var appearance: ImperativeState.Appearance {
    get { ImperativeState.Appearance(rawValue: (bits & Self.appearanceMask) >> Self.appearanceShift)! }
    set { bits = (bits & ~Self.appearanceMask) | (newValue.rawValue << Self.appearanceShift) }
  }
}

extension ImperativeState {
  /// A controller's state as the laws read it (whether it ever appeared is the lane's own).
  package func controller(_ screen: Int) -> ControllerState { ControllerState(bits: packed(screen) & 15) }
}
