import Foundation

// Every error the library throws prints as the command line prints it, so a `try` that
// fails in a test (Swift Testing or XCTest) reads `path:line:column: error: message`, not a
// dump of the struct. `LocalizedError` gives Foundation (and XCTest on Apple platforms,
// which shows `localizedDescription`) the same text.

extension Diagnostic: CustomStringConvertible, LocalizedError {
  /// `path:line:column: severity: message`, then a line per note, as the command line
  /// prints it without the file's text.
  ///
  /// ```swift
  /// Diagnostic(.error, "unknown host 'swiftiu'", path: "a.yaml", at: SourceLocation(line: 3, column: 7))
  ///   .description  // "a.yaml:3:7: error: unknown host 'swiftiu'"
  /// ```
  public var description: String { DiagnosticRenderer().render(self) }

  /// The same text as ``description``.
  public var errorDescription: String? { description }
}

extension DiagnosticList: CustomStringConvertible, LocalizedError {
  /// Every diagnostic as the command line prints it, one after the other: with the offending
  /// line and a caret when ``source`` holds the file's text.
  ///
  /// ```swift
  /// do { _ = try ScenarioDecoder.decode(text, path: "a.yaml") } catch { print(error) }
  /// // a.yaml:3:7: error: unknown host 'swiftiu'; did you mean 'swiftui'? ...
  /// ```
  public var description: String {
    let renderer = source.map { DiagnosticRenderer(source: $0) } ?? DiagnosticRenderer()
    return diagnostics.map(renderer.render).joined(separator: "\n")
  }

  /// The same text as ``description``.
  public var errorDescription: String? { description }
}

extension Navigator.ActionError: LocalizedError {
  /// The same text as `description`: why the action is impossible.
  public var errorDescription: String? { description }
}
