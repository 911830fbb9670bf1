/// Renders diagnostics with the offending source line and a caret under the column,
/// the way the Swift compiler and Yams do.
public struct DiagnosticRenderer: Sendable {
  private let lines: [Substring]

  /// Creates a renderer over the text of the file the diagnostics refer to. Lines end at
  /// `\n` or `\r\n`, as the scenario reader counts them.
  ///
  /// ```swift
  /// let renderer = DiagnosticRenderer(source: text)
  /// for diagnostic in list.diagnostics { print(renderer.render(diagnostic)) }
  /// ```
  public init(source: String) {
    self.lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { line in
        let text = Substring(line)
        guard text.utf8.last == UInt8(ascii: "\r") else { return text }
        return text[..<text.utf8.index(before: text.utf8.endIndex)]
      }
  }

  /// Creates a renderer without the file's text: headlines and notes, no source lines.
  public init() {
    self.lines = []
  }

  /// The headline, the source line and a caret; notes follow on their own lines.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = diagnostic.headline
    out += snippet(at: diagnostic.location)
    for note in diagnostic.notes {
      var line = (diagnostic.path ?? "<unknown>")
      if let location = note.location { line += ":\(location.line):\(location.column)" }
      out += "\n" + line + ": note: " + note.message
      out += snippet(at: note.location)
    }
    return out
  }

  private func snippet(at location: SourceLocation?) -> String {
    guard let location, location.line >= 1, location.line <= lines.count else { return "" }
    let text = lines[location.line - 1].replacingTabsVisibly()
    let caretOffset = max(0, location.column - 1)
    return "\n" + text + "\n" + String(repeating: " ", count: caretOffset) + "^"
  }
}

extension Substring {
  /// Keeps a tab one column wide, so the caret stays under the character it points at.
  fileprivate func replacingTabsVisibly() -> String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? " " : $0 }))
  }
}
