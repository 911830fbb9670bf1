/// What the caller should do after parsing the command line.
///
/// Texts carry no final newline: write them followed by one newline, as `print`
/// does (this reproduces swift-argument-parser's output byte for byte).
public enum ParseOutcome: Sendable, Equatable {
  /// Run the parsed command.
  case run(ParsedCommand)
  /// Print this help text to stdout and exit 0 (`--help`, `-h`, `lifecycle help <sub>`,
  /// or a command with subcommands invoked without one).
  case help(String)
  /// Print this version string to stdout and exit 0 (`--version` at the root).
  case version(String)
  /// Print this full error text (`Error: …`, `Usage: …`, `See …`) to stderr and exit 64.
  case usageError(String)

  /// The status to exit with, or `nil` for ``run(_:)`` (the command decides).
  public var exitStatus: ExitStatus? {
    switch self {
    case .run: return nil
    case .help, .version: return .success
    case .usageError: return .usage
    }
  }
}
