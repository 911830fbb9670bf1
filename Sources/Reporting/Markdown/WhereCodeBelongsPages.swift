import LifecycleCore
import LifecycleEngine

/// The pages under `Reports/where-code-belongs/`: one per audited scenario (each broken
/// guarantee with its shortest counterexample) and one per migration target (the table, a
/// row per placement that holds, and a counterexample for each that does not).
enum WhereCodeBelongsPages {
  /// An audited scenario's page. `linkToScenario` and `page` are relative to this page.
  static func scenario(
    _ entry: WhereCodeBelongsRenderer.Entry, linkToScenario: (String) -> String?, page: String?
  ) -> String {
    let result = entry.result
    let scenario = result.scenario
    let framework = scenario.host == .swiftui ? "SwiftUI" : "UIKit"
    var out = "# \(MarkdownText.inline(scenario.name))\n\n"
    out += "[Where code belongs](../where-code-belongs.md) · scenario "
    out += linkToScenario(entry.path).map { "[\(MarkdownText.code(entry.path))](\(MarkdownText.destination($0)))" } ?? MarkdownText.code(entry.path)
    if let page { out += " · [its timeline](\(MarkdownText.destination(page)))" }
    out += " · \(framework) app · audited to depth \(result.depth)\n\n"
    if let about = scenario.about { out += MarkdownText.prose(about.trimmingTrailingNewlines()) + "\n\n" }
    guard !result.findings.isEmpty else {
      return out + "Every guarantee holds on every path of up to \(result.depth) actions after launch.\n"
    }
    out += "Each broken guarantee, with the shortest path that breaks it (`lifecycle audit` writes it as a scenario).\n"
    for finding in result.findings {
      let breach = finding.breach
      out += "\n## `\(breach.key)`\(breach.isWarning ? " (warning)" : "")\n\n"
      out += "The guarantee: \(breach.guarantee.statement).\n\n"
      out += "Counterexample: " + finding.scenario.steps.map { "`\($0.action.summary)`" }.joined(separator: ", ")
      out += ". \(capitalized(breach.message)).\n"
      if !finding.uncertain.isEmpty {
        out += "\nIt rests on rows that are not observed:\n\n"
        for row in finding.uncertain {
          out += "- `\(row.event)`, row `\(row.row)` (\(row.confidence.rawValue))"
          out += row.alternatives.map { "; its alternative reading `\($0.overlay)` \($0.flips ? "makes it hold" : "does not change it")" }.joined()
          out += "\n"
        }
      }
    }
    return out
  }

  /// A migration target's page.
  static func migration(_ table: Migration.Table, linksRules: Bool) -> String {
    var out = "# Moving a screen with the four practical uses: `--to \(table.target.rawValue)`\n\n"
    out += "[Where code belongs](../where-code-belongs.md)" + (linksRules ? " · [the rule tables and their terms](../rules.md#terms)" : "") + "\n\n"
    out += "Depth \(table.depth); callbacks tried: \(table.callbacks.map { "`\($0.rawValue)`" }.joined(separator: ", ")). "
    out += "A placement names the callback an effect runs in (`start: A; stop: B` for a resource, `A + B` for an effect run in two).\n\n"
    if !table.guards.isEmpty {
      out +=
        "UIKit's guards were tried too, each listed only where it changes the answer of the same placement unguarded: "
        + table.guards.map { "`\($0.label)` is `\($0.code)`" }.joined(separator: "; ") + ".\n\n"
    }
    var rows: [[String]] = []
    for row in table.rows {
      let effect = "`\(row.screen) \(row.effect)`"
      if row.holding.isEmpty {
        rows.append([effect, "`\(row.today)`", "none"])
      }
      for (index, placement) in row.holding.enumerated() {
        rows.append([index == 0 ? effect : "", index == 0 ? "`\(row.today)`" : "", "`\(placement)`"])
      }
    }
    out +=
      WhereCodeBelongsRenderer.rawTable(["effect", "today", "holds on every path of up to \(table.depth) actions"], rows).joined(separator: "\n")
      + "\n"
    let fixes = table.guardFixes.map { fix in
      "- `\(fix.screen) \(fix.effect)`: `\(fix.label)` holds; `\(fix.plainLabel)` breaks `\(fix.breach.guarantee.rawValue)` after "
        + fix.path.map(\.summary).joined(separator: ", ") + "."
    }
    if !fixes.isEmpty { out += "\nWhere a guard makes a placement hold that breaks without it:\n\n" + fixes.joined(separator: "\n") + "\n" }
    for row in table.rows where !row.failing.isEmpty {
      out += "\n## Counterexamples for `\(row.screen) \(row.effect)`\n\n"
      out += "Each counterexample (the guarantee broken, the shortest path that breaks it, what happens), "
      out += "then the placements it breaks, in the order they were tried.\n\n"
      // Placements that break the same way on the same path share one counterexample.
      var groups: [(counterexample: String, placements: [String])] = []
      var place: [String: Int] = [:]
      for failing in row.failing {
        let counterexample =
          "`\(failing.breach.guarantee.rawValue)` after \(failing.path.map(\.summary).joined(separator: ", ")): \(failing.breach.message)"
        if let index = place[counterexample] {
          groups[index].placements.append(failing.placement)
        } else {
          place[counterexample] = groups.count
          groups.append((counterexample, [failing.placement]))
        }
      }
      for group in groups {
        out += "- \(group.counterexample); breaks " + group.placements.map { "`\($0)`" }.joined(separator: ", ") + "\n"
      }
    }
    return out
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
