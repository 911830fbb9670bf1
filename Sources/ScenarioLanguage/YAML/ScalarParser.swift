import LifecycleCore

/// A quoted scalar read from one line.
struct QuotedScalar {
  /// The unescaped text, or `nil` if the scalar has an error.
  var value: String?
  /// The index just after the closing quote (the end of the line if there is none).
  var end: Int
  /// The error found, if any.
  var error: Diagnostic?
}

/// A plain scalar read from one line.
struct PlainScalar {
  /// The text, without trailing whitespace.
  var value: String
  /// The index just after the last scalar of the value.
  var end: Int
  /// The index of a `:` that would make the text a mapping value, if any.
  var colon: Int?
}

/// Reads the scalars of one line: quoted, plain, and the indicators that cannot start one.
enum ScalarParser {
  /// Reads the single- or double-quoted scalar whose opening quote is at `start`.
  static func quoted(_ line: SourceLine, at start: Int) -> QuotedScalar {
    let text = line.text
    let quote = text[start]
    var value: [Unicode.Scalar] = []
    var error: Diagnostic?
    var index = start + 1
    while index < text.count {
      let scalar = text[index]
      if scalar == quote {
        if quote == "'", index + 1 < text.count, text[index + 1] == "'" {
          value.append("'")
          index += 2
          continue
        }
        return QuotedScalar(
          value: error == nil ? String(scalars: value[...]) : nil, end: index + 1, error: error)
      }
      if quote == "\"", scalar == "\\" {
        guard index + 1 < text.count else { break }
        let (escaped, length, message) = escape(text, at: index)
        if let escaped {
          value.append(escaped)
        } else if error == nil, let message {
          error = .error(message, at: line.location(index))
        }
        index += length
        continue
      }
      value.append(scalar)
      index += 1
    }
    return QuotedScalar(
      value: nil, end: text.count,
      error: error ?? .error(YAMLMessage.unterminated(quote), at: line.location(start)))
  }

  /// The scalar an escape sequence at `index` (a backslash) stands for, how many scalars it
  /// spans, or why it is invalid.
  private static func escape(_ text: [Unicode.Scalar], at index: Int)
    -> (Unicode.Scalar?, Int, String?)
  {
    let code = text[index + 1]
    switch code {
    case "\"": return ("\"", 2, nil)
    case "\\": return ("\\", 2, nil)
    case "/": return ("/", 2, nil)
    case "n": return ("\n", 2, nil)
    case "t": return ("\t", 2, nil)
    case "r": return ("\r", 2, nil)
    case "u":
      let digits = text[(index + 2)..<min(index + 6, text.count)]
      let hex = String(scalars: digits)
      if digits.count == 4, digits.allSatisfy(\.properties.isASCIIHexDigit),
        let number = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(number)
      {
        return (scalar, 6, nil)
      }
      let shown = hex.prefix { $0 != "\"" }
      return (nil, 2, YAMLMessage.invalidUnicodeEscape("\\u" + shown))
    default:
      return (nil, 2, YAMLMessage.unknownEscape("\\" + String(code)))
    }
  }

  /// Reads a plain scalar from `start` up to a comment or the end of the line; in a flow
  /// sequence also up to `,`, `[`, `]`, `{` or `}`.
  static func plain(_ text: [Unicode.Scalar], from start: Int, inFlow: Bool) -> PlainScalar {
    var index = start
    var end = start
    var colon: Int?
    while index < text.count {
      let scalar = text[index]
      if scalar == "#", index > start, text[index - 1].isBlank { break }
      if inFlow, scalar.isFlowIndicator { break }
      if scalar == ":", isSeparator(text, index + 1, inFlow: inFlow) {
        colon = index
        break
      }
      index += 1
      if !scalar.isBlank { end = index }
    }
    let value = String(scalars: text[start..<end])
    return PlainScalar(value: value, end: end, colon: colon)
  }

  /// Whether `index` is the end of the line or whitespace (or a flow indicator in a flow).
  static func isSeparator(_ text: [Unicode.Scalar], _ index: Int, inFlow: Bool = false) -> Bool {
    index >= text.count || text[index].isBlank
      || (inFlow && text[index].isFlowIndicator)
  }

  /// Whether nothing but whitespace and maybe a comment follows from `index`.
  static func restIsEmpty(_ text: [Unicode.Scalar], from index: Int) -> Bool {
    let next = LineScanner.skipBlanks(text, from: index)
    if next >= text.count { return true }
    return text[next] == "#" && (next == 0 || text[next - 1].isBlank)
  }

  /// Whether a `- ` sequence indicator is at `index`.
  static func isDash(_ text: [Unicode.Scalar], _ index: Int) -> Bool {
    index < text.count && text[index] == "-" && isSeparator(text, index + 1)
  }

  /// The error for an indicator at `index` that cannot start a node here, if any.
  static func indicatorError(_ line: SourceLine, at index: Int, inFlow: Bool = false) -> Diagnostic?
  {
    let text = line.text
    guard index < text.count else { return nil }
    let scalar = text[index]
    let message: String
    switch scalar {
    case "&": message = YAMLMessage.anchor
    case "*": message = YAMLMessage.alias
    case "!": message = YAMLMessage.tag
    case "{": message = YAMLMessage.flowMapping
    case ">": message = YAMLMessage.folded
    case "?" where isSeparator(text, index + 1, inFlow: inFlow): message = YAMLMessage.complexKey
    case ":" where isSeparator(text, index + 1, inFlow: inFlow): message = YAMLMessage.missingKey
    case "%", "@", "`", ",", "]", "}": message = YAMLMessage.reserved(scalar)
    default: return nil
    }
    return .error(message, at: line.location(index))
  }

  /// Whether a plain scalar may start at `index`.
  static func isPlainStart(_ text: [Unicode.Scalar], _ index: Int) -> Bool {
    guard index < text.count else { return false }
    let scalar = text[index]
    switch scalar {
    case "-", "?", ":": return !isSeparator(text, index + 1)
    case "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", " ", "\t": return false
    default: return !scalar.isFlowIndicator
    }
  }
}

extension Unicode.Scalar {
  /// One of `,`, `[`, `]`, `{` and `}`, which end a plain scalar inside a flow sequence.
  var isFlowIndicator: Bool {
    switch self {
    case ",", "[", "]", "{", "}": true
    default: false
    }
  }
}
