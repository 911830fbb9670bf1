import LifecycleCore
import LifecycleKnowledge

/// The table of bundled profiles in the scenario format's reference (the DocC article
/// `ScenarioFormat.md`, under "Profiles"), generated from the list of majors (`IOSMajors`):
/// each profile, the versions of its major a scenario may name, and what it is. Run
/// `swift run lifecycle-generate` after adding a major; a test fails while the article is stale.
package enum ProfileTable {
  /// The article, from the repository's root.
  package static let path = "Sources/LifecycleLab/LifecycleLab.docc/ScenarioFormat.md"

  /// The line before the generated table, and the line after it.
  static let firstLine = "<!-- The table of profiles is generated from the list of majors: swift run lifecycle-generate -->"
  static let lastLine = "<!-- The end of the generated table of profiles -->"

  /// The article's text with its table generated anew, or nil when the text has no table to
  /// replace.
  package static func spliced(into article: String) -> String? {
    GeneratedPart.splicing(table(), into: article, after: firstLine, before: lastLine)
  }

  /// The table's lines: a header, then a row per major, oldest first.
  static func table() -> [String] {
    var lines = ["| profile | the versions a scenario may name | what it is |", "|---|---|---|"]
    for major in IOSMajors.all {
      let id = "ios\(major.major)"
      let versions = major.isUpdated ? "`\(id)` and its updates (`\(id).1` …)" : "`\(id)` … `\(id).\(major.lastMinor)`"
      lines.append("| `\(id)` | \(versions) | \(major.summary) |")
    }
    return lines
  }
}
