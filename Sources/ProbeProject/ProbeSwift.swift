import LifecycleCore

/// Spells values as Swift and XML source.
enum ProbeSwift {
  /// A Swift string literal: `"Home"`, with `\`, `"` and control characters escaped.
  static func literal(_ text: String) -> String { ProbeContext.literal(text) }

  /// A list of Swift string literals: `["A", "B"]`.
  static func list(_ texts: [String]) -> String {
    "[" + texts.map(literal).joined(separator: ", ") + "]"
  }

  /// Text escaped for an XML attribute.
  static func xml(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}
