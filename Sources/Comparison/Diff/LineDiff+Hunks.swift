extension LineDiff {
  /// A run of changes with the unchanged lines around it, as in a unified diff.
  ///
  /// Starts are 1-based like `diff -u`: when a side's count is 0, its start is the number of the
  /// line the hunk comes after (0 at the top of the file).
  package struct Hunk: Sendable, Hashable {
    /// The first `expected` line in the hunk (1-based).
    package var expectedStart: Int
    /// How many `expected` lines the hunk covers (`.same` and `.removed` lines).
    package var expectedCount: Int
    /// The first `actual` line in the hunk (1-based).
    package var actualStart: Int
    /// How many `actual` lines the hunk covers (`.same` and `.inserted` lines).
    package var actualCount: Int
    /// The hunk's slice of the alignment.
    package var lines: [Line]

    /// Creates a hunk.
    package init(
      expectedStart: Int, expectedCount: Int, actualStart: Int, actualCount: Int, lines: [Line]
    ) {
      self.expectedStart = expectedStart
      self.expectedCount = expectedCount
      self.actualStart = actualStart
      self.actualCount = actualCount
      self.lines = lines
    }

    /// `@@ -expectedStart,expectedCount +actualStart,actualCount @@`.
    var header: String {
      "@@ -\(expectedStart),\(expectedCount) +\(actualStart),\(actualCount) @@"
    }
  }

  /// The changes grouped into hunks, each with up to `context` unchanged lines before and after.
  ///
  /// As in GNU diff, two runs of changes share a hunk when their contexts overlap or touch, i.e.
  /// when at most `2 * context` unchanged lines separate them. A negative `context` counts as 0.
  /// Returns `[]` when the inputs are equal.
  package func hunks(context: Int) -> [Hunk] {
    hunkRanges(context: context).map(hunk(covering:))
  }

  /// The ranges of `lines` that `hunks(context:)` turns into hunks, in order.
  func hunkRanges(context: Int) -> [Range<Int>] {
    let context = max(0, context)
    var ranges: [Range<Int>] = []
    var lastChange: Int?
    for (index, line) in lines.enumerated() where line.operation != .same {
      if let last = lastChange, index - last - 1 <= 2 * context {
        // The unchanged lines in between are fully covered by context; extend the hunk.
        let start = ranges.removeLast().lowerBound
        ranges.append(start..<min(lines.count, index + 1 + context))
      } else {
        ranges.append(max(0, index - context)..<min(lines.count, index + 1 + context))
      }
      lastChange = index
    }
    return ranges
  }

  /// The hunk made of `lines[range]`.
  func hunk(covering range: Range<Int>) -> Hunk {
    let slice = Array(lines[range])
    let expectedCount = slice.count(where: { $0.operation != .inserted })
    let actualCount = slice.count(where: { $0.operation != .removed })
    // Lines before the hunk on each side: the first index found in the hunk, or (if the hunk has
    // no line from that side) the index just after the nearest earlier line of that side.
    let expectedBefore = linesPreceding(range.lowerBound, side: \.expectedIndex)
    let actualBefore = linesPreceding(range.lowerBound, side: \.actualIndex)
    return Hunk(
      expectedStart: expectedCount == 0 ? expectedBefore : expectedBefore + 1,
      expectedCount: expectedCount,
      actualStart: actualCount == 0 ? actualBefore : actualBefore + 1,
      actualCount: actualCount,
      lines: slice)
  }

  /// How many lines of one side come before `lines[position]`.
  private func linesPreceding(_ position: Int, side: KeyPath<Line, Int?>) -> Int {
    if position < lines.count, let index = lines[position][keyPath: side] { return index }
    var position = position
    while position > 0 {
      position -= 1
      if let index = lines[position][keyPath: side] { return index + 1 }
    }
    return linesBefore
  }
}
