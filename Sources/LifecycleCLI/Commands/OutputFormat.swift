import Comparison
import Reporting

/// `--format`: text for people, JSON for programs.
enum OutputFormat: String, CaseIterable, ArgumentValue {
  case text, json
}

/// `run --format`: the text formats, and Markdown or a Mermaid diagram of one scenario to
/// paste into a pull request.
enum RunFormat: String, CaseIterable, ArgumentValue {
  case text, json, markdown, mermaid

  /// Whether the format prints one scenario whole.
  var isForPasting: Bool { self == .markdown || self == .mermaid }
}

extension RecordMode: ArgumentValue {}

extension TimelineRenderer.Lanes: ArgumentValue {
  /// Both first: it is the default.
  static var allValueStrings: [String] { ["both", "imperative", "declarative"] }
}
