import Foundation
import LifecycleLab

/// Where a scenario written as a Swift multi-line string literal sits in the test's file, so
/// that its errors point at the Swift file's line and column, as the compiler's do.
///
/// Found from the call's `#filePath` and `#line`: the literal's opening `"""` ends the call's
/// line (or one of the next three), and its closing `"""` sets the indentation Swift strips.
/// Nil when the file cannot be read or the text is not that literal, line for line (a
/// variable, an interpolation, a `\` line continuation): errors then keep the text's lines.
struct SwiftLiteral: Sendable {
  /// The Swift file.
  var path: String
  /// Its text, which the errors quote.
  var source: String
  /// The file's line just before the literal's first line.
  var lineOffset: Int
  /// The indentation the literal's closing delimiter strips.
  var indent: Int

  init?(text: String, filePath: String, line: Int) {
    guard let source = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
    let lines = source.components(separatedBy: "\n")
    let call = line - 1
    guard call >= 0, call < lines.count,
      let opening = (call..<min(call + 4, lines.count)).first(where: {
        lines[$0].trimmingCharacters(in: .whitespaces).hasSuffix("\"\"\"")
      }),
      let closing = lines[(opening + 1)...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"")
      })
    else { return nil }
    let indent = lines[closing].prefix { $0 == " " }.count
    let body = lines[(opening + 1)..<closing].map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    guard body == text || body + "\n" == text else { return nil }
    self.path = filePath
    self.source = source
    lineOffset = opening + 1
    self.indent = indent
  }

  /// The diagnostics moved from the text's lines to the Swift file's.
  func relocate(_ diagnostics: [Diagnostic]) -> DiagnosticList {
    DiagnosticList(
      diagnostics.map { diagnostic in
        var moved = diagnostic
        moved.path = path
        moved.location = diagnostic.location.map(relocate)
        moved.notes = diagnostic.notes.map { Diagnostic.Note($0.message, at: $0.location.map(relocate)) }
        return moved
      }, source: source)
  }

  private func relocate(_ location: SourceLocation) -> SourceLocation {
    SourceLocation(line: location.line + lineOffset, column: location.column + indent)
  }
}
