import Comparison
import LifecycleCore
import LifecycleKnowledge

/// `Reports/versions.md`, "Where iOS versions differ": what each bundled version's overlays
/// change (rows added, replaced and removed, or "no known difference"), the known bugs with
/// the versions they affect, and every scenario of the corpus whose order changes between
/// profiles, its profiles side by side and aligned event by event.
package enum VersionsPageRenderer {
  /// The page.
  ///
  /// - Parameters:
  ///   - book: the rule book whose overlays are listed.
  ///   - profiles: the bundled profiles, oldest first.
  ///   - comparisons: each scenario's runs on every profile, by scenario path.
  ///   - pagePath: a scenario path's page, relative to `Reports/`.
  package static func render(
    _ book: RuleBook, profiles: [Profile], comparisons: [(path: String, comparison: ProfileComparison)],
    pagePath: (String) -> String
  ) -> String {
    pages(book, profiles: profiles, comparisons: comparisons, pagePath: pagePath)["versions.md"]!
  }

  /// The folder of the pages of scenarios whose order changes, one page per scenario folder
  /// (a report's `versions/` may be a folder of scenarios).
  package static let folder = "version-differences"

  /// Every page, by path relative to the report's root: `versions.md`, and a page per folder
  /// of scenarios whose order changes, each with their profiles side by side (one page of
  /// them all passed 200 KB).
  package static func pages(
    _ book: RuleBook, profiles: [Profile], comparisons: [(path: String, comparison: ProfileComparison)],
    pagePath: (String) -> String
  ) -> [String: String] {
    var out =
      "# Where iOS versions differ\n\n[All reports](README.md) · [The rule tables](rules.md) and [their terms](rules.md#terms): a row id reads `lane.kind.role.callback`\n\n"
    out += """
      Every scenario of the corpus runs on every bundled profile (a device version, and an app \
      built with the SDK of that version). A version is an overlay of rule rows on the ones \
      below it; this page lists what each version changes, then each scenario whose order \
      changes, with the profiles that observe the same events grouped in one column and the \
      columns aligned event by event: an event every column has shares a row, an event only \
      some have gets a row of its own, marked **bold**, with `·` where a column has none.\n\n
      """
    out += "## Profiles\n\n"
    out += MarkdownText.table(
      ["profile", "device", "SDK", "what it is"], profiles.map { [$0.id, $0.device.description, $0.sdk.description, $0.summary] })
    out += "\n## What each version changes\n\n"
    out += "Overlays that start to apply with each profile, against the one before it, and those that stop. "
    out += "Alternatives (other readings of rows whose sources conflict) are listed where they start to apply; "
    out += "they are not applied unless asked for.\n\n"
    for (index, profile) in profiles.enumerated() {
      out += versionSection(book, profile: profile, previous: index == 0 ? nil : profiles[index - 1])
    }
    out += knownBugs(book)
    out += "## Known to the references, not modelled\n\n"
    out += "Version differences the references report that no row places, and why.\n\n"
    out +=
      MarkdownText.table(
        ["versions", "what the reference says", "why no row", "source"],
        VersionNotes.unmodelled.map { [$0.versions, $0.what, $0.why, $0.source] }) + "\n"
    let (index, parts) = scenarios(comparisons, pagePath: pagePath)
    var pages = parts
    pages["versions.md"] = out + index
    return pages
  }

  /// What a profile's overlays change against the previous profile's.
  static func versionSection(_ book: RuleBook, profile: Profile, previous: Profile?) -> String {
    let applies = { (overlay: Overlay, profile: Profile?) in profile.map { overlay.applies.contains($0) } ?? false }
    let started = book.overlays.filter { applies($0, profile) && !applies($0, previous) }
    let stopped = book.overlays.filter { $0.alternativeOf == nil && !applies($0, profile) && applies($0, previous) }
    let modelled = started.filter { $0.alternativeOf == nil }
    var lines: [String] = []
    for overlay in modelled where !overlay.changes.isEmpty {
      lines.append("- `\(overlay.id)` (\(overlay.applies)): \(overlay.title). " + changeSummary(overlay))
    }
    for overlay in stopped {
      lines.append("- no longer applies: `\(overlay.id)` (\(overlay.applies)): \(overlay.title).")
    }
    let notes = modelled.filter(\.changes.isEmpty)
    var out = "### \(profile.id)\n\n"
    let against = previous.map { "Against \($0.id):" } ?? ""
    if lines.isEmpty {
      out += against + (against.isEmpty ? "" : " ") + "no known difference of order."
      out += notes.isEmpty ? "\n" : " " + notes.map { "`\($0.id)`: \($0.title)." }.joined(separator: " ") + "\n"
    } else {
      out += against.isEmpty ? "" : against + "\n\n"
      out += lines.joined(separator: "\n") + "\n"
      for overlay in notes { out += "- `\(overlay.id)`: \(overlay.title).\n" }
    }
    let alternatives = started.filter { $0.alternativeOf != nil }
    if !alternatives.isEmpty {
      out += (lines.isEmpty ? "\n" : "")
      for overlay in alternatives { out += "- alternative reading from here: `\(overlay.id)`: \(overlay.title).\n" }
    }
    return out + "\n"
  }

  /// `2 rows added, 1 replaced, 8 removed; fact zoomTransitions = true` and the rows.
  static func changeSummary(_ overlay: Overlay) -> String {
    var added: [String] = []
    var replaced: [String] = []
    var removed: [String] = []
    var facts: [String] = []
    for change in overlay.changes {
      switch change {
      case .add(let row): added.append(row.id)
      case .replace(let row): replaced.append(row.id)
      case .insert(let row, _): added.append(row.id)
      case .remove(let id): removed.append(id.id)
      case .fact(let fact): facts.append("fact `\(fact.fact.rawValue)` = \(fact.value)")
      case .clock(let clock): facts.append("clock in `\(clock.phase)`")
      }
    }
    var parts: [String] = []
    func list(_ ids: [String], _ verb: String) {
      guard !ids.isEmpty else { return }
      let shown = ids.prefix(6).map { "`\($0)`" }.joined(separator: ", ")
      parts.append("\(ids.count) row\(ids.count == 1 ? "" : "s") \(verb) (\(shown)\(ids.count > 6 ? ", …" : ""))")
    }
    list(added, "added")
    list(replaced, "replaced")
    list(removed, "removed")
    parts += facts
    return parts.isEmpty ? "No rows." : parts.joined(separator: "; ") + "."
  }

  /// Every row that models a known bug: where, which versions, its source and the laws waived.
  static func knownBugs(_ book: RuleBook) -> String {
    var rows: [[String]] = []
    for overlay in book.overlays where overlay.alternativeOf == nil {
      // The rows of one bug share its summary: one line per bug, naming its rows.
      var bugs: [(bug: KnownBug, rule: Rule, rows: [RuleRow])] = []
      for row in overlay.rows {
        guard let bug = row.knownBug else { continue }
        if let index = bugs.firstIndex(where: { $0.bug == bug }) {
          bugs[index].rows.append(row)
        } else {
          bugs.append((bug, row.rule, [row]))
        }
      }
      for (bug, rule, bugRows) in bugs {
        let conditions = Set(bugRows.map(\.when.description)).filter { !$0.isEmpty }.sorted()
        rows.append([
          bugRows.map { "`\($0.id)`" }.joined(separator: "\n"), bug.summary, overlay.applies.description,
          conditions.joined(separator: "; "), "\(rule.confidence.rawValue) · known bug", "`\(rule.id)`: " + rule.source,
          bug.waives.isEmpty ? "none" : bug.waives.map { "`\($0)`" }.joined(separator: ", "),
        ])
      }
    }
    guard !rows.isEmpty else { return "" }
    var out = "## Known bugs\n\nRows that model a bug of some versions rather than intended behaviour, "
    out += "each with the versions it affects and the lifecycle laws its events break (waived where it applies).\n\n"
    out += MarkdownText.table(["row", "what goes wrong", "versions", "when", "confidence", "source", "laws waived"], rows)
    return out + "\n"
  }

  /// The scenarios whose order changes: a table of their folders for `versions.md`, and a
  /// page per folder (in parts where it is long) with each scenario's profiles side by side.
  static func scenarios(
    _ comparisons: [(path: String, comparison: ProfileComparison)], pagePath: (String) -> String
  ) -> (index: String, pages: [String: String]) {
    let differing = comparisons.filter { $0.comparison.differs }
    var out = "## Scenarios whose order changes\n\n"
    out += "\(differing.count) of \(comparisons.count) scenarios observe different events on different profiles; "
    out += "the others observe the same events on every profile that can run them. Each folder's page shows "
    out += "every such scenario's profiles side by side, aligned event by event.\n\n"
    var byFolder: [String: [(path: String, comparison: ProfileComparison)]] = [:]
    for entry in differing {
      let page = pagePath(entry.path)
      byFolder[ReportSet.folder(ofPage: page), default: []].append(entry)
    }
    var pages: [String: String] = [:]
    var rows: [[String]] = []
    for folder in byFolder.keys.sorted() {
      let entries = byFolder[folder]!
      let name = folder.isEmpty ? "top level" : folder
      let base = "\(Self.folder)/\(folder.isEmpty ? "top-level" : folder)"
      // A folder with many scenarios whose order changes is cut into parts (`explore.md`,
      // `explore-2.md`, …; PageParts).
      let sections = PageParts.split(
        entries.map { path, comparison in
          var section =
            "## [\(MarkdownText.inline(comparison.scenario.name))](\(MarkdownText.destination(ReportSet.linkToRoot(fromPage: base + ".md") + pagePath(path))))\n\n"
          section += "`\(path)` · host `\(comparison.columns[0].run.scenario.host.rawValue)`\n\n"
          section += alignedTable(comparison)
          return section + "\n"
        })
      let names = PageParts.names(sections.count, base: base)
      for (part, page) in names.enumerated() {
        let toRoot = ReportSet.linkToRoot(fromPage: page)
        var text = "# Where iOS versions differ: \(MarkdownText.inline(name))"
        text += names.count > 1 ? " (part \(part + 1) of \(names.count))\n\n" : "\n\n"
        text += "[All reports](\(toRoot)README.md) · [Where iOS versions differ](\(toRoot)versions.md)"
        if names.count > 1 { text += " · " + PageParts.links(names, current: part, folder: Self.folder) }
        text += "\n\n"
        text += "\(entries.count) scenario\(entries.count == 1 ? "" : "s") of `\(MarkdownText.inline(name))` whose order changes between profiles; "
        text += "the profiles that observe the same events share a column, and an event only some columns have is **bold**, "
        text += "with `·` where a column has none.\n\n"
        text += sections[part].joined()
        pages[page] = text
      }
      rows.append(["[\(MarkdownText.inline(name))](\(MarkdownText.destination(names[0])))", "\(entries.count)"])
    }
    if !rows.isEmpty { out += MarkdownText.table(["folder", "scenarios whose order changes"], rows) }
    return (out, pages)
  }

  /// A comparison as a Markdown table: a column per group of profiles, a row per event,
  /// aligned; events not every column has are bold, `·` where a column has none. Profiles
  /// that cannot run the scenario are listed under it.
  package static func alignedTable(_ comparison: ProfileComparison) -> String {
    var rows: [[String]] = []
    var lastStep = 0
    for row in comparison.rows {
      let action = comparison.scenario.steps[row.step - 1].action.summary
      let label = row.step == lastStep ? "" : "\(row.step) \(action)"
      lastStep = row.step
      rows.append([label] + row.cells.map { cell in cell.map { row.isShared ? $0 : "**\($0)**" } ?? "·" })
    }
    var out = MarkdownText.table(["step"] + comparison.columns.map(\.label), rows)
    for (profiles, reason) in comparison.unavailableGroups {
      out += "\nCannot run on \(profiles): \(MarkdownText.cell(reason))\n"
    }
    return out
  }
}
