/// Splits one console line into whitespace-separated tokens, keeping bracketed groups whole.
///
/// A bracket opened inside a token (`[`, `(`, `<` or `{`) runs to its matching close, spaces
/// included, so `[com.example.app:lifecycle]`, `My App[12:34]`-style halves,
/// `viewWillAppear(animated: true)` and `[Navigation flow]` each stay one token. A bracket that
/// never closes does not swallow the line: that token ends at the next space instead.
enum ConsoleTokens {
  /// The tokens of `text`, in order; never empty strings.
  ///
  /// Spaces and brackets are ASCII, and no byte of a multi-byte UTF-8 sequence is ASCII, so the
  /// scan runs over bytes.
  static func split(_ text: Substring) -> [Substring] {
    var tokens: [Substring] = []
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      while index < bytes.endIndex, isSpace(bytes[index]) { index = bytes.index(after: index) }
      guard index < bytes.endIndex else { break }
      let start = index
      var firstSpace: String.Index?
      var closers: [UInt8] = []
      while index < bytes.endIndex {
        let byte = bytes[index]
        if isSpace(byte) {
          if closers.isEmpty { break }
          if firstSpace == nil { firstSpace = index }
        } else if let closer = closer(of: byte) {
          closers.append(closer)
        } else if byte == closers.last {
          closers.removeLast()
        }
        index = bytes.index(after: index)
      }
      if !closers.isEmpty, let firstSpace { index = firstSpace }
      tokens.append(text[start..<index])
    }
    return tokens
  }

  /// Space, tab, vertical tab, form feed.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0C).contains(byte)
  }

  /// The closing bracket of an opening bracket: `[`, `(`, `<`, `{`.
  static func closer(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "["): UInt8(ascii: "]")
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "<"): UInt8(ascii: ">")
    case UInt8(ascii: "{"): UInt8(ascii: "}")
    default: nil
    }
  }

  /// The closing bracket of each opening bracket.
  static let closing: [Character: Character] = ["[": "]", "(": ")", "<": ">", "{": "}"]

  /// Whether a token has no letter and no digit: `🟢`, `->`, `|`, `•`, `***`.
  static func isSymbols(_ token: Substring) -> Bool {
    var ascii = true
    for byte in token.utf8 {
      if byte >= 0x80 {
        ascii = false
      } else if isAlphanumeric(byte) {
        return false
      }
    }
    return ascii || !token.contains { $0.isLetter || $0.isNumber }
  }

  /// `A`…`Z`, `a`…`z`, `0`…`9`.
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether the token is one bracketed group, possibly after symbols and before a colon:
  /// `[Lifecycle]`, `(MyLibrary)`, `🔵[Lifecycle]:`, `<probe>`.
  static func isBracketed(_ token: Substring) -> Bool {
    var body = token
    if body.last == ":" { body = body.dropLast() }
    body = body.drop { !$0.isLetter && !$0.isNumber && closing[$0] == nil }
    guard let first = body.first, let closer = closing[first], body.count >= 2 else { return false }
    return body.last == closer
  }

  /// Whether the token is a process and its ids, `MyApp[1234:56789]` (Xcode, `log` compact) or
  /// `MyApp[1234]:` (syslog style): something, then brackets holding a decimal process id and
  /// optionally `:` and a thread id, then optionally a colon.
  static func isProcess(_ token: Substring) -> Bool {
    var bytes = token.utf8[...]
    if bytes.last == UInt8(ascii: ":") { bytes = bytes.dropLast() }
    guard bytes.last == UInt8(ascii: "]"), let open = bytes.lastIndex(of: UInt8(ascii: "[")),
      open > bytes.startIndex
    else { return false }
    let ids = bytes[bytes.index(after: open)..<bytes.index(before: bytes.endIndex)]
    let colon = ids.firstIndex(of: UInt8(ascii: ":")) ?? ids.endIndex
    let pid = ids[..<colon]
    guard !pid.isEmpty, pid.allSatisfy(ByteScanner.isDigit) else { return false }
    guard colon < ids.endIndex else { return true }
    var thread = ids[ids.index(after: colon)...]
    if thread.starts(with: [0x30, 0x78]) { thread = thread.dropFirst(2) }
    return !thread.isEmpty && thread.allSatisfy(ByteScanner.isHexDigit)
  }

  /// Whether the token is a label ending in a colon: `LIFECYCLE:`, `MyApp:`, `42:`.
  static func isLabel(_ token: Substring) -> Bool {
    token.count >= 2 && token.last == ":"
  }
}
