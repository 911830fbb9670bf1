/// An event as a lane emits it: the screen by its index in the app model.
package struct LaneEvent: Hashable, Sendable {
  /// The screen's index, or `LaneEvent.scene` for an event of the app's scene.
  package var screen: Int
  /// The callback.
  package var callback: Callback
  /// The phase.
  package var phase: Phase
  /// The row that placed it.
  package var row: RowID
  /// Whether the screen is an embedded child.
  package var nested: Bool

  /// Creates an event.
  package init(screen: Int, callback: Callback, phase: Phase, row: RowID, nested: Bool) {
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
  package static let scene = -1

  /// An event of the app's scene, placed by a row of the `scene` role.
  package static func sceneEvent(_ callback: Callback, phase: Phase, row: RowID) -> LaneEvent {
    LaneEvent(screen: scene, callback: callback, phase: phase, row: row, nested: false)
  }
}

/// A row that said a role gets nothing, and the screens in that role: why nothing fired.
package struct Silence: Hashable, Sendable {
  /// The row.
  package var row: RowID
  /// The screens, by index.
  package var screens: [Int]

  /// Creates a silence.
  package init(row: RowID, screens: [Int]) {
    self.row = row
    self.screens = screens
  }
}
