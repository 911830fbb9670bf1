/// Spells values as Swift and XML source.
enum ProbeSwift {
  /// A Swift string literal: `"Home"`, with `\`, `"` and control characters escaped.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

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
