import Foundation
import LifecycleCore
import LifecycleEngine
import Reporting
import ScenarioLanguage

/// `lifecycle audit FILE`: the effects a scenario's screens place on callbacks, run along
/// every path of its app, each broken guarantee written as a minimal scenario.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "audit",
    abstract: "Run the effects a scenario's screens place on callbacks along every path, and report each broken guarantee.",
    discussion: "Every sequence of valid actions up to --depth actions after launch is simulated from the file's app, host and profile, and the effects of its screens (effects: in Scenarios/FORMAT.md) are run along each timeline: a resource never started twice or left running after its screen ends, an event tracked exactly once per visit, data refreshed before every visit, saved before it can be lost. Each broken guarantee is reported once, with the timeline around the step that breaks it, the uncertain rows it rests on, and a minimal scenario written into --output (default: a new folder lifecycle-audit, with explore's rules: files start with a marker line and are the only ones rewritten or removed); 'lifecycle check FILE' reproduces it (a wasted refresh: check prints the warning, and fails with --strict). --to swiftui|hosted|uikit prints, for each effect, the placements in that kind of app that keep its guarantee on every path. Exit 1 when a guarantee breaks (a wasted refresh only with --strict).")

  @Option(help: "How many actions after launch a path has at most; a depth whose walk cannot fit --memory-budget is refused at the start with the largest that fits.")
  var depth: Int = Audit.defaultDepth
  @Option(valueName: "MB", help: "The most memory the walk may keep, in megabytes (a depth that cannot fit is refused).")
  var memoryBudget: Int = Audit.defaultMemoryBudget >> 20
  @Flag(help: "Report a wasted refresh as an error, not a warning.")
  var strict = false
  @Option(valueName: "target", help: "Print where each effect keeps its guarantee in a SwiftUI app (swiftui), SwiftUI screens in UIKit navigation (hosted) or a UIKit app (uikit).")
  var to: MigrationTarget?
  @Option(help: "How many threads walk the paths (default: every active core); the output does not depend on it.")
  var jobs: Int?
  @Option(valueName: "folder", help: "Where to write the counterexamples (default: a new folder lifecycle-audit, created only when a guarantee breaks).")
  var output: String?
  @Option(help: "Output format: text, or json.")
  var format: OutputFormat = .text
  @Option(valueName: "when", help: ColorMode.help)
  var color: ColorMode = .auto
  @Argument(help: "The scenario file whose app and effects to audit.")
  var files: [String] = []

  var file: String { files.first ?? "" }

  func validate() throws(UsageError) {
    if files.count != 1 { throw .validation("audit takes exactly one scenario file (got \(files.count)).") }
    if depth < 1 { throw .validation("--depth must be at least 1 (got \(depth)).") }
    if depth > 8 { throw .validation("--depth must be at most 8 (got \(depth)); the paths grow about thirtyfold a level.") }
    if let jobs, jobs < 1 { throw .validation("--jobs must be at least 1 (got \(jobs)).") }
    if memoryBudget < 1 || memoryBudget > Int.max >> 20 { throw .validation("--memory-budget must be a number of megabytes, at least 1 (got \(memoryBudget)).") }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    try context.checkReadable([file])
    let (scenarios, failed) = context.loadScenarios([file])
    guard failed == 0, let (scenario, _) = scenarios.first else { return .dataError }
    let name = URL(fileURLWithPath: scenario.path).deletingPathExtension().lastPathComponent
    guard scenario.screens.values.contains(where: { !$0.effects.isEmpty }) else {
      context.console.writeError("error: \(file): no screen declares effects; nothing to audit (see 'effects:' in Scenarios/FORMAT.md)\n")
      return .dataError
    }
    if let to {
      let progress = context.console.errorIsTerminal ? AuditProgressLine(console: context.console, label: "audit \(name) --to \(to.target.rawValue)") : nil
      let depth = depth
      var migration = Migration(depth: depth, strict: strict, jobs: jobs)
      migration.memoryBudget = memoryBudget << 20
      let table: Migration.Table
      do {
        table = try migration.tableWithinBudget(for: scenario, to: to.target) { level, share in
          progress?.update(level: level, depth: depth, share: share)
        }
      } catch {
        progress?.clear()
        return refuse(error, context)
      }
      progress?.clear()
      context.console.write(format == .json ? AuditRenderer.json(migration: table) : AuditRenderer.text(migration: table))
      return .success
    }
    let progress = context.console.errorIsTerminal ? AuditProgressLine(console: context.console, label: "audit \(name)") : nil
    var audit = Audit(depth: depth, jobs: jobs)
    audit.memoryBudget = memoryBudget << 20
    let result: AuditResult
    do {
      result = try audit.runWithinBudget(scenario, name: name) { progress?.update($0) }
    } catch {
      progress?.clear()
      return refuse(error, context)
    }
    progress?.clear()
    let paths: [String]
    do {
      paths = try write(result.findings, context)
    } catch {
      return error
    }
    var renderer = AuditRenderer(result: result, paths: paths, strict: strict)
    renderer.palette = format == .json ? .plain : context.outputPalette(color)
    context.console.write(format == .json ? renderer.json() : renderer.text())
    return result.isClean(strict: strict) ? .success : .failure
  }

  /// Says why a depth was refused, and the largest that fits: a usage error.
  private func refuse(_ refusal: DepthRefusal, _ context: CommandContext) -> ExitStatus {
    context.console.writeError(
      "error: --depth \(depth) does not fit the memory budget of \(memoryBudget) MB: its walk would keep about "
        + "\(refusal.estimatedStates) states (about \(refusal.estimatedBytes >> 20) MB, estimated from its first levels); "
        + "the largest depth that fits is \(refusal.largestDepth). Give --depth \(refusal.largestDepth), or a larger --memory-budget.\n")
    return .usage
  }

  /// Writes each finding's minimal scenario into the output folder, with explore's rules.
  private func write(_ findings: [AuditFinding], _ context: CommandContext) throws(ExitStatus) -> [String] {
    var files: [String: String] = [:]
    for finding in findings {
      files[finding.fileName] = ScenarioWriter.text(of: finding.scenario, header: finding.header)
    }
    guard
      let folder = try FindingsFolder.write(
        files, output: output, newFolderName: "lifecycle-audit", marker: Counterexample.marker, writer: "lifecycle audit", context)
    else { return [] }
    return findings.map { folder + "/" + $0.fileName }
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
