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
///       @OptionGroup var terminal: TerminalOptions
///       @Argument(help: "Who to greet.") var names: [String]
///
///       func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
///         let palette = context.outputPalette(terminal.color)
///         context.console.write(palette.bold("hello \(names.joined(separator: " "))") + "\n")
///         return .success
///       }
///     }
///
/// Options several commands share are declared once, in a ``ParsableArguments`` group the
/// command includes with `@OptionGroup`. A command's `init()` and `validate()` are those of
/// ``ParsableArguments``.
protocol ParsableCommand: ParsableArguments {
  /// The command's name and help texts.
  static var configuration: CommandConfiguration { get }
  /// Does the work and says how it went; a thrown status ends the command early (its
  /// reason already reported).
  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus
}

/// The name and help texts of a command.
struct CommandConfiguration: Sendable {
  /// The name as typed, e.g. `run`.
  var name: String
  /// The one-line summary after `OVERVIEW:` and in the root's SUBCOMMANDS list.
  var abstract: String
  /// Longer text after the abstract; line breaks are kept.
  var discussion: String?
  /// Typical invocations, shown under `EXAMPLES:` at the end of the help.
  var examples: [HelpExample]

  /// Creates a configuration.
  init(name: String, abstract: String, discussion: String? = nil, examples: [HelpExample] = []) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.examples = examples
  }
}

/// One example of a command's help: the arguments after the tool's name, and what they do.
struct HelpExample: Sendable, Equatable {
  /// The command line after the tool's name, as typed: `check --record failed Scenarios`.
  var arguments: String
  /// What it does, one sentence.
  var purpose: String

  /// An example.
  init(_ arguments: String, _ purpose: String) {
    self.arguments = arguments
    self.purpose = purpose
  }
}
