import Comparison
import LifecycleCore
import LifecycleEngine
import Reporting

/// `lifecycle explain FILE…`: the provenance of every event; `--rules` prints every row.
enum ExplainCommand {
  static func run(_ context: CommandContext) -> ExitStatus {
    let command = context.command
    if command.flag("rules") == true {
      context.console.write(RuleTableRenderer.render(.standard, profiles: Profile.all))
      return .success
    }
    guard !command.positionals.isEmpty else {
      context.console.writeError("Error: Missing expected argument '<files> ...' (or use --rules).\nUsage: lifecycle explain [--rules] [--all] [<files> ...]\n  See 'lifecycle explain --help' for more information.\n")
      return .usage
    }
    let (scenarios, failed) = context.loadScenarios(command.positionals)
    let renderer = ExplainRenderer(palette: context.outputPalette)
    var impossible = 0
    var texts: [String] = []
    for (scenario, source) in scenarios {
      do {
        let run = try ScenarioRun(scenario)
        let events = command.flag("all") == true ? run.timeline.events : run.observed.events
        texts.append(renderer.render(run, events: events))
      } catch {
        impossible += 1
        context.report([error], source: source)
      }
    }
    context.console.write(texts.joined(separator: "\n"))
    return failed + impossible > 0 ? .dataError : .success
  }
}
