/// One command-line word, classified by its shape alone.
enum Token: Sendable, Equatable {
  /// `--name` or `--name=value` (`value` may be empty; `name` may be empty for `--=x`).
  case longOption(name: String, value: String?)
  /// `-x`: a single dash followed by at least one character. `name` is everything after
  /// the dash (`"abc"` for `-abc`; bundling is not supported, so that is an unknown option).
  case shortOption(name: String)
  /// The first `--`, which ends option parsing.
  case terminator
  /// Anything else: a positional word or an option value. Includes a lone `-`, the empty
  /// string, and every word after the terminator.
  case word(String)

  /// The command-line text this token was read from.
  var raw: String {
    switch self {
    case .longOption(let name, let value?): return "--\(name)=\(value)"
    case .longOption(let name, nil): return "--\(name)"
    case .shortOption(let name): return "-\(name)"
    case .terminator: return "--"
    case .word(let word): return word
    }
  }

  /// Whether the token can be taken as the value of a preceding option
  /// (`--format json`): a word, or a negative number such as `-1` or `-0.5`.
  var canBeOptionValue: Bool {
    switch self {
    case .word: return true
    case .shortOption(let name): return Token.isNumber(name)
    case .longOption, .terminator: return false
    }
  }

  private static func isNumber(_ text: String) -> Bool {
    var digits = 0
    var dots = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "0"..."9": digits += 1
      case ".": dots += 1
      default: return false
      }
    }
    return digits > 0 && dots <= 1
  }
}
