/// The escaping that every writer of generated text shares (the reports' Markdown, the
/// probe's Swift, YAML and README): a user's name or path put on one line, and as inline
/// Markdown that opens no markup.
package enum MarkupEscaping {
  /// The text on one line: every line break and control character a space, so that nothing
  /// after it leaves a comment line, a heading or a table row.
  package static func oneLine(_ text: String) -> String {
    String(
      text.map { character -> Character in
        character.isNewline || character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : character
      })
  }

  /// The text as inline Markdown on one line (`oneLine`), with `&`, `<` and the characters
  /// that open inline markup (emphasis, code, links, tables, strikethrough, escapes) as
  /// numeric entities, which a table cell's own escaping leaves alone.
  package static func markdownInline(_ text: String) -> String {
    oneLine(text).map { inlineEntities[$0] ?? String($0) }.joined()
  }

  /// The text as one inline code span on one line, whatever backticks it holds.
  package static func codeSpan(_ text: String) -> String { fencedCode(oneLine(text)) }

  /// The text as one inline code span as it is (a line the caller keeps whole), delimited
  /// by one backtick more than its longest run of backticks: a span ends only at a run of
  /// its own length (CommonMark), so `` around a path holding `` ended early (#43).
  package static func fencedCode(_ line: String) -> String {
    guard line.contains("`") else { return "`\(line)`" }
    var longest = 0
    var run = 0
    for character in line {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    return fence + " " + line + " " + fence
  }

  private static let inlineEntities: [Character: String] = [
    "&": "&amp;", "<": "&lt;", "\\": "&#92;", "`": "&#96;", "*": "&#42;", "_": "&#95;", "[": "&#91;", "]": "&#93;",
    "|": "&#124;", "~": "&#126;",
  ]
}
