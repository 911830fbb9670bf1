import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import Reporting
import ScenarioLanguage

/// `lifecycle report`: regenerates `Reports/`, or with `--check` says whether it is stale.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "report",
    abstract: "Write the Markdown comparison reports into Reports/.",
    discussion:
      "One page per scenario (timeline table, Mermaid diagram, verdicts, provenance), the UIKit/SwiftUI migration table, profile comparisons and the seeds' claims. Only files whose content changed are written, each atomically. Every page starts with a generated-file marker; report rewrites or removes only such pages, and refuses an output folder that holds any other file.",
    examples: [
      HelpExample("report", "Regenerate Reports/ from Scenarios: a page per scenario, the claims, the comparison tables."),
      HelpExample("report --check", "Write nothing; exit 1 when Reports/ is stale (for CI)."),
    ])

  @Option(valueName: "folder", help: "Where to write: a new folder, or one that holds only pages report wrote.")
  var output = "Reports"
  @Flag(help: "Write nothing; exit 1 if the reports are stale.")
  var check = false
  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario folders (default: Scenarios).")
  var paths: [String] = []

  func validate() throws(UsageError) {
    try OutputPath.validate(output)
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    if paths.isEmpty { try context.checkDefaultFolder(command: "report") }
    let scenarioPaths = CommandContext.scenarioRoots(paths)
    let files = try context.scenarioFiles(under: scenarioPaths, nothingWas: "reported")
    let (scenarios, failed) = context.loadScenarios(files)
    if failed > 0 { return .dataError }
    let checker = Checker(goldens: nil)
    var results: [ScenarioResult] = []
    var profiles: [String: [(Profile, ScenarioRun)]] = [:]
    var comparisons: [String: ProfileComparison] = [:]
    var matrix: [MatrixRenderer.Row] = []
    for (scenario, source) in scenarios {
      results.append(checker.check(scenario, source: source))
      let comparison = ProfileComparison(scenario, profiles: Profile.all)
      comparisons[scenario.path] = comparison
      profiles[scenario.path] = comparison.columns.flatMap { column in column.profiles.map { ($0, column.run) } }
      if scenario.path.contains("/matrix/") {
        let hosts = Variants.hosts(of: scenario)
        if let uikit = hosts[.uikit], let swiftui = hosts[.swiftui], let last = scenario.steps.last {
          let title = scenario.name.hasPrefix("Matrix: ") ? String(scenario.name.dropFirst(8)) : last.action.summary
          matrix.append(MatrixRenderer.Row(action: title, path: scenario.path, uikit: uikit, swiftui: swiftui))
        }
      }
    }
    var output = output
    while output.count > 1, output.hasSuffix("/") { output.removeLast() }
    // Pages mirror the folders under the scenario folders given (Scenarios/ by default), and
    // link the scenario and golden files relative to the output folder.
    var input = ReportSet.Input(results: results, profiles: profiles, matrix: matrix, comparisons: comparisons)
    input.sourceLink = { [output] path in
      FileManager.default.fileExists(atPath: path) ? RelativePath.from(output, to: path) : nil
    }
    input.generatedLink = { [output] path in RelativePath.from(output, to: path) }
    // The rule tables and the versions' overlays are the tool's, the same for every folder:
    // written for the default folder only (README, "Reports").
    input.referencePages = paths.isEmpty
    input.sourceFolders = scenarioPaths
    var set = ReportSet(input, scenarioRoots: scenarioPaths)
    // The audited scenarios and the migration table of a screen with the four practical uses.
    let audited = scenarios.map(\.0).filter(WhereCodeBelongsRenderer.isAuditScenario)
    if !audited.isEmpty {
      let entries: [WhereCodeBelongsRenderer.Entry]
      let migrations: [Migration.Table]
      do {
        entries = try WhereCodeBelongsRenderer.entries(audited)
        migrations = try Migration.Target.allCases.map { target throws(UnresolvedRow) in
          try Migration(depth: 3).table(for: WhereCodeBelongsRenderer.fourUses(), to: target)
        }
      } catch {
        context.console.writeError("error: rule book: \(error)\n")
        return .dataError
      }
      let pages = WhereCodeBelongsRenderer.pages(
        entries, migrations: migrations,
        linkToScenario: { [output] path in
          FileManager.default.fileExists(atPath: path) ? RelativePath.from(output, to: path) : nil
        }, pagePath: { ReportSet.pagePath($0, roots: scenarioPaths) }, linksRules: input.referencePages)
      // Every citation links into the bibliography, from each page's own depth.
      for (path, page) in pages {
        set.files[path] = CitationLinks.markdown(page, root: String(repeating: "../", count: path.split(separator: "/").count - 1))
      }
    }
    // The observations against the rules, when the scenarios read include observations.
    switch FidelityPage.render(results, output: output, scenarioRoots: scenarioPaths) {
    case .success(let page?): set.files["fidelity.md"] = CitationLinks.markdown(page, root: "")
    case .success(nil): break
    case .failure(let diagnostic):
      context.report([diagnostic], source: nil)
      return .dataError
    }
    // Pages of scenarios that no longer exist are stale only when the whole corpus was read.
    let wholeCorpus = paths.isEmpty
    // The folder is refused, and nothing written, if it holds a file report did not write.
    // The claims' counterexamples go beside the claims, in folders of their own that hold
    // only files report wrote; each folder of a claim read is kept in step (emptied when its
    // claims no longer break).
    var counterexampleFolders = set.counterexamples
    for (scenario, _) in scenarios where scenario.claim != nil {
      let folder = ClaimCounterexample.folder(claimPath: scenario.path)
      if counterexampleFolders[folder] == nil, FileManager.default.fileExists(atPath: folder) { counterexampleFolders[folder] = [:] }
    }
    // A folder of counterexamples is pruned when every claim beside it was read: the whole
    // corpus, or a folder given that holds those claims.
    func prunes(_ counterexamples: String) -> Bool {
      guard !wholeCorpus else { return true }
      let claims = String(counterexamples.dropLast(ClaimCounterexample.folderName.count + 1))
      return scenarioPaths.contains { path in
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else { return false }
        return claims == root || claims.hasPrefix(root + "/")
      }
    }
    // The pages and the counterexamples are two writers' folders: neither may hold the other.
    for folder in counterexampleFolders.keys.sorted() where FolderNesting.nests(output, folder) {
      context.console.writeError(
        "error: --output \(output) and the claims' counterexample folder \(folder) are the same folder or one holds the other; "
          + "nothing was written. Write the reports into a folder outside \(folder)\n")
      return .cannotCreate
    }
    if check {
      var stale: [String]
      do {
        stale = try set.staleFiles(in: output, pruning: wholeCorpus).map { "\(output)/\($0)" }
        for (folder, files) in counterexampleFolders.sorted(by: { $0.key < $1.key }) {
          stale += try Self.counterexampleFolder(folder).staleFiles(comparedWith: files, pruning: prunes(folder)).map { "\(folder)/\($0)" }
        }
      } catch {
        context.console.writeError("error: \(error)\n")
        return error.exitStatus
      }
      for path in stale { context.console.writeError("stale: \(path)\n") }
      if stale.isEmpty {
        let counterexamples = counterexampleFolders.values.reduce(0) { $0 + $1.count }
        let beside = counterexamples == 0 ? "" : ", and \(counterexamples) counterexample file\(counterexamples == 1 ? "" : "s") beside the claims"
        context.console.write("\(output)/ is up to date (\(set.files.count) files\(beside))\n")
        return .success
      }
      context.console.writeError(
        "\(stale.count) report file\(stale.count == 1 ? " is" : "s are") stale; run '\(regenerateCommand)' and commit \(output)/\n")
      return .failure
    }
    var summary: OwnedOutputFolder.Summary
    do {
      // A folder that would be refused is refused before anything is written.
      for folder in counterexampleFolders.keys.sorted() { _ = try Self.counterexampleFolder(folder).survey() }
      summary = try set.write(to: output, pruning: wholeCorpus)
      for (folder, files) in counterexampleFolders.sorted(by: { $0.key < $1.key }) {
        let written = try Self.counterexampleFolder(folder).synchronize(files, pruning: prunes(folder))
        summary.written += written.written.map { "\(folder)/\($0)" }
        summary.unchanged += written.unchanged
        summary.removed += written.removed.map { "\(folder)/\($0)" }
      }
    } catch {
      context.console.writeError("error: \(error)\n")
      return error.exitStatus
    }
    let total = set.files.count + counterexampleFolders.values.reduce(0) { $0 + $1.count }
    let counterexamples = counterexampleFolders.isEmpty ? "" : " and the claims' counterexample folders"
    context.console.write(
      "wrote \(summary.written.count) of \(total) files in \(output)/\(counterexamples) (\(summary.unchanged) unchanged, \(summary.removed.count) removed)\n"
    )
    return .success
  }

  /// A folder of claims' counterexamples, under the rule of `OwnedOutputFolder`.
  static func counterexampleFolder(_ path: String) -> OwnedOutputFolder {
    OwnedOutputFolder(path: path, marker: ClaimCounterexample.marker, writer: "lifecycle report")
  }

  /// The command that regenerates what `--check` compared: `lifecycle report` with the
  /// output folder and scenario folders that were given.
  var regenerateCommand: String {
    let words = ["lifecycle", "report"] + (output == "Reports" ? [] : ["--output", output]) + paths
    return words.map(ShellWord.quoted).joined(separator: " ")
  }
}

extension OutputFolderError {
  /// 74 (EX_IOERR) when a file could not be read, written or removed; 73 (EX_CANTCREAT)
  /// when the folder was refused.
  var exitStatus: ExitStatus {
    if case .file = self { return .ioError }
    return .cannotCreate
  }
}
