import Comparison
import Reporting

/// `--format`: text for people, JSON for programs.
enum OutputFormat: String, CaseIterable, ArgumentValue {
  case text, json
}

extension RecordMode: ArgumentValue {}

extension TimelineRenderer.Lanes: ArgumentValue {
  /// Both first: it is the default.
  static var allValueStrings: [String] { ["both", "imperative", "declarative"] }
}
