/// A command of the tool: its arguments as `@Option`, `@Flag` and `@Argument` properties,
/// and what it does with them, as in swift-argument-parser.
///
/// Help, usage lines and usage errors are derived from the properties, in declaration
/// order. Adding a command is one type conforming to this protocol and one line in
/// ``LifecycleTool/commands``:
///
///     struct GreetCommand: ParsableCommand {
///       static let configuration = CommandConfiguration(name: "greet", abstract: "Say hello.")
///       @Flag(help: "Shout.") var loud = false
///       @Option(valueName: "when", help: ColorMode.help) var color: ColorMode = .auto
///       @Argument(help: "Who to greet.") var names: [String]
///
///       func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
///         context.console.write("hello \(names.joined(separator: " "))\n")
///         return .success
///       }
///     }
protocol ParsableCommand {
  /// The command's name and help texts.
  static var configuration: CommandConfiguration { get }
  /// Creates the command with every property at its default; the parser then fills them.
  init()
  /// Checks what the property types cannot express; a thrown error is printed with the
  /// command's usage, like any other usage error.
  func validate() throws(UsageError)
  /// Does the work and says how it went; a thrown status ends the command early (its
  /// reason already reported).
  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus
}

extension ParsableCommand {
  func validate() throws(UsageError) {}
}

/// The name and help texts of a command.
struct CommandConfiguration: Sendable {
  /// The name as typed, e.g. `run`.
  var name: String
  /// The one-line summary after `OVERVIEW:` and in the root's SUBCOMMANDS list.
  var abstract: String
  /// Longer text after the abstract; line breaks are kept.
  var discussion: String?

  /// Creates a configuration.
  init(name: String, abstract: String, discussion: String? = nil) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
  }
}
