import LifecycleCore

/// Which screens are visited and which are in the window, read from the app's structure
/// after a step (never from callbacks), as `Scenarios/FORMAT.md` defines them.
///
/// The top layer's visible screens are visited; a layer below is visited while every
/// presentation above it is a card sheet (one that leaves its presenter in the window and is
/// not over full screen). A cancelled gesture does not change the structure, and going to
/// the background does not change the layers, so neither begins or ends a visit.
package enum Visits {
  /// Whether each screen is visited, by the app model's index.
  package static func visited(_ structure: Structure) -> [Bool] {
    // The walk of the layers' visible screens, with the containers' own views (`observe-as:`).
    var result: [Bool] = []
    var refs: [ScreenRef] = []
    fillVisited(structure, into: &result, refs: &refs)
    return result
  }

  /// `visited(_:)` written into `result` (one flag per screen), with `refs` as room: no
  /// array built, for a search that reads every step's visits.
  package static func fillVisited(_ structure: Structure, into result: inout [Bool], refs: inout [ScreenRef]) {
    clear(&result, count: structure.screenCount)
    guard structure.layerCount > 0 else { return }
    var index = structure.layerCount - 1
    while index >= 0 {
      refs.removeAll(keepingCapacity: true)
      structure.appendVisibleScreens(layer: index, to: &refs)
      for ref in refs { result[ref.screen] = true }
      guard index > 0 else { break }
      if structure.presentedCovers(index - 1) || structure.presentedStyle(index - 1) == .overFullScreen { break }
      index -= 1
    }
  }

  /// `inWindow(_:)` written into `result`, with `refs` as room.
  package static func fillInWindow(_ structure: Structure, into result: inout [Bool], refs: inout [ScreenRef]) {
    clear(&result, count: structure.screenCount)
    refs.removeAll(keepingCapacity: true)
    structure.appendOnScreen(to: &refs)
    for ref in refs { result[ref.screen] = true }
  }

  /// `live(_:)` written into `result`.
  package static func fillLive(_ structure: Structure, into result: inout [Bool]) {
    if result.count != structure.screenCount { result = Array(repeating: false, count: structure.screenCount) }
    for screen in result.indices { result[screen] = structure.isLive(screen) }
    structure.markContainerViews(in: &result)
  }

  /// Whether each screen is in the app (`structure.live`), with the containers' own views
  /// (`observe-as:`) in it while their containers are: the audit's instances.
  package static func live(_ structure: Structure) -> [Bool] {
    var result = structure.live
    structure.markContainerViews(in: &result)
    return result
  }

  private static func clear(_ result: inout [Bool], count: Int) {
    if result.count != count {
      result = Array(repeating: false, count: count)
    } else {
      for index in result.indices { result[index] = false }
    }
  }

  /// Whether each screen's view is in the window (the background keeps it there: R1).
  package static func inWindow(_ structure: Structure) -> [Bool] {
    var result = Array(repeating: false, count: structure.live.count)
    for ref in structure.onScreen { result[ref.screen] = true }
    return result
  }
}
