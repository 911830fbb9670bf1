import Comparison
import LifecycleCore
import Reporting
import ScenarioLanguage

/// `lifecycle check [PATH…]`: every scenario against its expectations and golden.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "check",
    abstract: "Check scenarios against their expectations, assertions, claims and goldens.",
    discussion: "Every scenario is simulated and compared with its 'expect', 'expect-contains' and 'assert' blocks, its claim verdict, and its recorded golden timeline (the .golden file beside it). The last line reads 'N passed, N failed'. Goldens are recorded when missing, except under CI (the CI variable set), where a missing golden fails.")

  @Option(valueName: "mode", help: "When to write goldens: never, missing, failed (accept changes) or all (default: never under CI, missing otherwise).")
  var record: RecordMode?
  @Option(help: "Output format.")
  var format: OutputFormat = .text
  @Flag(short: "v", help: "Also list the scenarios that pass.")
  var verbose = false
  @Option(valueName: "when", help: ColorMode.help)
  var color: ColorMode = .auto
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let files = try context.scenarioFiles(under: paths, nothingWas: "checked")
    let isCI = RecordMode.isCI(context.environment)
    var mode = record ?? .default(environment: context.environment)
    if isCI, mode != .never {
      context.console.writeError("note: CI is set, so no golden is recorded (--record \(mode.rawValue) ignored)\n")
      mode = .never
    }
    let checker = Checker(goldens: GoldenStore(mode: mode))
    var results: [ScenarioResult] = []
    var malformed = 0
    for file in files {
      do {
        let (scenario, source) = try ScenarioLoader.load(path: file)
        results.append(checker.check(scenario, source: source))
      } catch {
        malformed += 1
        results.append(ScenarioResult(path: file, run: nil, diagnostics: error.diagnostics, source: try? String(contentsOfFile: file, encoding: .utf8)))
      }
    }
    let goldens = CommandContext.scenarioRoots(paths).flatMap { ScenarioLoader.files(under: $0, suffix: ".golden") }
    let orphans = GoldenStore.orphans(goldens: goldens, scenarios: Set(files))
    if format == .json {
      context.console.write(TimelineJSON.results(results))
    } else {
      let renderer = CheckRenderer(palette: context.outputPalette(color), verbose: verbose)
      for result in results { context.console.write(renderer.render(result)) }
      for orphan in orphans {
        context.console.write("warning: \(orphan) has no scenario beside it; delete it or restore the scenario\n")
      }
      let recorded = results.flatMap(\.outcomes).filter { $0.kind == .golden && $0.passed && $0.message.hasPrefix("recorded") }.count
      if recorded > 0 { context.console.write("recorded \(recorded) new golden file\(recorded == 1 ? "" : "s")\n") }
      context.console.write(renderer.notes(results) + renderer.summary(results) + "\n")
    }
    if malformed > 0 || results.contains(where: { $0.run == nil }) { return .dataError }
    return results.allSatisfy(\.passed) ? .success : .failure
  }
}
