import LifecycleCore
import LifecycleEngine

/// `Reports/where-code-belongs.md`: the seeds' practical uses and common mistakes as
/// audited scenarios (`Scenarios/audit/`), each framework's verdict with its shortest
/// counterexample, and the migration table for a screen with the four practical uses.
public enum WhereCodeBelongsRenderer {
  /// One audited scenario and its result.
  public struct Entry: Sendable {
    /// The scenario's path.
    public var path: String
    /// The audit.
    public var result: AuditResult

    /// Creates an entry.
    public init(path: String, result: AuditResult) {
      self.path = path
      self.result = result
    }
  }

  /// The audit scenarios of a corpus: those under an `audit/` folder with `expect-audit:`.
  public static func isAuditScenario(_ scenario: Scenario) -> Bool {
    scenario.expectAudit != nil && scenario.path.contains("/audit/")
  }

  /// Audits each scenario at its recorded depth.
  public static func entries(_ scenarios: [Scenario]) -> [Entry] {
    scenarios.filter(isAuditScenario).sorted { $0.path < $1.path }.map { scenario in
      let name = String(scenario.path.split(separator: "/").last ?? "").replacingOccurrences(of: ".yaml", with: "")
      return Entry(path: scenario.path, result: Audit(depth: scenario.expectAudit!.depth).run(scenario, name: name))
    }
  }

  /// A screen with the four practical uses (seed 000) in a UIKit app: what the migration
  /// table is computed for.
  public static func fourUses() -> Scenario {
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

  /// The page.
  public static func render(_ entries: [Entry], migrations: [Migration.Table], linkToScenario: (String) -> String?) -> String {
    var lines: [String] = [
      "# Where code belongs",
      "",
      "The seeds' (000-002) four practical uses and four common mistakes, each an audited scenario in",
      "`Scenarios/audit/` in both frameworks. `lifecycle audit` runs the screen's effects along every path of",
      "the app (a navigation stack, with pushes, pops, swipe-backs completed and cancelled, every presentation",
      "style, sheets swiped down or not, the background) and judges each effect's guarantee",
      "(`Scenarios/FORMAT.md`, \"Effects\"). A verdict holds up to the depth shown; each broken guarantee comes",
      "with its shortest counterexample, minimised. `lifecycle check` fails when a verdict changes.",
      "",
      "| scenario | framework | depth | verdict | shortest counterexample |",
      "|---|---|---|---|---|",
    ]
    for entry in entries {
      let scenario = entry.result.scenario
      let title = scenario.name.replacingOccurrences(of: "|", with: "\\|")
      let link = linkToScenario(entry.path).map { "[\(title)](\($0))" } ?? title
      let framework = scenario.host == .swiftui ? "SwiftUI" : "UIKit"
      if entry.result.findings.isEmpty {
        lines.append("| \(link) | \(framework) | \(entry.result.depth) | every guarantee holds | |")
        continue
      }
      for (index, finding) in entry.result.findings.enumerated() {
        let verdict = "`\(finding.breach.key)`" + (finding.breach.isWarning ? " (warning)" : "")
        let steps = finding.scenario.steps.map(\.action.summary).joined(separator: ", ")
        let first = index == 0
        lines.append(
          "| \(first ? link : "") | \(first ? framework : "") | \(first ? String(entry.result.depth) : "") | \(verdict) | \(steps): \(finding.breach.message) |")
      }
    }
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
      "stops); the table lists those that keep the guarantee on every path, and a counterexample follows for",
      "each that does not. The scene's callbacks are tried as the rules place them (the scene delegate's in",
      "UIKit, `scenePhase` in SwiftUI). In UIKit and hosted apps, UIKit's standard guards are tried as placements",
      "of their own (`Scenarios/FORMAT.md`, \"UIKit's guards\"): `if leaving` (`isMovingFromParent ||",
      "isBeingDismissed`) in `viewWillDisappear` or `viewDidDisappear`, and `on completion` (a transition",
      "coordinator's completion that checks `isCancelled`) in `viewWillAppear` or `viewWillDisappear`; a",
      "guarded placement is listed only where it changes the answer of the same placement unguarded. Where the",
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
    ]
    for table in migrations {
      lines += ["", "### `--to \(table.target.rawValue)`", "", "Depth \(table.depth); callbacks tried: \(table.callbacks.map { "`\($0.rawValue)`" }.joined(separator: ", ")).", ""]
      lines += AuditRendererMarkdown.table(table)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the verdicts say about the seeds' advice.
  static func findings(_ entries: [Entry]) -> [String] {
    var lines: [String] = []
    for entry in entries where !entry.result.findings.isEmpty {
      let scenario = entry.result.scenario
      let framework = scenario.host == .swiftui ? "SwiftUI" : "UIKit"
      let isUse = entry.path.contains("/use-")
      for finding in entry.result.findings where !finding.breach.isWarning {
        let rests = finding.uncertain.isEmpty
          ? ""
          : " It rests on " + finding.uncertain.map { row in
            "`\(row.event)` (\(row.confidence.rawValue)"
              + row.alternatives.map { "; its alternative reading `\($0.overlay)` \($0.flips ? "makes it hold" : "does not change it")" }.joined() + ")"
          }.joined(separator: ", ") + "."
        lines.append(
          "- \(isUse ? "**The seeds' advice fails**" : "The mistake breaks") (\(framework), \(scenario.name)): `\(finding.breach.key)` after "
            + finding.scenario.steps.map(\.action.summary).joined(separator: ", ") + ": \(finding.breach.message).\(rests)")
      }
    }
    return lines
  }
}

/// The migration table as Markdown, shared with `lifecycle audit --to`.
public enum AuditRendererMarkdown {
  /// The table and the counterexamples.
  public static func table(_ table: Migration.Table) -> [String] {
    AuditRenderer.markdown(migration: table)
  }
}
