import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import LifecycleKnowledge
import Reporting
import ScenarioLanguage

/// `lifecycle check [PATH…]`: every scenario against its expectations and golden.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "check",
    abstract: "Check scenarios against their expectations, assertions, claims and goldens.",
    discussion:
      "Every scenario is simulated and compared with its 'expect', 'expect-contains' and 'assert' blocks, its claim verdict, and its recorded golden timeline (the .golden file beside it). The last line reads 'N passed, N failed'. A missing golden is recorded from a scenario whose own checks pass, and the run fails once, naming it, so that it is reviewed before it is trusted. Under CI (CI, GITHUB_ACTIONS or another CI service's variable set; CI=false opts out) nothing is recorded and a missing golden fails. A file where a golden goes that cannot be read, is not UTF-8 or is not a golden is an error, never overwritten.",
    examples: [
      HelpExample("check", "Every scenario under Scenarios against its expectations, golden, claim and laws."),
      HelpExample("check -v Scenarios/seeds", "One line per scenario, passing ones too, naming the checks each ran."),
      HelpExample("check --record failed Scenarios/uikit", "Rewrite the goldens that differ, after reviewing them ('lifecycle review' shows each)."),
      HelpExample(
        "check --log console.txt Scenarios/seeds/seed003-part1-push-pop.yaml",
        "Compare a device's console (from 'lifecycle probe') with the prediction."),
    ])

  @Option(
    valueName: "mode",
    help:
      "When to write goldens: never, missing, failed (also accept changed ones) or all (even for scenarios whose own checks fail); default: never under CI, missing otherwise."
  )
  var record: RecordMode?
  @OptionGroup var formatting = FormatOptions<OutputFormat>(help: "Output format.")
  @Option(
    valueName: "file",
    help:
      "A console log of the app running the scenario on a device (as Xcode, Console.app or 'log stream' print it): compare its '<screen> <callback>' lines with the prediction, over the callbacks the log contains. Takes one scenario file."
  )
  var log: String?
  @OptionGroup var overrides = Overrides(profileNote: "Goldens, recorded for each scenario's own profile and host, are not compared then.")
  @Flag(short: "v", help: "Also list the scenarios that pass.")
  var verbose = false
  @Flag(
    help:
      "Fail a scenario whose effects waste a refresh, or whose effects or observed callbacks can never happen (warnings otherwise; see 'effects:' and 'Content, hosts and probes' in Scenarios/FORMAT.md)."
  )
  var strict = false
  @OptionGroup var parallelism = JobsOptions(help: "Threads that check files at once (default: every core). The output is the same with any number.")
  @Flag(
    help:
      "Judge every claim and expect-audit again instead of reusing the verdicts that passed when this build checked the same files with the same options (kept in the user's cache folder)."
  )
  var noCache = false
  @Flag(help: "Check again whenever a scenario or golden under the paths changes (polled twice a second); Ctrl-C stops.")
  var watch = false
  @OptionGroup var budget = MemoryBudgetOptions(
    help:
      "The most memory, in megabytes, the process may keep while it walks every path for a claim or an expect-audit: (a walk that cannot fit fails its scenario, naming the depth that fits)."
  )
  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  func validate() throws(UsageError) {
    if log != nil, paths.count != 1 {
      throw .validation("--log compares one scenario file with its device log; give exactly one file")
    }
    if record != nil, !overrides.isEmpty {
      throw .validation("--record writes goldens for each scenario's own profile and host; leave out --profile and --host to record")
    }
    if log != nil, overrides.profile == .all {
      throw .validation("--log compares one device's log with one prediction; give one --profile, not all")
    }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    if paths.isEmpty { try context.checkDefaultFolder(command: "check") }
    guard watch else { return try checkOnce(context) }
    var detector = ChangeDetector { [paths] in ChangeDetector.watchedFiles(under: CommandContext.scenarioRoots(paths)) }
    while true {
      _ = try? checkOnce(context)
      // Goldens the check itself recorded are no change of the user's.
      detector.rebase()
      InterruptSummary.install("stopped watching.", erasingLine: false)
      context.console.writeError("watching \(detector.stamps.count) files for changes; Ctrl-C stops\n")
      var changed: [String] = []
      while changed.isEmpty {
        Thread.sleep(forTimeInterval: 0.5)
        changed = detector.changes()
      }
      context.console.writeError(
        "changed: " + changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "") + "\n")
    }
  }

  /// One check of every file under the paths.
  func checkOnce(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let files = try context.scenarioFiles(under: paths, nothingWas: "checked")
    if let log {
      guard files.count == 1 else {
        context.console.writeError(
          "error: --log compares one scenario with its device log; \(paths.first ?? "") holds \(files.count) scenario files\n")
        return .usage
      }
      try context.checkReadable([log], fileIs: "the device's console log, a text file")
    }
    if overrides.profile == .all { return try checkEveryProfile(files, context) }
    var mode = record ?? .default(environment: context.environment)
    if let ci = RecordMode.ciVariable(context.environment), mode != .never {
      if !terminal.quiet {
        context.console.writeError("note: \(ci) is set (a CI run), so no golden is recorded (--record \(mode.rawValue) ignored)\n")
      }
      mode = .never
    }
    let goldenStore = GoldenStore(mode: mode)
    // Runs are streamed: each step is checked and compared with its golden as it is simulated.
    var checker = Checker(goldens: overrides.isEmpty ? goldenStore : nil, keepingRuns: false)
    checker.strict = strict
    checker.watch = budget.watch
    let verdicts = noCache ? nil : Self.verdictCache(context)
    checker.verdicts = verdicts.map { ($0, overrideDescription) }
    let overrides = overrides
    // Files are checked on every core, each result kept at its file's place.
    let progress = terminal.quiet ? nil : Self.progressLine(context, total: files.count)
    // Ctrl-C says how many files were checked and exits 130.
    let total = files.count
    InterruptSummary.install(Self.interrupted(0, of: total), erasingLine: progress != nil)
    let report: (@Sendable (Int) -> Void)? = { done in
      progress?.update(done)
      InterruptSummary.update(Self.interrupted(done, of: total))
    }
    let checked = OrderedWork.map(files.count, threads: threads, progress: report) { [checker] index in
      Self.check(files[index], checker, overrides)
    }
    progress?.clear()
    InterruptSummary.update("interrupted: all \(total) file\(total == 1 ? "" : "s") checked, while the results were saved and printed.")
    Self.save(verdicts, context)
    var results = checked.map { $0.result }
    let malformed = checked.filter { $0.malformed }.count
    var logText = ""
    for index in results.indices {
      guard var scenario = results[index].scenario, let path = log ?? scenario.expectLog.map({ Self.resolve($0, beside: scenario.path) })
      else { continue }
      // A probe app's log names its device: without --profile, its prediction is that device's.
      let header =
        (try? TextFile.prefix(ProbeHeader.prefixBytes, at: path)).flatMap { $0 }.map { ProbeHeader.read(String(decoding: $0, as: UTF8.self)) } ?? nil
      if let header, overrides.profile == nil {
        scenario.profile = header.profile
        if !terminal.quiet {
          logText +=
            context.outputPalette(terminal.color).dim(
              "note: \(path):\(header.line): the probe ran on iOS \(header.device.description.dropFirst(3)) (\(header.model), \(header.idiom)); compared with profile \(header.profile.id)"
            ) + "\n"
        }
      }
      // check streams its runs; a device log is compared with the whole run, made again.
      guard let run = try? ScenarioRun(scenario) else { continue }
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
      // The log's verdict is one of the scenario's outcomes: the summary, the JSON and the
      // exit status all count it.
      results[index].outcomes.append(result.outcome)
      logText += DeviceLogRenderer(palette: context.outputPalette(terminal.color)).render(result)
    }
    let goldens = overrides.isEmpty ? CommandContext.scenarioRoots(paths).flatMap { ScenarioLoader.files(under: $0, suffix: ".golden") } : []
    let orphans = GoldenStore.orphans(goldens: goldens, scenarios: Set(files))
    if formatting.format == .json {
      context.console.write(TimelineJSON.results(results))
    } else {
      var renderer = CheckRenderer(palette: context.outputPalette(terminal.color), verbose: verbose)
      renderer.runOptions = overrideDescription
      for result in results { context.console.write(renderer.render(result)) }
      for orphan in orphans {
        context.console.write("warning: \(orphan) has no scenario beside it; delete it or restore the scenario\n")
      }
      for recording in Self.inFileOrder(goldenStore.recordings, files) {
        context.console.write((recording.isNew ? "recorded new golden " : "re-recorded golden ") + recording.path + "\n")
      }
      context.console.write(logText)
      if !overrides.isEmpty, !terminal.quiet {
        context.console.write(
          context.outputPalette(terminal.color).dim(
            "note: run with \(overrideDescription); goldens, recorded for each scenario's own profile and host, were not compared") + "\n")
      }
      context.console.write((terminal.quiet ? "" : renderer.notes(results)) + renderer.summary(results) + "\n")
    }
    if malformed > 0 || results.contains(where: { $0.scenario == nil }) { return .dataError }
    return results.allSatisfy(\.passed) ? .success : .failure
  }

  /// One file's result, and whether it is malformed (does not decode).
  private static func check(
    _ file: String, _ checker: Checker, _ overrides: Overrides
  ) -> (result: ScenarioResult, malformed: Bool) {
    do {
      let (scenario, source) = try ScenarioLoader.load(path: file)
      do {
        return (checker.check(try overrides.apply(scenario), source: source), false)
      } catch {
        return (ScenarioResult(path: file, run: nil, diagnostics: [error], source: source), false)
      }
    } catch {
      // The text the loader read, if it read it: a file refused from its size is never read.
      return (ScenarioResult(path: file, run: nil, diagnostics: error.diagnostics, source: error.source), true)
    }
  }

  /// A progress line on standard error when it is a terminal.
  private static func progressLine(_ context: CommandContext, total: Int) -> CheckProgressLine? {
    guard context.console.errorIsTerminal else { return nil }
    return CheckProgressLine(console: context.console, total: total, columns: { context.progressColumns })
  }

  /// What an interrupt prints: how many files were checked; nothing was reported.
  static func interrupted(_ done: Int, of total: Int) -> String {
    "interrupted: \(done) of \(total) file\(total == 1 ? "" : "s") checked; no result was printed."
  }

  /// The threads to check with: `--jobs`, else every core.
  private var threads: Int { parallelism.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  /// The verdict cache in the user's cache folder, for this build; nil when there is no
  /// cache folder or the build cannot be identified.
  static func verdictCache(_ context: CommandContext) -> VerdictCache? {
    guard let folder = VerdictCache.folder(environment: context.environment), let build = BuildIdentity.current else { return nil }
    return VerdictCache(folder: folder, build: build) { path, loaded in
      // The app a claim names, read again: its bytes key the verdict only if they decode to
      // exactly the app that was judged (the file may have changed since it was loaded).
      guard let data = FileManager.default.contents(atPath: path), case let bytes = [UInt8](data),
        var app = try? ScenarioLoader.decode(bytes: bytes, path: path).scenario
      else { return nil }
      app.claim = nil
      return app == loaded ? bytes : nil
    }
  }

  /// Writes the verdicts judged; a cache that cannot be written, or a file that was
  /// ignored, is said on standard error (the next check judges again).
  static func save(_ verdicts: VerdictCache?, _ context: CommandContext) {
    guard let verdicts else { return }
    if let ignored = verdicts.ignoredFile {
      context.console.writeError("warning: the verdict cache: \(ignored)\n")
    }
    if let failure = verdicts.save() {
      context.console.writeError(
        "warning: the verdict cache was not written: \(failure) (the verdicts are judged again next time; --no-cache skips the cache)\n")
    }
  }

  /// The goldens recorded, in the order of their scenarios (threads record in any order).
  static func inFileOrder(_ recordings: [GoldenRecording], _ files: [String]) -> [GoldenRecording] {
    let place = Dictionary(files.enumerated().map { (GoldenTimeline.path(forScenario: $1), $0) }, uniquingKeysWith: min)
    return recordings.enumerated().sorted { a, b in
      (place[a.element.path] ?? Int.max, a.offset) < (place[b.element.path] ?? Int.max, b.offset)
    }.map { $0.element }
  }

  /// `--profile ios18 --host swiftui`, as given.
  private var overrideDescription: String {
    var words: [String] = []
    if overrides.profile != nil { words.append("--profile " + (overrides.single?.id ?? "all")) }
    if let host = overrides.host { words.append("--host " + host.rawValue) }
    return words.joined(separator: " ")
  }

  /// `--profile all`: every scenario's expectations on every bundled profile that can run it;
  /// a block of failures per profile, then a line per profile and the total.
  private func checkEveryProfile(_ files: [String], _ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let (scenarios, malformed) = context.loadScenarios(files)
    var checker = Checker(goldens: nil, keepingRuns: false)
    checker.strict = strict
    checker.watch = budget.watch
    let verdicts = noCache ? nil : Self.verdictCache(context)
    let palette = context.outputPalette(terminal.color)
    let renderer = CheckRenderer(palette: palette, verbose: verbose)
    let host = overrides.host
    var all: [ScenarioResult] = []
    var lines: [String] = []
    for profile in Profile.all {
      checker.verdicts = verdicts.map { ($0, (["--profile \(profile.id)"] + (host.map { ["--host \($0.rawValue)"] } ?? [])).joined(separator: " ")) }
      // A profile without SwiftUI, or whose navigator refuses an action (a zoom push
      // before iOS 18), cannot run the scenario: that is not a failed check (nil).
      let checked = OrderedWork.map(scenarios.count, threads: threads) { [checker] index -> ScenarioResult? in
        let (scenario, source) = scenarios[index]
        guard let variant = try? Override.apply(scenario, profile: profile, host: host) else { return nil }
        let result = checker.check(variant, source: source)
        return result.scenario == nil ? nil : result
      }
      let results = checked.compactMap { $0 }
      let cannotRun = checked.count - results.count
      var perProfile = renderer
      perProfile.runOptions = (["--profile \(profile.id)"] + (host.map { ["--host \($0.rawValue)"] } ?? [])).joined(separator: " ")
      let shown = results.map(perProfile.render).filter { !$0.isEmpty }
      if formatting.format == .text, !shown.isEmpty {
        context.console.write(palette.bold("on \(profile.id):") + "\n" + shown.joined())
      }
      lines.append("\(profile.id): " + renderer.summary(results) + (cannotRun > 0 ? ", \(cannotRun) cannot run" : ""))
      all += results
    }
    Self.save(verdicts, context)
    if formatting.format == .json {
      context.console.write(TimelineJSON.results(all))
    } else {
      context.console.write((terminal.quiet ? "" : renderer.notes(all)) + lines.joined(separator: "\n") + "\n")
      if !terminal.quiet {
        context.console.write(
          palette.dim("note: run with \(overrideDescription); goldens, recorded for each scenario's own profile and host, were not compared") + "\n")
      }
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
        let rule = RuleBook.standard.rules.first(where: { $0.id == overlay.alternativeOf?.id })
          ?? RuleBook.standard.overlays.flatMap(\.rows).first(where: { $0.id == overlay.alternativeOf?.id })?.rule
      else { return nil }
      return AlternativeTimeline(rule: rule, label: overlay.title, events: other.timeline.events)
    }
  }
}
