import Comparison
import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore
import Reporting

/// `lifecycle explain FILE…`: the provenance of every event; `--rules` lists every rule.
enum ExplainCommand {
  static func run(_ context: CommandContext) -> ExitStatus {
    let command = context.command
    if command.flag("rules") == true {
      var out = "UIKit rules (imperative simulator)\n"
      out += UIKitRules.all.map(ExplainRenderer.describe).joined()
      out += "\nSwiftUI rules (declarative simulator)\n"
      out += SwiftUIRules.all.map(ExplainRenderer.describe).joined()
      out += "\nProfiles\n"
      out += Profile.all.map { "\n  \($0.id)  \($0.summary)\n" }.joined()
      let profileRules = [
        ProfileRules.fullScreenRemovesPresenter, ProfileRules.overFullScreenKeepsPresenter,
        ProfileRules.cardSheetsKeepPresenter, ProfileRules.sheetsAdaptBeforeIOS13,
        ProfileRules.controllersBeforeQueuedActions, ProfileRules.disappearBeforeRelease,
      ]
      out += profileRules.map(ExplainRenderer.describe).joined()
      context.console.write(out)
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
