import LifecycleCore

/// Literal blocks: `|`, `|-` and `|+` followed by more indented lines.
extension BlockParser {
  /// Reads the literal block whose `|` is at `column` of `line`; its content is the
  /// following lines indented more than `parentIndent`, blank lines included. The tree
  /// keeps where the lines are; their text is built only when asked for.
  mutating func literal(at line: SourceLine, column: Int, parentIndent: Int) -> Int? {
    let text = line.text
    var position = column + 1
    var chomping = Chomping.clip
    if position < text.count, text[position] == .dash || text[position] == .plus {
      chomping = text[position] == .dash ? .strip : .keep
      position += 1
    }
    if position < text.count, text[position].isDigit {
      let error = Diagnostic.error(YAMLMessage.literalIndentIndicator, at: line.location(position))
      return fail(error, line: line, parentIndent: parentIndent)
    }
    if !ScalarParser.restIsEmpty(text, from: position) {
      let after = ScalarParser.skipBlanks(text, from: position)
      let error = Diagnostic.error(YAMLMessage.textAfterLiteral, at: line.location(after))
      return fail(error, line: line, parentIndent: parentIndent)
    }
    var contentIndent: Int?
    var reported = false
    let first = source.after(line)
    var next = first
    while let current = self.line(at: next) {
      let bytes = current.text
      if current.contentStart == bytes.count {
        next = source.after(current)
        continue
      }
      let indent = contentIndent ?? current.indent
      if current.indent <= parentIndent { break }
      if current.indent < indent {
        if bytes[current.contentStart] == .hash { break }
        if !reported {
          let message =
            bytes[current.indent] == .tab ? YAMLMessage.tab : YAMLMessage.literalLessIndented
          diagnostics.append(.error(message, at: current.location(current.indent)))
          reported = true
        }
      } else {
        contentIndent = indent
      }
      next = source.after(current)
    }
    cursor = next
    tree.literals.append(
      RawLiteral(first: first, end: next.offset, contentIndent: contentIndent, chomping: chomping))
    return tree.append(
      RawNode(
        .literal, line: line.number, column: line.column(column), a: tree.literals.count - 1))
  }
}
