import Foundation

/// The `lifecycle` command line as a library, so tests run it in-process.
package enum LifecycleTool {
  /// The version `--version` prints.
  package static let version = "0.1.0"

  /// Every command, in help order. Adding a command is one type and one line here.
  static var commands: [any ParsableCommand.Type] {
    [
      RunCommand.self,
      CheckCommand.self,
      ReportCommand.self,
      ExplainCommand.self,
      ListCommand.self,
      LintCommand.self,
      ConvertCommand.self,
      ExploreCommand.self,
      AuditCommand.self,
      NewCommand.self,
      ReviewCommand.self,
      ProbeCommand.self,
      CompletionsCommand.self,
    ]
  }

  /// The tool's name, help texts and commands.
  static var tool: Tool {
    Tool(
      configuration: CommandConfiguration(
        name: "lifecycle",
        abstract: "Predict, compare and regression-test the order of UIKit and SwiftUI lifecycle callbacks.",
        discussion: ExitStatus.helpDiscussion),
      commands: commands, version: version)
  }

  /// Parses the arguments (without the program name), runs the command and returns the
  /// exit status: ``ExitStatus/ioError`` when the console could not write everything.
  package static func main(
    _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    console: any Console = StandardConsole()
  ) -> ExitStatus {
    let status: ExitStatus
    switch CommandParser.parse(arguments, tool: tool, columns: terminalColumns(environment: environment)) {
    case .help(let text), .version(let text):
      console.write(text + "\n")
      status = .success
    case .usageError(let text):
      console.writeError(text + "\n")
      status = .usage
    case .run(let command):
      do {
        status = try command.run(CommandContext(console: console, environment: environment))
      } catch {
        status = error
      }
    }
    if let failure = console.outputFailure {
      console.writeError("error: cannot write to standard output: \(failure)\n")
      return .ioError
    }
    return console.errorFailure == nil ? status : .ioError
  }
}
