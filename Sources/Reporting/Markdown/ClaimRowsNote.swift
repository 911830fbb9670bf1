import Foundation
import LifecycleCore

/// What a claim's verdict rests on, for its page (#37): every row that placed an event its law
/// read, counted by confidence, the uncertain ones named, and every row listed with its
/// confidence in a fold, so that a verdict says how sure it is, holds or breaks.
enum ClaimRowsNote {
  /// The paragraph, or an empty string when there is no row. `read` says which events the
  /// rows placed. The sources keep their citation keys: the page links them.
  static func render(_ rules: [Rule], seed: String, read: String = "the events its law reads, on every path judged") -> String {
    guard !rules.isEmpty else { return "" }
    let own = citingSeed(rules, seed)
    let counts = Confidence.allCases.compactMap { confidence -> String? in
      let count = rules.filter { $0.confidence == confidence }.count
      return count == 0 ? nil : "\(count) \(confidence.rawValue)"
    }
    var out = "Rests on \(rules.count) row\(rules.count == 1 ? "" : "s") (the rows that place \(read)): "
    out += counts.joined(separator: ", ") + ". "
    let uncertain = rules.filter(\.confidence.isUncertain)
    if uncertain.isEmpty {
      out += "None is inferred or conflicting.\n\n"
    } else {
      let named = uncertain.map { "`\($0.id)` (\($0.confidence.rawValue))" }.joined(separator: ", ")
      out += "The verdict is no surer than \(uncertain.count == 1 ? "its uncertain row" : "its \(uncertain.count) uncertain rows"): \(named).\n\n"
    }
    if !own.isEmpty {
      let named = own.map { "`\($0.id)`" }.joined(separator: ", ")
      out +=
        "\(own.count) of them cite seed \(seed), the claim's own source (\(named)): a claim is not confirmed by the log it quotes, so where the verdict rests on \(own.count == 1 ? "that row" : "those rows") it says the rules reproduce the seed, and only another source the row cites confirms it.\n\n"
    }
    out += "<details><summary>every row and its confidence</summary>\n\n"
    for rule in rules {
      out += "- `\(rule.id)` (\(rule.confidence.rawValue)): \(MarkdownText.cell(rule.source))\n"
    }
    return out + "\n</details>\n\n"
  }

  /// The rules whose citation names one of the claim's seeds (`003`, or `000, 001, 002`).
  static func citingSeed(_ rules: [Rule], _ seed: String) -> [Rule] {
    let seeds = seed.split(separator: ",").map { "seed \($0.trimmingCharacters(in: .whitespaces))" }
    return rules.filter { rule in
      let cited = CitationLinks.plain(rule.source)
      return seeds.contains { cited.contains($0) }
    }
  }
}
