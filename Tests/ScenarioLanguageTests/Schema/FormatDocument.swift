import Foundation
import LifecycleTestSupport
import ScenarioLanguage

/// The keys `Scenarios/FORMAT.md` documents, read from its YAML examples, its table of steps
/// and its list of expectations, so that a test can hold the schema to them.
///
/// Where the keys are read:
/// - the `yaml` examples (read with the scenario reader): the top-level keys of every
///   example, the keys of the items of `screens:` and of `claim:`; and the scenario keys
///   the prose introduces as "`key: …` (scenario …";
/// - the table under `## Steps`: the actions are the code spans of its first column, the
///   options those of its third (each up to its `:`);
/// - the bullets under `## Expectations and assertions`: a code span `key: …` that starts
///   a bullet is a check (of the scenario, and of a step when the bullet says
///   "scenario or step"); one that starts a nested bullet is a form of assertion.
struct FormatDocument {
  /// The document's text.
  let text: String

  /// Reads the scenario format's articles of the DocC catalog (`ScenarioFormat*.md`).
  init() throws {
    text = try Documentation.scenarioFormat()
  }

  /// Reads a document given as text.
  init(text: String) {
    self.text = text
  }

  /// The root mappings of the `yaml` examples that are whole documents.
  var examples: [[YAMLPair]] {
    var result: [[YAMLPair]] = []
    var rest = text[...]
    while let start = rest.firstRange(of: "```yaml\n") {
      let body = rest[start.upperBound...]
      guard let end = body.firstRange(of: "\n```") else { break }
      if let pairs = YAMLReader.read(String(body[..<end.lowerBound])).root?.mapping { result.append(pairs) }
      rest = body[end.upperBound...]
    }
    return result
  }

  /// The keys at the top level of the examples, and those the prose gives a scenario: a line
  /// (or bullet) that starts with a code span followed by `(scenario`, as in
  /// "`skip: reason` (scenario level)".
  var topLevelKeys: Set<String> {
    let prose = text.split(separator: "\n").compactMap { line -> String? in
      let body = line.hasPrefix("- ") ? line.dropFirst(2) : line[...]
      guard body.hasPrefix("`"), let span = Self.codeSpans(body).first,
        body.dropFirst(span.count + 2).hasPrefix(" (scenario")
      else { return nil }
      return Self.key(span)
    }
    return Set(examples.joined().map(\.key)).union(prose)
  }

  /// The keys of the screen declarations in the examples.
  var screenKeys: Set<String> {
    let items = examples.joined().filter { $0.key == "screens" }.compactMap(\.value.sequence).joined()
    return Set(items.compactMap(\.mapping).joined().map(\.key))
  }

  /// The keys of `claim:` in the examples.
  var claimKeys: Set<String> {
    Set(examples.joined().filter { $0.key == "claim" }.compactMap(\.value.mapping).joined().map(\.key))
  }

  /// The lines of the section under `heading`, up to the next heading of its level.
  func section(_ heading: String) -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
    let level = heading.prefix { $0 == "#" }
    let end =
      lines[(start + 1)...].firstIndex { line in
        line.hasPrefix("#") && line.prefix { $0 == "#" }.count <= level.count
      } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
  }

  /// Each action of the table of steps and the options its row lists.
  var steps: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for row in section("## Steps") where row.hasPrefix("| `") {
      let cells = Self.cells(row)
      guard cells.count >= 3 else { continue }
      let options = Set(Self.codeSpans(cells[2]).map(Self.key))
      for action in Self.codeSpans(cells[0]).map(Self.key) {
        result[action] = options
      }
    }
    return result
  }

  /// The checks a step may carry: the bullets that say "scenario or step".
  var stepChecks: Set<String> {
    Set(
      section("## Expectations and assertions").filter { $0.hasPrefix("- `") && $0.contains("scenario or step") }
        .compactMap { Self.codeSpans($0).first.map(Self.key) })
  }

  /// The mapping forms of an assertion: nested bullets whose code span has a key.
  var assertionKeys: Set<String> {
    Set(
      section("## Expectations and assertions").filter { $0.hasPrefix("  - `") }
        .compactMap { Self.codeSpans($0).first }.filter { $0.contains(":") }.map(Self.key))
  }

  /// The cells of a table row, with `\|` kept inside its cell.
  static func cells(_ row: Substring) -> [Substring] {
    var cells: [Substring] = []
    var start = row.index(after: row.startIndex)
    var index = start
    while index < row.endIndex {
      if row[index] == "\\" {
        index = row.index(after: index)
      } else if row[index] == "|" {
        cells.append(row[start..<index])
        start = row.index(after: index)
      }
      if index < row.endIndex { index = row.index(after: index) }
    }
    return cells
  }

  /// The code spans of a piece of Markdown, in order.
  static func codeSpans(_ text: Substring) -> [Substring] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
  }

  /// `style: automatic\|…` → `style`; `animated` → `animated`.
  static func key(_ span: Substring) -> String {
    String(span.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)
  }
}
