/// Columns of increasing positions on one line, counted from the last one asked, so that a
/// long line of many items is read in linear time even when it is not ASCII.
struct ColumnTracker {
  let line: SourceLine
  private var lastIndex = 0
  private var lastColumn = 1

  init(_ line: SourceLine) {
    self.line = line
  }

  /// The 1-based column of the byte at `index`.
  mutating func column(_ index: Int) -> Int {
    if index < lastIndex { return line.column(index) }
    let end = min(index, line.text.count)
    let from = min(lastIndex, end)
    lastColumn += line.text.scalarCount(from..<end) + (index - end) - (lastIndex - from)
    lastIndex = index
    return lastColumn
  }
}
