/// One callback call on the shared clock: the screen, the callback, the phase and step it
/// sits in, and the rule-table row that placed it. Sixteen bytes, no reference counting.
public struct Event: Hashable, Sendable {
  /// The screen whose code logs it.
  public var screen: ScreenName
  /// The row that placed it.
  package var row: RowID
  /// The step, counted from 1 as the command line does.
  public var step: Int32
  /// The callback.
  public var callback: Callback
  /// The phase of the step's transition.
  public var phase: Phase
  /// Whether the screen is an embedded child: the call was forwarded by its parent (UIKit)
  /// or runs for a nested view (SwiftUI), so the row's nested provenance applies.
  public var nested: Bool

  /// Creates an event.
  package init(screen: ScreenName, callback: Callback, step: Int, phase: Phase, row: RowID, nested: Bool = false) {
    self.screen = screen
    self.row = row
    self.step = Int32(step)
    self.callback = callback
    self.phase = phase
    self.nested = nested
  }

  /// The step as an `Int`, counted from 1.
  public var stepNumber: Int { Int(step) }

  /// The lane of its callback.
  public var lane: Lane { callback.lane }

  /// Why it is there: the provenance of its row (or of the row's nested rule).
  public var rule: Rule { row.row.provenance(nested: nested) }

  /// `<screen> <callback>`, as the seed 003 console prints it.
  public var line: String { "\(screen.name) \(callback.rawValue)" }
}
