/// Table cells short enough to read on GitHub: a cell longer than ``LongCells/limit``
/// characters keeps its opening words in the table and moves whole into a numbered note
/// under it, so that no row grows into a wall of text and nothing is lost.
enum LongCells {
  /// The most characters a cell of a generated table may hold.
  static let limit = 300

  /// How many characters of `cell` a reader sees on GitHub once the report's citations are
  /// links (`CitationLinks`): each citation key counts as the public source's name it is
  /// shown by, and a link `[text](destination)` as its text.
  static func visibleLength(_ cell: String) -> Int {
    var count = 0
    var inDestination = false
    var previous: Character = " "
    for character in CitationLinks.plain(cell) {
      if inDestination {
        if character == ")" { inDestination = false }
      } else if character == "(", previous == "]" {
        inDestination = true
      } else if character != "[", character != "]" {
        count += 1
      }
      previous = character
    }
    return count
  }

  /// The cells of `rows` (already escaped), each too long one replaced by its opening and
  /// a pointer to its note; and the notes, in order, numbered from `firstNote`.
  static func shortened(_ rows: [[String]], firstNote: Int = 1) -> (rows: [[String]], notes: [String]) {
    var notes: [String] = []
    let shortRows = rows.map { row in
      row.map { cell -> String in
        guard visibleLength(cell) > limit else { return cell }
        notes.append(cell)
        return opening(of: cell) + " (note \(firstNote + notes.count - 1) under the table)"
      }
    }
    return (shortRows, notes)
  }

  /// The longest opening of `cell` that ends at a word boundary, keeps code spans, links and
  /// brackets whole, and leaves room for the pointer; `…` marks the cut.
  ///
  /// Its cost does not grow with the cell: it reads at most `budget` characters (their
  /// count kept, not recounted), and measures the opening's visible length (citations shown
  /// by name can make it longer than its characters) only at a space, on at most `budget`
  /// characters. A cell costs at most `budget`² steps however long it is, so shortening a
  /// table is linear in its text (`shortened` reads each cell once, in `visibleLength`).
  static func opening(of cell: String, budget: Int = 200) -> String {
    var best = ""
    var backticks = 0
    var brackets = 0
    var current = ""
    var count = 0
    for character in cell {
      if count >= budget || (character == " " && visibleLength(current) >= budget) { break }
      if character == " ", backticks % 2 == 0, brackets == 0 { best = current }
      current.append(character)
      count += 1
      switch character {
      case "`": backticks += 1
      case "[", "(": brackets += 1
      case "]", ")": brackets = max(brackets - 1, 0)
      default: break
      }
    }
    while best.hasSuffix(",") || best.hasSuffix(";") || best.hasSuffix(":") { best.removeLast() }
    return best.isEmpty ? "see" : best + " …"
  }

  /// The notes as a numbered list under a table: each note's `<br>` back to a space.
  static func render(_ notes: [String], firstNote: Int = 1) -> String {
    guard !notes.isEmpty else { return "" }
    return "\n"
      + notes.enumerated().map { index, note in
        "\(firstNote + index). " + note.replacingAll("<br>", with: " ")
      }.joined(separator: "\n") + "\n"
  }
}
