/// Recognises the columns a logging system writes before a message: timestamps, and after a
/// timestamp the process columns of Xcode (`MyApp[1234:56789]`) and of `log stream` / `log show`
/// in their default, compact and syslog styles.
///
/// Everything here is about the logging system, never about the app's own text; the app's own
/// prefixes (tags, emoji, labels) are `ConsoleMessage`'s business.
enum ConsoleHeader {
  /// The index of the first token after the header (0 when there is none).
  static func end(of tokens: [Substring]) -> Int {
    var index = timestampEnd(tokens, from: 0)
    guard index > 0 else { return 0 }
    if let afterColumns = defaultStyleColumnsEnd(tokens, from: index) {
      // `log` default style: thread, type, activity, pid, TTL, then `Process:`.
      let limit = min(tokens.count, afterColumns + maximumProcessTokens)
      if let colon = tokens[afterColumns..<limit].firstIndex(where: { $0.last == ":" }) {
        return colon + 1
      }
      return afterColumns
    }
    // Xcode `MyApp[1234:56789]`, compact `Df MyApp[1234:5678]`, syslog `localhost MyApp[1234]:`.
    // A process name may hold spaces (`My App[1234:5678]`), so the ids may be a few tokens on.
    let limit = min(tokens.count, index + 1 + maximumProcessTokens)
    if let process = tokens[index..<limit].firstIndex(where: ConsoleTokens.isProcess) {
      index = process + 1
    }
    return index
  }

  /// How many tokens a process name may span.
  static let maximumProcessTokens = 4

  /// The index after the leading timestamp tokens: dates, times, time zones, ISO 8601 date-times,
  /// and syslog's `Jan 15 10:23:45`.
  static func timestampEnd(_ tokens: [Substring], from start: Int) -> Int {
    var index = start
    var sawTime = false
    while index < tokens.count {
      let token = tokens[index]
      if isDate(token) || isDateTime(token) {
        sawTime = sawTime || isDateTime(token)
        index += 1
      } else if isTime(token) {
        sawTime = true
        index += 1
      } else if sawTime, isZone(token) {
        index += 1
      } else if index + 2 < tokens.count, token.utf8.count == 3, months.contains(String(token)),
        tokens[index + 1].utf8.count <= 2, ByteScanner.isNumber(tokens[index + 1]), isTime(tokens[index + 2])
      {
        sawTime = true
        index += 3
      } else {
        break
      }
    }
    return index
  }

  /// The index after `0x1a2b3c Default 0x0 1234 0`, the columns of `log`'s default style.
  static func defaultStyleColumnsEnd(_ tokens: [Substring], from start: Int) -> Int? {
    guard start + 5 <= tokens.count,
      isHex(tokens[start]), tokens[start + 1].allSatisfy(\.isLetter), isHex(tokens[start + 2]),
      ByteScanner.isNumber(tokens[start + 3]), ByteScanner.isNumber(tokens[start + 4])
    else { return nil }
    return start + 5
  }

  static let months: Set<String> = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `2024-01-15`, `2024/01/15`, `01/15/2024`, `15.01.2024`: three groups of digits with one
  /// kind of separator, the year of four digits first or last.
  static func isDate(_ token: Substring) -> Bool {
    var scanner = ByteScanner(token)
    let first = scanner.digits()
    guard first > 0, let separator = scanner.next(), [0x2D, 0x2F, 0x2E].contains(separator) else { return false }
    let second = scanner.digits()
    guard second > 0, scanner.next() == separator else { return false }
    let third = scanner.digits()
    return third > 0 && scanner.isAtEnd && (first == 4 || third == 4)
  }

  /// `10:23`, `10:23:45`, `10:23:45.123456`, `10:23:45,123`, `10:23:45.123+0100`, `10:23:45Z`.
  static func isTime(_ token: Substring) -> Bool {
    var scanner = ByteScanner(token)
    guard (1...2).contains(scanner.digits()), scanner.next() == 0x3A, scanner.digits() == 2 else { return false }
    var hasSeconds = false
    if scanner.peek() == 0x3A {
      _ = scanner.next()
      guard scanner.digits() == 2 else { return false }
      hasSeconds = true
    }
    if hasSeconds, let mark = scanner.peek(), mark == 0x2E || mark == 0x2C {
      _ = scanner.next()
      guard scanner.digits() > 0 else { return false }
    }
    return scanner.isAtEnd || isZone(scanner.rest)
  }

  /// `2024-01-15T10:23:45.123Z`, `2024-01-15T10:23:45+01:00`.
  static func isDateTime(_ token: Substring) -> Bool {
    guard startsWithDigit(token), let t = token.utf8.firstIndex(of: UInt8(ascii: "T")) else { return false }
    return isDate(token[..<t]) && isTime(token[token.utf8.index(after: t)...])
  }

  /// `Z`, `+0100`, `-07:00`, `+01`, `UTC`, `GMT`.
  static func isZone(_ token: Substring) -> Bool {
    if token == "Z" || token == "UTC" || token == "GMT" { return true }
    var scanner = ByteScanner(token)
    guard let sign = scanner.next(), sign == 0x2B || sign == 0x2D else { return false }
    switch scanner.digits() {
    case 4: return scanner.isAtEnd
    case 2:
      if scanner.isAtEnd { return true }
      return scanner.next() == 0x3A && scanner.digits() == 2 && scanner.isAtEnd
    default: return false
    }
  }

  /// Whether the first byte is `0`…`9`: the cheap test before the others.
  static func startsWithDigit(_ token: Substring) -> Bool {
    guard let first = token.utf8.first else { return false }
    return ByteScanner.isDigit(first)
  }

  /// `0x1a2b`.
  static func isHex(_ token: Substring) -> Bool {
    token.utf8.count > 2 && token.utf8.starts(with: [0x30, 0x78]) && token.utf8.dropFirst(2).allSatisfy(ByteScanner.isHexDigit)
  }
}
