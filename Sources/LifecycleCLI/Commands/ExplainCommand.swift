import Comparison
import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore
import Reporting

/// `lifecycle explain FILE…`: the provenance of every event; `--rules` lists every rule.
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
      context.console.write(Self.ruleList())
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

  /// Every rule of both simulators, then the profiles and their rules.
  private static func ruleList() -> String {
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
    return out
  }
}
