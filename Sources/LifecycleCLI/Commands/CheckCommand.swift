import Comparison
import LifecycleCore
import Reporting
import ScenarioLanguage

/// `lifecycle check [PATH…]`: every scenario against its expectations and golden.
enum CheckCommand {
  static func run(_ context: CommandContext) -> ExitStatus {
    guard let files = context.scenarioFilesOrReport() else { return .usage }
    guard !files.isEmpty else {
      context.console.writeError("error: no scenario files (.yaml) under \(context.scenarioPaths.joined(separator: ", ")); nothing was checked\n")
      return .failure
    }
    var mode = context.command.value("record").flatMap(RecordMode.init(rawValue:)) ?? .default(environment: context.environment)
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
    let goldens = context.scenarioPaths.flatMap { ScenarioLoader.files(under: $0, suffix: ".golden") }
    let orphans = GoldenStore.orphans(goldens: goldens, scenarios: Set(files))
    if context.command.value("format") == "json" {
      context.console.write(TimelineJSON.results(results))
    } else {
      let renderer = CheckRenderer(palette: context.outputPalette, verbose: context.command.flag("verbose") == true)
      for result in results { context.console.write(renderer.render(result)) }
      for orphan in orphans {
        context.console.write("warning: \(orphan) has no scenario beside it; delete it or restore the scenario\n")
      }
      for recording in goldenStore.recordings {
        context.console.write((recording.isNew ? "recorded new golden " : "re-recorded golden ") + recording.path + "\n")
      }
      context.console.write(renderer.summary(results) + "\n")
    }
    if malformed > 0 || results.contains(where: { $0.run == nil }) { return .dataError }
    return results.allSatisfy(\.passed) ? .success : .failure
  }
}
