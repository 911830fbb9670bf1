import Foundation
import LifecycleCore

/// Parses the four assertion forms: `A before B`, `never: A`, `count: A = N` and
/// `phase: A = P` (the phase of A's first call on the merged clock).
extension SchemaReader {
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
          error("expected an assertion: 'A before B', 'never: A', 'count: A = N' or 'phase: A = P'", at: at)
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
        error("expected an assertion: 'A before B', 'never: A', 'count: A = N' or 'phase: A = P'", at: at)
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
    case (1, "phase"):
      let value = node + 2
      guard let text = scalar(value, "'<event> = <phase>' after 'phase:'") else { return nil }
      let sides = text.split(separator: "=", omittingEmptySubsequences: false)
      let names = Phase.allCases.map(\.description)
      guard sides.count == 2, let phase = Phase.allCases.first(where: { $0.description == sides[1].trimmingSpaces() }) else {
        let found = sides.count == 2 ? String(sides[1].trimmingSpaces()) : ""
        error(
          "expected 'phase: <screen> <callback> = P' with P one of \(names.joined(separator: ", "))\(found.isEmpty ? "" : hint(for: found, in: names))",
          at: location(value))
        return nil
      }
      guard let pattern = event(String(sides[0]), at: location(value), calleeBase: location(value).column) else { return nil }
      return Assertion(.phase(pattern, phase), location: at)
    default:
      error(
        "unknown assertion '\(name)'\(hint(for: name, in: ["never", "count", "phase"])); expected 'A before B', 'never: A', 'count: A = N' or 'phase: A = P'",
        at: at)
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
