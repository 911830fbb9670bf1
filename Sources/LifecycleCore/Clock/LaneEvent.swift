/// An event as a lane emits it: the screen by its index in the app model.
public struct LaneEvent: Hashable, Sendable {
  /// The screen's index.
  public var screen: Int
  /// The callback.
  public var callback: Callback
  /// The phase.
  public var phase: Phase
  /// The row that placed it.
  public var row: RowID
  /// Whether the screen is an embedded child.
  public var nested: Bool

  /// Creates an event.
  public init(screen: Int, callback: Callback, phase: Phase, row: RowID, nested: Bool) {
    self.screen = screen
    self.callback = callback
    self.phase = phase
    self.row = row
    self.nested = nested
  }
}

/// A row that said a role gets nothing, and the screens in that role: why nothing fired.
public struct Silence: Hashable, Sendable {
  /// The row.
  public var row: RowID
  /// The screens, by index.
  public var screens: [Int]

  /// Creates a silence.
  public init(row: RowID, screens: [Int]) {
    self.row = row
    self.screens = screens
  }
}
