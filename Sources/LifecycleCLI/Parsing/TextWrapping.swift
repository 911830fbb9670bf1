/// Word wrapping with swift-argument-parser's layout rules.
enum TextWrapping {
  /// Wraps `text` so lines fit in `width` columns, indenting every non-empty line by
  /// `indent` spaces (the first line included). Explicit line breaks are kept.
  ///
  /// As in ArgumentParser, a line that is followed by another holds at most
  /// `width - indent - 1` characters, the last line at most `width - indent`; a word
  /// longer than that gets a line of its own. Never fails, whatever the width.
  static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
    let indent = max(indent, 0)
    let available = max(width - indent, 1)
    let padding = String(repeating: " ", count: indent)
    var lines: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrapLine(paragraph, available: available, into: &lines)
    }
    return lines.map { $0.isEmpty ? String($0) : padding + $0 }.joined(separator: "\n")
  }

  private static func wrapLine(_ line: Substring, available: Int, into lines: inout [Substring]) {
    var rest = line
    while true {
      if rest.count <= available {
        lines.append(rest)
        return
      }
      let chunkEnd = rest.index(rest.startIndex, offsetBy: available)
      let breakAt = rest[..<chunkEnd].lastIndex(of: " ") ?? rest[chunkEnd...].firstIndex(of: " ")
      guard let space = breakAt else {
        lines.append(rest)
        return
      }
      lines.append(rest[..<space])
      rest = rest[rest.index(after: space)...]
      if rest.isEmpty { return }
    }
  }
}
