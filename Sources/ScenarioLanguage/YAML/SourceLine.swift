import LifecycleCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One physical line of the text: a view of its UTF-8 bytes in place, without its line
/// break. Indices into `text` are byte indices; a location converts them to columns in
/// Unicode scalars.
struct SourceLine {
  /// The 1-based line number.
  let number: Int
  /// The line's bytes without `\n` or `\r\n`.
  let text: UnsafeBufferPointer<UInt8>
  /// The offset of the line's first byte in the whole text.
  let start: Int
  /// The offset where the next line starts.
  let next: Int
  /// The number of leading spaces.
  let indent: Int
  /// The index of the first byte that is neither a space nor a tab (`text.count` if none).
  let contentStart: Int
  /// Whether the line holds only whitespace and maybe a comment.
  let isBlank: Bool
  /// The index of a tab among the leading whitespace of a line with content.
  let tabIndex: Int?

  init(number: Int, text: UnsafeBufferPointer<UInt8>, start: Int, next: Int) {
    self.number = number
    self.text = text
    self.start = start
    self.next = next
    var indent = 0
    while indent < text.count, text[indent] == .space { indent += 1 }
    self.indent = indent
    var content = indent
    var tab: Int?
    while content < text.count, text[content].isBlank {
      if text[content] == .tab, tab == nil { tab = content }
      content += 1
    }
    contentStart = content
    isBlank = content == text.count || text[content] == .hash
    tabIndex = isBlank ? nil : tab
  }

  /// The location of the byte at `index` (0-based) on this line; an index past the end
  /// counts one column per byte past it.
  func location(_ index: Int) -> SourceLocation {
    SourceLocation(line: number, column: column(index))
  }

  /// The 1-based column of the byte at `index`, in Unicode scalars.
  func column(_ index: Int) -> Int {
    // Leading whitespace is ASCII; past it, look for other bytes only up to `index`.
    if index <= contentStart { return index + 1 }
    let end = min(index, text.count)
    let ascii = contentStart + text.asciiPrefixLength(contentStart..<end)
    if ascii == end { return index + 1 }
    return ascii + text.scalarCount(ascii..<end) + (index - end) + 1
  }

  /// The text of `range` as a string.
  func string(_ range: Range<Int>) -> String {
    text.string(range)
  }
}

/// Where the parser stands: the start of a line not read yet.
struct LineCursor {
  /// The offset of the line's first byte.
  var offset: Int
  /// The line's 1-based number.
  var number: Int
}

/// The bytes of a document and the lines in them, found on demand: nothing is kept per
/// line, so memory does not grow with the number of lines.
struct SourceText {
  /// The whole text.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the document's lines end: the end of the text, or the start of a second
  /// document or an end marker.
  var limit: Int

  /// A text whose lines start after a byte order mark, if any.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.limit = bytes.count
  }

  /// The cursor on the first line.
  var firstLine: LineCursor {
    let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    return LineCursor(offset: hasMark ? 3 : 0, number: 1)
  }

  /// The line at `cursor`, or `nil` at the end of the document (a last line left empty by
  /// removing a carriage return is no line).
  func line(at cursor: LineCursor) -> SourceLine? {
    let start = cursor.offset
    guard start < limit else { return nil }
    var end: Int
    let next: Int
    if let found = lineFeed(from: start) {
      end = found
      next = end + 1
      if end > start, bytes[end - 1] == .carriageReturn { end -= 1 }
    } else {
      end = limit
      next = limit
      if end > start, bytes[end - 1] == .carriageReturn { end -= 1 }
      if end == start { return nil }
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
    return SourceLine(number: cursor.number, text: text, start: start, next: next)
  }

  /// The offset of the first line feed at or after `offset`, before `limit`.
  func lineFeed(from offset: Int) -> Int? {
    guard offset < limit, let base = bytes.baseAddress,
      let found = memchr(base + offset, Int32(UInt8.lineFeed), limit - offset)
    else { return nil }
    return base.distance(to: UnsafePointer(found.assumingMemoryBound(to: UInt8.self)))
  }

  /// The cursor on the line after `line`.
  func after(_ line: SourceLine) -> LineCursor {
    LineCursor(offset: line.next, number: line.number + 1)
  }
}
