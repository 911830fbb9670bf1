import Comparison
import Foundation
import LifecycleCore
import Reporting
import ScenarioLanguage

/// `lifecycle report`: regenerates `Reports/`, or with `--check` says whether it is stale.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "report",
    abstract: "Write the Markdown comparison reports into Reports/.",
    discussion: "One page per scenario (timeline table, Mermaid diagram, verdicts, provenance), the UIKit/SwiftUI migration table, profile comparisons and the seeds' claims. Only files whose content changed are written, each atomically.")

  @Option(valueName: "folder", help: "Where to write.")
  var output = "Reports"
  @Flag(help: "Write nothing; exit 1 if the reports are stale.")
  var check = false
  @Option(valueName: "when", help: ColorMode.help)
  var color: ColorMode = .auto
  @Argument(help: "Scenario folders (default: Scenarios).")
  var paths: [String] = []

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let scenarioPaths = CommandContext.scenarioRoots(paths)
    let files = try context.scenarioFiles(under: scenarioPaths, nothingWas: "reported")
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
      ReportSet.Input(results: results, profiles: profiles, matrix: matrix), scenarioRoots: scenarioPaths)
    var output = output
    while output.count > 1, output.hasSuffix("/") { output.removeLast() }
    // Pages of scenarios that no longer exist are stale only when the whole corpus was read.
    let wholeCorpus = paths.isEmpty
    let existing = Set(ScenarioLoader.files(under: output, suffix: ".md").map { String($0.dropFirst(output.count + 1)) })
    let stalePages = wholeCorpus ? existing.subtracting(set.files.keys).sorted() : []
    if check {
      var stale: [String] = []
      for (path, content) in set.files.sorted(by: { $0.key < $1.key }) {
        let current = try? String(contentsOfFile: output + "/" + path, encoding: .utf8)
        if current != content { stale.append(path) }
      }
      stale += stalePages
      for path in stale { context.console.writeError("stale: \(output)/\(path)\n") }
      if stale.isEmpty {
        context.console.write("\(output)/ is up to date (\(set.files.count) files)\n")
        return .success
      }
      context.console.writeError("\(stale.count) report file\(stale.count == 1 ? " is" : "s are") stale; run '\(regenerateCommand)' and commit \(output)/\n")
      return .failure
    }
    var written = 0
    for (path, content) in set.files.sorted(by: { $0.key < $1.key }) {
      do {
        if try AtomicFile.write(content, to: output + "/" + path) { written += 1 }
      } catch {
        context.console.writeError("error: cannot write \(output)/\(path): \(SystemError.reason(error))\n")
        return .ioError
      }
    }
    for path in stalePages {
      try? FileManager.default.removeItem(atPath: output + "/" + path)
    }
    context.console.write("wrote \(written) of \(set.files.count) files in \(output)/ (\(set.files.count - written) unchanged, \(stalePages.count) removed)\n")
    return .success
  }

  /// The command that regenerates what `--check` compared: `lifecycle report` with the
  /// output folder and scenario folders that were given.
  var regenerateCommand: String {
    let words = ["lifecycle", "report"] + (output == "Reports" ? [] : ["--output", output]) + paths
    return words.map(ShellWord.quoted).joined(separator: " ")
  }
}
