/// Splits command-line words into ``Token``s.
///
/// Forms: `--long`, `--long=value`, `-s`, `--` (ends options: everything after it is a
/// ``Token/word(_:)``), and plain words. There is no `-abc` bundling.
enum Tokenizer {
  /// Classifies every word; never fails.
  static func tokenize(_ arguments: [String]) -> [Token] {
    var tokens: [Token] = []
    tokens.reserveCapacity(arguments.count)
    var terminated = false
    for argument in arguments {
      if terminated {
        tokens.append(.word(argument))
      } else if argument == "--" {
        terminated = true
        tokens.append(.terminator)
      } else {
        tokens.append(classify(argument))
      }
    }
    return tokens
  }

  /// Classifies one word as if it came before any `--`.
  static func classify(_ argument: String) -> Token {
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      if let equals = body.firstIndex(of: "=") {
        return .longOption(
          name: String(body[..<equals]), value: String(body[body.index(after: equals)...]))
      }
      return .longOption(name: String(body), value: nil)
    }
    if argument.hasPrefix("-") && argument.count > 1 {
      return .shortOption(name: String(argument.dropFirst()))
    }
    return .word(argument)
  }
}
