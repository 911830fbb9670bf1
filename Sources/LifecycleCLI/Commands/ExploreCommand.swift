import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import Reporting
import ScenarioLanguage

/// `lifecycle explore [FILE…]`: every path of an app up to a depth, checked against the
/// lifecycle laws; each law broken is written as a minimal scenario.
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "explore",
    abstract: "Walk every path a user can take through an app and check the lifecycle laws on every step.",
    discussion:
      "From the app and screens of each scenario file (by default the bundled apps in Scenarios/explore, each with both hosts), every sequence of valid actions up to --depth actions after launch is simulated on every bundled profile, and the lifecycle laws are checked on every step: a did-callback after its will, nothing after deinit, every screen in the window has appeared... Worlds already seen are skipped. Each law broken is shrunk to a minimal scenario and written into --output (default: lifecycle-explore for the bundled apps, lifecycle-explore-<file> for one file, refreshed by each run); 'lifecycle check FILE' reproduces it. Files written there start with a marker line; explore rewrites or removes only such files. Exit 1 when a law breaks.",
    examples: [
      HelpExample(
        "explore --depth 2 Scenarios/explore/navigation.yaml", "Every sequence of two actions after launch, each law checked on every path."),
      HelpExample(
        "explore --depth 3 --profile ios17 Scenarios/explore/tabs.yaml", "Deeper, on one profile; a path that breaks a law is written as a scenario."),
    ])

  static let bundledFolder = "Scenarios/explore"
  static let marker = Counterexample.marker

  @Option(
    help:
      "How many actions after launch a path has at most; a depth whose walk cannot fit --memory-budget is refused after its first levels with the largest that fits."
  )
  var depth: Int = 4
  @OptionGroup var budget: MemoryBudgetOptions
  @Option(
    valueName: "folder",
    help:
      "Where to write the counterexamples (default: lifecycle-explore, or lifecycle-explore-<file> for one file, created only when a law breaks, refreshed by each run)."
  )
  var output: String?
  @OptionGroup var formatting = FormatOptions<OutputFormat>(help: "Output format: text, or json for a summary.")
  @Option(
    valueName: "profiles",
    help: "Profiles to explore, comma-separated (default: every bundled profile: \(Profile.all.map(\.id).joined(separator: ", "))).")
  var profile: [ProfileList] = []
  @OptionGroup var parallelism = JobsOptions(help: "Threads (default: every core).")
  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario files whose app and screens to explore (default: the files in Scenarios/explore, each with both hosts).")
  var files: [String] = []

  /// Says why a depth was refused, and the largest that fits: a usage error. Nothing was
  /// written: the walk stopped after its first levels.
  private func refuse(_ error: any Error, target: ExploreTarget, _ context: CommandContext) -> ExitStatus {
    guard let refusal = error as? DepthRefusal else {
      context.console.writeError("error: rule book: \(error)\n")
      return .dataError
    }
    context.console.writeError(
      "error: --depth \(depth) does not fit the memory budget of \(budget.memoryBudget) MB: "
        + refusal.explanation(of: "the walk of \(target.label)", unit: "worlds") + " Nothing was written.\n")
    return .usage
  }

  func validate() throws(UsageError) {
    if depth < 1 { throw .validation("--depth must be at least 1 (got \(depth)).") }
    try OutputPath.validate(output)
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let bundled = files.isEmpty
    if bundled { try context.checkDefaultFolder(Self.bundledFolder, command: "explore") }
    let paths = bundled ? try context.scenarioFiles(under: [Self.bundledFolder], nothingWas: "explored") : files
    if !bundled { try context.checkReadable(paths) }
    let (scenarios, failed) = context.loadScenarios(paths)
    if failed > 0 { return .dataError }
    let profiles = profile.isEmpty ? Profile.all : ProfileList.union(profile)
    var targets: [ExploreTarget] = []
    // A target that is the same app as one before it (a SwiftUI app's content is SwiftUI
    // whether a file says so or not) is not walked twice.
    var seen: [ExploreTarget.Identity: String] = [:]
    var duplicates: [(label: String, sameAs: String)] = []
    for (scenario, _) in scenarios {
      let name = URL(fileURLWithPath: scenario.path).deletingPathExtension().lastPathComponent
      for target in ExploreTarget.targets(name: name, scenario: scenario, hosts: bundled ? Host.allCases : nil, profiles: profiles) {
        // The app value itself, hashed and compared in place (no copy of its declarations).
        let key = target.identity
        if let first = seen[key] {
          duplicates.append((target.label, first))
        } else {
          seen[key] = target.label
          targets.append(target)
        }
      }
    }
    guard !targets.isEmpty else {
      context.console.writeError("error: no profile can run these apps (SwiftUI needs iOS 13); nothing was explored\n")
      return .failure
    }
    // The output folder is refused before the walk, not after it.
    let findings = FindingsFolder(output: output, command: "explore", inputs: files, marker: Self.marker)
    try findings.survey(context)
    var explorer = Explorer(depth: depth, jobs: parallelism.jobs)
    explorer.memoryBudget = budget.bytes
    explorer.watch = budget.watch
    let progress =
      terminal.showsProgress(context)
      ? ExploreProgressLine(console: context.console, targets: targets.count, columns: { context.progressColumns }) : nil
    var results: [ExploreResult] = []
    // Ctrl-C prints what was covered and exits 130.
    let depth = depth
    InterruptSummary.install(
      ExploreProgressLine.interrupted(finished: [], targets: targets.count, depth: depth, current: nil, progress: nil),
      erasingLine: progress != nil)
    for (index, target) in targets.enumerated() {
      progress?.begin(index, target)
      InterruptSummary.update(
        ExploreProgressLine.interrupted(finished: results, targets: targets.count, depth: depth, current: target, progress: nil))
      let finished = results
      do {
        results.append(
          try explorer.exploreWithinBudget(target) { report in
            progress?.update(report)
            InterruptSummary.update(
              ExploreProgressLine.interrupted(finished: finished, targets: targets.count, depth: depth, current: target, progress: .init(report)))
          })
      } catch {
        progress?.clear()
        return refuse(error, target: target, context)
      }
      progress?.finish(results.last!)
    }
    InterruptSummary.update(
      "interrupted: all \(targets.count) app\(targets.count == 1 ? "" : "s") explored, while the results were written (each counterexample file is written whole or not at all)."
    )
    progress?.clear()
    let counterexamples = Self.counterexamples(results)
    // What was covered is said even when the folder is refused at the end.
    var refusal: OutputFolderError?
    var written = WrittenFiles(folder: nil, paths: [])
    do {
      written = try write(counterexamples, into: findings)
    } catch {
      refusal = error
    }
    let report = ExploreRenderer(
      results: results,
      files: zip(counterexamples, written.paths).map { ($0.result, $0.example, $1) },
      palette: formatting.format == .json ? .plain : context.outputPalette(terminal.color), duplicates: duplicates)
    context.console.write(formatting.format == .json ? report.json() : report.text())
    if !terminal.quiet { context.console.writeError(report.timing(jobs: explorer.jobs) + "\n") }
    for name in written.kept where !terminal.quiet {
      context.console.writeError("note: \(findings.path)/\(name) is yours (its marker line was removed); it was left as it is\n")
    }
    if let refusal {
      context.console.writeError("error: \(refusal)\n")
      return refusal.exitStatus
    }
    return report.isClean ? .success : .failure
  }

  /// The counterexample of each finding, each distinct scenario once.
  static func counterexamples(_ results: [ExploreResult]) -> [(result: Int, example: Counterexample)] {
    var seen: Set<String> = []
    var names: Set<String> = []
    var list: [(Int, Counterexample)] = []
    for (index, result) in results.enumerated() {
      for finding in result.findings {
        guard var example = Counterexample.make(finding, of: result) else { continue }
        guard seen.insert(ScenarioWriter.text(of: example.scenario)).inserted else { continue }
        var name = example.fileName
        var suffix = 2
        while !names.insert(name).inserted {
          name = String(example.fileName.dropLast(5)) + "-\(suffix).yaml"
          suffix += 1
        }
        example.fileName = name
        list.append((index, example))
      }
    }
    return list
  }

  /// The files written, by counterexample, the folder, and the files kept as the user's.
  struct WrittenFiles {
    var folder: String?
    var paths: [String]
    var kept: [String] = []
  }

  /// Writes the counterexamples into the output folder (pruned of the files an earlier run
  /// wrote), created only when there is something to write.
  private func write(
    _ examples: [(result: Int, example: Counterexample)], into findings: FindingsFolder
  ) throws(OutputFolderError) -> WrittenFiles {
    var files: [String: String] = [:]
    for (_, example) in examples {
      files[example.fileName] = ScenarioWriter.text(of: example.scenario, header: example.header)
    }
    guard let (folder, kept) = try findings.write(files) else { return WrittenFiles(folder: nil, paths: []) }
    return WrittenFiles(folder: folder, paths: examples.map { folder + "/" + $0.example.fileName }, kept: kept)
  }
}

