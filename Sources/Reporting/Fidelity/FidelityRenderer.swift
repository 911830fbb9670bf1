import LifecycleCore
import LifecycleKnowledge

/// `Reports/fidelity.md`: the published observations (`Scenarios/observed/`) against the rules.
/// Each observation with its verdict, the counts before and after the corpus, the reports the
/// reference already cites counted apart, each rule with the observations for and against it,
/// the share of rows an observation backs, and the observations that cannot be written yet.
/// Every cell stays under 300 characters.
package enum FidelityRenderer {
  /// The longest cell the page writes.
  static let cellLimit = 299

  /// The page.
  ///
  /// - Parameters:
  ///   - evidence: one per observation scenario, in path order.
  ///   - corpus: the corpus file's counts and unwritable observations.
  ///   - book: the rules the observations were checked against.
  ///   - pagePath: a scenario's page, relative to `Reports/`.
  ///   - usage: for each row id, the bundled scenarios (not observations) whose events it
  ///     placed, in path order.
  package static func render(
    _ evidence: [ObservationEvidence], corpus: ObservationCorpus, book: RuleBook, usage: [String: [String]] = [:],
    pagePath: (String) -> String
  ) -> String {
    var out = "# Fidelity: published observations against the rules\n\n[All reports](README.md)\n\n"
    out +=
      "Each observation is a published order (a console log, or an order its report describes clearly), written as a scenario in `Scenarios/observed/` that expects what was observed and nothing more; `lifecycle check` runs them like any scenario. "
    out +=
      "A published device log outranks reference prose, inference and a seed's claim: a row an observation contradicts changes, or gains the condition (iOS version or SDK, scenes, animation, first appearance, container) under which the observation holds. "
    out +=
      "An observation *agrees* when its checks hold. A *conflict* is two observations that disagree with each other while no modelled variable tells them apart: both stay, the file says why, and both readings run (`check` runs the conflicting observation under the alternative it names in `reading:`, and fails it unless its checks hold there). "
    out +=
      "There is no other kind of disagreement: `check` fails an observation the rules contradict when no other observation shows the rules' reading. "
    out += "Observations the scenario language cannot state yet are listed at the end with their quotes.\n\n"
    out += counts(evidence, corpus: corpus, book: book)
    out += observations(evidence, pagePath: pagePath)
    out += rules(evidence, book: book)
    out += unbacked(evidence, book: book)
    out += inferredByUse(book, usage: usage, evidence: evidence)
    out += unwritable(corpus)
    return out
  }

  // MARK: - Counts

  private static func counts(_ evidence: [ObservationEvidence], corpus: ObservationCorpus, book: RuleBook) -> String {
    let agrees = evidence.filter { $0.verdict == .agrees }
    let conflicts = evidence.filter { if case .conflict = $0.verdict { true } else { false } }
    let failing = evidence.filter { $0.verdict == .failing }
    let reports = Set(evidence.compactMap { $0.observation?.address } + corpus.unwritable.map(\.address))
    let cited = evidence.filter { $0.observation?.citedByReference == true }
    let citedUnwritable = corpus.unwritable.filter(\.citedByReference)
    let citedReports = Set(cited.compactMap { $0.observation?.address } + citedUnwritable.map(\.address))
    var out = "## Counts\n\n"
    var rows: [[String]] = [
      ["observations written as scenarios", "\(corpus.observationsBefore)", "\(evidence.count)"],
      ["… that agree", "0", "\(agrees.count)"],
      ["… in a conflict with another observation (each runs under its reading)", "0", "\(conflicts.count)"],
      ["observations that cannot be written yet", "0", "\(corpus.unwritable.count)"],
      ["reports (distinct addresses)", "0", "\(reports.count)"],
      ["… of which the reference already cites", "0", "\(citedReports.count) (\(cited.count + citedUnwritable.count) observations)"],
      ["… new to the project", "0", "\(reports.count - citedReports.count)"],
    ]
    if !failing.isEmpty { rows.append(["observations that fail (fix them)", "0", "\(failing.count)"]) }
    let after = rowCounts(book)
    for confidence in Confidence.allCases {
      rows.append(["rule-table rows marked \(confidence.rawValue)", "\(corpus.rowsBefore[confidence] ?? 0)", "\(after[confidence] ?? 0)"])
    }
    out += MarkdownText.table(["what", "before (\(corpus.beforeCommit))", "now"], rows) + "\n"
    let allRows = Set(book.overlays.flatMap { $0.rows.map(\.id) })
    let backedRows = Set(agrees.flatMap(\.rows) + conflicts.flatMap(\.rows)).intersection(allRows)
    let inferredRows = Set(book.overlays.flatMap { $0.rows.filter { $0.rule.confidence == .inferred }.map(\.id) })
    let allRules = Set(book.rules.map(\.id))
    let backedRules = Set(agrees.flatMap(\.rules) + conflicts.flatMap(\.rules)).intersection(allRules)
    out += "Over one count of rows, the \(allRows.count) distinct row ids of every overlay (alternatives included):\n\n"
    out +=
      "- backed by an observation that agrees (it checks an event the row placed; a conflicting observation in its run under its reading, the rows it agrees with): \(backedRows.count) of \(allRows.count) (\(percent(backedRows.count, allRows.count)));\n"
    out += "- marked inferred (in any overlay): \(inferredRows.count) of \(allRows.count) (\(percent(inferredRows.count, allRows.count)));\n"
    out += "- rules backed: \(backedRules.count) of \(allRules.count) (\(percent(backedRules.count, allRules.count))).\n\n"
    out +=
      "The table above counts each row id once per confidence, as the tables of [rules.md](rules.md) print them; the observations the reference already cites back rows as the others do, and are counted apart above.\n\n"
    return out
  }

  /// The rule tables' rows by confidence, each row id once per confidence (as `rules.md` prints them).
  static func rowCounts(_ book: RuleBook) -> [Confidence: Int] {
    var seen: Set<String> = []
    var counts: [Confidence: Int] = [:]
    for overlay in book.overlays {
      for row in overlay.rows where seen.insert("\(row.id) \(row.rule.confidence.rawValue)").inserted {
        counts[row.rule.confidence, default: 0] += 1
      }
    }
    return counts
  }

  private static func percent(_ part: Int, _ whole: Int) -> String {
    guard whole > 0 else { return "0%" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
  }

  // MARK: - Observations

  private static func observations(_ evidence: [ObservationEvidence], pagePath: (String) -> String) -> String {
    var out = "## Observations\n\n"
    let rows = evidence.map { item -> [String] in
      let name = item.path.split(separator: "/").last.map(String.init) ?? item.path
      let report = item.observation.map { "\($0.address) (\($0.date))" } ?? "source not in the corpus form"
      let setting = item.observation.map { "iOS \($0.iOS.hasPrefix("iOS ") ? String($0.iOS.dropFirst(4)) : $0.iOS); \($0.device)" } ?? ""
      let cited = item.observation?.citedByReference == true ? "yes" : "no"
      return [
        cap("[\(name)](\(MarkdownText.destination(pagePath(item.path))))"), cap(report), cap(setting), cited,
        cap(verdict(item.verdict)), cap(item.rules.joined(separator: ", ")),
      ]
    }
    out += MarkdownText.table(["observation", "report", "iOS; device", "cited by the reference", "verdict", "rules of the events it checks"], rows)
    return out + "\n"
  }

  private static func verdict(_ verdict: ObservationEvidence.Verdict) -> String {
    switch verdict {
    case .agrees: "agrees"
    case .conflict(let rule, let other, let reading): "conflict on `\(rule)` with \(other); holds under `\(reading)`"
    case .failing: "fails (not a recorded disagreement)"
    }
  }

  // MARK: - Rules

  private static func rules(_ evidence: [ObservationEvidence], book: RuleBook) -> String {
    var forRule: [String: [String]] = [:]
    var against: [String: [String]] = [:]
    for item in evidence {
      let name = item.path.split(separator: "/").last.map { String($0.dropLast(5)) } ?? item.path
      switch item.verdict {
      case .agrees:
        for rule in item.rules { forRule[rule, default: []].append(name) }
      case .conflict(let rule, _, _):
        against[rule, default: []].append(name)
      case .failing: break
      }
    }
    var confidence: [String: Confidence] = [:]
    for rule in book.rules { confidence[rule.id] = rule.confidence }
    let named = Set(forRule.keys).union(against.keys).sorted()
    var out = "## Rules with observations for and against\n\n"
    out +=
      "A rule is *for*-backed by each agreeing observation that checks an event one of its rows placed, and *against* when an observation records a disagreement with it.\n\n"
    let rows = named.map { rule -> [String] in
      [MarkdownText.code(rule), confidence[rule]?.rawValue ?? "", cap(list(forRule[rule] ?? [])), cap(list(against[rule] ?? []))]
    }
    out += MarkdownText.table(["rule", "confidence", "observations for", "observations against"], rows)
    return out + "\n"
  }

  private static func list(_ names: [String]) -> String {
    let sorted = names.sorted()
    guard sorted.count > 6 else { return sorted.joined(separator: ", ") }
    return sorted.prefix(5).joined(separator: ", ") + " and \(sorted.count - 5) more"
  }

  // MARK: - Observed rules without an observation

  private static func unbacked(_ evidence: [ObservationEvidence], book: RuleBook) -> String {
    let backed = Set(evidence.filter { $0.verdict == .agrees }.flatMap(\.rules))
    let rules = book.rules.filter { $0.confidence == .observed && !backed.contains($0.id) }.sorted { $0.id < $1.id }
    var out = "## Observed rules no observation of the corpus backs yet\n\n"
    out +=
      "Each is marked observed on a published log, backtrace or test run that the reference quotes (its source); writing that log as an observation here would back it in the corpus too.\n\n"
    out += MarkdownText.table(["rule", "source"], rules.map { [MarkdownText.code($0.id), cap($0.source)] })
    return out + "\n"
  }

  // MARK: - Inferred rows by use

  /// How many inferred rows the section lists.
  static let inferredListed = 60

  /// The inferred rows that bundled scenarios' events rest on, most used first, each with the
  /// probe command that would settle it on a device.
  private static func inferredByUse(_ book: RuleBook, usage: [String: [String]], evidence: [ObservationEvidence]) -> String {
    var inferred: [String: Rule] = [:]
    for overlay in book.overlays {
      for row in overlay.rows where row.rule.confidence == .inferred { inferred[row.id] = row.rule }
    }
    let used = inferred.keys.filter { !(usage[$0] ?? []).isEmpty }
      .sorted { (usage[$0]!.count, $1) > (usage[$1]!.count, $0) }
    var backing: [String: Int] = [:]
    for item in evidence where item.verdict == .agrees {
      for row in item.rows { backing[row, default: 0] += 1 }
    }
    var out = "## Inferred rows by use\n\n"
    out +=
      "These rows are marked inferred: the order they place is our reading of documentation and of the nearest observed operation (an agreeing observation that checks one of their events is counted beside them, but does not change a rule's confidence without a citation). "
    out +=
      "Ranked by how many bundled scenarios (observations left out) have an event the row placed; \(used.count) of the \(inferred.count) inferred rows are used by one or more. "
    out +=
      "The command runs the first such scenario that the probe app can perform on a device (`lifecycle probe` writes an app that logs every callback; `lifecycle check FILE --log console.txt` then compares), which settles the row.\n\n"
    let rows = used.prefix(inferredListed).map { id -> [String] in
      let scenarios = usage[id]!
      return [
        MarkdownText.code(id), MarkdownText.code(inferred[id]!.id), "\(scenarios.count)", "\(backing[id] ?? 0)",
        MarkdownText.code("lifecycle probe \(scenarios[0])"),
      ]
    }
    out += MarkdownText.table(["row", "rule", "scenarios", "observations that agree", "probe that settles it"], rows)
    if used.count > inferredListed { out += "\n… and \(used.count - inferredListed) more inferred rows used by fewer scenarios.\n" }
    return out + "\n"
  }

  // MARK: - Cannot be written yet

  private static func unwritable(_ corpus: ObservationCorpus) -> String {
    var out = "## Cannot be written yet\n\n"
    out += "Published observations the scenario language cannot state yet, kept with their quotes (from `Scenarios/observed/corpus.txt`).\n\n"
    let rows = corpus.unwritable.map { item -> [String] in
      [
        item.id, cap("\(item.address) (\(item.date))"), cap("iOS \(item.iOS); \(item.device)"),
        item.citedByReference ? "yes" : "no", cap(item.why), cap(item.quote.trimmingNewlines()),
      ]
    }
    out += MarkdownText.table(["observation", "report", "iOS; device", "cited by the reference", "why", "observed (verbatim)"], rows)
    return out
  }

  /// The text cut to the page's cell limit, counted after escaping.
  static func cap(_ text: String) -> String {
    guard MarkdownText.cell(text).count > cellLimit else { return text }
    var cut = text
    while MarkdownText.cell(cut).count > cellLimit - 1 { cut.removeLast() }
    return cut + "…"
  }
}

extension String {
  fileprivate func trimmingNewlines() -> String {
    var text = Substring(self)
    while text.last == "\n" { text = text.dropLast() }
    return String(text)
  }
}
