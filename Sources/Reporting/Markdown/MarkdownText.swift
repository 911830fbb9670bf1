import LifecycleCore

/// Escaping and small builders for GitHub-flavoured Markdown.
package enum MarkdownText {
  /// Text safe inside a table cell: pipes escaped, `<` as an entity (no HTML tag reaches the
  /// page), newlines turned into `<br>`.
  package static func cell(_ text: String) -> String {
    let escaped = text.replacingAll("<", with: "&lt;").replacingAll("\\", with: "\\\\").replacingAll("|", with: "\\|")
      .replacingAll("\r\n", with: "<br>")
    // Every other line break (\r, form feed, U+2028…) ends a table row as \n does.
    return escaped.map { $0.isNewline ? "<br>" : $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : String($0) }
      .joined()
  }

  /// Text a user wrote (a scenario's name, its source) as inline Markdown on one line, in a
  /// heading, a paragraph, a link's text or a table cell: line breaks and control characters
  /// as spaces (so nothing starts a line: no heading, quote, list or fence), and `&`, `<` and
  /// the characters that open inline markup (emphasis, code, links, tables, strikethrough,
  /// escapes) as numeric entities, which `cell` leaves alone.
  package static func inline(_ text: String) -> String { MarkupEscaping.markdownInline(text) }

  /// Prose a user wrote (a scenario's `about:`), kept as Markdown but with `<` as an entity:
  /// its emphasis and lists render, and no HTML tag it holds reaches the page. A code fence it
  /// opens and never closes is closed at its end, so that it cannot swallow the rest of the
  /// page (found by the writers' fuzzing, #43).
  package static func prose(_ text: String) -> String {
    let escaped = text.replacingAll("<", with: "&lt;")
    var open: Substring? = nil
    // CommonMark's line endings only: a NEL or U+2029 inside a line ends no Markdown line,
    // so a fence after one is text, and a fence line counted there would be closed wrongly.
    for line in escaped.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
      let trimmed = line.drop { $0 == " " }
      guard line.count - trimmed.count < 4, let first = trimmed.first, first == "`" || first == "~" else { continue }
      let run = trimmed.prefix { $0 == first }
      guard run.count >= 3 else { continue }
      if let opener = open {
        // A closing fence: the same character, at least as long, nothing but spaces or tabs
        // after it (a NEL after it is text: the fence stays open).
        if first == opener.first, run.count >= opener.count, trimmed.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) { open = nil }
      } else if first == "~" || !trimmed.dropFirst(run.count).contains("`") {
        open = run
      }
    }
    guard let open else { return escaped }
    return escaped + (escaped.hasSuffix("\n") ? "" : "\n") + open
  }

  /// Inline code that survives backticks in the text.
  package static func code(_ text: String) -> String { MarkupEscaping.codeSpan(text) }

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