/// One `--profile` value: profile names separated by commas.
struct ProfileList: ArgumentValue {
  var profiles: [Profile] = []

  init(argument: String) throws(InvalidValue) {
    // An empty value names no profile: said as such, not later as "no profile can run".
    guard argument.contains(where: { $0 != "," && !$0.isWhitespace }) else {
      throw InvalidValue(
        value: argument,
        reason:
          ": it names no profile. Give one or more, comma-separated (\(Profile.bundledSpan), a version such as ios18.4), or leave --profile out for every bundled profile."
      )
    }
    for name in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
      guard let profile = Profile.named(name) else {
        let names = Profile.all.map(\.id)
        let hint =
          Suggestion.closest(to: name, in: names).first.map { ". Did you mean '\($0)'?" }
          ?? ". Profiles: \(names.joined(separator: ", ")), or a version such as ios18.4, or ios13-sdk17."
        throw InvalidValue(value: name, reason: hint)
      }
      if !profiles.contains(profile) { profiles.append(profile) }
    }
  }

  static var allValueStrings: [String] { [] }
  /// The bundled profiles (no `all`: leaving the option out is every bundled profile); any
  /// version that shipped is accepted too.
  static var suggestedValues: [String] { Profile.all.map(\.id) }
  var defaultValueDescription: String { "" }

  /// The profiles named, each once, in order.
  static func union(_ lists: [ProfileList]) -> [Profile] {
    var result: [Profile] = []
    for profile in lists.flatMap(\.profiles) where !result.contains(profile) { result.append(profile) }
    return result
  }
}

extension Int: ArgumentValue {
  init(argument: String) throws(InvalidValue) {
    guard let value = Int(argument) else { throw InvalidValue(value: argument, reason: ". Give a whole number.") }
    self = value
  }

  static var allValueStrings: [String] { [] }
  var defaultValueDescription: String { String(self) }
}
