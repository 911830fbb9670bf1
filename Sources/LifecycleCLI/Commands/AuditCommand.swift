import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import Reporting
import ScenarioLanguage

/// `lifecycle audit FILE`: the effects a scenario's screens place on callbacks, run along
/// every path of its app, each broken guarantee written as a minimal scenario.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "audit",
    abstract: "Run the effects a scenario's screens place on callbacks along every path, and report each broken guarantee.",
    discussion:
      "Every sequence of valid actions up to --depth actions after launch is simulated from the file's app, host and profile, and the effects of its screens (effects: in Scenarios/FORMAT.md) are run along each timeline: a resource never started twice or left running after its screen ends, an event tracked exactly once per visit, data refreshed before every visit, saved before it can be lost. Each broken guarantee is reported once, with the timeline around the step that breaks it, the uncertain rows it rests on, and a minimal scenario written into --output (default: lifecycle-audit-<file>, refreshed by each run, with explore's rules: files start with a marker line and are the only ones rewritten or removed); 'lifecycle check FILE' reproduces it (a wasted refresh: check prints the warning, and fails with --strict). --to swiftui|hosted|uikit prints, for each effect, the placements in that kind of app that keep its guarantee on every path. Exit 1 when a guarantee breaks (a wasted refresh only with --strict).",
    examples: [
      HelpExample(
        "audit Scenarios/audit/alive-1-observer-for-the-instance-uikit.yaml", "Whether the screens' effects keep their guarantees on every path."),
      HelpExample(
        "audit --to swiftui --depth 3 Scenarios/audit/alive-1-observer-for-the-instance-uikit.yaml",
        "Where each effect keeps its guarantee once the screen is written in SwiftUI."),
    ])

  @Option(
    help:
      "How many actions after launch a path has at most (default: the depth the app's routes need to show, act on and leave every screen with effects, from 3 to 6; 3 without routes); a depth whose walk cannot fit --memory-budget is refused at the start with the largest that fits."
  )
  var depth: Int?
  @OptionGroup var budget: MemoryBudgetOptions
  @Flag(help: "Report a wasted refresh as an error, not a warning.")
  var strict = false
  @Option(
    valueName: "target",
    help:
      "Print where each effect keeps its guarantee in a SwiftUI app (swiftui), SwiftUI screens in UIKit navigation (hosted) or a UIKit app (uikit).")
  var to: MigrationTarget?
  @Option(
    valueName: "profiles",
    help:
      "Audit on this profile instead of the scenario's, or on several (\(Profile.listExample), or all the bundled ones) and show where the verdicts differ."
  )
  var profile: AuditProfiles?

  @Option(valueName: "id", help: "With --to: migrate only this screen; the rest of the app stays as it is.")
  var screen: String?
  @Option(valueName: "tab", help: "With --to: migrate only this tab of the app's tab bar (a 0-based index or its root screen).")
  var tab: String?
  @Option(valueName: "id", help: "With --to: migrate only the flow this presented screen brings in.")
  var flow: String?
  @OptionGroup var parallelism = JobsOptions(help: "How many threads walk the paths (default: every active core); the output does not depend on it.")
  @Option(
    valueName: "folder",
    help: "Where to write the counterexamples (default: lifecycle-audit-<file>, created only when a guarantee breaks, refreshed by each run).")
  var output: String?
  @Flag(short: "v", help: "With --to: after the summary, every placement that holds, UIKit's guards and a counterexample for each that does not.")
  var verbose = false
  @OptionGroup var formatting = FormatOptions<OutputFormat>(help: "Output format: text, or json.")
  @OptionGroup var terminal: TerminalOptions
  @Argument(name: "file", help: "The scenario file whose app and effects to audit (one).")
  var files: [String]

  var file: String { files.first ?? "" }

  /// The part `--to` migrates: `--screen`, `--tab`, `--flow`, or the whole app.
  var part: Migration.Part {
    if let screen { return .screen(screen) }
    if let tab { return .tab(Int(tab).map(TabSelector.index) ?? .screen(tab)) }
    if let flow { return .flow(flow) }
    return .app
  }

  func validate() throws(UsageError) {
    if files.count != 1 { throw .validation("audit takes exactly one scenario file (got \(files.count)).") }
    if let depth, depth < 1 { throw .validation("--depth must be at least 1 (got \(depth)).") }
    if let depth, depth > 8 { throw .validation("--depth must be at most 8 (got \(depth)); the paths grow about thirtyfold a level.") }
    let parts = [screen.map { _ in "--screen" }, tab.map { _ in "--tab" }, flow.map { _ in "--flow" }].compactMap { $0 }
    if parts.count > 1 { throw .validation("\(parts.joined(separator: ", ")): migrate one part at a time.") }
    if let first = parts.first, to == nil { throw .validation("\(first) names the part --to migrates; add --to swiftui|hosted|uikit.") }
    try OutputPath.validate(output)
  }

  /// The depth given, or the one the app's routes need (`Audit.routeDepth`), for the audit
  /// and for `--to` alike.
  func depth(for scenario: Scenario) -> Int {
    depth ?? Audit.routeDepth(scenario)
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    try context.checkReadable([file])
    let (scenarios, failed) = context.loadScenarios([file])
    guard failed == 0, let (loaded, _) = scenarios.first else { return .dataError }
    var scenario = loaded
    let depth = depth(for: loaded)
    let name = URL(fileURLWithPath: scenario.path).deletingPathExtension().lastPathComponent
    guard scenario.appDefinition.declaresEffects else {
      context.console.writeError(
        "error: \(file): neither a screen nor the app declares effects; nothing to audit (see 'effects:' in Scenarios/FORMAT.md)\n")
      return .dataError
    }
    if let profiles = profile?.profiles {
      if profiles.count > 1 {
        if let to { return compareMigrations(scenario, name: name, to: to.target, on: profiles, context) }
        return compare(scenario, name: name, on: profiles, context)
      }
      do {
        scenario = try Override.apply(scenario, profile: profiles[0], host: nil)
      } catch {
        context.console.writeError(error.headline + "\n")
        return .dataError
      }
    }
    if let to {
      InterruptSummary.install(
        "interrupted: the placements of \(file)'s effects in a \(to.target.rawValue) app were being audited to depth \(depth); nothing was printed. A smaller --depth finishes sooner.",
        erasingLine: context.console.errorIsTerminal)
      let progress =
        terminal.showsProgress(context)
        ? AuditProgressLine(console: context.console, label: "audit \(name) --to \(to.target.rawValue)", columns: context.progressColumns) : nil
      let part = self.part
      if part != .app {
        do {
          _ = try Migration.convert(scenario, part: part, to: to.target)
        } catch {
          context.console.writeError("error: \(file): \(error.message)\n")
          return .dataError
        }
        if let refusal = Self.partWithoutEffects(part, in: scenario) {
          context.console.writeError("error: \(file): \(refusal)\n")
          return .dataError
        }
      }
      var migration = Migration(depth: depth, strict: strict, jobs: parallelism.jobs)
      migration.memoryBudget = budget.bytes
      migration.watch = budget.watch
      migration.judgesToday = formatting.format != .json
      let table: Migration.Table
      do {
        table = try migration.tableWithinBudget(for: scenario, to: to.target, part: part) { level, share in
          progress?.update(level: level, depth: depth, share: share)
        }
      } catch {
        progress?.clear()
        return refuse(error, depth: depth, context)
      }
      // Each view model with code, under each owner its screen can have there.
      var models: [Migration.ModelAnswer] = []
      if formatting.format != .json {
        do {
          models = try migration.modelAnswers(for: scenario, to: to.target, part: part)
        } catch {
          progress?.clear()
          return refuse(error, depth: depth, context)
        }
      }
      progress?.clear()
      context.console.write(
        formatting.format == .json ? AuditRenderer.json(migration: table) : AuditRenderer.text(migration: table, verbose: verbose, models: models))
      return .success
    }
    // The output folder is refused before the walk, not after it.
    let findings = FindingsFolder(output: output, command: "audit", inputs: [file], marker: Audit.marker)
    try findings.survey(context)
    let progress =
      terminal.showsProgress(context)
      ? AuditProgressLine(console: context.console, label: "audit \(name)", columns: context.progressColumns) : nil
    InterruptSummary.install(Self.interrupted(name, level: nil, of: depth, steps: 0), erasingLine: progress != nil)
    var audit = Audit(depth: depth, jobs: parallelism.jobs)
    audit.memoryBudget = budget.bytes
    audit.watch = budget.watch
    let result: AuditResult
    do {
      result = try audit.runWithinBudget(scenario, name: name) {
        progress?.update($0)
        InterruptSummary.update(Self.interrupted(name, level: $0.level, of: depth, steps: $0.steps))
      }
    } catch {
      progress?.clear()
      return refuse(error, depth: depth, context)
    }
    progress?.clear()
    InterruptSummary.update(
      "interrupted: \(name) audited to depth \(depth), while the results were written (each counterexample file is written whole or not at all).")
    // What was found is said even when the folder is refused at the end.
    var paths: [String] = []
    var kept: [String] = []
    var refusal: OutputFolderError?
    do {
      (paths, kept) = try write(result.findings, into: findings)
    } catch {
      refusal = error
    }
    var renderer = AuditRenderer(result: result, paths: paths, strict: strict)
    renderer.palette = formatting.format == .json ? .plain : context.outputPalette(terminal.color)
    context.console.write(formatting.format == .json ? renderer.json() : renderer.text())
    for name in kept where !terminal.quiet {
      context.console.writeError("note: \(findings.path)/\(name) is yours (its marker line was removed); it was left as it is\n")
    }
    if let refusal {
      context.console.writeError("error: \(refusal)\n")
      return refusal.exitStatus
    }
    return result.isClean(strict: strict) ? .success : .failure
  }

  /// `--profile` with several profiles: the audit on each, its broken guarantees, and every
  /// guarantee whose verdict differs between them with the first path that breaks it.
  private func compare(_ scenario: Scenario, name: String, on profiles: [Profile], _ context: CommandContext) -> ExitStatus {
    let depth = depth(for: scenario)
    var lines = ["audit \(name) on \(profiles.count) profiles, depth \(depth)"]
    var found: [(profile: Profile, keys: [String: (path: [Action], warning: Bool)])] = []
    var failed = false
    for profile in profiles {
      let variant: Scenario
      do {
        variant = try Override.apply(scenario, profile: profile, host: nil)
      } catch {
        lines.append("  \(profile): not audited: \(error.message)")
        continue
      }
      var keys: [String: (path: [Action], warning: Bool)] = [:]
      let findings: [(breach: EffectBreach, path: [Action], count: Int)]
      do {
        findings = try Audit(depth: depth, jobs: parallelism.jobs).breaches(variant).findings
      } catch {
        return refuse(error, depth: depth, context)
      }
      for finding in findings where keys[finding.breach.key] == nil {
        keys[finding.breach.key] = (finding.path, finding.breach.isWarning)
      }
      let broken = keys.filter { strict || !$0.value.warning }.keys.sorted()
      let warnings = keys.filter { !strict && $0.value.warning }.keys.sorted()
      if !broken.isEmpty { failed = true }
      var summary = broken.isEmpty ? "every guarantee holds" : "broken: " + broken.joined(separator: "; ")
      if !warnings.isEmpty { summary += "; warning: " + warnings.joined(separator: "; ") }
      lines.append("  \(profile): \(summary)")
      found.append((profile, keys))
    }
    let all = Set(found.flatMap { $0.keys.keys }).sorted()
    let differing = all.filter { key in Set(found.map { $0.keys[key] != nil }).count > 1 }
    lines.append("")
    if differing.isEmpty {
      lines.append(found.count > 1 ? "the verdicts are the same on every profile audited" : "one profile audited: nothing to compare")
    } else {
      lines.append("where the verdicts differ:")
      for key in differing {
        lines.append("  \(key)")
        for entry in found {
          if let breach = entry.keys[key] {
            lines.append("    \(entry.profile): \(breach.warning ? "warning" : "broken"): " + breach.path.map(\.summary).joined(separator: ", "))
          } else {
            lines.append("    \(entry.profile): holds")
          }
        }
      }
    }
    context.console.write(lines.joined(separator: "\n") + "\n")
    return failed ? .failure : .success
  }

  /// `--to` with several profiles: the table on each, and where the answers differ.
  private func compareMigrations(_ scenario: Scenario, name: String, to target: Migration.Target, on profiles: [Profile], _ context: CommandContext)
    -> ExitStatus
  {
    let depth = depth(for: scenario)
    if part != .app {
      do {
        _ = try Migration.convert(scenario, part: part, to: target)
      } catch {
        context.console.writeError("error: \(file): \(error.message)\n")
        return .dataError
      }
    }
    var tables: [ProfileTable] = []
    for profile in profiles {
      let variant: Scenario
      do {
        variant = try Override.apply(scenario, profile: profile, host: nil)
      } catch {
        tables.append(ProfileTable(profile: profile, refusal: error.message))
        continue
      }
      var migration = Migration(depth: depth, strict: strict, jobs: parallelism.jobs)
      migration.memoryBudget = budget.bytes
      migration.watch = budget.watch
      migration.judgesToday = true
      do {
        tables.append(ProfileTable(profile: profile, table: try migration.tableWithinBudget(for: variant, to: target, part: part)))
      } catch {
        return refuse(error, depth: depth, context)
      }
    }
    context.console.write(Self.compareMigrations(tables, name: name, target: target, part: part, depth: depth))
    return .success
  }

  /// What an interrupt prints: how far the walk got.
  static func interrupted(_ name: String, level: Int?, of depth: Int, steps: Int) -> String {
    let reached = level.map { "reached level \($0) of \(depth) (\(steps) steps simulated)" } ?? "had not begun its walk"
    return "interrupted: the audit of \(name) \(reached); no guarantee was judged and no counterexample written. A smaller --depth finishes sooner."
  }

  /// Says why a depth was refused, and the largest that fits: a usage error.
  private func refuse(_ error: any Error, depth: Int, _ context: CommandContext) -> ExitStatus {
    guard let refusal = error as? DepthRefusal else {
      context.console.writeError("error: rule book: \(error)\n")
      return .dataError
    }
    context.console.writeError(
      "error: --depth \(depth) does not fit the memory budget of \(budget.memoryBudget) MB: "
        + refusal.explanation(of: "its walk", unit: "states") + "\n")
    return .usage
  }

  /// Writes each finding's minimal scenario into the output folder, with explore's rules
  /// and audit's own marker.
  private func write(
    _ found: [AuditFinding], into findings: FindingsFolder
  ) throws(OutputFolderError) -> (paths: [String], kept: [String]) {
    var files: [String: String] = [:]
    for finding in found {
      files[finding.fileName] = ScenarioWriter.text(of: finding.scenario, header: finding.header)
    }
    guard let (folder, kept) = try findings.write(files) else { return ([], []) }
    return (found.map { folder + "/" + $0.fileName }, kept)
  }
}

