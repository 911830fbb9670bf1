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
    var result = Array(repeating: false, count: structure.live.count)
    guard structure.layerCount > 0 else { return result }
    var index = structure.layerCount - 1
    while index >= 0 {
      for ref in structure.visibleScreens(structure.layer(index)) { result[ref.screen] = true }
      guard index > 0 else { break }
      let over = structure.presentations[index - 1]
      if over.covers || over.style == .overFullScreen { break }
      index -= 1
    }
    return result
  }

  /// Whether each screen's view is in the window (the background keeps it there: R1).
  package static func inWindow(_ structure: Structure) -> [Bool] {
    var result = Array(repeating: false, count: structure.live.count)
    for ref in structure.onScreen { result[ref.screen] = true }
    return result
  }
}
