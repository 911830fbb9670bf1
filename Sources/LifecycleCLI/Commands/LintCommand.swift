import LifecycleCore
import LifecycleEngine

/// `lifecycle lint [PATH…]`: decodes every file and checks that every action is possible,
/// reporting all errors of all files.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "lint",
    abstract: "Validate scenario files without running them.",
    discussion: "Reports every error of every file as 'path:line:column: error: message' with the source line and a caret.")

  @Option(valueName: "when", help: ColorMode.help)
  var color: ColorMode = .auto
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let files = try context.scenarioFiles(under: paths, nothingWas: "validated")
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
