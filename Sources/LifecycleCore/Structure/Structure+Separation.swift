/// A split view that launched collapsed (an iPhone: one navigation stack of its columns)
/// expanding on a wider window: the stack's screens go back to their columns.
extension Structure {
  /// Makes the navigation stack of box `holder` (the root's, or a root tab's) an expanded split
  /// view of `columns.count` columns, each a navigation stack of the screens `columns` gives
  /// it, bottom first: the screens the stack held keep their place in the structure (relinked
  /// in their column), the others are inserted. The columns' boxes go after the root's boxes;
  /// every column is shown, a push acts on the last (the secondary), and the presentations
  /// over the root stay as they are.
  mutating func separateStack(_ holder: Int, into columns: [[Int]], trailingFirst: Bool = false, in app: AppModel) {
    let held = Set(stack(holder))
    for screen in held {
      withNode(screen) {
        $0.below = -1
        $0.above = -1
      }
    }
    let count = columns.count
    let first = rootBoxes
    boxes.insert(contentsOf: repeatElement(Box(kind: .navigation), count: count), at: first)
    rootBoxes += count
    // The split view's own view (`observe-as:`) is the container's, whichever form it takes.
    let view = boxes[holder].containerView
    boxes[holder] = Box(kind: .split)
    boxes[holder].containerView = view
    boxes[holder].firstTab = Int32(first)
    boxes[holder].tabCount = Int32(count)
    boxes[holder].selected = Int32(max(count - 1, 0))
    boxes[holder].trailingFirst = trailingFirst
    for (offset, column) in columns.enumerated() {
      for screen in column {
        if !held.contains(screen) { insert(screen, in: app) }
        push(screen, box: first + offset)
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
