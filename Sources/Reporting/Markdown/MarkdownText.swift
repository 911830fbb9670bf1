/// Escaping and small builders for GitHub-flavoured Markdown.
package enum MarkdownText {
  /// Text safe inside a table cell: pipes escaped, newlines turned into `<br>`.
  package static func cell(_ text: String) -> String {
    text.replacingAll("\\", with: "\\\\").replacingAll("|", with: "\\|").replacingAll("\n", with: "<br>")
  }

  /// Inline code that survives backticks in the text.
  package static func code(_ text: String) -> String {
    text.contains("`") ? "`` \(text) ``" : "`\(text)`"
  }

  /// A table with a header row; every cell is escaped. A cell longer than 300 characters
  /// keeps its opening in the table and moves whole into a numbered note under it.
  package static func table(_ header: [String], _ rows: [[String]]) -> String {
    var out = "| " + header.map(cell).joined(separator: " | ") + " |\n"
    out += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
    let (short, notes) = LongCells.shortened(rows.map { $0.map(cell) })
    for row in short {
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    return out + LongCells.render(notes)
  }

  /// A relative path as a link destination: every byte outside letters, digits and
  /// `-._~/` percent-encoded, so that spaces and parentheses cannot end the link.
  package static func destination(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".unicodeScalars.contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return out
  }

  /// A file-name-safe slug of a path component.
  package static func slug(_ text: String) -> String {
    String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
