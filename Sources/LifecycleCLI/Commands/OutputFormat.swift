import Comparison
import Reporting

/// `--format`: text for people, JSON for programs.
enum OutputFormat: String, CaseIterable, ArgumentValue {
  case text, json
}

/// `run --format`: the text formats, Markdown or Mermaid diagrams of one scenario to paste
/// into a pull request, and `mmd`, the diagram's source alone (no fence) for Mermaid's tools.
enum RunFormat: String, CaseIterable, ArgumentValue {
  case text, json, markdown, mermaid, mmd

  /// Whether the format prints one scenario whole.
  var isForPasting: Bool { self == .markdown || self == .mermaid || self == .mmd }
}

extension RecordMode: ArgumentValue {}

extension TimelineRenderer.Lanes: ArgumentValue {
  /// `uikit` and `swiftui`, as everything else says; `UIKit` and `SwiftUI`, the
  /// lanes' names in the code and the earlier spelling, are kept as aliases.
  init(argument: String) throws(InvalidValue) {
    switch argument {
    case "both": self = .both
    case "uikit", "imperative": self = .uikit
    case "swiftui", "declarative": self = .swiftui
    default:
      throw InvalidValue(
        value: argument, reason: UsageError.reason(rejecting: argument, allowedValues: Self.allValueStrings))
    }
  }

  /// Both first: it is the default.
  static var allValueStrings: [String] { ["both", "uikit", "swiftui"] }
  var defaultValueDescription: String { "both" }
}
