import Foundation

/// The `lifecycle` command line as a library, so tests run it in-process.
public enum LifecycleTool {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Parses the arguments (without the program name), runs the command and returns the
  /// exit status.
  public static func main(
    _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    console: any Console = StandardConsole()
  ) -> ExitStatus {
    let outcome = ArgumentParser.parse(
      arguments, root: CommandTree.root, version: version, columns: terminalColumns(environment: environment))
    switch outcome {
    case .help(let text), .version(let text):
      console.write(text + "\n")
      return .success
    case .usageError(let text):
      console.writeError(text + "\n")
      return .usage
    case .run(let command):
      let context = CommandContext(command: command, console: console, environment: environment)
      switch command.path.dropFirst().first {
      case "run": return RunCommand.run(context)
      case "check": return CheckCommand.run(context)
      case "report": return ReportCommand.run(context)
      case "explain": return ExplainCommand.run(context)
      case "list": return ListCommand.run(context)
      case "lint": return LintCommand.run(context)
      default:
        console.write(HelpRenderer.render([CommandTree.root], columns: terminalColumns(environment: environment)) + "\n")
        return .success
      }
    }
  }
}
