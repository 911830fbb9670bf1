import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import Reporting

/// `lifecycle explain FILE…`: the provenance of every event; `--rules` prints every row.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "explain",
    abstract: "Show the rule, source and confidence behind every event of scenarios.",
    examples: [
      HelpExample(
        "explain Scenarios/seeds/seed003-part2-cancelled-swipe.yaml", "Each event with the rule that places it, its source and its confidence."),
      HelpExample("explain --rules", "Every rule of both simulators, and what each bundled profile changes."),
    ])

  @Flag(help: "List every rule of both simulators and the profiles instead.")
  var rules = false
  @Flag(help: "Explain every callback, not only the observed ones.")
  var all = false
  @Flag(
    help:
      "Under each UIKit appearance callback, the flags its controller reads (isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed), each with its rule."
  )
  var flags = false
  @OptionGroup var overrides: Overrides
  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario files to explain.")
  var files: [String] = []

  func validate() throws(UsageError) {
    if files.isEmpty && !rules {
      throw .validation("Missing expected argument '<files> ...' (or use --rules).")
    }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    if rules {
      // The citations by the public sources' names; their addresses are in the bibliography.
      context.console.write(
        CitationLinks.plain(RuleTableRenderer.render(.standard, profiles: Profile.all))
          + "\nEvery source cited above, with its public addresses: Reports/bibliography.md\n")
      return .success
    }
    try context.checkReadable(files)
    let (scenarios, failed) = context.loadScenarios(files)
    let renderer = ExplainRenderer(palette: context.outputPalette(terminal.color))
    var impossible = 0
    var texts: [String] = []
    for (scenario, source) in scenarios {
      if overrides.profile == .all {
        texts.append(everyProfile(scenario, renderer: renderer, palette: context.outputPalette(terminal.color)))
        continue
      }
      do {
        let variant = try overrides.apply(scenario)
        let run = try ScenarioRun(variant)
        let flagged = flags ? try Simulation(variant).flaggedEvents() : nil
        texts.append(renderer.render(run, events: all ? run.timeline.events : run.observed.events, flags: flagged))
      } catch {
        impossible += 1
        context.report([error], source: source)
      }
    }
    context.console.write(texts.joined(separator: "\n"))
    return failed + impossible > 0 ? .dataError : .success
  }

  /// `--profile all`: the explanation of each distinct order, under the profiles that share
  /// it (their events and the rules that placed them).
  private func everyProfile(_ scenario: Scenario, renderer: ExplainRenderer, palette: Palette) -> String {
    let shown: (ScenarioRun) -> [Event] = { all ? $0.timeline.events : $0.observed.events }
    var groups: [(key: [String], profiles: [Profile], run: ScenarioRun)] = []
    var unavailable = ProfileComparison(scenario, runs: [])
    for profile in Profile.all {
      do {
        let variant = try Override.apply(scenario, profile: profile, host: overrides.host)
        let run = try ScenarioRun(variant)
        let key = shown(run).map { "\($0.line) \($0.rule.id)" }
        if let index = groups.firstIndex(where: { $0.key == key }) {
          groups[index].profiles.append(profile)
        } else {
          groups.append((key, [profile], run))
        }
      } catch {
        unavailable.unavailable.append((profile, error.message))
      }
    }
    var out = ""
    for (profiles, reason) in unavailable.unavailableGroups {
      out += palette.dim("cannot run on \(profiles): \(reason)") + "\n"
    }
    for group in groups {
      out += "\n" + palette.bold("on \(ProfileComparison.label(group.profiles, among: Profile.all)):") + "\n"
      out += renderer.render(group.run, events: shown(group.run))
    }
    return out
  }
}
