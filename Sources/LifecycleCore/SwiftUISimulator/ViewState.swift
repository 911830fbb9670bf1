/// One screen's SwiftUI state in the SwiftUI lane: whether its view has appeared and
/// whether its task is running. A byte, as the lane stores it.
package struct ViewState: Hashable, Sendable {
  private var bits: UInt8

  private static let appearedBit: UInt8 = 1
  private static let taskBit: UInt8 = 2

  /// The state a stored byte encodes (`SwiftUIState`'s layout).
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

extension ViewState {
  /// Whether SwiftUI calls `callback` on a view in this state: `onAppear` on one that has not
  /// appeared, `onDisappear` on one that has, the task's start on one that has appeared and
  /// runs none, its cancel on one that runs it, and `onDismiss` (a closure the app passes)
  /// and `onScrollVisibilityChange` (a geometry change, not a lifecycle one) always. No other callback is a view's.
  package func receives(_ callback: Callback) -> Bool {
    switch callback {
    case .onAppear: !hasAppeared
    case .onDisappear: hasAppeared
    case .taskStart: hasAppeared && !isTaskRunning
    case .taskCancel: isTaskRunning
    case .onDismiss, .onScrollVisibilityChange: true
    default: false
    }
  }

  /// The view's state after `callback`: the one transition of a view's state. The SwiftUI
  /// lane applies it to each callback it sends (those the view `receives`), and the law
  /// checker replays a step's events through it.
  package func after(_ callback: Callback) -> ViewState {
    var next = self
    switch callback {
    case .onAppear: next.hasAppeared = true
    case .onDisappear: next.hasAppeared = false
    case .taskStart: next.isTaskRunning = true
    case .taskCancel: next.isTaskRunning = false
    default: break
    }
    return next
  }
}

extension SwiftUIState {
  /// A view's whole state.
  package func view(_ screen: Int) -> ViewState { ViewState(bits: packed(screen)) }

  /// Sets a view's whole state (`ViewState.after`).
  package mutating func set(_ screen: Int, _ view: ViewState) { flags[screen] = UInt8(view.code) }
}
