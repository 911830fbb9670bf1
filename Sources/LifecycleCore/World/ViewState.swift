/// One screen's SwiftUI state in the declarative lane: whether its view has appeared and
/// whether its task is running. A byte, as the lane stores it.
package struct ViewState: Hashable, Sendable {
  private var bits: UInt8

  private static let appearedBit: UInt8 = 1
  private static let taskBit: UInt8 = 2

  /// The state a stored byte encodes (`DeclarativeState`'s layout).
  init(bits: UInt8) { self.bits = bits }

  /// How many distinct states there are: `code` is below it.
  package static let count = 4

  /// The state's index among all states, for a table indexed by state.
  package var code: Int { Int(bits) }

  /// The state whose index is `code` (below `count`).
  package init(code: Int) { bits = UInt8(code) }

  /// A view that has not appeared and runs no task.
  package static let hidden = ViewState(bits: 0)

  /// Whether the view has appeared and not disappeared since.
  package var hasAppeared: Bool {
    get { bits & Self.appearedBit != 0 }
    set { bits = newValue ? bits | Self.appearedBit : bits & ~Self.appearedBit }
  }

  /// Whether its task is running.
  package var isTaskRunning: Bool {
    get { bits & Self.taskBit != 0 }
    set { bits = newValue ? bits | Self.taskBit : bits & ~Self.taskBit }
  }
}

extension DeclarativeState {
  /// A view's whole state.
  package func view(_ screen: Int) -> ViewState { ViewState(bits: packed(screen)) }
}
