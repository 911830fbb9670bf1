import LifecycleCore
import LifecycleEngine

/// `lifecycle lint [PATH…]`: decodes every file and checks that every action is possible,
/// reporting all errors of all files.
enum LintCommand {
  static func run(_ context: CommandContext) -> ExitStatus {
    guard let files = context.scenarioFilesOrReport() else { return .usage }
    var (scenarios, failed) = context.loadScenarios(files)
    for (scenario, source) in scenarios {
      do {
        try Simulation(scenario).validate()
      } catch {
        failed += 1
        context.report([error], source: source)
      }
    }
    let clean = files.count - failed
    context.console.writeError("\(clean) of \(files.count) scenario file\(files.count == 1 ? "" : "s") valid\n")
    return failed > 0 ? .dataError : .success
  }
}
