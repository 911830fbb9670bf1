import LifecycleCore

/// The text of a quoted scalar: bytes of the line when nothing needed unescaping.
enum QuotedText {
  /// The bytes between the quotes (indices into the line).
  case bytes(Range<Int>)
  /// The unescaped text.
  case string(String)
}

/// A quoted scalar read from one line.
struct QuotedScalar {
  /// The text, or `nil` if the scalar has an error.
  var value: QuotedText?
  /// The index just after the closing quote (the end of the line if there is none).
  var end: Int
  /// The error found, if any.
  var error: Diagnostic?
}

/// A plain scalar read from one line.
struct PlainScalar {
  /// The index of its first byte.
  var start: Int
  /// The index just after its last byte that is not whitespace.
  var end: Int
  /// The index of a `:` that would make the text a mapping value, if any.
  var colon: Int?

  /// The bytes of the value.
  var range: Range<Int> { start..<end }
}

/// Reads the scalars of one line: quoted, plain, and the indicators that cannot start one.
enum ScalarParser {
  /// Reads the single- or double-quoted scalar whose opening quote is at `start`.
  static func quoted(_ line: SourceLine, at start: Int) -> QuotedScalar {
    let text = line.text
    let quote = text[start]
    var index = start + 1
    // The fast path: no escape and no doubled quote, so the text is the bytes in between.
    while index < text.count {
      let byte = text[index]
      if byte == quote {
        if quote == .singleQuote, index + 1 < text.count, text[index + 1] == .singleQuote {
          break
        }
        return QuotedScalar(value: .bytes((start + 1)..<index), end: index + 1, error: nil)
      }
      if quote == .doubleQuote, byte == .backslash { break }
      index += 1
    }
    if index >= text.count {
      return QuotedScalar(
        value: nil, end: text.count,
        error: .error(YAMLMessage.unterminated(Unicode.Scalar(ascii: quote)), at: line.location(start)))
    }
    var value = Array(UnsafeBufferPointer(rebasing: text[(start + 1)..<index]))
    var error: Diagnostic?
    while index < text.count {
      let byte = text[index]
      if byte == quote {
        if quote == .singleQuote, index + 1 < text.count, text[index + 1] == .singleQuote {
          value.append(.singleQuote)
          index += 2
          continue
        }
        let string = error == nil ? String(decoding: value, as: UTF8.self) : nil
        return QuotedScalar(value: string.map(QuotedText.string), end: index + 1, error: error)
      }
      if quote == .doubleQuote, byte == .backslash {
        guard index + 1 < text.count else { break }
        let (escaped, length, message) = escape(text, at: index)
        if let escaped {
          value.append(contentsOf: escaped.utf8)
        } else if error == nil, let message {
          error = .error(message, at: line.location(index))
        }
        index += length
        continue
      }
      value.append(byte)
      index += 1
    }
    return QuotedScalar(
      value: nil, end: text.count,
      error: error ?? .error(YAMLMessage.unterminated(Unicode.Scalar(ascii: quote)), at: line.location(start)))
  }

  /// The scalar an escape sequence at `index` (a backslash) stands for, how many bytes it
  /// spans, or why it is invalid.
  private static func escape(_ text: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar?, Int, String?)
  {
    let code = text[index + 1]
    switch code {
    case .doubleQuote: return ("\"", 2, nil)
    case .backslash: return ("\\", 2, nil)
    case UInt8(ascii: "/"): return ("/", 2, nil)
    case UInt8(ascii: "n"): return ("\n", 2, nil)
    case UInt8(ascii: "t"): return ("\t", 2, nil)
    case UInt8(ascii: "r"): return ("\r", 2, nil)
    case UInt8(ascii: "u"):
      // Up to four scalars after `\u`, as they are written.
      var end = index + 2
      var scalars = 0
      while end < text.count, scalars < 4 {
        end += 1
        while end < text.count, text[end].isContinuation { end += 1 }
        scalars += 1
      }
      let digits = UnsafeBufferPointer(rebasing: text[(index + 2)..<end])
      let hex = String(decoding: digits, as: UTF8.self)
      if scalars == 4, digits.count == 4, digits.allSatisfy(\.isHexDigit),
        let number = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(number)
      {
        return (scalar, 6, nil)
      }
      let shown = hex.prefix { $0 != "\"" }
      return (nil, 2, YAMLMessage.invalidUnicodeEscape("\\u" + shown))
    default:
      var end = index + 2
      while end < text.count, text[end].isContinuation { end += 1 }
      let written = String(decoding: UnsafeBufferPointer(rebasing: text[(index + 1)..<end]), as: UTF8.self)
      return (nil, end - index, YAMLMessage.unknownEscape("\\" + written))
    }
  }

