import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import Reporting

/// `lifecycle run FILE…`: the interleaved timeline of each scenario.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "run",
    abstract: "Print the interleaved UIKit and SwiftUI timeline of scenarios.",
    discussion:
      "Both simulators run the scenario; their events are merged on the shared clock. By default each step is a block with a UIKit and a SwiftUI column; --flat prints one '<screen> <callback>' a line, as an app's console would. Events marked * are inferred, ! where sources conflict, † a known bug of the profile's iOS version: 'lifecycle explain' shows why. --profile all runs every bundled profile and shows the orders side by side, aligned event by event.",
    examples: [
      HelpExample(
        "run Scenarios/seeds/seed003-part2-cancelled-swipe.yaml",
        "The interleaved timeline of seed 003's cancelled swipe-back, UIKit and SwiftUI side by side."),
      HelpExample("run --flat Scenarios/seeds/seed003-part1-push-pop.yaml", "One '<screen> <callback>' a line, as the app's console prints it."),
      HelpExample(
        "run --profile all Scenarios/seeds/seed003-part1-push-pop.yaml", "The same steps on every bundled profile, aligned where the orders differ."),
      HelpExample(
        "run --format markdown Scenarios/seeds/seed003-part1-push-pop.yaml",
        "A Markdown table to paste into a pull request (mermaid: a diagram; mmd: its source alone)."),
    ])

  @Flag(help: "One event a line, nothing else.")
  var flat = false
  @Option(help: "Which lanes to show.")
  var lanes: TimelineRenderer.Lanes = .both
  @Option(valueName: "callbacks", help: "Callbacks to show, comma-separated (overrides the file's 'observe'; 'all' for every callback).")
  var observe: [CallbackList] = []
  @OptionGroup var formatting = FormatOptions<RunFormat>(
    help:
      "Output format: markdown (a table) and mermaid (sequence diagrams in Markdown fences) print one scenario to paste into a pull request; mmd prints one diagram's source alone, for a .mmd file or Mermaid's command line."
  )
  @Flag(
    help:
      "With --format json, each step's UIKit appearance callbacks that read isMovingToParent, isMovingFromParent, isBeingPresented or isBeingDismissed, with their rules (explain --flags prints them as text)."
  )
  var flags = false
  @OptionGroup var overrides: Overrides
  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario files to run.")
  var files: [String]

  func validate() throws(UsageError) {
    if flags, formatting.format != .json || overrides.profile == .all {
      throw .validation("--flags adds the flags to --format json for one profile; for text, use lifecycle explain --flags")
    }
    if formatting.format.isForPasting {
      if files.count != 1 { throw .validation("--format \(formatting.format.rawValue) prints one scenario; give one file (got \(files.count)).") }
      if flat { throw .validation("--flat prints text; leave it out with --format \(formatting.format.rawValue)") }
      if overrides.profile == .all { throw .validation("--format \(formatting.format.rawValue) prints one run; give one --profile, not all") }
    }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let renderer = TimelineRenderer(palette: context.outputPalette(terminal.color), lanes: lanes, observe: CallbackList.union(observe))
    try context.checkReadable(files)
    let (scenarios, failed) = context.loadScenarios(files)
    if formatting.format.isForPasting {
      guard failed == 0, let (loaded, source) = scenarios.first else { return .dataError }
      do {
        let run = try ScenarioRun(try overrides.apply(loaded))
        let events = renderer.events(of: run)
        switch formatting.format {
        case .markdown: context.console.write(PullRequestRenderer.markdown(run, events: events))
        case .mmd: context.console.write(MermaidRenderer.source(run, events: events))
        default: context.console.write(PullRequestRenderer.mermaid(run, events: events))
        }
        return .success
      } catch {
        context.report([error], source: source)
        return .dataError
      }
    }
    if overrides.profile == .all {
      let status = runEveryProfile(scenarios.map(\.0), renderer: renderer, context)
      return failed > 0 ? .dataError : status
    }
    // Each run is written a step at a time as it is simulated: nothing is held, whatever its
    // length. Its actions are checked first, so that an impossible one leaves nothing half written.
    let output = context.console.bufferedOutput()
    var json = formatting.format == .json ? TimelineJSON.RunsWriter(output) : nil
    var impossible = 0
    var written = 0
    for (loaded, source) in scenarios {
      let scenario: Scenario
      let simulation: Simulation
      var flagged: [[FlaggedEvent]]? = nil
      do {
        scenario = try overrides.apply(loaded)
        simulation = Simulation(scenario)
        try simulation.validate()
        flagged = flags ? try simulation.flaggedEvents() : nil
      } catch {
        impossible += 1
        context.report([error], source: source)
        continue
      }
      if json == nil, !flat, written > 0 { output.write("\n") }
      written += 1
      json?.beginScenario(scenario)
      var view = json == nil ? TimelineRenderer.Writer(renderer, scenario, output, flat: flat) : nil
      do {
        try simulation.forEachStep { number, buffer in
          // Once standard output has failed, nothing more can be written: stop simulating.
          if output.failure != nil { throw OutputStopped() }
          let step = scenario.steps[number - 1]
          if json != nil {
            json?.write(
              step: number, step, events: buffer.events.lazy.filter { renderer.shows($0, in: scenario) }, flags: flagged?[number - 1])
          } else {
            var note: String?
            if case .overlap(_, let second, _) = step.action { note = buffer.overlap?.line(second: second) }
            view?.write(step: number, step, events: buffer.events, note: note)
          }
        }
      } catch {
        break
      }
      json?.endScenario()
      view?.finish()
      if let view, view.shownCount == 0 {
        output.flush()
        context.console.writeError(nothingShown(scenario))
      }
    }
    if output.failure == nil { json?.finish() }
    output.flush()
    return failed + impossible > 0 ? .dataError : .success
  }

  /// `--profile all`: each scenario on every bundled profile, the profiles that observe the
  /// same events grouped, the groups side by side, aligned event by event.
  private func runEveryProfile(_ scenarios: [Scenario], renderer: TimelineRenderer, _ context: CommandContext) -> ExitStatus {
    let comparisons = scenarios.map { ProfileComparison($0, profiles: Profile.all, host: overrides.host, shown: renderer.events(of:)) }
    if formatting.format == .json {
      let runs = comparisons.flatMap { comparison in comparison.columns.map { $0.run } }
      context.console.write(TimelineJSON.runs(runs.map { ($0, renderer.events(of: $0)) }))
    } else {
      let text = ProfileComparisonRenderer(palette: context.outputPalette(terminal.color))
      context.console.write(comparisons.map(text.render).joined(separator: "\n"))
    }
    return comparisons.contains { $0.columns.isEmpty } ? .dataError : .success
  }
}

