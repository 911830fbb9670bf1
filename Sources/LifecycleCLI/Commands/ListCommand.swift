import LifecycleCore

/// `lifecycle list [PATH…]`: one line per scenario: path, host, profile, steps and name.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "list", abstract: "List the scenarios under the paths.",
    examples: [
      HelpExample("list", "The scenarios under Scenarios, with their host and profile."),
      HelpExample("list Scenarios/uikit", "Those of one folder."),
    ])

  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    if paths.isEmpty { try context.checkDefaultFolder(command: "list") }
    let files = try context.scenarioFiles(under: paths, nothingWas: "listed")
    let (scenarios, failed) = context.loadScenarios(files)
    let width = (scenarios.map { $0.0.path.count }.max() ?? 0) + 2
    let palette = context.outputPalette(terminal.color)
    let metas = scenarios.map { scenario, _ in
      let steps = scenario.steps.count
      return "\(scenario.host.rawValue) \(scenario.profile.id) \(steps) step\(steps == 1 ? "" : "s")"
    }
    // A profile with an SDK (ios18.5-sdk18.4) is longer than the usual column.
    let metaWidth = max(26, (metas.map(\.count).max() ?? 0) + 2)
    for ((scenario, _), meta) in zip(scenarios, metas) {
      context.console.write(
        scenario.path.padding(toLength: width, withPad: " ", startingAt: 0)
          + palette.dim(meta.padding(toLength: metaWidth, withPad: " ", startingAt: 0)) + scenario.name + "\n")
    }
    return failed > 0 ? .dataError : .success
  }
}
