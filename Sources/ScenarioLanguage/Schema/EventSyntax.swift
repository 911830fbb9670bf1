import Foundation
import LifecycleCore

/// Parses `<screen> <callback>` events and the three assertion forms: on the source's
/// bytes when they are ASCII, otherwise on strings with the same rules.
extension SchemaReader {
  /// An `expect` literal block: one event a line; blank lines and comments are skipped.
  mutating func expectation(_ field: Field) -> Expectation? {
    let node = field.value
    let key = self.key(field.key)
    guard isScalar(node) else {
      error("'\(key)' expects a literal block ('\(key): |' then one event a line)", at: location(node))
      return nil
    }
    var events: [EventPattern] = []
    if tree[node].kind == .literal {
      let literal = tree.literals[Int(tree[node].a)]
      var lines = LiteralLines(literal)
      while let (line, kept, _) = tree.next(&lines) {
        if let event = expectedEvent(line, kept) { events.append(event) }
      }
    } else {
      // A quoted or plain value: every line is located at the value.
      let text = tree.text(node) ?? ""
      let at = location(node)
      for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = rawLine.hasPrefix("#") ? "" : rawLine.components(separatedBy: " #")[0]
        if line.allSatisfy({ $0 == " " }) { continue }
        if let event = event(String(line), at: at, calleeBase: at.column) { events.append(event) }
      }
    }
    return Expectation(events: events, location: location(field.key))
  }

  /// The event on one line of an `expect` block, whose content is `kept`; `nil` for a
  /// blank or comment line or an error. The event is located at the line's first character.
  private mutating func expectedEvent(_ line: SourceLine, _ kept: Range<Int>) -> EventPattern? {
    let text = line.text
    guard !kept.isEmpty, text[kept.lowerBound] != .hash else { return nil }
    var end = kept.upperBound
    var isASCII = true
    var index = kept.lowerBound
    while index < kept.upperBound {
      let byte = text[index]
      if byte == .hash, text[index - 1] == .space {
        end = index - 1
        break
      }
      if byte >= 0x80 || byte == .carriageReturn { isASCII = false }
      index += 1
    }
    var allSpaces = true
    for index in kept.lowerBound..<end where text[index] != .space {
      allSpaces = false
      break
    }
    if allSpaces { return nil }
    let at = SourceLocation(line: line.number, column: line.indent + 1)
    let base = line.column(kept.lowerBound)
    if isASCII {
      return asciiEvent(UnsafeBufferPointer(rebasing: text[kept.lowerBound..<end]), at: at, calleeBase: base)
    }
    // Not ASCII: the same rules on the string, which may cut at a different " #".
    let content = line.string(kept)
    let cut = content.hasPrefix("#") ? "" : content.components(separatedBy: " #")[0]
    if cut.allSatisfy({ $0 == " " }) { return nil }
    return event(cut, at: at, calleeBase: base)
  }

  /// One event written `<screen> <callback>` (optionally in double quotes) in ASCII bytes.
  ///
  /// - Parameters:
  ///   - at: where the event is; errors about its form and its screen point there.
  ///   - calleeBase: the column of the text's first byte: an unknown callback is located
  ///     at its own column.
  mutating func asciiEvent(_ text: UnsafeBufferPointer<UInt8>, at location: SourceLocation, calleeBase: Int)
    -> EventPattern?
  {
    var start = 0
    var end = text.count
    while start < end, text[start] == .space { start += 1 }
    while end > start, text[end - 1] == .space { end -= 1 }
    if end - start >= 2, text[start] == .doubleQuote, text[end - 1] == .doubleQuote {
      start += 1
      end -= 1
    }
    // The first two words, and whether there are more.
    var screenPart = 0..<0
    var calleePart = 0..<0
    var words = 0
    var index = start
    while index < end, words <= 2 {
      while index < end, text[index] == .space { index += 1 }
      if index == end { break }
      let wordStart = index
      while index < end, text[index] != .space { index += 1 }
      words += 1
      if words == 1 { screenPart = wordStart..<index } else if words == 2 { calleePart = wordStart..<index }
    }
    guard words == 2 else {
      error("expected an event '<screen> <callback>', found '\(text.string(start..<end))'", at: location)
      return nil
    }
    let name = UnsafeBufferPointer(rebasing: text[calleePart])
    guard let callback = Callback(ascii: name) else {
      let written = text.string(calleePart)
      error(
        "unknown callback '\(written)'\(hint(for: written, in: Callback.allCases.map(\.rawValue)))",
        at: SourceLocation(line: location.line, column: calleeBase + calleePart.lowerBound))
      return nil
    }
    let id = tree.interner.intern(UnsafeBufferPointer(rebasing: text[screenPart]))
    let screen = tree.interner.string(id)
    guard known.contains(id, in: tree.interner) else {
      unknownScreen(screen, at: location)
      return nil
    }
    return EventPattern(screen: screen, callback: callback, location: location)
  }

  /// One event written `<screen> <callback>`, optionally in double quotes, in a string.
  mutating func event(_ text: String, at location: SourceLocation, calleeBase: Int) -> EventPattern? {
    var body = text.trimmingSpaces()
    var leading = text.prefix { $0 == " " }.count
    if body.count >= 2, body.first == "\"", body.last == "\"" {
      body = String(body.dropFirst().dropLast())
      leading += 1
    }
    let parts = body.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 2 else {
      error("expected an event '<screen> <callback>', found '\(body)'", at: location)
      return nil
    }
    let screen = String(parts[0])
    let name = String(parts[1])
    let calleeColumn = calleeBase + leading
      + body.unicodeScalars.distance(from: body.startIndex, to: parts[1].startIndex)
    guard let callback = Callback(rawValue: name) else {
      error(
        "unknown callback '\(name)'\(hint(for: name, in: Callback.allCases.map(\.rawValue)))",
        at: SourceLocation(line: location.line, column: calleeColumn))
      return nil
    }
    let id = tree.interner.intern(screen)
    guard known.contains(id, in: tree.interner) else {
      unknownScreen(screen, at: location)
      return nil
    }
    return EventPattern(screen: tree.interner.string(id), callback: callback, location: location)
  }

  /// Reports an event's unknown screen, listing the scenario's screens when they are few.
  private func unknownScreen(_ screen: String, at location: SourceLocation) {
    let count = known.count
    error(
      "unknown screen '\(screen)'\(screenHint(for: screen)); "
        + (count <= ScenarioLimits.maxListedScreens
          ? "the scenario's screens are \(known.names(in: tree.interner).sorted().map { "'\($0)'" }.joined(separator: ", "))"
          : "it is not one of the scenario's \(count) screens"),
      at: location)
  }

  /// The event of a scalar node (the value of `never:` or a part of an assertion).
  private mutating func event(ofScalar node: Int, _ range: Range<Int>? = nil) -> EventPattern? {
    let at = location(node)
    if let bytes = tree.bytes(node), bytes.asciiPrefixLength(0..<bytes.count) == bytes.count,
      !bytes.contains(.carriageReturn)
    {
      return asciiEvent(UnsafeBufferPointer(rebasing: bytes[range ?? 0..<bytes.count]), at: at, calleeBase: at.column)
    }
    return event(tree.text(node) ?? "", at: at, calleeBase: at.column)
  }

  /// One `assert` item: `A before B`, `never: A` or `count: A = N`.
  mutating func assertion(_ node: Int) -> Assertion? {
    let at = location(node)
    if isScalar(node) {
      if let bytes = tree.bytes(node), bytes.asciiPrefixLength(0..<bytes.count) == bytes.count,
        !bytes.contains(.carriageReturn)
      {
        let separators = bytes.occurrences(of: Self.before)
        guard separators.count == 1 else {
          error("expected an assertion: 'A before B', 'never: A' or 'count: A = N'", at: at)
          return nil
        }
        let split = separators[0]
        guard let first = asciiEvent(UnsafeBufferPointer(rebasing: bytes[..<split]), at: at, calleeBase: at.column),
          let second = asciiEvent(
            UnsafeBufferPointer(rebasing: bytes[(split + Self.before.count)...]), at: at, calleeBase: at.column)
        else { return nil }
        return Assertion(.before(first, second), location: at)
      }
      let parts = (tree.text(node) ?? "").components(separatedBy: " before ")
      guard parts.count == 2 else {
        error("expected an assertion: 'A before B', 'never: A' or 'count: A = N'", at: at)
        return nil
      }
      guard let first = event(parts[0], at: at, calleeBase: at.column),
        let second = event(parts[1], at: at, calleeBase: at.column)
      else { return nil }
      return Assertion(.before(first, second), location: at)
    }
    guard isMapping(node) else {
      error("expected an assertion, found \(describe(node))", at: at)
      return nil
    }
    let count = Int(tree[node].a)
    let name = count > 0 ? key(node + 1) : ""
    switch (count, name) {
    case (1, "never"):
      let value = node + 2
      guard scalar(value, "an event after 'never:'") != nil, let pattern = event(ofScalar: value) else { return nil }
      return Assertion(.never(pattern), location: at)
    case (1, "count"):
      let value = node + 2
      if let pattern = asciiCount(value) {
        return pattern.map { Assertion(.count($0.event, $0.count), location: at) }
      }
      guard let text = scalar(value, "'<event> = N' after 'count:'") else { return nil }
      let sides = text.split(separator: "=", omittingEmptySubsequences: false)
      guard sides.count == 2, let count = Int(sides[1].trimmingSpaces()), count >= 0 else {
        error("expected 'count: <screen> <callback> = N' with N a whole number", at: location(value))
        return nil
      }
      guard let pattern = event(String(sides[0]), at: location(value), calleeBase: location(value).column) else { return nil }
      return Assertion(.count(pattern, count), location: at)
    default:
      error("unknown assertion '\(name)'\(hint(for: name, in: ["never", "count"])); expected 'A before B', 'never: A' or 'count: A = N'", at: at)
      return nil
    }
  }

  /// `<event> = N` read from the source's ASCII bytes: `nil` when the fast path does not
  /// apply (the caller then reads the string), `.some(nil)` after an error.
  private mutating func asciiCount(_ node: Int) -> (event: EventPattern, count: Int)?? {
    guard let bytes = tree.bytes(node), bytes.asciiPrefixLength(0..<bytes.count) == bytes.count,
      !bytes.contains(.carriageReturn), let equals = bytes.firstIndex(of: .equals),
      bytes[(equals + 1)...].firstIndex(of: .equals) == nil
    else { return nil }
    var start = equals + 1
    var end = bytes.count
    while start < end, bytes[start] == .space { start += 1 }
    while end > start, bytes[end - 1] == .space { end -= 1 }
    // Plain digits only; anything else (a sign, a tab) is read as a string.
    guard end > start, end - start <= 18, bytes[start..<end].allSatisfy(\.isDigit) else { return nil }
    let count = bytes[start..<end].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    let at = location(node)
    guard let event = asciiEvent(UnsafeBufferPointer(rebasing: bytes[..<equals]), at: at, calleeBase: at.column) else {
      return .some(nil)
    }
    return (event, count)
  }

  /// ` before `, which separates the two events of an ordering assertion.
  static let before = Array(" before ".utf8)
}

