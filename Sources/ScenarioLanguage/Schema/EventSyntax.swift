import Foundation
import LifecycleCore

/// Parses `<screen> <callback>` events and the three assertion forms.
extension SchemaReader {
  /// One event written `<screen> <callback>`, optionally in double quotes.
  mutating func event(_ text: String, at location: SourceLocation, screens: Set<String>) -> EventPattern? {
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
    let calleeColumn = location.column + leading
      + body.unicodeScalars.distance(from: body.startIndex, to: parts[1].startIndex)
    guard let callback = Callback(rawValue: name) else {
      error(
        "unknown callback '\(name)'\(Suggestion.hint(for: name, in: Callback.allCases.map(\.rawValue)))",
        at: SourceLocation(line: location.line, column: calleeColumn))
      return nil
    }
    guard screens.contains(screen) else {
      error("unknown screen '\(screen)'\(Suggestion.hint(for: screen, in: screens.sorted())); the scenario's screens are \(screens.sorted().map { "'\($0)'" }.joined(separator: ", "))", at: location)
      return nil
    }
    return EventPattern(screen: screen, callback: callback, location: location)
  }

  /// An `expect` literal block: one event a line; blank lines are skipped.
  mutating func expectation(_ pair: YAMLPair, screens: Set<String>) -> Expectation? {
    let node = pair.value
    let key = pair.key
    guard case .scalar(let text, let style) = node.kind else {
      error("'\(key)' expects a literal block ('\(key): |' then one event a line)", at: node.location)
      return nil
    }
    var events: [EventPattern] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, rawLine) in lines.enumerated() {
      // A `#` after a space starts a comment, as elsewhere in the file.
      let line = rawLine.hasPrefix("#") ? "" : rawLine.components(separatedBy: " #")[0]
      if line.allSatisfy({ $0 == " " }) { continue }
      let location = style == .literal
        ? literalLineLocation(node.location, offset: offset)
        : node.location
      if let event = event(String(line), at: location, screens: screens) { events.append(event) }
    }
    return Expectation(events: events, location: pair.keyLocation)
  }

  /// One `assert` item: `A before B`, `never: A` or `count: A = N`.
  mutating func assertion(_ node: YAMLNode, screens: Set<String>) -> Assertion? {
    switch node.kind {
    case .scalar(let text, _):
      let parts = text.components(separatedBy: " before ")
      guard parts.count == 2 else {
        error("expected an assertion: 'A before B', 'never: A' or 'count: A = N'", at: node.location)
        return nil
      }
      guard let first = event(parts[0], at: node.location, screens: screens),
        let second = event(parts[1], at: node.location, screens: screens)
      else { return nil }
      return Assertion(.before(first, second), location: node.location)
    case .mapping(let pairs) where pairs.count == 1 && pairs[0].key == "never":
      guard let text = scalar(pairs[0].value, "an event after 'never:'"),
        let pattern = event(text, at: pairs[0].value.location, screens: screens)
      else { return nil }
      return Assertion(.never(pattern), location: node.location)
    case .mapping(let pairs) where pairs.count == 1 && pairs[0].key == "count":
      guard let text = scalar(pairs[0].value, "'<event> = N' after 'count:'") else { return nil }
      let sides = text.split(separator: "=", omittingEmptySubsequences: false)
      guard sides.count == 2, let count = Int(sides[1].trimmingSpaces()), count >= 0 else {
        error("expected 'count: <screen> <callback> = N' with N a whole number", at: pairs[0].value.location)
        return nil
      }
      guard let pattern = event(String(sides[0]), at: pairs[0].value.location, screens: screens) else { return nil }
      return Assertion(.count(pattern, count), location: node.location)
    case .mapping(let pairs):
      let key = pairs.first?.key ?? ""
      error("unknown assertion '\(key)'\(Suggestion.hint(for: key, in: ["never", "count"])); expected 'A before B', 'never: A' or 'count: A = N'", at: node.location)
      return nil
    default:
      error("expected an assertion, found \(Self.describe(node))", at: node.location)
      return nil
    }
  }
}

extension StringProtocol {
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
