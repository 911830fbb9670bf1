import Comparison
import LifecycleCore
import Reporting
import ScenarioLanguage

/// `lifecycle check [PATH…]`: every scenario against its expectations and golden.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "check",
    abstract: "Check scenarios against their expectations, assertions, claims and goldens.",
    discussion: "Every scenario is simulated and compared with its 'expect', 'expect-contains' and 'assert' blocks, its claim verdict, and its recorded golden timeline (the .golden file beside it). The last line reads 'N passed, N failed'. A missing golden is recorded from a scenario whose own checks pass, and the run fails once, naming it, so that it is reviewed before it is trusted. Under CI (CI, GITHUB_ACTIONS or another CI service's variable set; CI=false opts out) nothing is recorded and a missing golden fails. A file where a golden goes that cannot be read, is not UTF-8 or is not a golden is an error, never overwritten.")

  @Option(valueName: "mode", help: "When to write goldens: never, missing, failed (also accept changed ones) or all (even for scenarios whose own checks fail); default: never under CI, missing otherwise.")
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
    var mode = record ?? .default(environment: context.environment)
    if let ci = RecordMode.ciVariable(context.environment), mode != .never {
      context.console.writeError("note: \(ci) is set (a CI run), so no golden is recorded (--record \(mode.rawValue) ignored)\n")
      mode = .never
    }
    let goldenStore = GoldenStore(mode: mode)
    let checker = Checker(goldens: goldenStore)
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
      for recording in goldenStore.recordings {
        context.console.write((recording.isNew ? "recorded new golden " : "re-recorded golden ") + recording.path + "\n")
      }
      context.console.write(renderer.notes(results) + renderer.summary(results) + "\n")
    }
    if malformed > 0 || results.contains(where: { $0.run == nil }) { return .dataError }
    return results.allSatisfy(\.passed) ? .success : .failure
  }
}
