import LifecycleCore

/// One physical line of the text, as Unicode scalars.
struct SourceLine {
  /// The 1-based line number.
  let number: Int
  /// The line without its line break.
  let text: [Unicode.Scalar]
  /// The number of leading spaces.
  let indent: Int
  /// The index of the first scalar that is neither a space nor a tab (`text.count` if none).
  let contentStart: Int
  /// Whether the line holds only whitespace and maybe a comment (or was set aside).
  var isBlank: Bool
  /// The index of a tab among the leading whitespace of a line with content.
  let tabIndex: Int?

  init(number: Int, text: [Unicode.Scalar]) {
    self.number = number
    self.text = text
    var indent = 0
    while indent < text.count, text[indent] == " " { indent += 1 }
    self.indent = indent
    var start = indent
    var tab: Int?
    while start < text.count, text[start].isBlank {
      if text[start] == "\t", tab == nil { tab = start }
      start += 1
    }
    contentStart = start
    isBlank = start == text.count || text[start] == "#"
    tabIndex = isBlank ? nil : tab
  }

  /// The location of the scalar at `index` (0-based) on this line.
  func location(_ index: Int) -> SourceLocation {
    SourceLocation(line: number, column: index + 1)
  }
}

extension Unicode.Scalar {
  /// A space or a tab: whitespace that separates tokens on a line.
  var isBlank: Bool { self == " " || self == "\t" }
}

/// Splits a text into lines: drops a leading byte order mark, turns CRLF into LF, sets a
/// leading `---` and directives aside and stops at a second document.
enum LineScanner {
  /// The lines of `text` and the errors found at this level.
  static func scan(_ text: String) -> (lines: [SourceLine], diagnostics: [Diagnostic]) {
    var lines = split(text)
    var diagnostics: [Diagnostic] = []
    var seenStart = false
    var seenContent = false
    for index in lines.indices {
      let line = lines[index]
      if line.isBlank { continue }
      if isMarker(line.text, "-") {
        if seenStart || seenContent {
          diagnostics.append(.error(YAMLMessage.secondDocument, at: line.location(0)))
          lines.removeSubrange(index...)
          break
        }
        seenStart = true
        let rest = skipBlanks(line.text, from: 3)
        if rest < line.text.count, line.text[rest] != "#" {
          diagnostics.append(.error(YAMLMessage.contentAfterDocumentStart, at: line.location(rest)))
        }
        lines[index].isBlank = true
      } else if isMarker(line.text, ".") {
        diagnostics.append(.error(YAMLMessage.documentEnd, at: line.location(0)))
        lines.removeSubrange(index...)
        break
      } else if line.text.first == "%", !seenStart, !seenContent {
        diagnostics.append(.error(YAMLMessage.directive, at: line.location(0)))
        lines[index].isBlank = true
      } else {
        seenContent = true
      }
    }
    return (lines, diagnostics)
  }

  /// The physical lines, without BOM and carriage returns before line feeds.
  static func split(_ text: String) -> [SourceLine] {
    var lines: [SourceLine] = []
    var current: [Unicode.Scalar] = []
    var scalars = Substring(text).unicodeScalars[...]
    if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
    var iterator = scalars.makeIterator()
    var pendingReturn = false
    while let scalar = iterator.next() {
      if pendingReturn {
        pendingReturn = false
        if scalar != "\n" { current.append("\r") }
      }
      if scalar == "\r" {
        pendingReturn = true
      } else if scalar == "\n" {
        lines.append(SourceLine(number: lines.count + 1, text: current))
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty {
      lines.append(SourceLine(number: lines.count + 1, text: current))
    }
    return lines
  }

  /// Whether the line is `---` or `...` alone or followed by whitespace.
  private static func isMarker(_ text: [Unicode.Scalar], _ mark: Unicode.Scalar) -> Bool {
    text.count >= 3 && text[0] == mark && text[1] == mark && text[2] == mark
      && (text.count == 3 || text[3].isBlank)
  }

  /// The index of the first scalar at or after `index` that is not a space or tab.
  static func skipBlanks(_ text: [Unicode.Scalar], from index: Int) -> Int {
    var index = index
    while index < text.count, text[index].isBlank { index += 1 }
    return index
  }
}

extension String {
  /// The string made of `scalars`.
  init(scalars: ArraySlice<Unicode.Scalar>) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars {
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        bytes.append(contentsOf: scalar.utf8)
      }
    }
    self.init(decoding: bytes, as: UTF8.self)
  }
}
