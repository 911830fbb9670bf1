/// How help and errors describe a command: its texts, options, arguments and subcommands.
/// Derived from a ``ParsableCommand`` type, or built for the tool's root.
struct CommandSpec: Sendable, Equatable {
  /// The command name as typed, e.g. `"run"`; the root's is the tool's name.
  var name: String
  /// The one-line summary shown after `OVERVIEW:` and in the parent's SUBCOMMANDS list.
  var abstract: String = ""
  /// Longer text shown after the abstract, separated by a blank line. Line breaks are kept.
  var discussion: String?
  /// Positional arguments, in order.
  var arguments: [ArgumentSpec] = []
  /// Named options and flags, in help order.
  var options: [OptionSpec] = []
  /// Nested commands, in help order (the root's only).
  var subcommands: [CommandSpec] = []
  /// Typical invocations (`EXAMPLES:`).
  var examples: [HelpExample] = []

  /// The spec of a command type, from its configuration and its properties.
  init(_ type: any ParsableCommand.Type, slots: CommandSlots? = nil) {
    let slots = slots ?? CommandSlots(of: type.init())
    self.init(
      name: type.configuration.name, abstract: type.configuration.abstract,
      discussion: type.configuration.discussion, arguments: slots.arguments.map(\.spec),
      options: slots.options.map(\.spec))
    examples = type.configuration.examples
  }

  /// A spec built by hand.
  init(
    name: String, abstract: String = "", discussion: String? = nil, arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], subcommands: [CommandSpec] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
  }
}
