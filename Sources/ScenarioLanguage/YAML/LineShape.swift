import LifecycleCore

/// A mapping key found on a line: only positions, so that shapes are cheap to copy. A
/// quoted key's text (and error) is read again from its opening quote when needed.
struct KeyToken {
  /// The index of the key's first byte (a plain key's text, or its opening quote).
  var start: Int
  /// The index just after a plain key's text.
  var end: Int
  /// The index of the `:` after it.
  var colon: Int
  /// Whether the key is a plain scalar.
  var isPlain: Bool

  /// A quoted key read again: its text, or its error.
  func quoted(on line: SourceLine) -> QuotedScalar {
    ScalarParser.quoted(line, at: start)
  }
}

/// What a line holds from a given position, decided without reporting anything.
enum LineShape {
  /// A `- ` sequence item.
  case dash
  /// A `key: value` entry (or `key:` alone).
  case key(KeyToken)
  /// `key:value`, a key whose colon lacks the space after it; `value` is the plain scalar
  /// after the colon.
  case keyMissingSpace(KeyToken, value: Range<Int>)
  /// Anything else: a scalar, a flow sequence, a literal block or an error.
  case other

  /// Whether the line holds a key, with or without the space after its colon.
  var isKeyLike: Bool {
    switch self {
    case .key, .keyMissingSpace: true
    case .dash, .other: false
    }
  }

  /// The shape of `line` from `start`, the index of a byte that is not whitespace.
  static func of(_ line: SourceLine, at start: Int) -> LineShape {
    let text = line.text
    guard start < text.count else { return .other }
    if ScalarParser.isDash(text, start) { return .dash }
    if text[start] == .doubleQuote || text[start] == .singleQuote {
      return quotedKey(line, at: start)
    }
    guard ScalarParser.isPlainStart(text, start) else { return .other }
    var missing: Int?
    var index = start
    while index < text.count {
      let byte = text[index]
      if byte == .hash, index > start, text[index - 1].isBlank { break }
      if byte == .colon {
        if ScalarParser.isSeparator(text, index + 1) {
          let key = ScalarParser.plain(text, from: start, inFlow: false)
          let token = KeyToken(start: start, end: min(key.end, index), colon: index, isPlain: true)
          return .key(token)
        }
        if missing == nil { missing = index }
      }
      index += 1
    }
    guard let colon = missing, colon > start else { return .other }
    let token = KeyToken(start: start, end: colon, colon: colon, isPlain: true)
    return .keyMissingSpace(
      token, value: ScalarParser.plain(text, from: colon + 1, inFlow: false).range)
  }

  /// The shape of a line that starts with a quote at `start`.
  private static func quotedKey(_ line: SourceLine, at start: Int) -> LineShape {
    let text = line.text
    let scalar = ScalarParser.quoted(line, at: start)
    let after = ScalarParser.skipBlanks(text, from: scalar.end)
    guard after < text.count, text[after] == .colon else { return .other }
    let token = KeyToken(start: start, end: scalar.end, colon: after, isPlain: false)
    if ScalarParser.isSeparator(text, after + 1) { return .key(token) }
    return .keyMissingSpace(
      token, value: ScalarParser.plain(text, from: after + 1, inFlow: false).range)
  }
}
