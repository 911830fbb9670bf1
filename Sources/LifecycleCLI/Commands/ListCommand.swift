import LifecycleCore

/// `lifecycle list [PATH…]`: one line per scenario: path, host, profile, steps and name.
enum ListCommand {
  static func run(_ context: CommandContext) -> ExitStatus {
    guard let files = context.scenarioFilesOrReport() else { return .usage }
    let (scenarios, failed) = context.loadScenarios(files)
    let width = (scenarios.map { $0.0.path.count }.max() ?? 0) + 2
    let palette = context.outputPalette
    for (scenario, _) in scenarios {
      let meta = "\(scenario.host.rawValue) \(scenario.profile.id) \(scenario.steps.count) steps"
      context.console.write(
        scenario.path.padding(toLength: width, withPad: " ", startingAt: 0)
          + palette.dim(meta.padding(toLength: 26, withPad: " ", startingAt: 0)) + scenario.name + "\n")
    }
    return failed > 0 ? .dataError : .success
  }
}
