/// Splits one console line into whitespace-separated tokens, keeping bracketed groups whole.
///
/// A bracket opened inside a token (`[`, `(`, `<` or `{`) runs to its matching close, spaces
/// included, so `[com.example.app:lifecycle]`, `My App[12:34]`-style halves,
/// `viewWillAppear(animated: true)` and `[Navigation flow]` each stay one token. A bracket that
/// never closes does not swallow the line: that token ends at the next space instead.
enum ConsoleTokens {
  /// The tokens of `text`, in order; never empty strings.
  static func split(_ text: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
      while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
      guard index < text.endIndex else { break }
      let start = index
      var firstSpace: String.Index?
      var closers: [Character] = []
      while index < text.endIndex {
        let character = text[index]
        if character.isWhitespace {
          if closers.isEmpty { break }
          if firstSpace == nil { firstSpace = index }
        } else if let closer = closing[character] {
          closers.append(closer)
        } else if character == closers.last {
          closers.removeLast()
        }
        index = text.index(after: index)
      }
      if !closers.isEmpty, let firstSpace { index = firstSpace }
      tokens.append(text[start..<index])
    }
    return tokens
  }

  /// The closing bracket of each opening bracket.
  static let closing: [Character: Character] = ["[": "]", "(": ")", "<": ">", "{": "}"]

  /// Whether a token has no letter and no digit: `🟢`, `->`, `|`, `•`, `***`.
  static func isSymbols(_ token: Substring) -> Bool {
    !token.contains { $0.isLetter || $0.isNumber }
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
    var body = token
    if body.last == ":" { body = body.dropLast() }
    guard body.last == "]", let open = body.lastIndex(of: "["), open > body.startIndex else { return false }
    let ids = body[body.index(after: open)..<body.index(before: body.endIndex)]
    let parts = ids.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let pid = parts.first, !pid.isEmpty, pid.allSatisfy(\.isASCIIDigit) else { return false }
    if parts.count == 2 {
      let thread = parts[1].hasPrefix("0x") ? parts[1].dropFirst(2) : parts[1]
      return !thread.isEmpty && thread.allSatisfy(\.isHexDigit)
    }
    return true
  }

  /// Whether the token is a label ending in a colon: `LIFECYCLE:`, `MyApp:`, `42:`.
  static func isLabel(_ token: Substring) -> Bool {
    token.count >= 2 && token.last == ":"
  }
}

extension Character {
  /// `0`…`9`.
  var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
