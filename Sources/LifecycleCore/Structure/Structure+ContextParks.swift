/// Presentations parked with a container pushed over: a context presentation made in the
/// context of a child of a stack's top (`present-in-context`) belongs to that top, the
/// container; a push over it takes the presentation out of the window with it, and the
/// container's reveal brings it back (`uikit.presentation.childContextPushedOver`). While it
/// is pushed over, its presentation's box is parked among the root's boxes, marked with the
/// container (`Box.parkedWith`), so that every step acts on the stack.
extension Structure {
  /// Whether any presentation is parked with a container pushed over.
  package var hasContextParks: Bool {
    boxes[..<rootBoxes].contains { $0.parkedWith >= 0 }
  }

  /// The root box of the presentation parked with `screen`, or nil.
  func contextPark(of screen: Int) -> Int? {
    let mark = Int32(truncatingIfNeeded: screen)
    for index in 1..<max(rootBoxes, 1) where boxes[index].parkedWith == mark { return index }
    return nil
  }

  /// Parks the top presentation, the only one up, with `screen`, the top of the stack under
  /// it: its box goes after the root's, and the window has no presentation over the root.
  mutating func parkTopPresentation(with screen: Int) {
    boxes[rootBoxes].parkedWith = Int32(truncatingIfNeeded: screen)
    rootBoxes += 1
  }

  /// Takes parked box `index` (parked with a container or with a tab) out of the root's boxes
  /// and returns it unmarked; the boxes after it among the root's move down, and a tab bar's
  /// or split view's reference with them.
  mutating func takeParkedBox(_ index: Int) -> Box {
    var box = boxes.remove(at: index)
    box.parkedWith = -1
    box.parkedTab = -1
    rootBoxes -= 1
    for other in boxes.indices where boxes[other].firstTab > Int32(index) { boxes[other].firstTab -= 1 }
    return box
  }

  /// Brings the presentation parked with `screen` back over the root, as the lowest
  /// presentation (its container is the top of the root's stack again).
  mutating func unparkContext(of screen: Int) {
    guard let index = contextPark(of: screen) else { return }
    let box = takeParkedBox(index)
    boxes.insert(box, at: rootBoxes)
  }

  /// Appends the screens held by the presentations parked with a container pushed over,
  /// each with what it embeds.
  func appendContextParked(to result: inout [ScreenRef]) {
    for index in 1..<max(rootBoxes, 1) where boxes[index].parkedWith >= 0 {
      appendHeld(box: index, flattened: true, to: &result)
    }
  }
}

extension Structure {
  /// The number of screens of the navigation stack under the top presentation when that
  /// presentation, showing no stack of its own, was made in the context of a child of the
  /// stack's top: its navigation bar stays on screen, so a push or a pop acts on it; nil
  /// otherwise (see `Navigator.stackUnderChildContext`).
  package var childContextStackCount: Int? {
    let top = layerCount - 1
    guard top > 0, activeStackBox(layerBox(top)) == nil else { return nil }
    let context = presentedContext(top - 1)
    guard context >= 0, let box = activeStackBox(layerBox(top - 1)), boxes[box].count > 0 else { return nil }
    return isWithin(context, Int(boxes[box].top)) ? Int(boxes[box].count) : nil
  }
}