extension Callback {
  /// The callback named by ASCII bytes: the length and the first and last eight bytes
  /// single out at most one callback, whose whole name is then compared.
  init?(ascii name: UnsafeBufferPointer<UInt8>) {
    let count = name.count
    guard count >= 4, count <= 32 else { return nil }
    let head = Self.word(name, at: 0)
    let tail = Self.word(name, at: count - 8)
    let found: Int? = Self.keys.withUnsafeBufferPointer { keys in
      var index = 0
      while index < keys.count {
        if keys[index] == UInt64(count), keys[index + 1] == head, keys[index + 2] == tail { return index / 3 }
        index += 3
      }
      return nil
    }
    guard let found else { return nil }
    let callback = Self.ordered[found]
    guard count <= 16 || name.elementsEqual(callback.rawValue.utf8) else { return nil }
    self = callback
  }

  /// Eight bytes from `offset` (clamped to the start), little-endian; a name shorter than
  /// eight bytes gives its bytes.
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    let start = max(offset, 0)
    var word: UInt64 = 0
    var index = min(start + 8, bytes.count)
    while index > start {
      index -= 1
      word = word << 8 | UInt64(bytes[index])
    }
    return word
  }

  /// Every callback, made once (`allCases` builds a new array on each use).
  private static let ordered = allCases

  /// The length, first and last eight bytes of every callback's name, three numbers each,
  /// in the order of `ordered`. Up to 16 bytes they are the whole name.
  private static let keys: [UInt64] = ordered.flatMap { callback in
    var name = callback.rawValue
    return name.withUTF8 { [UInt64($0.count), word($0, at: 0), word($0, at: $0.count - 8)] }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The start of each occurrence of `pattern`, left to right, not overlapping.
  func occurrences(of pattern: [UInt8]) -> [Int] {
    var found: [Int] = []
    var index = 0
    while index + pattern.count <= count {
      if self[index] == pattern[0], pattern.withUnsafeBufferPointer({ matches(index..<(index + pattern.count), $0) }) {
        found.append(index)
        index += pattern.count
      } else {
        index += 1
      }
    }
    return found
  }
}

/// Where `RawTree.next(_:)` stands in a literal block.
struct LiteralLines {
  let literal: RawLiteral
  var cursor: LineCursor
  var seenContent = false

  init(_ literal: RawLiteral) {
    self.literal = literal
    cursor = literal.first
  }
}

extension RawTree {
  /// The next line of a literal block, with the range its content keeps and whether it is
  /// blank, as `forEachLiteralLine` gives them.
  func next(_ lines: inout LiteralLines) -> (SourceLine, Range<Int>, Bool)? {
    guard lines.cursor.offset < lines.literal.end, let line = source.line(at: lines.cursor) else {
      return nil
    }
    lines.cursor = source.after(line)
    let kept = keptRange(line, lines.literal, seenContent: &lines.seenContent)
    return (line, kept, line.contentStart == line.text.count)
  }
}
