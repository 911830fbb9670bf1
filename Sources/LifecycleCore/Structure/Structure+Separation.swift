/// A split view that launched collapsed (an iPhone: one navigation stack of its columns)
/// expanding on a wider window: the stack's screens go back to their columns.
extension Structure {
  /// Makes the root's navigation stack an expanded split view of `columns.count` columns, each
  /// a navigation stack of the screens `columns` gives it, bottom first: the screens the root's
  /// stack held keep their place in the structure (relinked in their column), the others are
  /// inserted. Every column is shown, a push acts on the last (the secondary), and the
  /// presentations over the root stay as they are.
  mutating func separateRootStack(into columns: [[Int]], in app: AppModel) {
    let held = Set(stack(0))
    for screen in held {
      withNode(screen) {
        $0.below = -1
        $0.above = -1
      }
    }
    let count = columns.count
    boxes.insert(contentsOf: repeatElement(Box(kind: .navigation), count: count), at: 1)
    rootBoxes += count
    boxes[0] = Box(kind: .split)
    boxes[0].firstTab = 1
    boxes[0].tabCount = Int32(count)
    boxes[0].selected = Int32(max(count - 1, 0))
    for (offset, column) in columns.enumerated() {
      for screen in column {
        if !held.contains(screen) { insert(screen, in: app) }
        push(screen, box: 1 + offset)
      }
    }
  }

  /// Pushes `screen` onto box `box`'s stack.
  private mutating func push(_ screen: Int, box: Int) {
    let top = boxes[box].top
    withNode(screen) { $0.below = top }
    if top >= 0 { withNode(Int(top)) { $0.above = Int32(screen) } } else { boxes[box].bottom = Int32(screen) }
    boxes[box].top = Int32(screen)
    boxes[box].count += 1
  }
}
