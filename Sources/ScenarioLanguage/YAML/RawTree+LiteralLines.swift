/// Where `RawTree.next(_:)` stands in a literal block.
struct LiteralLines {
  let literal: RawLiteral
  var cursor: LineCursor
  var seenContent = false

  init(_ literal: RawLiteral) {
    self.literal = literal
    cursor = literal.first
  }
}

extension RawTree {
  /// The next line of a literal block, with the range its content keeps and whether it is
  /// blank, as `forEachLiteralLine` gives them.
  func next(_ lines: inout LiteralLines) -> (SourceLine, Range<Int>, Bool)? {
    guard lines.cursor.offset < lines.literal.end, let line = source.line(at: lines.cursor) else {
      return nil
    }
    lines.cursor = source.after(line)
    let kept = keptRange(line, lines.literal, seenContent: &lines.seenContent)
    return (line, kept, line.contentStart == line.text.count)
  }
}
