import Comparison
import LifecycleCore
import LifecycleEngine
import ScenarioLanguage

/// The claims page: every ordering, presence, absence and count statement of the seed
/// articles, with the verdict its law gets on every path (✗ false, ◐ partly, ✓ holds, or
/// not checkable and why), where it holds and where not, a replayable counterexample for
/// each case that breaks, and whether the verdict is the one recorded.
package enum ClaimsRenderer {
  /// The order of verdicts on the page: the ones that must not look green first.
  static let order: [Claim.Verdict] = [.false, .partly, .holds, .notCheckable]

  /// The page, claims sorted by verdict, seed, then path.
  ///
  /// - Parameter fileLink: the link, relative to the page, of a claim's counterexample file
  ///   (a path under the scenarios), or nil to name it without one.
  package static func render(
    _ results: [ScenarioResult], pagePath: (String) -> String, fileLink: (String) -> String? = { _ in nil }
  ) -> String {
    let claims = results.compactMap { result -> Entry? in
      guard let claim = result.run?.scenario.claim else { return nil }
      let outcome = result.outcomes.first { $0.kind == .claim }
      return Entry(result: result, claim: claim, outcome: outcome, found: outcome?.verdict ?? claim.verdict)
    }.sorted {
      (order.firstIndex(of: $0.found)!, $0.claim.seed, $0.result.path)
        < (order.firstIndex(of: $1.found)!, $1.claim.seed, $1.result.path)
    }
    var out = "# The seeds' claims, put to the test\n\n[All reports](README.md)\n\n"
    let counts = order.map { verdict in "\(claims.filter { $0.found == verdict }.count) \(verdict.headline)" }
    out += "\(claims.count) claims from the seed articles: " + counts.joined(separator: ", ") + ".\n\n"
    out += "Each checkable claim is a law over timelines, read on the full events of every path of its apps "
    out += "(every action the explorer can take, to the depth given, on every profile and host of its scope; "
    out += "no `observe` filter hides an event). It **holds** when no case breaks it, is **partly** true when "
    out +=
      "some cases (a kind of step with its style, navigation and animation, on one app, host and profile) break it and others do not, and **false** "
    out += "when every case breaks it (or, for a claim about every case at once, any). A printed log is checked "
    out += "on its own steps. The verdict column is what the tool finds now; the check column says whether it "
    out += "is the verdict recorded in the claim's file (`lifecycle check` fails when it changes). Each case that "
    out += "breaks a claim has its shortest path written as a scenario file beside the claims (`counterexamples/`), "
    out += "which asserts the events that contradict the claim: `lifecycle check` runs it and fails when the rules stop "
    out += "producing them. Each claim's own page says where it holds and where not, the shortest path of each case "
    out += "that breaks it, and the confidence of the rows that case rests on.\n\n"
    out += "**What a claim's words cover**, one rule for every claim: " + ClaimCoverage.rule + "\n\n"
    let laws = claims.compactMap { $0.claim.law }.filter { !$0.ownSteps }
    out += depthNote(laws.map(\.scope.depth)) + " " + idiomNote(laws.map(\.scope.profiles)) + "\n\n"
    for verdict in order {
      let group = claims.filter { $0.found == verdict }
      guard !group.isEmpty else { continue }
      out += "## \(verdict.headline) (\(group.count))\n\n"
      let rows = group.map { entry -> [String] in
        [
          entry.claim.seed, capped(entry.claim.statement), capped(summary(entry)),
          entry.found == entry.claim.verdict ? "✓ unchanged" : "✗ changed (recorded \(entry.claim.verdict.rawValue))",
          "[page](\(MarkdownText.destination(pagePath(entry.result.path))))",
        ]
      }
      out += MarkdownText.table(["seed", "claim", "where it breaks", "check", "details"], rows) + "\n"
    }
    out += glossary + "\n"
    return out
  }

  /// The longest a cell of the claims table may be.
  static let cellLimit = 300

  /// A cell cut at a word to at most `cellLimit` characters, with `…` when cut.
  static func capped(_ text: String) -> String {
    guard text.count > cellLimit else { return text }
    var cut = String(text.prefix(cellLimit - 2))
    if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
    return cut + " …"
  }

  /// The depth the verdicts were judged at, and what judging them deeper showed.
  static func depthNote(_ depths: [Int]) -> String {
    let distinct = Set(depths).sorted()
    guard !distinct.isEmpty else { return "" }
    let judged =
      distinct.count == 1
      ? "Every verdict here is judged on every path to \(distinct[0]) action\(distinct[0] == 1 ? "" : "s") after launch."
      : "The verdicts are judged on every path to " + distinct.map(String.init).joined(separator: ", ")
        + " actions after launch, as each claim's `depth` says."
    return judged + " " + depthThreeMeasurement
  }

  /// The devices the verdicts were judged on: a claim with no `profiles:` is judged on the
  /// bundled profiles, which are iPhones; one that names `-ipad` profiles on iPads.
  static func idiomNote(_ profiles: [[Profile]]) -> String {
    var idioms: Set<Idiom> = []
    for list in profiles {
      if list.isEmpty { idioms.insert(.phone) }
      for profile in list { idioms.insert(profile.idiom) }
    }
    let judged = Idiom.allCases.filter(idioms.contains)
    guard !judged.isEmpty else { return "" }
    let others = Idiom.allCases.filter { !idioms.contains($0) }
    return "Idioms judged: " + judged.map(\.name).joined(separator: " and ")
      + (others.isEmpty
        ? "."
        : " (a claim's `profiles:` may name \(others.map { "`ios17\($0.suffix)`" }.joined(separator: ", ")) profiles to judge \(others.map(\.name).joined(separator: " and ")) too).")
  }

  /// What judging every claim one action deeper showed, measured (not re-run by `report`).
  static let depthThreeMeasurement = [
    "Judged at depth 3 (every law given `depth: 3`, measured 2026-11-30 on the 8 bundled profiles, before the known bugs' boundary profiles were added), every verdict and every case's answer",
    "were the same, and so were the counterexample files; depth 3 adds dismissals of several presentations at once,",
    "which answer as the other dismissals do. `lifecycle check` of the claims, release build, took 0.9 s of CPU",
    "at depth 2 and 6.0 s at depth 3.",
  ].joined(separator: " ")

  /// What the kinds of step that name the cases are.
  static let glossary = [
    "Cases are named by the kind of step: `presentCovering` is a presentation that takes the presenter out of the window",
    "(full screen, and every sheet before iOS 13), `presentOver` one that leaves it in (a card sheet from iOS 13,",
    "over full screen); `dismissCovering` and `dismissOver` undo them, `swipeDownComplete` is a sheet swiped away;",
    "`swipeBackCancel` and `swipeDownCancel` are abandoned gestures; `tabSwitch`, `background`, `foreground` and",
    "`rotate` are what they say. Each kind is judged refined by what can change the callbacks: the presentation's style",
    "(`sheet`, `fullScreen`, `overFullScreen`), a presented navigation stack (`in navigation`), several presentations",
    "dismissed at once, a zoom push, an unanimated transition. A kind is named alone when all its refinements give the",
    "same answer on every target, and each refinement is named where they differ, e.g. `presentOver (sheet)`. A target",
    "is an app of `Scenarios/explore/` (or the claim's own, `self`) on one host and profile.",
  ].joined(separator: " ")

  struct Entry {
    var result: ScenarioResult
    var claim: Claim
    var outcome: CheckOutcome?
    var found: Claim.Verdict
  }

  private static func summary(_ entry: Entry) -> String {
    if entry.found == .notCheckable { return "not checkable: " + (entry.claim.why ?? "") }
    guard let judgement = entry.outcome?.judgement else {
      let evidence = entry.outcome?.evidence ?? []
      guard evidence.isEmpty else { return evidence.joined(separator: "; ") }
      return OwnSourceNote(claim: entry.claim, run: entry.result.run)?.summary ?? "the printed log and assertions hold on the file's own steps"
    }
    var parts: [String] = []
    if entry.claim.law?.canBreak == true {
      parts.append(
        judgement.breaks.isEmpty
          ? "no path breaks it" : "breaks, as the claim says it can, on " + judgement.breaks.map(\.name).joined(separator: ", "))
    } else if judgement.breaks.isEmpty {
      parts.append("no case breaks it (\(judgement.holds.count) kind\(judgement.holds.count == 1 ? "" : "s") of step)")
    } else {
      parts.append(
        judgement.breaks.map { $0.targets.count == $0.of ? $0.name : "\($0.name) (\($0.targets.count) of \($0.of))" }
          .joined(separator: ", "))
      if !judgement.holds.isEmpty {
        parts.append("holds in \(judgement.holds.count) other kind\(judgement.holds.count == 1 ? "" : "s")")
      }
    }
    parts.append(ClaimJudge.targetSummary(judgement.targets, short: true))
    return parts.joined(separator: "; ")
  }

  /// The counterexample files of every claim that breaks: by folder, each file's body
  /// (without the marker) by name. A claim that says its law can break has witnesses, not
  /// counterexamples, and writes none.
  package static func counterexampleFiles(_ results: [ScenarioResult]) -> [String: [String: String]] {
    var folders: [String: [String: String]] = [:]
    for result in results {
      guard let claim = result.run?.scenario.claim, claim.law?.canBreak != true,
        let judgement = result.outcomes.first(where: { $0.kind == .claim })?.judgement
      else { continue }
      for broken in judgement.breaks {
        guard var file = ClaimCounterexample.file(claimPath: result.path, claim: claim, broken: broken) else { continue }
        if let grounds = ClaimGrounds(broken.example) {
          file.header.insert(contentsOf: wrapped("it rests on " + grounds.summary), at: file.header.count - 1)
        }
        let name = ClaimCounterexample.fileName(claimPath: result.path, case: broken.name)
        folders[ClaimCounterexample.folder(claimPath: result.path), default: [:]][name] = ScenarioWriter.text(
          of: file.scenario, header: file.header, assertions: file.assertions)
      }
    }
    return folders
  }

  /// Comment lines of at most about 100 characters, cut at words.
  static func wrapped(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + word.count + 1 > 100 {
        lines.append(line)
        line = "  "
      }
      line += (line.isEmpty || line == "  " ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The verdict's details for the claim's own page: why, where it holds, and each case that
  /// breaks with its shortest path, its replayable file and what it rests on.
  ///
  /// - Parameters:
  ///   - run: the claim file's own run, for a claim checked on its own steps (a printed log).
  package static func details(
    claim: Claim, outcome: CheckOutcome?, path: String, run: ScenarioRun? = nil,
    fileLink: (String) -> String?
  ) -> String {
    var out = "## Where it holds and where not\n\n"
    guard let judgement = outcome?.judgement else {
      let evidence = outcome?.evidence ?? []
      if !evidence.isEmpty { out += "Checked on the file's own steps: " + evidence.joined(separator: "; ") + ".\n\n" }
      return out + (OwnSourceNote(claim: claim, run: run)?.render() ?? "")
    }
    out += "\(judgement.reason.prefix(1).uppercased() + judgement.reason.dropFirst()).\n\n"
    out += "Judged on \(judgement.walked).\n\n"
    if let law = claim.law { out += "Callbacks read: " + readingNote(law) + "\n\n" }
    if !judgement.holds.isEmpty { out += "Holds: " + judgement.holds.joined(separator: "; ") + ".\n\n" }
    out += ClaimRowsNote.render(judgement.restsOn, seed: claim.seed)
    for broken in judgement.breaks {
      let example = broken.example
      out +=
        "- **\(broken.name)** breaks on \(broken.targets.count) of \(broken.of) targets (\(ClaimJudge.targetSummary(broken.targets, counted: false))). "
      out += "Shortest: \(example.target): \(MarkdownText.code(example.path)): \(example.message).\n"
      if claim.law?.canBreak != true, let grounds = ClaimGrounds(example) {
        out += "  It rests on \(grounds.summary).\n"
      }
      if claim.law?.canBreak != true, !example.assertions.isEmpty {
        let file =
          ClaimCounterexample.folder(claimPath: path) + "/"
          + ClaimCounterexample.fileName(claimPath: path, case: broken.name)
        let shown = MarkdownText.code(file)
        out += "  Replay: " + (fileLink(file).map { "[\(shown)](\($0))" } ?? shown)
        out += " (`lifecycle check` runs it and asserts " + example.assertions.map { MarkdownText.code($0.text) }.joined(separator: ", ") + ").\n"
        continue
      }
      var scenario = example.scenario
      scenario.name = "Counterexample: \(broken.name)"
      scenario.about = nil
      scenario.source = "lifecycle report, the claims page: \(path)"
      let text = ScenarioWriter.text(of: scenario, header: ["replay: lifecycle run FILE --flat"])
      out += "  <details><summary>replay it</summary>\n\n" + "  ```yaml\n"
      out += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }.joined(separator: "\n")
      out += "\n  ```\n\n  </details>\n"
    }
    return out
  }

  /// Which callbacks a law reads, and which it leaves aside and why: the forms about an
  /// instance's lifecycle methods (`first`, `last`, `only`) count them by the one rule of
  /// `ClaimCoverage`, which the note states; the other forms read only what they name.
  package static func readingNote(_ law: ClaimLaw) -> String {
    var notes: [String] = []
    let named = law.callbacks.map(\.rawValue).sorted()
    let counted = !law.only.isEmpty || !law.first.isEmpty || !law.last.isEmpty
    if !law.only.isEmpty {
      notes.append(
        "every lifecycle method of the \(law.only[0].lane == .uikit ? "UIKit" : "SwiftUI") lane an instance gets, each of which must be one of \(law.only.map(\.rawValue).joined(separator: ", "))"
      )
    }
    if !law.first.isEmpty {
      notes.append("an instance's first lifecycle method, which must be \(law.first.map(\.rawValue).joined(separator: " or "))")
    }
    if !law.last.isEmpty {
      notes.append(
        "the last UIKit lifecycle method an instance gets before its deinit, which must be \(law.last.map(\.rawValue).joined(separator: " or "))")
    }
    if !counted {
      notes.append("only \(named.joined(separator: ", ")); the other callbacks an instance gets are not read")
    }
    if !law.order.isEmpty {
      notes.append("the order is judged per cycle: going back to an earlier stage starts a new cycle, in which no stage is skipped")
    }
    return notes.joined(separator: "; ") + "." + (counted ? " Lifecycle methods are counted as for every claim: " + ClaimCoverage.rule : "")
  }
}
