import Comparison
import LifecycleCore
import Reporting
import ScenarioLanguage

/// `lifecycle report`: regenerates `Reports/`, or with `--check` says whether it is stale.
enum ReportCommand {
  static func run(_ context: CommandContext) -> ExitStatus {
    guard let files = context.scenarioFilesOrReport() else { return .usage }
    let (scenarios, failed) = context.loadScenarios(files)
    if failed > 0 { return .dataError }
    let checker = Checker(goldens: nil)
    var results: [ScenarioResult] = []
    var profiles: [String: [(Profile, ScenarioRun)]] = [:]
    var matrix: [MatrixRenderer.Row] = []
    for (scenario, source) in scenarios {
      results.append(checker.check(scenario, source: source))
      profiles[scenario.path] = Variants.profiles(of: scenario)
      if scenario.path.contains("/matrix/") {
        let hosts = Variants.hosts(of: scenario)
        if let uikit = hosts[.uikit], let swiftui = hosts[.swiftui], let last = scenario.steps.last {
          let title = scenario.name.hasPrefix("Matrix: ") ? String(scenario.name.dropFirst(8)) : last.action.summary
          matrix.append(MatrixRenderer.Row(action: title, path: scenario.path, uikit: uikit, swiftui: swiftui))
        }
      }
    }
    // Pages mirror the folders under the scenario folders given (Scenarios/ by default).
    let set = ReportSet(
      ReportSet.Input(results: results, profiles: profiles, matrix: matrix), scenarioRoots: context.scenarioPaths)
    var output = context.command.value("output") ?? "Reports"
    while output.count > 1, output.hasSuffix("/") { output.removeLast() }
    // Pages of scenarios that no longer exist are stale only when the whole corpus was read.
    let wholeCorpus = context.command.positionals.isEmpty
    // The folder is refused, and nothing written, if it holds a file report did not write.
    if context.command.flag("check") == true {
      let stale: [String]
      do {
        stale = try set.staleFiles(in: output, pruning: wholeCorpus)
      } catch {
        context.console.writeError("error: \(error)\n")
        return .failure
      }
      for path in stale { context.console.writeError("stale: \(output)/\(path)\n") }
      if stale.isEmpty {
        context.console.write("\(output)/ is up to date (\(set.files.count) files)\n")
        return .success
      }
      context.console.writeError("\(stale.count) report file\(stale.count == 1 ? " is" : "s are") stale; run 'lifecycle report' and commit \(output)/\n")
      return .failure
    }
    let summary: OwnedOutputFolder.Summary
    do {
      summary = try set.write(to: output, pruning: wholeCorpus)
    } catch {
      context.console.writeError("error: \(error)\n")
      return .failure
    }
    context.console.write("wrote \(summary.written.count) of \(set.files.count) files in \(output)/ (\(summary.unchanged) unchanged, \(summary.removed.count) removed)\n")
    return .success
  }
}
