/// Describes one named option or flag of a command.
///
/// An option takes a value (`--format <format>`); a flag does not (`--flat`).
/// Whether a spec is a flag is decided by ``valueName``: `nil` means flag.
public struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes, e.g. `"format"` for `--format`.
  public var long: String
  /// The optional short name, e.g. `"f"` for `-f`.
  public var short: Character?
  /// The value placeholder shown as `--format <format>`; `nil` makes this a boolean flag.
  public var valueName: String?
  /// The one-line help text shown in the OPTIONS section.
  public var help: String
  /// The accepted values; empty accepts anything. Listed in help as `(values: a, b)`.
  public var allowedValues: [String]
  /// The default shown in help as `(default: x)` and returned by ``ParsedCommand/value(_:)``.
  public var defaultValue: String?
  /// Whether the option may be given several times, its values accumulating.
  public var isRepeatable: Bool
  /// Flags only: whether `--no-<long>` is accepted too (it sets the flag to `false`).
  public var hasInversion: Bool

  /// Creates an option spec. Pass `valueName: nil` for a boolean flag.
  public init(
    long: String,
    short: Character? = nil,
    valueName: String? = nil,
    help: String = "",
    allowedValues: [String] = [],
    defaultValue: String? = nil,
    isRepeatable: Bool = false,
    hasInversion: Bool = false
  ) {
    self.long = long
    self.short = short
    self.valueName = valueName
    self.help = help
    self.allowedValues = allowedValues
    self.defaultValue = defaultValue
    self.isRepeatable = isRepeatable
    self.hasInversion = hasInversion
  }

  /// Creates a boolean flag (`--long`, optionally with `--no-long`).
  public static func flag(
    _ long: String,
    short: Character? = nil,
    help: String = "",
    defaultValue: String? = nil,
    isRepeatable: Bool = false,
    hasInversion: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short, valueName: nil, help: help, defaultValue: defaultValue,
      isRepeatable: isRepeatable, hasInversion: hasInversion)
  }

  /// Creates an option taking a value; `valueName` defaults to the long name.
  public static func option(
    _ long: String,
    short: Character? = nil,
    valueName: String? = nil,
    help: String = "",
    allowedValues: [String] = [],
    defaultValue: String? = nil,
    isRepeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short, valueName: valueName ?? long, help: help,
      allowedValues: allowedValues, defaultValue: defaultValue, isRepeatable: isRepeatable)
  }

  /// `true` when this spec is a boolean flag (it has no ``valueName``).
  public var isFlag: Bool { valueName == nil }
}
