/// The result of a successful parse: which command to run and with what inputs.
///
/// Options are looked up by their long name (without dashes), whichever command
/// of ``path`` declared them.
public struct ParsedCommand: Sendable, Equatable {
  /// The command names from the root, e.g. `["lifecycle", "run"]`.
  public var path: [String]
  /// Every positional word given to the innermost command, in order.
  public var positionals: [String]
  /// Positional words bound to each ``ArgumentSpec`` by name.
  public var arguments: [String: [String]]
  /// Flags given, by long name: `true` for `--x`, `false` for `--no-x` (the last one wins).
  public var flags: [String: Bool]
  /// Option values given, by long name, in command-line order.
  public var optionValues: [String: [String]]
  /// Default values of the options of every command in ``path``, by long name.
  public var defaults: [String: String]

  /// Creates a parsed command; mostly useful for tests of code that consumes one.
  public init(
    path: [String],
    positionals: [String] = [],
    arguments: [String: [String]] = [:],
    flags: [String: Bool] = [:],
    optionValues: [String: [String]] = [:],
    defaults: [String: String] = [:]
  ) {
    self.path = path
    self.positionals = positionals
    self.arguments = arguments
    self.flags = flags
    self.optionValues = optionValues
    self.defaults = defaults
  }

  /// The flag's state: `nil` when not given, `true` for `--long`, `false` for `--no-long`.
  public func flag(_ long: String) -> Bool? {
    flags[long]
  }

  /// The last value given for the option, or its default, or `nil`.
  public func value(_ long: String) -> String? {
    optionValues[long]?.last ?? defaults[long]
  }

  /// All values given for the option, in order; `[default]` when none was given
  /// and the option has a default; otherwise empty.
  public func values(_ long: String) -> [String] {
    if let given = optionValues[long], !given.isEmpty { return given }
    return defaults[long].map { [$0] } ?? []
  }

  /// The first word bound to the positional argument `name`, if any.
  public func argument(_ name: String) -> String? {
    arguments[name]?.first
  }

  /// All words bound to the positional argument `name` (for repeating arguments).
  public func argumentValues(_ name: String) -> [String] {
    arguments[name] ?? []
  }
}
