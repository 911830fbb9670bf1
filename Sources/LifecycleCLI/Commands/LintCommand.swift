import LifecycleCore
import LifecycleEngine

/// `lifecycle lint [PATH…]`: decodes every file and checks that every action is possible,
/// reporting all errors of all files.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "lint",
    abstract: "Validate scenario files without running them.",
    discussion: "Reports every error of every file as 'path:line:column: error: message' with the source line and a caret, "
      + "and as warnings what can never happen: effects on a callback their screen never receives, observed callbacks "
      + "that no screen receives.",
    examples: [
      HelpExample("lint", "Validate every scenario under Scenarios without running it."),
      HelpExample("lint --strict MyScreen.yaml", "Also fail on what can never happen (an effect on a callback its screen never gets)."),
    ])

  @OptionGroup var terminal: TerminalOptions
  @Flag(help: "Make warnings (effects or observed callbacks that can never happen) errors.")
  var strict = false
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    if paths.isEmpty { try context.checkDefaultFolder(command: "lint") }
    let files = try context.scenarioFiles(under: paths, nothingWas: "validated")
    var (scenarios, failed) = context.loadScenarios(files, palette: context.errorPalette(terminal.color))
    for (scenario, source) in scenarios {
      var problems: [Diagnostic] = []
      do {
        try Simulation(scenario).validate()
      } catch {
        problems.append(error)
      }
      for warning in UnreceivedCallbacks.warnings(scenario) {
        var diagnostic = warning
        if strict {
          diagnostic.severity = .error
          diagnostic.message += " (an error with --strict)"
        }
        problems.append(diagnostic)
      }
      problems.sort { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
      if problems.contains(where: { $0.severity == .error }) { failed += 1 }
      context.report(problems, source: source, palette: context.errorPalette(terminal.color))
    }
    let clean = files.count - failed
    context.console.writeError("\(clean) of \(files.count) scenario file\(files.count == 1 ? "" : "s") valid\n")
    return failed > 0 ? .dataError : .success
  }
}
