/// Renders diagnostics with the offending source line and a caret under the column,
/// the way the Swift compiler and Yams do.
public struct DiagnosticRenderer: Sendable {
  private let source: String
  /// The UTF-8 offset at which each line starts: a diagnostic's line is found without
  /// splitting the file, so a renderer over a large file costs one scan of its bytes.
  private let lineStarts: [Int]

  /// Creates a renderer over the text of the file the diagnostics refer to. Lines end at
  /// `\n` or `\r\n`, as the scenario reader counts them.
  ///
  /// ```swift
  /// let renderer = DiagnosticRenderer(source: text)
  /// for diagnostic in list.diagnostics { print(renderer.render(diagnostic)) }
  /// ```
  public init(source: String) {
    var source = source
    var starts = [0]
    source.withUTF8 { bytes in
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
    }
    self.source = source
    lineStarts = starts
  }

  /// Creates a renderer without the file's text: headlines and notes, no source lines.
  public init() {
    source = ""
    lineStarts = []
  }

  /// Line `number` (from 1), without its line end.
  private func line(_ number: Int) -> Substring {
    let utf8 = source.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
    var end = number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
    if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
    return source[start..<end]
  }

  /// The headline, the source line and a caret; notes follow on their own lines.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = diagnostic.headline
    out += snippet(at: diagnostic.location)
    for note in diagnostic.notes {
      var line = (diagnostic.path ?? "<unknown>")
      if let location = note.location { line += ":\(location.line):\(location.column)" }
      out += "\n" + line + ": note: " + note.message
      // A note at the diagnostic's own place names its line; the line is shown once.
      if note.location != diagnostic.location { out += snippet(at: note.location) }
    }
    return out
  }

  private func snippet(at location: SourceLocation?) -> String {
    guard let location, location.line >= 1, location.line <= lineStarts.count else { return "" }
    let text = line(location.line).replacingTabsVisibly()
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
