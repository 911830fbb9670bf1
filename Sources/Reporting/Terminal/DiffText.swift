/// The text helpers the terminal renderers of a difference share: a unified diff coloured by
/// its side, and a block indented.
extension Palette {
  /// A diff with its removed lines (`-`) in the failure colour and its added ones (`+`) in
  /// the success colour.
  func coloredDiff(_ diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("-") { return failure(String(line)) }
      if line.hasPrefix("+") { return success(String(line)) }
      return String(line)
    }.joined(separator: "\n")
  }
}

/// A block of lines, each non-empty one moved right by `count` spaces.
func indented(_ text: String, by count: Int = 2) -> String {
  let pad = String(repeating: " ", count: count)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : pad + $0 }
    .joined(separator: "\n")
}
