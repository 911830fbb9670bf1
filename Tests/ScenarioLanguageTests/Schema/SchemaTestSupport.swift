import LifecycleCore

@testable import ScenarioLanguage

/// What decoding a text gave and the work it took.
struct CountedDecoding {
  let scenario: Scenario?
  let diagnostics: [Diagnostic]
  let work: ScenarioDecoder.Work

  /// Each diagnostic's `path:line:column: error: message`.
  var headlines: [String] { diagnostics.map(\.headline) }
}

/// Decodes `text` as `s.yaml`, counting the work.
func decodeCounting(_ text: String) -> CountedDecoding {
  var text = text
  let (result, work) = text.withUTF8 { ScenarioDecoder.decodeCounting(bytes: $0, path: "s.yaml") }
  switch result {
  case .success(let scenario): return CountedDecoding(scenario: scenario, diagnostics: [], work: work)
  case .failure(let list): return CountedDecoding(scenario: nil, diagnostics: list.diagnostics, work: work)
  }
}

/// A scenario's first lines, `screens:` with `declarations` (already indented items), and
/// `steps`.
func scenarioText(app: String, screens: String = "", steps: String = "  - launch\n") -> String {
  "name: x\nsource: y\napp:\n\(app)" + (screens.isEmpty ? "" : "screens:\n\(screens)") + "steps:\n\(steps)"
}

/// Each diagnostic's headline from decoding `text` as `s.yaml` (none when it decodes).
func decodingErrors(_ text: String) -> [String] {
  do {
    _ = try ScenarioDecoder.decode(text, path: "s.yaml")
    return []
  } catch {
    return error.diagnostics.map(\.headline)
  }
}
