import LifecycleCore

/// The lines of a scenario file as the reader counts them, to tell whether a location
/// points into the file: lines end at `\n` (a `\r` before it is not a column), columns count
/// Unicode scalars from 1, and a byte order mark is not a column.
struct SourceLines {
  /// The length of each line in Unicode scalars, without its line end.
  let lengths: [Int]

  init(_ text: String) {
    var lengths: [Int] = []
    for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      var length = line.count
      if line.last == "\r" { length -= 1 }
      if lengths.isEmpty, line.first == "\u{FEFF}" { length -= 1 }
      lengths.append(length)
    }
    self.lengths = lengths
  }

  /// The lines of bytes that may not be UTF-8: only the line count is known.
  init(lineCountOf bytes: [UInt8]) {
    lengths = Array(repeating: Int.max - 1, count: bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) })
  }

  /// Whether `location` is a line of the file and a column of that line or just past its
  /// end (where a missing value or an end-of-line error points).
  func contains(_ location: SourceLocation) -> Bool {
    guard location.line >= 1, location.line <= lengths.count else { return false }
    return location.column >= 1 && location.column <= lengths[location.line - 1] + 1
  }
}
