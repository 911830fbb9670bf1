import Foundation
import LifecycleCore
import LifecycleEngine

/// The text and JSON of `lifecycle audit`: each broken guarantee with its minimal scenario,
/// the timeline around the breaking step and the uncertain rows it rests on; or the
/// migration table of `--to`.
package struct AuditRenderer: Sendable {
  /// The audit.
  package var result: AuditResult
  /// The counterexample files written, by finding.
  package var paths: [String]
  /// Whether warnings count as failures.
  package var strict: Bool
  /// The colours.
  package var palette: Palette = .plain

  /// Creates a renderer.
  package init(result: AuditResult, paths: [String], strict: Bool) {
    self.result = result
    self.paths = paths
    self.strict = strict
  }

  /// The report as text.
  package func text() -> String {
    var lines: [String] = []
    let scenario = result.scenario
    lines.append(
      "audit \(result.name) (\(scenario.host.rawValue), \(scenario.profile)), depth \(result.depth): \(result.states) states, \(result.steps) steps")
    for (index, finding) in result.findings.enumerated() {
      let breach = finding.breach
      let label = breach.isWarning && !strict ? palette.dim("WARN ") : palette.failure("BROKEN")
      lines.append("")
      lines.append("\(label) \(breach.key)")
      lines.append("  guarantee: \(breach.effect.kind.rawValue) \(breach.effect.name): \(breach.guarantee.statement)")
      lines.append("  step \(breach.step): \(breach.message)")
      lines.append("  steps: " + finding.scenario.steps.map(\.action.summary).joined(separator: ", "))
      if !finding.shrunkAway.isEmpty {
        lines.append(
          "  shrunk: the app without \(finding.shrunkAway.joined(separator: ", ")), which the breach does not need (the scenario file keeps the smaller app)"
        )
      }
      if index < paths.count { lines.append("  scenario: \(paths[index])") }
      lines.append("  timeline of \(finding.timelineSubject ?? breach.screen):")
      for step in max(1, breach.step - 1)...breach.step {
        let mark = step == breach.step ? ">" : " "
        let events = finding.excerpt.filter { $0.stepNumber == step }
        let action = step <= finding.scenario.steps.count ? finding.scenario.steps[step - 1].action.summary : ""
        if events.isEmpty { lines.append("   \(mark) \(step) (\(action)): no callback of \(finding.timelineSubject ?? breach.screen)") }
        for event in events { lines.append("   \(mark) \(step) (\(action)): \(event.screen) \(event.callback.rawValue)") }
      }
      for row in finding.uncertain {
        let flip = Self.alternatives(row)
        lines.append("  rests on: \(row.event) (row \(row.row), \(row.confidence.rawValue)): \(flip)")
      }
      lines.append(
        "  found \(finding.occurrences) time\(finding.occurrences == 1 ? "" : "s"); 'lifecycle audit --to \(Self.sameTarget(scenario))' lists the placements that hold"
      )
    }
    for unproven in result.unproven {
      lines.append("")
      lines.append(
        "\(palette.dim("UNPROVEN")) \(unproven.screen): no path of up to \(result.depth) action\(result.depth == 1 ? "" : "s") both shows it and takes it away, so its effects' guarantees were not judged"
      )
      lines.append(
        unproven.refusedOnProfile
          ? "  every route step that brings it in is impossible on \(result.scenario.profile) ('lifecycle run' of a file whose steps take that route says why)"
          : unproven.decidingDepth.map { "  --depth \($0) shows and leaves it (by the app's routes)" }
            ?? "  no route brings it in: its effects never run (add a route to it under 'routes:')")
    }
    lines.append("")
    let broken = result.findings.filter { strict || !$0.breach.isWarning }.count
    let warnings = result.findings.count - broken
    let unproven =
      result.unproven.isEmpty
      ? "" : "; \(result.unproven.count) screen\(result.unproven.count == 1 ? "'s" : "s'") effects unproven"
    lines.append(
      (broken == 0 && warnings == 0
        ? (result.unproven.isEmpty ? "every guarantee holds on every path" : "no guarantee broken on a path of up to \(result.depth) actions")
        : "\(broken) guarantee\(broken == 1 ? "" : "s") broken" + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : "")) + unproven
    )
    return lines.joined(separator: "\n") + "\n"
  }

  /// What each alternative reading of an uncertain row does to the verdict, in words: every
  /// overlay that applies to the profile, each applied alone.
  package static func alternatives(_ row: UncertainRow) -> String {
    guard !row.alternatives.isEmpty else {
      return "no alternative reading is modelled" + (row.alternative.map { " (the other reading: \($0))" } ?? "")
    }
    let flipping = row.alternatives.filter(\.flips).map(\.overlay)
    let keeping = row.alternatives.filter { !$0.flips }.map(\.overlay)
    let count = row.alternatives.count
    var parts: [String] = []
    if !flipping.isEmpty { parts.append("\(flipping.joined(separator: ", ")) make\(flipping.count == 1 ? "s" : "") the guarantee hold") }
    if !keeping.isEmpty { parts.append("\(keeping.joined(separator: ", ")) do\(keeping.count == 1 ? "es" : "") not change the verdict") }
    return (count == 1 ? "its alternative reading " : "its \(count) alternative readings, each alone: ") + parts.joined(separator: "; ")
  }

  /// The migration target that is the scenario's own kind of app.
  static func sameTarget(_ scenario: Scenario) -> String {
    if scenario.host == .swiftui { return "swiftui" }
    return (scenario.content == .swiftui) ? "hosted" : "uikit"
  }

  /// The report as JSON (`kind: audit`).
  package func json() -> String {
    var findings: [[String: Any]] = []
    for (index, finding) in result.findings.enumerated() {
      findings.append([
        "effect": "\(finding.breach.effect.kind.rawValue) \(finding.breach.effect.name)",
        "screen": finding.breach.screen,
        "guarantee": finding.breach.guarantee.rawValue,
        "severity": finding.breach.isWarning && !strict ? "warning" : "error",
        "step": finding.breach.step,
        "message": finding.breach.message,
        "steps": finding.scenario.steps.map(\.action.summary),
        "file": index < paths.count ? paths[index] : NSNull(),
        "timeline": finding.excerpt.map { ["step": $0.stepNumber, "screen": $0.screen.name, "callback": $0.callback.rawValue] },
        "restsOn": finding.uncertain.map { row -> [String: Any] in
          [
            "event": row.event, "row": row.row, "confidence": row.confidence.rawValue, "alternativeFlips": row.flips.map { $0 as Any } ?? NSNull(),
            "alternatives": row.alternatives.map { ["overlay": $0.overlay, "flips": $0.flips] as [String: Any] },
          ]
        },
      ])
    }
    let object: [String: Any] = [
      "schemaVersion": TimelineJSON.schemaVersion, "kind": "audit", "app": result.name, "host": result.scenario.host.rawValue,
      "profile": result.scenario.profile.id,
      "depth": result.depth, "states": result.states, "steps": result.steps, "findings": findings,
      "clean": result.isClean(strict: strict),
      "unproven": result.unproven.map {
        ["screen": $0.screen, "decidingDepth": $0.decidingDepth.map { $0 as Any } ?? NSNull(), "refusedOnProfile": $0.refusedOnProfile]
          as [String: Any]
      },
    ]
    return Self.serialize(object)
  }

  /// A migration table as text: effect, today's placement, the placements that hold, and a
  /// counterexample for each that does not.
  ///
  /// The summary comes first, one line per effect; `verbose` adds each effect's answer in
  /// full, UIKit's guards, the table of every placement that holds and the counterexamples.
  package static func text(migration table: Migration.Table, verbose: Bool = true, models: [Migration.ModelAnswer] = []) -> String {
    let what = table.part == .app ? "a \(table.target.rawValue) app" : "\(table.part) made \(table.target.rawValue), the rest of the app as it is"
    var lines = [
      "where each effect keeps its guarantee in \(what) (depth \(table.depth); callbacks tried: \(table.callbacks.map(\.rawValue).joined(separator: ", ")))",
      "",
    ]
    lines += summary(migration: table)
    let modelLines = summary(models: models, target: table.target)
    if !modelLines.isEmpty {
      if lines.last?.isEmpty == false { lines.append("") }
      lines += modelLines + [""]
    }
    guard verbose else {
      lines.append("--verbose prints every placement that holds, UIKit's guards and a counterexample for each that does not.")
      return lines.joined(separator: "\n") + "\n"
    }
    if !lines.last!.isEmpty { lines.append("") }
    lines += answers(migration: table)
    lines += markdown(migration: table)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per view model with code (`model-effects:`): today's owner and its verdict, and
  /// the owners that keep its code's guarantees in the target. Empty without such a model.
  package static func summary(models: [Migration.ModelAnswer], target: Migration.Target) -> [String] {
    guard !models.isEmpty else { return [] }
    var lines = ["| view model | today | owners that hold in a \(target.rawValue) app | owners that break, first path |", "|---|---|---|---|"]
    for answer in models {
      let today =
        answer.todayBreach.map {
          "`\(answer.today.rawValue)`: BROKEN \($0.breach.guarantee.rawValue) after " + $0.path.map(\.summary).joined(separator: ", ")
        }
        ?? "`\(answer.today.rawValue)`: holds"
      let holding = answer.owners.filter { $0.breach == nil }.map { "`\($0.owner.rawValue)`" }
      let breaking = answer.owners.compactMap { owner in
        owner.breach.map { "`\(owner.owner.rawValue)`: \($0.breach.guarantee.rawValue) after " + $0.path.map(\.summary).joined(separator: ", ") }
      }
      lines.append(
        "| `\(answer.screen)` | \(today) | \(holding.isEmpty ? "none" : holding.joined(separator: ", ")) | \(breaking.isEmpty ? "—" : breaking.joined(separator: "; ")) |"
      )
    }
    return lines
  }

  /// One line per effect: today's verdict, the simplest placement that holds, and the
  /// shortest path that breaks today's placement. Empty when no row was judged today.
  package static func summary(migration table: Migration.Table) -> [String] {
    guard table.rows.contains(where: \.todayJudged) else { return [] }
    var lines = ["| effect | today | simplest that holds | today breaks after |", "|---|---|---|---|"]
    var broken = 0
    var unprovenRows = 0
    var notJudgedRows = 0
    var notJudgedViews = 0
    for row in table.rows {
      let verdict: String
      var path = "—"
      if let unproven = row.unproven, row.todayBreach == nil, !row.neverRuns {
        unprovenRows += 1
        let needs = unproven.decidingDepth.map { "--depth \($0) shows and leaves \(row.screen)" } ?? "no route brings \(row.screen) in"
        lines.append("| `\(row.screen) \(row.effect)` | `\(row.today)`: unproven (\(needs)) | unproven | — |")
        continue
      }
      if let today = row.todayBreach {
        broken += 1
        verdict = "BROKEN \(today.breach.guarantee.rawValue)"
        path = today.path.map(\.summary).joined(separator: ", ")
      } else if row.failing.contains(where: { $0.placement == row.today && $0.breach.unproven }) {
        verdict = "unproven"
      } else {
        verdict = "holds"
      }
      var best = row.ranked.first.map { "`\($0)`" } ?? "none"
      if let reason = row.notJudged {
        notJudgedRows += 1
        // A container's own view (`observe-as:`) made a UIKit container has no modifiers.
        let ofView = reason.contains("(observe-as:)")
        if ofView { notJudgedViews += 1 }
        best =
          ofView
          ? "not judged (a container's own view, a UIKit container in a \(table.target.rawValue) app, with no onAppear)"
          : "not judged (a list's rows have no callback in a \(table.target.rawValue) app's cells)"
      } else if row.neverRuns {
        unprovenRows += 1
        best = "unproven (its code never runs in a \(table.target.rawValue) app within \(table.depth) actions)"
      }
      lines.append("| `\(row.screen) \(row.effect)` | `\(row.today)`: \(verdict) | \(best) | \(path) |")
    }
    lines.append("")
    lines.append(
      "\(table.rows.count) effect\(table.rows.count == 1 ? "" : "s"): \(broken) broken today"
        + (unprovenRows > 0 ? ", \(unprovenRows) unproven (no path shows and leaves their screen, or runs their code)" : "")
        + (notJudgedRows > 0
          ? ", \(notJudgedRows) not judged ("
            + (notJudgedViews == 0
              ? "a list's rows' code"
              : notJudgedViews == notJudgedRows ? "a container's own view's code" : "a list's rows' or a container's view's code")
            + ", which has no callback there)" : "")
        + ", on paths of up to \(table.depth) action\(table.depth == 1 ? "" : "s").")
    return lines
  }

  /// What a team acts on, per effect: today's placement's verdict with its counterexample
  /// (when judged), the placements that hold simplest first (no guard before a guard, one
  /// callback before two), how many hold only because the resource never runs, and a hint.
  /// Empty when no row was judged today (a table made for the reports).
  package static func answers(migration table: Migration.Table) -> [String] {
    guard table.rows.contains(where: \.todayJudged) else { return [] }
    var lines: [String] = []
    for row in table.rows {
      lines.append("\(row.screen) \(row.effect)")
      if let today = row.todayBreach {
        lines.append(
          "  today (`\(row.today)`): BROKEN \(today.breach.guarantee.rawValue): " + today.path.map(\.summary).joined(separator: ", ")
            + ": \(today.breach.message)")
      } else if let unproven = row.failing.first(where: { $0.placement == row.today && $0.breach.unproven }) {
        // Today's placement breaks nothing the audit saw, but is tried here too and left unproven.
        lines.append(
          "  today (`\(row.today)`): unproven \(unproven.breach.guarantee.rawValue): " + unproven.path.map(\.summary).joined(separator: ", ")
            + ": \(unproven.breach.message)")
      } else {
        lines.append("  today (`\(row.today)`): holds on every path of up to \(table.depth) actions")
      }
      if let reason = row.notJudged {
        lines.append("  in a \(table.target.rawValue) app: not judged: \(reason)")
      } else if row.neverRuns {
        lines.append(
          "  in a \(table.target.rawValue) app: unproven: no placement's code runs on any path of up to \(table.depth) actions "
            + "(\(row.screen) is never shown there, or none of its callbacks comes), so none is counted as holding")
      } else if row.ranked.isEmpty {
        lines.append("  in a \(table.target.rawValue) app: no placement holds on every path of up to \(table.depth) actions")
      } else {
        let shown = row.ranked.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
        let more = row.ranked.count > 5 ? " (and \(row.ranked.count - 5) more in the table)" : ""
        lines.append("  in a \(table.target.rawValue) app, simplest first: \(shown)\(more)")
      }
      if !row.silent.isEmpty, !row.neverRuns {
        lines.append(
          "  left out: \(row.silent.count) that hold only because their code never runs on any path of up to \(table.depth) actions")
      }
      if !row.vacuous.isEmpty {
        lines.append(
          "  left out: \(row.vacuous.count) that hold only because \(row.effect.name) never runs after a step (its start never runs, or its stop follows in the same step)"
        )
      }
      let unproven = row.failing.filter(\.breach.unproven).map { "`\($0.placement)`" }
      if !unproven.isEmpty {
        let shown = unproven.prefix(3).joined(separator: ", ") + (unproven.count > 3 ? "…" : "")
        lines.append(
          "  unproven: \(unproven.count) break nothing, but some path ends in a visit they have not tracked yet (\(shown)): "
            + "a visit is judged when it ends, so they are not counted as holding")
      }
      if let unproven = row.unproven {
        lines.append(
          "  unproven: no path of up to \(table.depth) actions shows and leaves \(row.screen), so what holds above holds because the paths were cut"
            + (unproven.decidingDepth.map { " (--depth \($0) shows and leaves it)" } ?? " (no route brings it in)"))
      }
      if let hint = row.hint { lines.append("  hint: \(hint)") }
    }
    lines.append("")
    return lines
  }

  /// The migration table as Markdown lines: the table, then the counterexamples.
  package static func markdown(migration table: Migration.Table) -> [String] {
    var lines: [String] = []
    if !table.guards.isEmpty {
      lines.append(
        "UIKit's guards were tried too, each listed only where it changes the answer of the same placement unguarded (the verdict, or the counterexample): "
          + table.guards.map { "`\($0.label)` is `\($0.code)`" }.joined(separator: "; ") + ".")
      lines.append("")
    }
    // The depth is in the heading: a placement listed here may break on a longer path.
    lines += ["| effect | today | holds on every path of up to \(table.depth) actions |", "|---|---|---|"]
    for row in table.rows {
      let holding =
        row.notJudged != nil
        ? "not judged (no callback in this app's cells)" : row.holding.isEmpty ? "none" : row.holding.map { "`\($0)`" }.joined(separator: ", ")
      lines.append("| `\(row.screen) \(row.effect)` | `\(row.today)` | \(holding) |")
    }
    // The guards' own finding: where one makes a placement hold that fails without it.
    let fixes = table.guardFixes.map { fix in
      "- `\(fix.screen) \(fix.effect)`: `\(fix.label)` holds; `\(fix.plainLabel)` breaks \(fix.breach.guarantee.rawValue) after "
        + fix.path.map(\.summary).joined(separator: ", ") + "."
    }
    if !fixes.isEmpty {
      lines += ["", "Where a guard makes a placement hold that breaks without it:", ""] + fixes
    }
    for row in table.rows {
      lines.append("")
      lines.append("Counterexamples for `\(row.screen) \(row.effect)` (each placement that does not hold):")
      lines.append("")
      for failing in row.failing {
        lines.append(
          "- `\(failing.placement)`: \(failing.breach.guarantee.rawValue)\(failing.breach.unproven ? " (unproven)" : ""): \(failing.path.map(\.summary).joined(separator: ", ")): \(failing.breach.message)"
        )
      }
    }
    return lines
  }

  /// A migration table as JSON.
  package static func json(migration table: Migration.Table) -> String {
    let rows: [[String: Any]] = table.rows.map { row in
      var object: [String: Any] = [
        "screen": row.screen, "effect": row.effect.description, "today": row.today, "holds": row.holding,
        "fails": row.failing.map {
          ["placement": $0.placement, "guarantee": $0.breach.guarantee.rawValue, "steps": $0.path.map(\.summary), "message": $0.breach.message]
            as [String: Any]
        },
      ]
      if let reason = row.notJudged { object["notJudged"] = reason }
      return object
    }
    return serialize([
      "schemaVersion": TimelineJSON.schemaVersion, "kind": "audit-migration", "target": table.target.rawValue, "depth": table.depth, "rows": rows,
    ])
  }

  static func serialize(_ object: [String: Any]) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
      return "{}\n"
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
