/// A split view presented expanded (an iPad's full-screen presentation of a `split:`
/// declaration): its presentation's box is a split view whose columns, navigation stacks of
/// their own, are boxes at the end of the root's (as a split view's separated at the root
/// are), so that the presentations stay one box each, lowest first.
extension Structure {
  /// Presents a split view named by the declared screen `host` (no screen of the structure),
  /// expanded: each of `columns` (its columns' roots, primary first) is inserted as the root of
  /// a column of its own; every column is shown and a push acts on the last (the secondary);
  /// `trailingFirst`, its columns listed trailing first (`Box.trailingFirst`); `context`, a
  /// child that defines the presentation context, is the only screen it covers.
  mutating func present(
    expandedSplit host: Int, columns: [Int], trailingFirst: Bool, style: UInt8, covers: Bool, decidedBy fact: UInt8,
    context: Int = -1, in app: AppModel
  ) {
    let first = rootBoxes
    boxes.insert(contentsOf: repeatElement(Box(kind: .navigation), count: columns.count), at: first)
    rootBoxes += columns.count
    for (offset, screen) in columns.enumerated() {
      insert(screen, in: app)
      pushScreen(screen, box: first + offset)
    }
    var box = Box(kind: .split)
    box.firstTab = Int32(first)
    box.tabCount = Int32(columns.count)
    box.splitHost = Int32(host)
    box.style = style
    box.covers = covers
    box.decidedBy = fact
    box.context = Int32(context)
    boxes.append(box)
    expandSplit(boxes.count - 1, trailingFirst: trailingFirst)
  }

  /// The number of column boxes the presentations from `lowest` up keep among the root's: the
  /// columns of each expanded split view among them, which are the last of the root's boxes.
  func presentedColumnBoxes(from lowest: Int) -> Int {
    var count = 0
    for index in (rootBoxes + lowest)..<boxes.count where boxes[index].kind == .split { count += Int(boxes[index].tabCount) }
    return count
  }

  /// The box of presentation `index` when it is a split view presented expanded (a `.split`
  /// box, collapsed or not by the window's width), else nil.
  func expandedSplitBox(presentation index: Int) -> Int? {
    let box = rootBoxes + index
    return boxes[box].kind == .split ? box : nil
  }

  /// The box of the top presentation when it is a presented split view (`split:` in a
  /// declaration): a `.split` box when presented expanded, else its one stack; nil otherwise.
  package var topPresentedSplit: Int? {
    let count = presentationCount
    guard launched, count > 0, presentedSplit(count - 1) >= 0 else { return nil }
    return rootBoxes + count - 1
  }

  /// The split view box the column steps (`show-column`, `hide-column`) act on, for the
  /// explorer's offers: the top presentation's when it is a split view presented expanded,
  /// else the one the root layer shows while nothing is presented; nil otherwise.
  package var columnStepSplit: Int? {
    if let split = topPresentedSplit { return boxes[split].kind == .split ? split : nil }
    return presentationCount == 0 ? shownSplitBox : nil
  }
}