/// `--to`: the kind of app to migrate to.
struct MigrationTarget: ArgumentValue {
  var target: Migration.Target

  init(argument: String) throws(InvalidValue) {
    guard let target = Migration.Target(rawValue: argument) else {
      throw InvalidValue(value: argument, reason: ". Give swiftui, hosted or uikit.")
    }
    self.target = target
  }

  static var allValueStrings: [String] { Migration.Target.allCases.map(\.rawValue) }
  var defaultValueDescription: String { "" }
}

extension AuditCommand {
  /// Why `--to` has nothing to place in a part whose screens declare no effects (`--screen
  /// Profile` of an app whose effects are all on other screens), naming the screens that do;
  /// nil when some screen of the part declares effects.
  static func partWithoutEffects(_ part: Migration.Part, in scenario: Scenario) -> String? {
    guard let screens = try? Migration.screens(of: part, in: scenario) else { return nil }
    guard !screens.contains(where: { scenario.screens[$0]?.effects.isEmpty == false }) else { return nil }
    let withEffects = scenario.screens.filter { !$0.value.effects.isEmpty }.map(\.key).sorted()
    // A hosted tab's part is its SwiftUI content: the hosting controller the app made stays.
    var host = ""
    if case .tab(let selector) = part, case .tabs(let items) = scenario.app {
      let index: Int? =
        switch selector {
        case .index(let number): items.indices.contains(number) ? number : nil
        case .screen(let id): items.firstIndex { AppModel.layoutScreens($0.hosted).first == id || AppModel.layoutScreens($0).first == id }
        }
      if let index, case .hosting(let name, _) = items[index], withEffects.contains(name) {
        host = " (its hosting controller \(name), which the app made, stays as it is: --to moves the SwiftUI content it holds)"
      }
    }
    return "\(part) declares no effects\(host), so --to has nothing to place; the screens with effects are "
      + withEffects.joined(separator: ", ")
  }
}
