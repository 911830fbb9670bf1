import LifecycleCore
import ScenarioLanguage

/// The observation corpus's own data (`Scenarios/observed/corpus.txt`): the counts before the
/// corpus existed, and the published observations the scenario language cannot state yet.
package struct ObservationCorpus: Sendable, Equatable {
  /// A published observation that cannot be written as a scenario yet.
  package struct Unwritable: Sendable, Equatable {
    /// A short stable name.
    package var id: String
    /// Where the report is published.
    package var address: String
    /// When, as the report says.
    package var date: String
    /// The iOS version, as the report says.
    package var iOS: String
    /// The device or simulator, as the report says.
    package var device: String
    /// Whether the reference the rules were built from already cites the report.
    package var citedByReference: Bool
    /// Why the scenario language cannot state it.
    package var why: String
    /// The observed lines, verbatim.
    package var quote: String
  }

  /// The commit the `before` counts were taken at.
  package var beforeCommit: String
  /// The observations written before the corpus existed.
  package var observationsBefore: Int
  /// The rule tables' rows by confidence before the corpus existed.
  package var rowsBefore: [Confidence: Int]
  /// The observations that cannot be written yet, in file order.
  package var unwritable: [Unwritable]

  /// An empty corpus file.
  package init() {
    beforeCommit = ""
    observationsBefore = 0
    rowsBefore = [:]
    unwritable = []
  }

  /// The corpus file's text read, or the reason it cannot be (with the file's line).
  package static func read(_ text: String, path: String) -> Result<ObservationCorpus, Diagnostic> {
    let document = YAMLReader.read(text)
    if var first = document.diagnostics.first {
      // The YAML reader knows no file: the corpus's path goes on its message.
      if first.path == nil { first.path = path }
      return .failure(first)
    }
    guard let root = document.root?.mapping else {
      return .failure(Diagnostic(.error, "expected a mapping with 'before' and 'cannot-be-written'", path: path))
    }
    var corpus = ObservationCorpus()
    for pair in root {
      switch pair.key {
      case "before":
        for item in pair.value.mapping ?? [] {
          let value = item.value.scalar ?? ""
          if item.key == "commit" {
            corpus.beforeCommit = value
          } else if item.key == "observations" {
            corpus.observationsBefore = Int(value) ?? 0
          } else if let confidence = Confidence(rawValue: item.key), let count = Int(value) {
            corpus.rowsBefore[confidence] = count
          } else {
            return .failure(Diagnostic(.error, "unknown count '\(item.key)' under 'before'", path: path, at: item.keyLocation))
          }
        }
      case "cannot-be-written":
        for item in pair.value.sequence ?? [] {
          let fields = Dictionary((item.mapping ?? []).map { ($0.key, $0.value.scalar ?? "") }, uniquingKeysWith: { first, _ in first })
          let required = ["id", "address", "date", "ios", "device", "why", "quote"]
          if let missing = required.first(where: { fields[$0] == nil }) {
            return .failure(Diagnostic(.error, "an observation that cannot be written misses '\(missing)'", path: path, at: item.location))
          }
          corpus.unwritable.append(
            Unwritable(
              id: fields["id"]!, address: fields["address"]!, date: fields["date"]!, iOS: fields["ios"]!,
              device: fields["device"]!, citedByReference: fields["cited-by-reference"] == "true", why: fields["why"]!,
              quote: fields["quote"]!))
        }
      default:
        return .failure(Diagnostic(.error, "unknown key '\(pair.key)' (expected 'before' or 'cannot-be-written')", path: path, at: pair.keyLocation))
      }
    }
    return .success(corpus)
  }
}
