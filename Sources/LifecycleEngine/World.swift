import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore

/// The app between two steps: its structure and what each lane knows of every screen.
///
/// A value: copying a world is copying a few small arrays, so a search can branch at any
/// step instead of replaying the steps that led there. Worlds compare and hash, so a
/// search can tell when it has been somewhere before; the step count is not part of a world.
public struct World: Hashable, Sendable {
  /// The app's structure.
  public internal(set) var structure: Structure
  /// The UIKit lane's state.
  public internal(set) var uikit: ImperativeState
  /// The SwiftUI lane's state.
  public internal(set) var swiftui: DeclarativeState

  /// An app that has not launched, with room for `count` screens.
  init(screenCount count: Int) {
    structure = Structure(screenCount: count)
    uikit = ImperativeState(screenCount: count)
    swiftui = DeclarativeState(screenCount: count)
  }

  /// Whether the app has launched.
  public var launched: Bool { structure.launched }
}
