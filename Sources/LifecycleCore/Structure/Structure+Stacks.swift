/// What the stack operations (`pop-to`, `unwind`, `set-stack`) read and change: the visible
/// stack as a list, the screen each layer shows on top, and a stack replaced in place.
extension Structure {
  /// The screens of the navigation stack a push or pop acts on, bottom first; nil when the
  /// top layer shows no navigation stack.
  package var visibleStack: [Int]? {
    guard launched, let box = activeStackBox(layerBox(layerCount - 1)) else { return nil }
    return stack(box)
  }

  /// The screen layer `index` shows on top: its stack's top, or its screen.
  func layerTop(_ index: Int) -> Int {
    var box = layerBox(index)
    while boxes[box].kind == .tabs || boxes[box].kind == .split, boxes[box].selected < boxes[box].tabCount {
      box = Int(boxes[box].firstTab + boxes[box].selected)
    }
    return Int(boxes[box].top)
  }

  /// The screens an unwind segue reaches: those under the top of the
  /// visible stack (a pop), then the screen each layer under the top shows (the dismissal of
  /// what is above it) and those under it in its stack (the dismissal, then the pop), the
  /// highest layer first.
  var unwindTargets: [Int] {
    guard launched else { return [] }
    var result: [Int] = []
    if let stack = visibleStack { result.append(contentsOf: stack.dropLast()) }
    for layer in stride(from: layerCount - 2, through: 0, by: -1) {
      result.append(layerTop(layer))
      // Under the top of that layer's stack: the dismissal, then the pop (`uikit.unwind.dismissThenPop`).
      if let box = activeStackBox(layerBox(layer)) { result.append(contentsOf: stack(box).dropLast()) }
    }
    return result
  }

  /// The screens in the structure whose views the window does not show (the screens under
  /// the top of a visible stack, the hidden tabs' screens, presenters out of the window),
  /// in screen order: those a `load-view` step can reach.
  var offscreenLiveScreens: [Int] {
    guard launched else { return [] }
    let window = onScreen
    var visible = [Bool](repeating: false, count: nodes.count)
    for ref in window where ref.screen < nodes.count { visible[ref.screen] = true }
    var result: [Int] = []
    for screen in 0..<nodes.count where nodes[screen].live && !visible[screen] && nodes[screen].embeddedIn < 0 {
      result.append(screen)
    }
    // Past the array (an app that large): the few screens its overflow holds.
    farNodes?.forEach { screen, node in
      if node.live, node.embeddedIn < 0, !window.contains(where: { $0.screen == screen }) { result.append(screen) }
    }
    return result
  }

  /// The layer whose visible stack or screen holds `screen`, and its position in that stack
  /// (0 for a layer's lone screen); nil when no layer shows it (another tab, a child).
  func unwindPosition(of screen: Int) -> (layer: Int, position: Int, count: Int)? {
    for layer in stride(from: layerCount - 1, through: 0, by: -1) {
      if let box = activeStackBox(layerBox(layer)) {
        var position = Int(boxes[box].count) - 1
        var current = boxes[box].top
        while current >= 0 {
          if Int(current) == screen { return (layer, position, Int(boxes[box].count)) }
          current = node(Int(current)).below
          position -= 1
        }
      } else if layerTop(layer) == screen {
        return (layer, 0, 1)
      }
    }
    return nil
  }

  /// Makes `screens` (bottom first, already in the structure) the active stack of layer
  /// `index`, in place; the screens it no longer holds are the caller's to `remove`.
  mutating func replaceActiveStack(with screens: [Int], layer index: Int) {
    guard let box = activeStackBox(layerBox(index)) else { return }
    boxes[box].bottom = -1
    boxes[box].top = -1
    boxes[box].count = 0
    for screen in screens {
      withNode(screen) { $0.above = -1 }
      withNode(screen) { $0.below = -1 }
      push(screen, layer: index)
    }
  }
}
