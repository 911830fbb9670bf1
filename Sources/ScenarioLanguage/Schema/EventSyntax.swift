import Foundation
import LifecycleCore

/// Parses `<screen> <callback>` events and `expect` blocks: on the source's bytes when they
/// are ASCII, otherwise on strings with the same rules.
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
    if let scene = sceneEvent(screen, callback, at: location) { return scene.valid ? scene.pattern : nil }
    guard isKnownScreenOrInstance(id) else {
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
    let calleeColumn =
      calleeBase + leading
      + body.unicodeScalars.distance(from: body.startIndex, to: parts[1].startIndex)
    guard let callback = Callback(rawValue: name) else {
      error(
        "unknown callback '\(name)'\(hint(for: name, in: Callback.allCases.map(\.rawValue)))",
        at: SourceLocation(line: location.line, column: calleeColumn))
      return nil
    }
    if let scene = sceneEvent(screen, callback, at: location) { return scene.valid ? scene.pattern : nil }
    let id = tree.interner.intern(screen)
    guard isKnownScreenOrInstance(id) else {
      unknownScreen(screen, at: location)
      return nil
    }
    return EventPattern(screen: tree.interner.string(id), callback: callback, location: location)
  }

  /// An event of the app's scene or app delegate, or one that mixes them up with a screen or
  /// with each other: nil when neither the screen is `Scene` or `AppDelegate` nor the callback
  /// theirs. The scene logs only its own callbacks (the scene delegate's and `scenePhase`
  /// changes), the app delegate only its own, and no screen logs those.
  private mutating func sceneEvent(_ screen: String, _ callback: Callback, at location: SourceLocation)
    -> (valid: Bool, pattern: EventPattern)?
  {
    let isApp = LifecycleCore.ScreenName.isAppParticipant(screen)
    guard isApp || callback.isSceneEvent else { return nil }
    let pattern = EventPattern(screen: screen, callback: callback, location: location)
    if isApp, !callback.isSceneEvent {
      error(
        "'\(screen)' is the app's \(screen == LifecycleCore.ScreenName.sceneText ? "scene" : "delegate"), which logs only \(screen == LifecycleCore.ScreenName.sceneText ? Self.sceneCallbacks : Self.appDelegateCallbacks); '\(callback.rawValue)' is a screen's callback",
        at: location)
      return (false, pattern)
    }
    let participant = callback.appParticipant.name
    if screen != participant {
      error(
        "'\(callback.rawValue)' is logged by the app's \(callback.isAppDelegateEvent ? "delegate" : "scene"): write '\(participant) \(callback.rawValue)'",
        at: location)
      return (false, pattern)
    }
    return (true, pattern)
  }

  private static let sceneCallbacks = Callback.allCases.filter { $0.isSceneEvent && !$0.isAppDelegateEvent }.map(\.rawValue)
    .joined(separator: ", ")
  private static let appDelegateCallbacks = Callback.allCases.filter(\.isAppDelegateEvent).map(\.rawValue).joined(separator: ", ")

  /// Whether the interned `id` names one of the scenario's screens, or an instance of one
  /// after the first (`X#2`, see `InstanceName`).
  mutating func isKnownScreenOrInstance(_ id: Int) -> Bool {
    if known.contains(id, in: tree.interner) { return true }
    guard let instance = InstanceName.split(tree.interner.string(id)) else { return false }
    return known.contains(tree.interner.intern(instance.type), in: tree.interner)
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
}
