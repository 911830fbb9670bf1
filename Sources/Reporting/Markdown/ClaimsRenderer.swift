import Comparison
import LifecycleCore

/// The claims page: every ordering statement of the seed articles with the verdict the
/// rules give and, for refuted ones, the counterexample.
public enum ClaimsRenderer {
  /// The page, claims sorted by seed then path.
  public static func render(_ results: [ScenarioResult], pagePath: (String) -> String) -> String {
    let claims = results.compactMap { result -> (ScenarioResult, Claim)? in
      guard let claim = result.run?.scenario.claim else { return nil }
      return (result, claim)
    }.sorted { ($0.1.seed, $0.0.path) < ($1.1.seed, $1.0.path) }
    var out = "# The seeds' claims, put to the test\n\n[All reports](README.md)\n\n"
    let refuted = claims.filter { $0.1.verdict == .refuted }.count
    out += "\(claims.count) ordering claims from the seed articles; the rules support \(claims.count - refuted) and refute \(refuted). "
    out += "Each claim is a scenario whose assertions state it; `lifecycle check` fails if a verdict changes.\n\n"
    let rows = claims.map { result, claim -> [String] in
      let outcome = result.outcomes.first { $0.kind == .claim }
      let evidence = outcome?.evidence.joined(separator: "; ") ?? ""
      return [
        claim.seed, claim.quote, claim.statement,
        claim.verdict == .supported ? "✅ supported" : "❌ refuted",
        evidence.isEmpty ? "all assertions hold" : evidence,
        "[page](\(pagePath(result.path)))",
      ]
    }
    out += MarkdownText.table(["seed", "quote", "claim", "verdict", "counterexample / evidence", "scenario"], rows)
    return out
  }
}