extension RunCommand {
  /// The note for a run that showed no event: which filter left nothing, and what shows more.
  func nothingShown(_ scenario: Scenario) -> String {
    let lane = lanes == .both ? "" : " on the \(lanes == .uikit ? "UIKit" : "SwiftUI") lane"
    let observed = CallbackList.union(observe) ?? scenario.observe
    let callbacks = observed.map { "of the callbacks observed (\($0.map(\.rawValue).sorted().joined(separator: ", ")))" } ?? ""
    var more: [String] = []
    if lanes != .both { more.append("--lanes both") }
    if observed != nil { more.append("--observe all") }
    return "\(scenario.path): note: no event to show: the run has no event\(lane)\(callbacks.isEmpty ? "" : " " + callbacks)"
      + (more.isEmpty ? "\n" : "; \(more.joined(separator: " or ")) shows more\n")
  }
}

/// Thrown out of a run's steps when its output can no longer be written.
private struct OutputStopped: Error {}

/// One `--observe` value: callback names separated by commas, or `all`.
struct CallbackList: ArgumentValue {
  /// The callbacks named.
  var callbacks: Set<Callback> = []
  /// Whether `all` was among them.
  var includesAll = false

  init(argument: String) throws(InvalidValue) {
    for name in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if name == "all" {
        includesAll = true
      } else if let callback = Callback(rawValue: name) {
        callbacks.insert(callback)
      } else {
        let names = Callback.allCases.map(\.rawValue)
        let hint =
          Suggestion.closest(to: name, in: names).first.map { ". Did you mean '\($0)'?" }
          ?? ". Callbacks: \(names.joined(separator: ", ")), or all."
        throw InvalidValue(value: name, reason: hint)
      }
    }
  }

  static var allValueStrings: [String] { [] }
  /// Every callback and `all`; a comma-separated list of them is accepted too.
  static var suggestedValues: [String] { Callback.allCases.map(\.rawValue) + ["all"] }
  var defaultValueDescription: String { "" }

  /// The callbacks to show for the values given: nil (the scenario's `observe`) when none
  /// was named.
  static func union(_ lists: [CallbackList]) -> Set<Callback>? {
    if lists.contains(where: \.includesAll) { return Set(Callback.allCases) }
    let callbacks = lists.reduce(into: Set<Callback>()) { $0.formUnion($1.callbacks) }
    return callbacks.isEmpty ? nil : callbacks
  }
}
