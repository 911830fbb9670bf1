/// How help and errors describe one option or flag of a command.
///
/// An option takes a value (`--format <format>`); a flag does not (`--flat`): a spec is a
/// flag when ``valueName`` is `nil`.
struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes, e.g. `"format"` for `--format`.
  var long: String
  /// The optional short name, e.g. `"v"` for `-v`.
  var short: Character?
  /// The value placeholder shown as `--format <format>`; `nil` makes this a flag.
  var valueName: String?
  /// The one-line help text shown in the OPTIONS section.
  var help: String
  /// The accepted values, listed in help as `(values: a, b)`; empty accepts anything.
  var allowedValues: [String]
  /// The values a shell completes to (`ArgumentValue.suggestedValues`).
  var suggestedValues: [String] = []
  /// The default shown in help as `(default: x)`.
  var defaultValue: String?
  /// Whether the option may be given several times, its values accumulating.
  var isRepeatable: Bool

  /// A flag (`--long`).
  static func flag(_ long: String, short: Character? = nil, help: String = "") -> OptionSpec {
    OptionSpec(
      long: long, short: short, valueName: nil, help: help, allowedValues: [], defaultValue: nil,
      isRepeatable: false)
  }

  /// An option taking a value; `valueName` defaults to the long name.
  static func option(
    _ long: String, short: Character? = nil, valueName: String? = nil, help: String = "",
    allowedValues: [String] = [], suggestedValues: [String]? = nil, defaultValue: String? = nil, isRepeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short, valueName: valueName ?? long, help: help,
      allowedValues: allowedValues, suggestedValues: suggestedValues ?? allowedValues, defaultValue: defaultValue,
      isRepeatable: isRepeatable)
  }

  /// Whether this spec is a flag (it has no ``valueName``).
  var isFlag: Bool { valueName == nil }
}
