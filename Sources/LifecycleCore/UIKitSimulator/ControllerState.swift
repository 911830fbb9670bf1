/// One controller's state in the UIKit lane: whether it exists, whether its view has
/// loaded, and where it is in its appearance cycle. A byte, as the lane stores it.
package struct ControllerState: Hashable, Sendable {
  private var bits: UInt8

  private static let aliveBit: UInt8 = 1
  private static let loadedBit: UInt8 = 2
  private static let appearanceShift: UInt8 = 2
  private static let appearanceMask: UInt8 = 3 << appearanceShift

  /// The state a stored byte encodes (`UIKitState`'s layout).
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
  package var appearance: UIKitState.Appearance {
    get { UIKitState.Appearance(rawValue: (bits & Self.appearanceMask) >> Self.appearanceShift)! }
    set { bits = (bits & ~Self.appearanceMask) | (newValue.rawValue << Self.appearanceShift) }
  }
}

extension ControllerState {
  /// Whether UIKit sends `callback` to a controller in this state: `init` only to one that
  /// does not exist, any other callback only to one that does.
  package func receives(_ callback: Callback) -> Bool { callback == .`init` ? !isAlive : isAlive }

  /// The controller's state after `callback`: the one transition of a controller's state.
  /// The UIKit lane applies it to each callback it sends (those the controller `receives`),
  /// and the law checker replays a step's events through it. `init` makes a new controller;
  /// any other callback to a controller that does not exist changes nothing.
  package func after(_ callback: Callback) -> ControllerState {
    if callback == .`init` { return .created }
    guard isAlive else { return self }
    var next = self
    switch callback {
    case .viewDidLoad: next.isLoaded = true
    case .viewWillAppear: next.appearance = .appearing
    case .viewDidAppear: next.appearance = .appeared
    case .viewWillDisappear: next.appearance = .disappearing
    case .viewDidDisappear: next.appearance = .disappeared
    case .deinit: return .gone
    default: break
    }
    return next
  }
}

extension UIKitState {
  /// A controller's state as the laws read it (whether it ever appeared is the lane's own).
  package func controller(_ screen: Int) -> ControllerState { ControllerState(bits: packed(screen) & 15) }

  /// Sets a controller's state (`ControllerState.after`); a controller that no longer exists
  /// forgets that it ever appeared.
  package mutating func set(_ screen: Int, _ controller: ControllerState) {
    if controller.isAlive { flags[screen] = (flags[screen] & ~15) | UInt8(controller.code) } else { release(screen) }
  }
}
