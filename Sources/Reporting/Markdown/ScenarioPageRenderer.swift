import Comparison
import LifecycleCore

/// One Markdown page per scenario: source and description, the interleaved timeline as a
/// table, Mermaid diagrams, the verdicts, the provenance of uncertain events as
/// footnotes, and the profiles side by side where they differ.
///
/// Events carry one number on the whole page: the table's `#`, the diagrams' arrows and
/// the positions the verdicts give (`#7`) all count the run's observed events from 1.
package enum ScenarioPageRenderer {
  /// The page of a checked scenario.
  ///
  /// - Parameters:
  ///   - result: the scenario's check result (with a run).
  ///   - comparison: the scenario run on every bundled profile, grouped and aligned.
  ///   - linkToRoot: the relative path from the page's folder to `Reports/`.
  ///   - sourceLink: for a file the scenario names (its own path, its golden's), the
  ///     relative path from `Reports/` to it, or nil when there is no such file; the page
  ///     then shows the path without a link.
  ///   - linksVersions: whether the report has `versions.md` to link from the profiles'
  ///     comparison.
  package static func render(
    _ result: ScenarioResult, comparison: ProfileComparison?, linkToRoot: String,
    sourceLink: (String) -> String? = { _ in nil }, linksVersions: Bool = true,
    generatedLink: (String) -> String? = { _ in nil }
  ) -> String {
    func link(_ path: String) -> String {
      sourceLink(path).map { "[\(MarkdownText.code(path))](\(MarkdownText.destination(linkToRoot + $0)))" }
        ?? MarkdownText.code(path)
    }
    guard let run = result.run else {
      return "# \(result.path)\n\n[All reports](\(linkToRoot)README.md) · scenario \(link(result.path))\n\n"
        + "This scenario does not run:\n\n```\n"
        + result.diagnostics.map(\.headline).joined(separator: "\n") + "\n```\n"
    }
    let scenario = run.scenario
    let golden = GoldenTimeline.path(forScenario: scenario.path)
    var out = "# \(MarkdownText.inline(scenario.name))\n\n"
    out += "[All reports](\(linkToRoot)README.md) · scenario \(link(scenario.path))"
    if sourceLink(golden) != nil { out += " · golden \(link(golden))" }
    out += " · host `\(scenario.host.rawValue)` · profile `\(scenario.profile.id)`\n\n"
    if !scenario.source.isEmpty { out += "**Source:** \(MarkdownText.inline(scenario.source))\n\n" }
    if let about = scenario.about { out += MarkdownText.prose(about.trimmingTrailingNewlines()) + "\n\n" }
    if let claim = scenario.claim {
      out += "> \(claim.quote)\n>\n> — seed \(claim.seed): *\(claim.statement)*\n\n"
      let found = result.outcomes.first { $0.kind == .claim }?.verdict ?? claim.verdict
      out += "**Verdict: \(found.headline)**" + (found == .notCheckable ? " (\(claim.why ?? ""))" : "")
      out += ". Every claim: [the claims page](\(linkToRoot)claims.md).\n\n"
      if found != .notCheckable {
        let outcome = result.outcomes.first { $0.kind == .claim }
        out +=
          ClaimsRenderer.details(
            claim: claim, outcome: outcome, path: result.path, run: result.run,
            fileLink: { generatedLink($0).map { MarkdownText.destination(linkToRoot + $0) } }) + "\n"
      }
    }
    let events = run.observed.events
    out += "## Timeline\n\n"
    out += observedNote(scenario, golden: sourceLink(golden).map { MarkdownText.destination(linkToRoot + $0) })
    var footnotes: [Rule] = []
    var rows: [[String]] = []
    // A lane without events gets no column, as it gets no participant in the diagrams.
    let lanes = Lane.allCases.filter { lane in events.contains { $0.lane == lane } }
    for (number, event) in events.enumerated() {
      var confidence = event.rule.confidence.rawValue
      if event.row.row.knownBug != nil { confidence += " · known bug" }
      if event.rule.confidence.isUncertain {
        if !footnotes.contains(event.rule) { footnotes.append(event.rule) }
        confidence += " [^\(footnotes.firstIndex(of: event.rule)! + 1)]"
      }
      rows.append(
        [String(number + 1), "\(event.step) \(scenario.steps[event.stepNumber - 1].action.summary)"]
          + lanes.map { $0 == event.lane ? event.line : "" } + [event.phase.description, confidence])
    }
    if events.isEmpty {
      out += "No observed event.\n"
    } else {
      out += MarkdownText.table(["#", "step"] + lanes.map(\.framework) + ["phase", "confidence"], rows)
      out += "\n" + MermaidRenderer.render(run, events: events)
    }
    out += "\n" + verdicts(result)
    if let comparison {
      if comparison.differs {
        out += profileComparison(comparison, linkToRoot: linksVersions ? linkToRoot : nil)
      } else if !comparison.unavailableGroups.isEmpty {
        out += unavailableProfiles(comparison)
      }
    }
    if !footnotes.isEmpty {
      out += "\n"
      for (index, rule) in footnotes.enumerated() {
        out += "[^\(index + 1)]: `\(rule.id)` (\(rule.confidence.rawValue)): \(rule.statement) Source: \(rule.source)."
        if let alternative = rule.alternative { out += " Not modelled: \(alternative)" }
        out += "\n"
      }
    }
    return out
  }

  static func observedNote(_ scenario: Scenario, golden: String?) -> String {
    guard let observe = scenario.observe else { return "Every callback, both lanes, merged on the shared clock.\n\n" }
    let file = golden.map { "[the golden file](\($0))" } ?? "the golden file"
    return "The callbacks the app logs: " + observe.sorted().map { "`\($0.rawValue)`" }.joined(separator: ", ")
      + ". The full timeline is in \(file) beside the scenario.\n\n"
  }

  static func verdicts(_ result: ScenarioResult) -> String {
    var out = "## Verdicts\n\n"
    guard !result.outcomes.isEmpty else { return out + "Nothing to check.\n\n" }
    let rows = result.outcomes.map { outcome -> [String] in
      let place = outcome.step.map { "step \($0)" } ?? "scenario"
      let line = outcome.location.map { "line \($0.line)" } ?? ""
      return [outcome.passed ? "✅ pass" : "❌ fail", outcome.kind.rawValue, place, line, outcome.message]
    }
    out += MarkdownText.table(["verdict", "check", "scope", "where", "detail"], rows) + "\n"
    let diffs = result.outcomes.filter { $0.diff != nil }
    if !diffs.isEmpty {
      out += "In a diff, lines and moves count within what was compared (the step's events, or the golden's lines).\n\n"
    }
    for outcome in diffs {
      let place = outcome.step.map { "step \($0)" } ?? "scenario"
      out += "\(outcome.kind.rawValue), \(place):\n\n```diff\n" + outcome.diff!.unified(context: 3) + "\n```\n\n"
    }
    return out
  }

  /// The profiles that cannot run a scenario every other profile observes alike: without a
  /// table, the page would not say that it runs on some versions only.
  static func unavailableProfiles(_ comparison: ProfileComparison) -> String {
    var out = "## Profiles\n\nEvery profile that can run it observes the same events.\n"
    for (profiles, reason) in comparison.unavailableGroups {
      out += "\nCannot run on \(profiles): \(MarkdownText.cell(reason))\n"
    }
    return out + "\n"
  }

  /// The profiles' comparison; `linkToRoot` nil when the report has no `versions.md`.
  static func profileComparison(_ comparison: ProfileComparison, linkToRoot: String?) -> String {
    var out = "## Profiles side by side\n\n"
    out += "The observed events differ between iOS versions. Profiles that observe the same events share a "
    out += "column; the columns are aligned event by event, events not every column has in **bold**, `·` "
    out += "where a column has none" + (linkToRoot.map { " ([every version](\($0)versions.md))" } ?? "") + ".\n\n"
    return out + VersionsPageRenderer.alignedTable(comparison) + "\n"
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var copy = self
    while copy.hasSuffix("\n") { copy.removeLast() }
    return copy
  }
}
