import Comparison
import LifecycleCore
import LifecycleEngine
import Reporting

/// `lifecycle explain FILE…`: the provenance of every event; `--rules` prints every row.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "explain",
    abstract: "Show the rule, source and confidence behind every event of scenarios.")

  @Flag(help: "List every rule of both simulators and the profiles instead.")
  var rules = false
  @Flag(help: "Explain every callback, not only the observed ones.")
  var all = false
  @Option(valueName: "when", help: ColorMode.help)
  var color: ColorMode = .auto
  @Argument(help: "Scenario files to explain.")
  var files: [String] = []

  func validate() throws(UsageError) {
    if files.isEmpty && !rules {
      throw .validation("Missing expected argument '<files> ...' (or use --rules).")
    }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    if rules {
      context.console.write(RuleTableRenderer.render(.standard, profiles: Profile.all))
      return .success
    }
    try context.checkReadable(files)
    let (scenarios, failed) = context.loadScenarios(files)
    let renderer = ExplainRenderer(palette: context.outputPalette(color))
    var impossible = 0
    var texts: [String] = []
    for (scenario, source) in scenarios {
      do {
        let run = try ScenarioRun(scenario)
        texts.append(renderer.render(run, events: all ? run.timeline.events : run.observed.events))
      } catch {
        impossible += 1
        context.report([error], source: source)
      }
    }
    context.console.write(texts.joined(separator: "\n"))
    return failed + impossible > 0 ? .dataError : .success
  }
}
