import LifecycleCore

extension LineDiff {
  /// The legend printed last, naming which side each prefix stands for.
  static let legend = "(Expected: -, Actual: +)"

  /// The diff as unified-diff text, or `""` when the inputs are equal.
  ///
  /// - `@@ -a,b +c,d @@` hunk headers, then the hunk's lines prefixed `-` (only in expected),
  ///   `+` (only in actual) or a space (in both). The prefixes are ASCII, so the text renders
  ///   coloured in a Markdown code fence whose language is `diff`.
  /// - A line ending in a space gets a visible `¬` after it.
  /// - Between two hunks, `… (N unchanged)` gives the number of lines left out.
  /// - After a blank line, one line per move: the event in backticks, then `moved from #5 to #3`.
  /// - After a blank line, the legend `(Expected: -, Actual: +)`.
  ///
  /// Lines are separated by `"\n"`; there is no trailing newline.
  ///
  /// - Parameter context: unchanged lines shown around each change (see `hunks(context:)`).
  public func unified(context: Int = 3) -> String {
    if isEqual { return "" }
    var output: [String] = []
    var previous: Range<Int>?
    for range in hunkRanges(context: context) {
      if let previous {
        output.append("… (\(range.lowerBound - previous.upperBound) unchanged)")
      }
      let current = hunk(covering: range)
      output.append(current.header)
      output.append(contentsOf: current.lines.map(Self.render))
      previous = range
    }
    if !moves.isEmpty {
      output.append("")
      output.append(contentsOf: moves.map(Self.render))
    }
    output.append("")
    output.append(Self.legend)
    return output.joined(separator: "\n")
  }

  /// `-text`, `+text` or ` text`, with `¬` after a trailing space.
  static func render(_ line: Line) -> String {
    let prefix: String
    switch line.operation {
    case .same: prefix = " "
    case .removed: prefix = "-"
    case .inserted: prefix = "+"
    }
    return prefix + line.text + (line.text.hasSuffix(" ") ? "¬" : "")
  }

  /// `` `text` moved from #from to #to ``, as a Markdown code span. Runs of spaces in the
  /// text (a golden line's column padding) are quoted as one.
  static func render(_ move: Move) -> String {
    let text = move.text.split(separator: " ").joined(separator: " ")
    return "\(MarkupEscaping.fencedCode(text)) moved from #\(move.from) to #\(move.to)"
  }
}
