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
      } else if index + 2 < tokens.count, months.contains(String(token)),
        tokens[index + 1].count <= 2, tokens[index + 1].allSatisfy(\.isASCIIDigit), isTime(tokens[index + 2])
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
      tokens[start + 3].allSatisfy(\.isASCIIDigit), tokens[start + 4].allSatisfy(\.isASCIIDigit)
    else { return nil }
    return start + 5
  }

  static let months: Set<String> = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `2024-01-15`, `2024/01/15`, `01/15/2024`, `15.01.2024`.
  static func isDate(_ token: Substring) -> Bool {
    let groups = token.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "/" || $0 == "." }
    guard groups.count == 3, groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
      return false
    }
    let separators = token.filter { !$0.isASCIIDigit }
    return Set(separators).count == 1 && (groups[0].count == 4 || groups[2].count == 4)
  }

  /// `10:23:45`, `10:23:45.123456`, `10:23:45,123`, `10:23:45.123+0100`, `10:23:45Z`.
  static func isTime(_ token: Substring) -> Bool {
    var body = token
    if let zoneStart = body.firstIndex(where: { $0 == "+" || $0 == "-" || $0 == "Z" }) {
      guard isZone(body[zoneStart...]) else { return false }
      body = body[..<zoneStart]
    }
    let clockAndFraction = body.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," }
    guard clockAndFraction.count <= 2 else { return false }
    if clockAndFraction.count == 2 {
      guard !clockAndFraction[1].isEmpty, clockAndFraction[1].allSatisfy(\.isASCIIDigit) else { return false }
    }
    let clock = clockAndFraction[0].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3 || (clock.count == 2 && clockAndFraction.count == 1) else { return false }
    return clock.allSatisfy { (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }
  }

  /// `2024-01-15T10:23:45.123Z`, `2024-01-15T10:23:45+01:00`.
  static func isDateTime(_ token: Substring) -> Bool {
    guard let t = token.firstIndex(of: "T") else { return false }
    return isDate(token[..<t]) && isTime(token[token.index(after: t)...])
  }

  /// `Z`, `+0100`, `-07:00`, `+01`, `UTC`, `GMT`.
  static func isZone(_ token: Substring) -> Bool {
    if token == "Z" || token == "UTC" || token == "GMT" { return true }
    guard let sign = token.first, sign == "+" || sign == "-" else { return false }
    let digits = token.dropFirst().filter { $0 != ":" }
    return (digits.count == 2 || digits.count == 4) && digits.allSatisfy(\.isASCIIDigit)
  }

  /// `0x1a2b`.
  static func isHex(_ token: Substring) -> Bool {
    token.hasPrefix("0x") && token.count > 2 && token.dropFirst(2).allSatisfy(\.isHexDigit)
  }
}
