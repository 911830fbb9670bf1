/// A progress line that fits the terminal: whole parts dropped, least useful first, until
/// the rest fits in one column less than the width (a line that reaches the last column
/// wraps on some terminals), then cut with `…` if it still does not. Redrawn with a
/// carriage return and an erase of the line, so a shorter line leaves nothing behind.
struct ProgressText {
  /// The parts, in the order they are shown.
  var parts: [String]
  /// Indices into `parts`, the first dropped first; parts not named are never dropped.
  var dropOrder: [Int] = []
  /// What joins the parts.
  var separator = ", "

  /// The line in at most `columns - 1` characters.
  func fitted(columns: Int) -> String {
    let room = max(columns - 1, 1)
    var kept = Array(repeating: true, count: parts.count)
    func line() -> String { zip(parts, kept).filter(\.1).map(\.0).joined(separator: separator) }
    var text = line()
    for index in dropOrder where text.count > room {
      kept[index] = false
      text = line()
    }
    guard text.count > room else { return text }
    return room <= 1 ? String(text.prefix(room)) : String(text.prefix(room - 1)) + "…"
  }

  /// What redraws the line in place: back to the start of the line, erase it, write.
  func redraw(columns: Int) -> String {
    "\r\u{1B}[K" + fitted(columns: columns)
  }

  /// What erases a drawn line.
  static let erase = "\r\u{1B}[K"
}
