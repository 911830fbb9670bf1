import Foundation
import LifecycleCore

/// Spells values as Swift and XML source.
enum ProbeSwift {
  /// A Swift string literal: `"Home"`, with `\`, `"` and control characters escaped.
  static func literal(_ text: String) -> String { ProbeContext.literal(text) }

  /// A list of Swift string literals: `["A", "B"]`.
  static func list(_ texts: [String]) -> String {
    "[" + texts.map(literal).joined(separator: ", ") + "]"
  }

  /// Text for the rest of one comment line (Swift's `//`, YAML's `#`): every line break and
  /// control character a space, so that nothing after it leaves the comment.
  static func comment(_ text: String) -> String { MarkupEscaping.oneLine(text) }

  /// Text inside an HTML or XML comment (`<!-- … -->`): one line, with `<` and `>` as
  /// entities so that it cannot close the comment, and no `--`, which XML forbids there.
  static func htmlComment(_ text: String) -> String {
    var out = comment(text).replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "-&#45;") }
    return out.hasSuffix("-") ? out + " " : out
  }

  /// Text as inline Markdown on one line: `&`, `<` and the characters that open inline markup
  /// as numeric entities.
  static func markdown(_ text: String) -> String { MarkupEscaping.markdownInline(text) }

  /// A path as one shell word on one line: bare when it is only letters, digits and `/._-`,
  /// otherwise single-quoted.
  static func shellWord(_ text: String) -> String {
    let line = comment(text)
    let plain =
      !line.isEmpty
      && line.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "/._-".unicodeScalars.contains($0)
      }
    return plain ? line : "'" + line.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A path as inline code on one line, whatever backticks it holds.
  static func code(_ text: String) -> String { MarkupEscaping.codeSpan(text) }

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
