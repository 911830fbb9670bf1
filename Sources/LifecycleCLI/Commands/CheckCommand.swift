import Comparison
import LifecycleCore
import LifecycleEngine
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
  @Option(valueName: "file", help: "A console log of the app running the scenario on a device (as Xcode, Console.app or 'log stream' print it): compare its '<screen> <callback>' lines with the prediction, over the callbacks the log contains. Takes one scenario file.")
  var log: String?
  @Option(help: ProfileChoice.help + " Goldens, recorded for each scenario's own profile and host, are not compared then.")
  var profile: ProfileChoice?
  @Option(help: Overrides.hostHelp)
  var host: LifecycleCore.Host?
  @Flag(short: "v", help: "Also list the scenarios that pass.")
  var verbose = false
  @Flag(help: "Fail a scenario whose effects waste a refresh (a warning otherwise; see 'effects:' in Scenarios/FORMAT.md).")
  var strict = false
  @Option(valueName: "when", help: ColorMode.help)
  var color: ColorMode = .auto
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  func validate() throws(UsageError) {
    if log != nil, paths.count != 1 {
      throw .validation("--log compares one scenario file with its device log; give exactly one file")
    }
    if record != nil, !overrides.isEmpty {
      throw .validation("--record writes goldens for each scenario's own profile and host; leave out --profile and --host to record")
    }
    if log != nil, profile == .all {
      throw .validation("--log compares one device's log with one prediction; give one --profile, not all")
    }
  }

  var overrides: Overrides { Overrides(profile: profile, host: host) }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let files = try context.scenarioFiles(under: paths, nothingWas: "checked")
    if let log {
      guard files.count == 1 else {
        context.console.writeError("error: --log compares one scenario with its device log; \(paths.first ?? "") holds \(files.count) scenario files\n")
        return .usage
      }
      try context.checkReadable([log])
    }
    if profile == .all { return try checkEveryProfile(files, context) }
    var mode = record ?? .default(environment: context.environment)
    if let ci = RecordMode.ciVariable(context.environment), mode != .never {
      context.console.writeError("note: \(ci) is set (a CI run), so no golden is recorded (--record \(mode.rawValue) ignored)\n")
      mode = .never
    }
    let goldenStore = GoldenStore(mode: mode)
    // Runs are streamed: each step is checked and compared with its golden as it is simulated.
    var checker = Checker(goldens: overrides.isEmpty ? goldenStore : nil, keepingRuns: false)
    checker.strict = strict
    var results: [ScenarioResult] = []
    var malformed = 0
    for file in files {
      do {
        let (scenario, source) = try ScenarioLoader.load(path: file)
        do {
          results.append(checker.check(try overrides.apply(scenario), source: source))
        } catch {
          results.append(ScenarioResult(path: file, run: nil, diagnostics: [error], source: source))
        }
      } catch {
        malformed += 1
        results.append(ScenarioResult(path: file, run: nil, diagnostics: error.diagnostics, source: try? String(contentsOfFile: file, encoding: .utf8)))
      }
    }
    var logPassed = true
    var logText = ""
    for scenario in results.compactMap(\.scenario) {
      guard let path = log ?? scenario.expectLog.map({ Self.resolve($0, beside: scenario.path) }),
        // check streams its runs; a device log is compared with the whole run, made again.
        let run = try? ScenarioRun(scenario)
      else { continue }
      let consoleLog: ConsoleLog
      do {
        consoleLog = try ConsoleLogReader(screens: run.scenario.screenIDs).read(path: path)
      } catch {
        context.report([error], source: nil)
        return .noInput
      }
      let callbacks = Set(consoleLog.callbacks)
      let result = DeviceLogChecker.check(
        consoleLog, against: run, alternatives: alternativeTimelines(of: run, over: callbacks))
      logPassed = logPassed && result.passed
      logText += DeviceLogRenderer(palette: context.outputPalette(color)).render(result)
    }
    let goldens = overrides.isEmpty ? CommandContext.scenarioRoots(paths).flatMap { ScenarioLoader.files(under: $0, suffix: ".golden") } : []
    let orphans = GoldenStore.orphans(goldens: goldens, scenarios: Set(files))
    if format == .json {
      context.console.write(TimelineJSON.results(results))
    } else {
      var renderer = CheckRenderer(palette: context.outputPalette(color), verbose: verbose)
      renderer.runOptions = overrideDescription
      for result in results { context.console.write(renderer.render(result)) }
      for orphan in orphans {
        context.console.write("warning: \(orphan) has no scenario beside it; delete it or restore the scenario\n")
      }
      for recording in goldenStore.recordings {
        context.console.write((recording.isNew ? "recorded new golden " : "re-recorded golden ") + recording.path + "\n")
      }
      context.console.write(logText)
      if !overrides.isEmpty {
        context.console.write(context.outputPalette(color).dim("note: run with \(overrideDescription); goldens, recorded for each scenario's own profile and host, were not compared") + "\n")
      }
      context.console.write(renderer.notes(results) + renderer.summary(results) + "\n")
    }
    if malformed > 0 || results.contains(where: { $0.scenario == nil }) { return .dataError }
    return results.allSatisfy(\.passed) && logPassed ? .success : .failure
  }

  /// `--profile ios18 --host swiftui`, as given.
  private var overrideDescription: String {
    var words: [String] = []
    if let profile { words.append("--profile " + (profile == .all ? "all" : overrides.single!.id)) }
    if let host { words.append("--host " + host.rawValue) }
    return words.joined(separator: " ")
  }

  /// `--profile all`: every scenario's expectations on every bundled profile that can run it;
  /// a block of failures per profile, then a line per profile and the total.
  private func checkEveryProfile(_ files: [String], _ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let (scenarios, malformed) = context.loadScenarios(files)
    var checker = Checker(goldens: nil, keepingRuns: false)
    checker.strict = strict
    let palette = context.outputPalette(color)
    let renderer = CheckRenderer(palette: palette, verbose: verbose)
    var all: [ScenarioResult] = []
    var lines: [String] = []
    for profile in Profile.all {
      var results: [ScenarioResult] = []
      var cannotRun = 0
      for (scenario, source) in scenarios {
        // A profile without SwiftUI, or whose navigator refuses an action (a zoom push
        // before iOS 18), cannot run the scenario: that is not a failed check.
        guard let variant = try? Override.apply(scenario, profile: profile, host: host) else {
          cannotRun += 1
          continue
        }
        let result = checker.check(variant, source: source)
        guard result.scenario != nil else {
          cannotRun += 1
          continue
        }
        results.append(result)
      }
      var perProfile = renderer
      perProfile.runOptions = (["--profile \(profile.id)"] + (host.map { ["--host \($0.rawValue)"] } ?? [])).joined(separator: " ")
      let shown = results.map(perProfile.render).filter { !$0.isEmpty }
      if format == .text, !shown.isEmpty {
        context.console.write(palette.bold("on \(profile.id):") + "\n" + shown.joined())
      }
      lines.append("\(profile.id): " + renderer.summary(results) + (cannotRun > 0 ? ", \(cannotRun) cannot run" : ""))
      all += results
    }
    if format == .json {
      context.console.write(TimelineJSON.results(all))
    } else {
      context.console.write(renderer.notes(all) + lines.joined(separator: "\n") + "\n")
      context.console.write(palette.dim("note: run with \(overrideDescription); goldens, recorded for each scenario's own profile and host, were not compared") + "\n")
      context.console.write(renderer.summary(all) + "\n")
    }
    if malformed > 0 || all.contains(where: { $0.scenario == nil }) { return .dataError }
    return all.allSatisfy(\.passed) ? .success : .failure
  }

  /// An `expect-log:` path, relative to the scenario file's folder unless absolute.
  static func resolve(_ log: String, beside scenario: String) -> String {
    guard !log.hasPrefix("/"), let slash = scenario.lastIndex(of: "/") else { return log }
    return String(scenario[...slash]) + log
  }

  /// The run under each alternative reading the book knows for its profile whose events
  /// differ from the prediction over the log's callbacks: a log that matches one is
  /// evidence for it.
  private func alternativeTimelines(of run: ScenarioRun, over callbacks: Set<Callback>) -> [AlternativeTimeline] {
    let predicted = run.timeline.filtered(callbacks.contains).lines
    return RuleBook.standard.alternatives.filter { $0.applies.contains(run.scenario.profile) }.compactMap { overlay in
      guard let other = try? ScenarioRun(run.scenario, alternatives: [overlay.id]),
        other.timeline.filtered(callbacks.contains).lines != predicted,
        let rule = RuleBook.standard.rules.first(where: { $0.id == overlay.alternativeOf })
          ?? RuleBook.standard.overlays.flatMap(\.rows).first(where: { $0.id == overlay.alternativeOf })?.rule
      else { return nil }
      return AlternativeTimeline(rule: rule, label: overlay.title, events: other.timeline.events)
    }
  }
}
