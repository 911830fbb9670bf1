/// The `NavigationStack` a SwiftUI path step changes: the top presentation's, or, under
/// presentations that hold no stack of their own (a sheet or a cover of one screen), the
/// nearest one below them, whose bound path the app's code can still change
/// (`swiftui.path.underSheet`).
extension Structure {
  /// The layer and box of the stack a path step changes, or nil where there is none: the top
  /// layer's stack; else the nearest layer's below presentations that hold none. A presentation
  /// made in a child's context is no sheet over a SwiftUI stack: the search stops there.
  package func pathTarget() -> (layer: Int, box: Int)? {
    var layer = layerCount - 1
    while layer >= 0 {
      if let box = activeStackBox(layerBox(layer)) { return (layer, box) }
      guard layer > 0, presentedContext(layer - 1) < 0 else { return nil }
      layer -= 1
    }
    return nil
  }

  /// How many screens the stack a path step changes holds: the top layer's stack; under
  /// presentations with none, the one below them only when `underPresentation` (an app whose
  /// steps change a path under a presentation: `explore` offers it there only).
  package func pathStackCount(underPresentation: Bool) -> Int? {
    if let count = topStackCount { return count }
    guard underPresentation, let target = pathTarget() else { return nil }
    return Int(boxes[target.box].count)
  }
}