  /// Reads a plain scalar from `start` up to a comment or the end of the line; in a flow
  /// sequence also up to `,`, `[`, `]`, `{` or `}`.
  static func plain(_ text: UnsafeBufferPointer<UInt8>, from start: Int, inFlow: Bool)
    -> PlainScalar
  {
    var index = start
    var end = start
    var colon: Int?
    while index < text.count {
      let byte = text[index]
      if byte == .hash, index > start, text[index - 1].isBlank { break }
      if inFlow, byte.isFlowIndicator { break }
      if byte == .colon, isSeparator(text, index + 1, inFlow: inFlow) {
        colon = index
        break
      }
      index += 1
      if !byte.isBlank { end = index }
    }
    return PlainScalar(start: start, end: end, colon: colon)
  }

  /// Whether `index` is the end of the line or whitespace (or a flow indicator in a flow).
  static func isSeparator(_ text: UnsafeBufferPointer<UInt8>, _ index: Int, inFlow: Bool = false)
    -> Bool
  {
    index >= text.count || text[index].isBlank || (inFlow && text[index].isFlowIndicator)
  }

  /// Whether nothing but whitespace and maybe a comment follows from `index`.
  static func restIsEmpty(_ text: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
    let next = skipBlanks(text, from: index)
    if next >= text.count { return true }
    return text[next] == .hash && (next == 0 || text[next - 1].isBlank)
  }

  /// The index of the first byte at or after `index` that is not a space or tab.
  static func skipBlanks(_ text: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    var index = index
    while index < text.count, text[index].isBlank { index += 1 }
    return index
  }

  /// Whether a `- ` sequence indicator is at `index`.
  static func isDash(_ text: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    index < text.count && text[index] == .dash && isSeparator(text, index + 1)
  }

  /// The error for an indicator at `index` that cannot start a node here, if any.
  static func indicatorError(_ line: SourceLine, at index: Int, inFlow: Bool = false)
    -> Diagnostic?
  {
    let text = line.text
    guard index < text.count else { return nil }
    let byte = text[index]
    let message: String
    switch byte {
    case .ampersand: message = YAMLMessage.anchor
    case .asterisk: message = YAMLMessage.alias
    case .exclamation: message = YAMLMessage.tag
    case .openBrace: message = YAMLMessage.flowMapping
    case .greaterThan: message = YAMLMessage.folded
    case .question where isSeparator(text, index + 1, inFlow: inFlow):
      message = YAMLMessage.complexKey
    case .colon where isSeparator(text, index + 1, inFlow: inFlow):
      message = YAMLMessage.missingKey
    case .percent, .at, .backtick, .comma, .closeBracket, .closeBrace:
      message = YAMLMessage.reserved(Unicode.Scalar(ascii: byte))
    default: return nil
    }
    return .error(message, at: line.location(index))
  }

  /// Whether a plain scalar may start at `index`.
  static func isPlainStart(_ text: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    guard index < text.count else { return false }
    let byte = text[index]
    switch byte {
    case .dash, .question, .colon: return !isSeparator(text, index + 1)
    case .hash, .ampersand, .asterisk, .exclamation, .pipe, .greaterThan, .singleQuote,
      .doubleQuote, .percent, .at, .backtick, .space, .tab:
      return false
    default: return !byte.isFlowIndicator
    }
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII hexadecimal digit.
  var isHexDigit: Bool {
    isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
  }
}
