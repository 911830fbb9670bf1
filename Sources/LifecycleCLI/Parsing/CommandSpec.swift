/// Describes a command: its help texts, arguments, options and subcommands.
///
/// A tree of `CommandSpec` values is the whole command-line interface; the root's
/// ``name`` is the tool name (`lifecycle`).
public struct CommandSpec: Sendable, Equatable {
  /// The command name as typed, e.g. `"run"`.
  public var name: String
  /// The one-line summary shown after `OVERVIEW:` and in the parent's SUBCOMMANDS list.
  public var abstract: String
  /// Longer text shown after the abstract, separated by a blank line. Line breaks are kept.
  public var discussion: String?
  /// Positional arguments, in order. Ignored on a command that has subcommands.
  public var arguments: [ArgumentSpec]
  /// Named options and flags, in help order.
  public var options: [OptionSpec]
  /// Nested commands, in help order.
  public var subcommands: [CommandSpec]
  /// The subcommand used when none is named, marked `(default)` in help.
  public var defaultSubcommand: String?

  /// Creates a command spec.
  public init(
    name: String,
    abstract: String = "",
    discussion: String? = nil,
    arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [],
    subcommands: [CommandSpec] = [],
    defaultSubcommand: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }

  /// The direct subcommand called `name`, if any.
  public func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The default subcommand's spec, if ``defaultSubcommand`` names an existing subcommand.
  public var defaultSubcommandSpec: CommandSpec? {
    defaultSubcommand.flatMap { subcommand(named: $0) }
  }
}
