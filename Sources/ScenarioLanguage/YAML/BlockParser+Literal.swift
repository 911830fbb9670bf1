import LifecycleCore

/// How a literal block treats its final line breaks.
enum Chomping {
  /// `|`: one final line break.
  case clip
  /// `|-`: no final line break.
  case strip
  /// `|+`: every final line break, trailing blank lines included.
  case keep
}

/// Literal blocks: `|`, `|-` and `|+` followed by more indented lines.
extension BlockParser {
  /// Reads the literal block whose `|` is at `column` of line `line`; its content is the
  /// following lines indented more than `parentIndent`, blank lines included.
  mutating func literal(at line: Int, column: Int, parentIndent: Int) -> YAMLNode? {
    let source = lines[line]
    let text = source.text
    var position = column + 1
    var chomping = Chomping.clip
    if position < text.count, text[position] == "-" || text[position] == "+" {
      chomping = text[position] == "-" ? .strip : .keep
      position += 1
    }
    if position < text.count, ("0"..."9").contains(text[position]) {
      let error = Diagnostic.error(
        YAMLMessage.literalIndentIndicator, at: source.location(position))
      return fail(error, line: line, parentIndent: parentIndent)
    }
    if !ScalarParser.restIsEmpty(text, from: position) {
      let after = LineScanner.skipBlanks(text, from: position)
      let error = Diagnostic.error(YAMLMessage.textAfterLiteral, at: source.location(after))
      return fail(error, line: line, parentIndent: parentIndent)
    }
    var body: [String] = []
    var blanks: [String] = []
    var contentIndent: Int?
    var reported = false
    var next = line + 1
    while next < lines.count {
      let current = lines[next]
      let scalars = current.text
      if current.contentStart == scalars.count {
        let kept = contentIndent.map { scalars.count > $0 ? String(scalars: scalars[$0...]) : "" }
        blanks.append(kept ?? "")
        next += 1
        continue
      }
      let indent = contentIndent ?? current.indent
      if current.indent <= parentIndent { break }
      if current.indent < indent {
        if scalars[current.contentStart] == "#" { break }
        if !reported {
          let message =
            scalars[current.indent] == "\t" ? YAMLMessage.tab : YAMLMessage.literalLessIndented
          diagnostics.append(.error(message, at: current.location(current.indent)))
          reported = true
        }
        body += blanks
        body.append(String(scalars: scalars[current.contentStart...]))
      } else {
        contentIndent = indent
        body += blanks
        body.append(String(scalars: scalars[indent...]))
      }
      blanks.removeAll()
      next += 1
    }
    index = next
    var value = body.joined(separator: "\n")
    switch chomping {
    case .strip: break
    case .clip: if !body.isEmpty { value += "\n" }
    case .keep:
      if !body.isEmpty { value += "\n" }
      value += String(repeating: "\n", count: blanks.count)
    }
    return YAMLNode(.scalar(value, .literal), at: source.location(column))
  }
}
