import LifecycleCore

/// Finds where the document's content starts and ends: sets a leading `---` and
/// directives aside and stops at a second document or an end marker.
enum DocumentScanner {
  /// Sets `source.limit` before a second document or an end marker, reports the markers
  /// found, and returns the cursor on the first line of content (or the end).
  static func scan(_ source: inout SourceText, diagnostics: inout DiagnosticCollector) -> LineCursor {
    var cursor = source.firstLine
    var seenStart = false
    var firstContent: LineCursor?
    while let line = source.line(at: cursor) {
      if line.isBlank {
        cursor = source.after(line)
        continue
      }
      if isMarker(line.text, .dash) {
        if seenStart {
          diagnostics.append(.error(YAMLMessage.secondDocument, at: line.location(0)))
          source.limit = line.start
          return cursor
        }
        seenStart = true
        let rest = ScalarParser.skipBlanks(line.text, from: 3)
        if rest < line.text.count, line.text[rest] != .hash {
          diagnostics.append(.error(YAMLMessage.contentAfterDocumentStart, at: line.location(rest)))
        }
      } else if isMarker(line.text, .dot) {
        diagnostics.append(.error(YAMLMessage.documentEnd, at: line.location(0)))
        source.limit = line.start
        return cursor
      } else if line.text[0] == .percent, !seenStart {
        diagnostics.append(.error(YAMLMessage.directive, at: line.location(0)))
      } else {
        firstContent = cursor
        break
      }
      cursor = source.after(line)
    }
    guard let firstContent else { return cursor }
    // After the first content line only a marker at the start of a line matters.
    let bytes = source.bytes
    var next = firstContent
    while next.offset + 3 <= source.limit {
      let byte = bytes[next.offset]
      if byte == .dash || byte == .dot, bytes[next.offset + 1] == byte,
        bytes[next.offset + 2] == byte, let line = source.line(at: next), isMarker(line.text, byte)
      {
        let message = byte == .dash ? YAMLMessage.secondDocument : YAMLMessage.documentEnd
        diagnostics.append(.error(message, at: line.location(0)))
        source.limit = line.start
        break
      }
      guard let lineFeed = source.lineFeed(from: next.offset) else { break }
      next.offset = lineFeed + 1
      next.number += 1
    }
    return firstContent
  }

  /// Whether the line is `---` or `...` alone or followed by whitespace.
  private static func isMarker(_ text: UnsafeBufferPointer<UInt8>, _ mark: UInt8) -> Bool {
    text.count >= 3 && text[0] == mark && text[1] == mark && text[2] == mark
      && (text.count == 3 || text[3].isBlank)
  }
}
