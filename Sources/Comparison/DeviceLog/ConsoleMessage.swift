import LifecycleCore

/// The rule that decides whether a message (a console line without the logging system's columns)
/// is one `<screen> <callback>` event.
///
/// The message must be, token for token: any number of tags, the screen, the callback, then
/// optionally a parenthesized suffix and symbols. Anything else, in particular prose before or
/// after the event, rejects it:
///
/// - a tag is a token of symbols only (`🟢`, `->`, `|`), one bracketed group (`[Lifecycle]`,
///   `(MyLibrary)`, `[com.example.app:lifecycle]`, `🔵[UI]:`), a label ending in a colon
///   (`LIFECYCLE:`, `MyApp:`), or a process with its ids (`MyApp[1234:56789]`);
/// - the screen is one token;
/// - the callback is a `Callback` name, optionally followed by a parenthesized group, attached
///   (`viewWillAppear(_:)`, `init(coder:)` as `#function` prints them) or after a space
///   (`viewWillAppear (animated: true)`), or by one colon (`viewWillAppear:` as Objective-C's
///   `_cmd` prints it); `willMove(toParent:)`, `didMove(toParent:)`,
///   `willMoveToParentViewController:`, `didMoveToParentViewController:` and `dealloc` are read
///   as `willMoveToParent`, `didMoveToParent` and `deinit`;
/// - the whole message may be in double quotes, as `debugPrint` writes a string.
enum ConsoleMessage {
  /// What the message says, or nil when it is not an event.
  static func match(_ tokens: [Substring]) -> (screen: Substring, callback: Callback)? {
    var tokens = tokens
    if let first = tokens.first, let last = tokens.last, first.first == "\"", last.last == "\"",
      first.startIndex < last.index(before: last.endIndex)
    {
      let base = first.base
      let inner = base[base.index(after: first.startIndex)..<base.index(before: last.endIndex)]
      tokens = ConsoleTokens.split(inner)
    }
    while let last = tokens.last, ConsoleTokens.isSymbols(last) { tokens.removeLast() }
    guard tokens.count >= 2 else { return nil }

    var callbackIndex = tokens.count - 1
    let callback: Callback
    if tokens.count >= 3, isParenthesized(tokens[callbackIndex]),
      let bare = callbackName(tokens[callbackIndex - 1], allowingSuffix: false)
    {
      callbackIndex -= 1
      callback = bare
    } else if let named = callbackName(tokens[callbackIndex], allowingSuffix: true) {
      callback = named
    } else {
      return nil
    }
    let screenIndex = callbackIndex - 1
    guard screenIndex >= 0, tokens[..<screenIndex].allSatisfy(isTag) else { return nil }
    return (tokens[screenIndex], callback)
  }

  /// The screen and the last word of a message shaped like an event but for its callback
  /// (tags, a screen, one word with an optional `(…)` or `:` suffix), or nil.
  static func screenAndLastWord(_ tokens: [Substring]) -> (screen: Substring, word: String)? {
    var tokens = tokens
    while let last = tokens.last, ConsoleTokens.isSymbols(last) { tokens.removeLast() }
    guard tokens.count >= 2, tokens[..<(tokens.count - 2)].allSatisfy(isTag) else { return nil }
    let last = tokens[tokens.count - 1]
    let word = last[..<(last.firstIndex { $0 == "(" || $0 == ":" } ?? last.endIndex)]
    guard word.count >= 4, word.allSatisfy({ $0.isLetter }) else { return nil }
    return (tokens[tokens.count - 2], String(word))
  }

  /// Every name a callback is read by, for "did you mean".
  static let callbackNames = Callback.allCases.map(\.rawValue)

  /// Whether a token may stand before the event.
  static func isTag(_ token: Substring) -> Bool {
    ConsoleTokens.isSymbols(token) || ConsoleTokens.isBracketed(token) || ConsoleTokens.isLabel(token)
      || ConsoleTokens.isProcess(token)
  }

  /// Whether a token may be a screen id in a log: not a tag itself.
  static func mayBeScreen(_ token: Substring) -> Bool {
    !isTag(token) && token.first != "\""
  }

  /// `(…)`.
  static func isParenthesized(_ token: Substring) -> Bool {
    token.first == "(" && token.last == ")" && token.count >= 2
  }

  /// The callback a token names, with or without a `(…)` or `:` suffix.
  static func callbackName(_ token: Substring, allowingSuffix: Bool) -> Callback? {
    let nameEnd = token.firstIndex { $0 == "(" || $0 == ":" } ?? token.endIndex
    let suffix = token[nameEnd...]
    if !suffix.isEmpty {
      guard allowingSuffix, suffix == ":" || isParenthesized(suffix) else { return nil }
    }
    let name = String(token[..<nameEnd])
    return Callback(rawValue: name) ?? aliases[name]
  }

  /// Names that `#function`, `_cmd` or Objective-C give the callbacks the tool names otherwise.
  static let aliases: [String: Callback] = [
    "willMove": .willMoveToParent,
    "didMove": .didMoveToParent,
    "willMoveToParentViewController": .willMoveToParent,
    "didMoveToParentViewController": .didMoveToParent,
    "dealloc": .deinit,
  ]
}
