/// The app between two steps: its structure and what each lane knows of every screen.
///
/// A value: copying a world is copying a few small arrays, so a search can branch at any
/// step instead of replaying the steps that led there. Worlds compare and hash, so a
/// search can tell when it has been somewhere before; the step count is not part of a world.
public struct World: Hashable, Sendable {
  /// The app's structure.
  package var structure: Structure
  /// The UIKit lane's state.
  package var uikit: UIKitState
  /// The SwiftUI lane's state.
  package var swiftui: SwiftUIState

  /// An app that has not launched, with room for `count` screens.
  package init(screenCount count: Int) {
    structure = Structure(screenCount: count)
    uikit = UIKitState(screenCount: count)
    swiftui = SwiftUIState(screenCount: count)
  }

  /// Whether the app has launched.
  public var launched: Bool { structure.launched }

  /// Makes this world equal to `other`, writing into its own storage where it can: the
  /// explorer steps one world per thread, overwritten with each parent, so that a step
  /// whose world was seen before allocates and frees nothing (a world it keeps shares the
  /// storage, and the next overwrite copies first).
  package mutating func overwrite(with other: World) {
    structure.overwrite(with: other.structure)
    uikit.overwrite(with: other.uikit)
    swiftui.overwrite(with: other.swiftui)
  }
}

extension World {
  /// Replaces `screens` with the screens past `ScreenOverflow.denseLimit` that the structure
  /// or either lane holds away from the defaults, ascending and each once: none in an app of
  /// ordinary size. Every other screen past the limit is at the defaults everywhere (out of
  /// the app, no controller, no view), which is what lets a walk of an app of a million
  /// screens look only at these.
  package func farScreensHeld(into screens: inout [Int]) {
    screens.removeAll(keepingCapacity: true)
    structure.forEachFarScreen { screens.append($0) }
    uikit.forEachFarScreen { screens.append($0) }
    swiftui.forEachFarScreen { screens.append($0) }
    guard screens.count > 1 else { return }
    screens.sort()
    var kept = 1
    for index in 1..<screens.count where screens[index] != screens[kept - 1] {
      screens[kept] = screens[index]
      kept += 1
    }
    screens.removeLast(screens.count - kept)
  }
}

extension World {
  /// A hash of the whole world for the explorer's sets of seen worlds, mixed by hand from
  /// the structure and both lanes' states: `Hasher` fed every flag byte and screen index one
  /// by one (and each presentation's fact as its string) cost more than the lookups it keys.
  ///
  /// Only a hash: worlds with the same fingerprint are told apart by `==`, which compares
  /// everything. So two different worlds are never taken for one; a collision only costs a
  /// comparison. The presentation's deciding fact is left out (it follows from the style and
  /// the profile; `==` still compares it).
  package var fingerprint: Int {
    var mixer = FingerprintMixer()
    let uikit = uikit
    let swiftui = swiftui
    structure.mix(into: &mixer) { screen in Int(uikit.packed(screen)) | Int(swiftui.packed(screen)) << 8 }
    return mixer.finish()
  }
}
