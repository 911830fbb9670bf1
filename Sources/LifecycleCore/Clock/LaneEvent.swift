/// An event as a lane emits it: the screen by its index in the app model.
public struct LaneEvent: Hashable, Sendable {
  /// The screen's index, or `LaneEvent.scene` for an event of the app's scene.
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

extension LaneEvent {
  /// The index an event of the app's scene carries instead of a screen's: the scene is not a
  /// screen of the app model; the merge names it `ScreenName.scene`.
  public static let scene = -1

  /// An event of the app's scene, placed by a row of the `scene` role.
  public static func sceneEvent(_ callback: Callback, phase: Phase, row: RowID) -> LaneEvent {
    LaneEvent(screen: scene, callback: callback, phase: phase, row: row, nested: false)
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
