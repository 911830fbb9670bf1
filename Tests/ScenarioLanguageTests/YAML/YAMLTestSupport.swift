import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// Helpers shared by the YAML suites, kept off the module's global namespace.
protocol YAMLTestHelpers {}

extension YAMLTestHelpers {
  /// Shorthand for a location.
  func at(_ line: Int, _ column: Int) -> LifecycleCore.SourceLocation {
    LifecycleCore.SourceLocation(line: line, column: column)
  }

  /// The root of `text`, which must read without errors.
  func readRoot(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> YAMLNode?
  {
    let document = YAMLReader.read(text)
    #expect(
      document.diagnostics.isEmpty, "\(document.diagnostics.map(\.headline))",
      sourceLocation: sourceLocation)
    return document.root
  }

  /// The value of `key` in a mapping node.
  func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
    node?.mapping?.first { $0.key == key }?.value
  }

  /// The pair of `key` in a mapping node.
  func pair(_ node: YAMLNode?, _ key: String) -> YAMLPair? {
    node?.mapping?.first { $0.key == key }
  }
}

/// One expected error: a text, its message and where.
struct YAMLErrorCase: Sendable, CustomTestStringConvertible {
  let text: String
  let message: String
  let line: Int
  let column: Int

  init(_ text: String, _ message: String, _ line: Int, _ column: Int) {
    self.text = text
    self.message = message
    self.line = line
    self.column = column
  }

  var testDescription: String { String(reflecting: text) }
}
