import LifecycleCore
import LifecycleEngine

/// `Reports/where-code-belongs.md`: the seeds' practical uses and common mistakes as
/// audited scenarios (`Scenarios/audit/`), each framework's verdict with its shortest
/// counterexample, and the migration table for a screen with the four practical uses.
package enum WhereCodeBelongsRenderer {
  /// One audited scenario and its result.
  package struct Entry: Sendable {
    /// The scenario's path.
    package var path: String
    /// The audit.
    package var result: AuditResult

    /// Creates an entry.
    package init(path: String, result: AuditResult) {
      self.path = path
      self.result = result
    }
  }

  /// The audit scenarios of a corpus: those under an `audit/` folder with `expect-audit:`.
  package static func isAuditScenario(_ scenario: Scenario) -> Bool {
    scenario.expectAudit != nil && scenario.path.contains("/audit/")
  }

  /// Audits each scenario at its recorded depth, with the standard book.
  ///
  /// - Throws: the book's first change that names what a scenario's profile's table lacks.
  package static func entries(_ scenarios: [Scenario]) throws(UnresolvedRow) -> [Entry] {
    var entries: [Entry] = []
    for scenario in scenarios.filter(isAuditScenario).sorted(by: { $0.path < $1.path }) {
      let name = String(scenario.path.split(separator: "/").last ?? "").replacingOccurrences(of: ".yaml", with: "")
      entries.append(Entry(path: scenario.path, result: try Audit(depth: scenario.expectAudit!.depth).run(scenario, name: name)))
    }
    return entries
  }

  /// A screen with the four practical uses (seed 000) in a UIKit app: what the migration
  /// table is computed for.
  package static func fourUses() -> Scenario {
    var detail = ScreenDeclaration(id: "Detail")
    detail.effects = [
      EffectPlacement(callback: .viewDidLoad, effects: [Effect(.start, "notifications")]),
      EffectPlacement(callback: .viewWillAppear, effects: [Effect(.refresh, "feed")]),
      EffectPlacement(callback: .viewDidAppear, effects: [Effect(.track, "screen-view"), Effect(.start, "timer")]),
      EffectPlacement(callback: .viewWillDisappear, effects: [Effect(.save, "draft"), Effect(.stop, "timer")]),
      EffectPlacement(callback: .deinit, effects: [Effect(.stop, "notifications")]),
    ]
    return Scenario(
      path: "four-uses.yaml", name: "A screen with the four practical uses", source: "seed 000", app: .navigation(["Home"]),
      screens: ["Home": ScreenDeclaration(id: "Home"), "Detail": detail],
      steps: [Step(action: .launch, location: SourceLocation(line: 1, column: 1))])
  }

  /// The folder beside the index that holds a page per audited scenario and per target.
  package static let folder = "where-code-belongs"

  /// The pages, by path relative to `Reports/`: the index (`where-code-belongs.md`, the
  /// verdicts in short, the findings and the migration tables' summary), a page per audited
  /// scenario with its counterexamples, and a page per migration target with its table.
  ///
  /// - Parameters:
  ///   - linkToScenario: for a scenario file, its path relative to `Reports/`, or nil to name
  ///     it without a link.
  ///   - pagePath: for a scenario file, its own report page relative to `Reports/`, or nil.
  ///   - linksRules: whether the report has `rules.md`, whose "Terms" the pages link.
  package static func pages(
    _ entries: [Entry], migrations: [Migration.Table], linkToScenario: (String) -> String?,
    pagePath: (String) -> String? = { _ in nil }, linksRules: Bool = true
  ) -> [String: String] {
    var pages: [String: String] = [:]
    var usedNames: Set<String> = []
    var entryPages: [String] = []
    for entry in entries {
      var name = MarkdownText.slug(stem(entry.path))
      while usedNames.contains(name) { name += "-2" }
      usedNames.insert(name)
      let page = "\(folder)/\(name).md"
      entryPages.append(page)
      pages[page] = WhereCodeBelongsPages.scenario(
        entry, linkToScenario: { linkToScenario($0).map { "../" + $0 } }, page: pagePath(entry.path).map { "../" + $0 })
    }
    var migrationPages: [String] = []
    for table in migrations {
      let page = "\(folder)/moving-to-\(table.target.rawValue).md"
      migrationPages.append(page)
      pages[page] = WhereCodeBelongsPages.migration(table, linksRules: linksRules)
    }
    pages["where-code-belongs.md"] = index(
      entries, entryPages: entryPages, migrations: migrations, migrationPages: migrationPages, linkToScenario: linkToScenario,
      linksRules: linksRules)
    return pages
  }

  /// A scenario file's name without its folder and `.yaml`.
  static func stem(_ path: String) -> String {
    String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".yaml", with: "")
  }

  /// `where-code-belongs.md`: the verdicts, a cell each, the findings, and the migration
  /// tables in short, each linking its page.
  static func index(
    _ entries: [Entry], entryPages: [String], migrations: [Migration.Table], migrationPages: [String],
    linkToScenario: (String) -> String?, linksRules: Bool
  ) -> String {
    var lines: [String] = [
      "# Where code belongs",
      "",
      "[All reports](README.md)" + (linksRules ? " · [the rule tables and their terms](rules.md#terms)" : ""),
      "",
      "The seeds' (000-002) four practical uses and four common mistakes, each an audited scenario in",
      "`Scenarios/audit/` in both frameworks. `lifecycle audit` runs the screen's effects along every path of",
      "the app (a navigation stack, with pushes, pops, swipe-backs completed and cancelled, every presentation",
      "style, sheets swiped down or not, the background) and judges each effect's guarantee",
      "(`Scenarios/FORMAT.md`, \"Effects\"). A verdict holds up to the depth shown; each broken guarantee comes",
      "with its shortest counterexample, minimised, on the scenario's page. `lifecycle check` fails when a verdict changes.",
      "",
      "## Terms",
      "",
      "An *effect* is what a screen's code does in a callback: `start X` and `stop X` (a resource such as a",
      "timer or a subscription), `refresh X`, `track X` (analytics), `save X`. A *visit* begins when the screen",
      "becomes the top of what the user sees and ends when it stops being so; a card sheet over it, the background",
      "and a cancelled gesture neither begin nor end one. A verdict names the screen, the effect and the",
      "guarantee it breaks (`Detail start timer: not-started-twice`). The guarantees:",
      "",
    ]
    lines.append(
      contentsOf: MarkdownText.table(
        ["guarantee", "effect", "holds when"],
        Guarantee.allCases.map {
          [
            "`\($0.rawValue)`", $0.kind.map { "`\($0.rawValue)`" } ?? "any, with `unless:`",
            $0.statement + ($0.isWarning ? " (a warning unless `--strict`)" : ""),
          ]
        }
      ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast())
    lines += [
      "",
      "A counterexample is the steps after which the guarantee breaks, in the words of a scenario's `steps:`",
      "(`swipe-back cancel` is an edge swipe abandoned; `present X (overFullScreen)` a presentation that leaves",
      "the presenter in the window; `replace-root X` a SwiftUI app's root view replaced).",
      "",
      "## Verdicts",
      "",
    ]
    var rows: [[String]] = []
    for (entry, page) in zip(entries, entryPages) {
      let scenario = entry.result.scenario
      let framework = scenario.host == .swiftui ? "SwiftUI" : "UIKit"
      let file = linkToScenario(entry.path).map { " ([scenario](\(MarkdownText.destination($0))))" } ?? ""
      let verdict =
        entry.result.findings.isEmpty
        ? "every guarantee holds"
        : entry.result.findings.map {
          "`\($0.breach.effect.kind.rawValue) \($0.breach.effect.name): \($0.breach.guarantee.rawValue)`" + ($0.breach.isWarning ? " (warning)" : "")
        }.joined(separator: ", ")
      rows.append([
        "[\(MarkdownText.inline(scenario.name))](\(MarkdownText.destination(page)))" + file, framework, String(entry.result.depth), verdict,
      ])
    }
    lines.append(contentsOf: rawTable(["scenario", "framework", "depth", "broken guarantees (counterexamples on the scenario's page)"], rows))
    lines += [
      "",
      "Common mistake 1 (a storyboard screen that overrides `loadView`) is not about order: a screen from a",
      "storyboard whose `loadView` is overridden never loads the storyboard's view, whichever callback runs",
      "when. The audit sees callbacks and the app's structure, not what a view is made of, so it cannot judge it;",
      "`storyboard: true` in a scenario only changes the creation callbacks (`init(coder:)`, `awakeFromNib`).",
      "",
      "## Findings",
      "",
    ]
    lines += findings(entries)
    lines += [
      "",
      "## Moving a screen with the four practical uses",
      "",
      "A UIKit screen that subscribes in `viewDidLoad` (and unsubscribes in `deinit`), refreshes in",
      "`viewWillAppear`, tracks the screen view and starts a timer in `viewDidAppear`, and saves its draft and",
      "stops the timer in `viewWillDisappear`. For each effect, every placement on the callbacks the target app",
      "gives its code was audited (one callback or two together; for a resource, where it starts and where it",
      "stops); each target's page lists those that keep the guarantee on every path, and a counterexample for",
      "each that does not. The scene's callbacks are tried as the rules place them (the scene delegate's in",
      "UIKit, `scenePhase` in SwiftUI). In UIKit and hosted apps, UIKit's standard guards are tried as placements",
      "of their own (`Scenarios/FORMAT.md`, \"UIKit's guards\"): `if leaving` (`isMovingFromParent ||",
      "isBeingDismissed`) in `viewWillDisappear` or `viewDidDisappear`, and `on completion` (a transition",
      "coordinator's completion that checks `isCancelled`) in `viewWillAppear` or `viewWillDisappear`; a",
      "guarded placement is listed only where it changes the answer of the same placement unguarded. Where a",
      "table says \"none\", nothing tried holds.",
      "",
      "The walks are three actions deep after launch: four would take about twenty times as long (measured on",
      "`--to uikit`: 7.6 s at depth 3, 145 s at depth 4 in a debug build on a busy 2-core machine), too long for",
      "`lifecycle report`. What depth 3 cannot see is any counterexample that needs four actions, so a placement",
      "that breaks only on such a path is listed as holding here:",
      "",
      "- a visit that ends without the effect on the screen's second visit: push the screen, push another (or",
      "  present one over full screen) and come back, then leave again (a screen view tracked in `init` or",
      "  `viewDidLoad`; tracked on `viewWillAppear` after the transition's completion, which an over-full-screen",
      "  presentation's dismissal does not call);",
      "- a return from the background before the screen ends (push, background, foreground, pop): a resource",
      "  started by a scene callback and never stopped;",
      "- a cancelled swipe-back of a screen pushed over this one, then its pop (push, push, swipe-back cancel,",
      "  pop): a resource started in `viewWillAppear` or `viewIsAppearing` and stopped in `viewDidAppear`.",
      "",
      "`lifecycle audit --to TARGET --depth 4` walks deeper and shows them.",
      "",
    ]
    var summary: [[String]] = []
    for (table, page) in zip(migrations, migrationPages) {
      for (index, row) in table.rows.enumerated() {
        summary.append([
          index == 0 ? "[`--to \(table.target.rawValue)`](\(MarkdownText.destination(page)))" : "",
          "`\(row.screen) \(row.effect)`", "`\(row.today)`",
          row.holding.isEmpty ? "none" : "\(row.holding.count)", "\(row.failing.count)",
        ])
      }
    }
    lines.append(contentsOf: rawTable(["target (its page)", "effect", "today", "placements that hold", "that break"], summary))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A table of cells that are Markdown already (links, code): only the length is checked.
  static func rawTable(_ header: [String], _ rows: [[String]]) -> [String] {
    var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in "---" }.joined(separator: "|") + "|"]
    let (short, notes) = LongCells.shortened(rows)
    lines += short.map { "| " + $0.joined(separator: " | ") + " |" }
    if !notes.isEmpty { lines += LongCells.render(notes).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    return lines
  }

  /// What the verdicts say about the seeds' advice.
  static func findings(_ entries: [Entry]) -> [String] {
    var lines: [String] = []
    for entry in entries where !entry.result.findings.isEmpty {
      let scenario = entry.result.scenario
      let framework = scenario.host == .swiftui ? "SwiftUI" : "UIKit"
      let isUse = entry.path.contains("/use-")
      for finding in entry.result.findings where !finding.breach.isWarning {
        let rests =
          finding.uncertain.isEmpty
          ? ""
          : " It rests on "
            + finding.uncertain.map { row in
              "`\(row.event)` (\(row.confidence.rawValue)"
                + row.alternatives.map { "; its alternative reading `\($0.overlay)` \($0.flips ? "makes it hold" : "does not change it")" }.joined()
                + ")"
            }.joined(separator: ", ") + "."
        lines.append(
          "- \(isUse ? "**The seeds' advice fails**" : "The mistake breaks") (\(framework), \(MarkdownText.inline(scenario.name))): `\(finding.breach.key)` after "
            + finding.scenario.steps.map(\.action.summary).joined(separator: ", ") + ": \(finding.breach.message).\(rests)")
      }
    }
    return lines
  }
}

/// The migration table as Markdown, shared with `lifecycle audit --to`.
package enum AuditRendererMarkdown {
  /// The table and the counterexamples.
  package static func table(_ table: Migration.Table) -> [String] {
    AuditRenderer.markdown(migration: table)
  }
}
