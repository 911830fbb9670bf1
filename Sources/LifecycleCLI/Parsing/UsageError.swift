/// A command-line usage error, with swift-argument-parser's message wording.
enum UsageError: Error, Sendable, Equatable {
  /// `--flta` or `-x` is not an option of the command.
  case unknownOption(String, suggestion: String?)
  /// The word is not a subcommand of a command that needs one.
  case unknownSubcommand(String, suggestion: String?)
  /// An option that takes a value came last, or was followed by another option.
  case missingValue(option: String, valueName: String)
  /// A flag was given a value with `--flag=value`.
  case unexpectedValue(option: String, value: String)
  /// A value the option's type does not accept; `reason` ends the sentence (see ``InvalidValue``).
  case invalidValue(value: String, option: String, valueName: String, reason: String)
  /// A required positional argument is missing; `synopsis` is e.g. `<files> ...`.
  case missingArgument(synopsis: String)
  /// Positional words left over after all arguments were bound.
  case unexpectedArguments([String])
  /// A combination the command's ``ParsableCommand/validate()`` refuses; the whole message.
  case validation(String)

  /// The text after `Error: `.
  var message: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      return "Unknown option '\(option)'" + (Self.didYouMean(suggestion) ?? "")
    case .unknownSubcommand(let name, let suggestion):
      return "Unknown subcommand '\(name)'" + (Self.didYouMean(suggestion) ?? "")
    case .missingValue(let option, let valueName):
      return "Missing value for '\(option) <\(valueName)>'"
    case .unexpectedValue(let option, let value):
      return "The option '\(option)' does not take any value, but '\(value)' was specified."
    case .invalidValue(let value, let option, let valueName, let reason):
      return "The value '\(value)' is invalid for '\(option) <\(valueName)>'" + reason
    case .missingArgument(let synopsis):
      return "Missing expected argument '\(synopsis)'"
    case .unexpectedArguments(let words):
      if words.count == 1 { return "Unexpected argument '\(words[0])'" }
      let list = words.map { "'\($0)'" }.joined(separator: ", ")
      return "\(words.count) unexpected arguments: \(list)"
    case .validation(let message):
      return message
    }
  }

  /// The end of an invalid-value message for a word outside `allowedValues`: the closest
  /// value (`. Did you mean 'json'?`), or else the list of them.
  static func reason(rejecting value: String, allowedValues: [String]) -> String {
    didYouMean(Suggestions.best(for: value, among: allowedValues)) ?? possibleValues(allowedValues)
  }

  private static func didYouMean(_ suggestion: String?) -> String? {
    suggestion.map { ". Did you mean '\($0)'?" }
  }

  /// ArgumentParser's list of valid values: `'a' and 'b'`, `'a', 'b' or 'c'`, or a
  /// bulleted list from six values on.
  static func possibleValues(_ values: [String]) -> String {
    guard !values.isEmpty else { return "" }
    let quoted = values.map { "'\($0)'" }
    if quoted.count >= 6 {
      return ". Please provide one of the following:\n"
        + values.map { "  - \($0)" }.joined(separator: "\n")
    }
    if quoted.count <= 2 {
      return ". Please provide one of \(quoted.joined(separator: " and "))."
    }
    let leading = quoted.dropLast().joined(separator: ", ")
    return ". Please provide one of \(leading) or \(quoted[quoted.count - 1])."
  }
}

/// A usage error together with where it happened, ready to render for stderr.
struct UsageFailure: Error, Sendable, Equatable {
  /// The error itself.
  var error: UsageError
  /// The commands from the root to the one that rejected the input.
  var path: [CommandSpec]
  /// The `Help:` line content, e.g. `--format <format>  The output format.`
  var helpLine: String? = nil

  /// The full stderr text, without a final newline:
  ///
  ///     Error: Missing value for '--format <format>'
  ///     Help:  --format <format>  The output format.
  ///     Usage: lifecycle run [--format <format>] <files> ...
  ///       See 'lifecycle run --help' for more information.
  func rendered() -> String {
    var text = "Error: \(error.message)\n"
    if let helpLine, !helpLine.isEmpty { text += "Help:  \(helpLine)\n" }
    text += "Usage: \(UsageRenderer.synopsis(for: path))\n"
    text += "  See '\(UsageRenderer.commandName(path)) --help' for more information."
    return text
  }
}
