import Foundation
import LifecycleCore

/// Reads the lifecycle events out of a console log as a device printed it.
///
/// It takes the log as Xcode's console or Console.app shows it, as `log stream` and `log show`
/// print it (default, compact and syslog styles), or bare `print()` output, and keeps the lines
/// that are one `<screen> <callback>` event of the scenario's screens.
///
/// **The line rule.** A line is an event when, once the logging system's columns are set aside,
/// what remains is exactly the event, with only tags before it and only a parenthesized suffix
/// and symbols after it:
///
/// 1. The logging system's columns are: leading timestamps (`2024-01-15 10:23:45.123456+0100`,
///    `2024-01-15T10:23:45.123Z`, `10:23:45.123`, `Jan 15 10:23:45`); after a timestamp, the
///    process with its ids (Xcode's and `log --style compact`'s `MyApp[1234:56789]`, a name
///    with spaces included; syslog style's `localhost MyApp[1234]:`), or `log`'s default
///    columns (thread, type, activity, pid, TTL, `MyApp:`). In Console.app's tab-separated
///    copy, each column is tried, last first.
/// 2. Tags the probe or os_log add before the event are skipped: tokens of symbols only
///    (`🟢`, `->`), bracketed groups (`[Lifecycle]`, `(MyLibrary)`,
///    `[com.example.app:lifecycle]`), labels ending in a colon (`LIFECYCLE:`), processes
///    (`MyApp[1234:56789]`).
/// 3. Then comes `<screen> <callback>`: the screen one token, the callback a `Callback` name,
///    optionally with a `(animated: true)`-style group (attached or after a space), as
///    `#function` prints it (`viewWillAppear(_:)`, `willMove(toParent:)`) or as Objective-C's
///    `_cmd` does (`viewWillAppear:`). The whole message may be in double quotes.
///
/// So `Calling Home viewWillAppear directly` and `Home viewWillAppear took 3 ms` are not events:
/// the event must be the whole message. Lines whose shape is right but whose screen is not one
/// of the scenario's are kept apart in `ConsoleLog.otherScreens`.
///
/// Lines end at `\n`, `\r\n` or `\r`; line numbers are 1-based; ANSI colour codes and a UTF-8
/// byte-order mark are ignored.
public struct ConsoleLogReader: Sendable {
  /// The screens whose events are kept.
  public var screens: Set<String>

  /// Creates a reader for a scenario's screens (see `Scenario.screenIDs`).
  public init(screens: Set<String>) {
    self.screens = screens
  }

  /// What one line holds.
  package enum LineContent: Hashable, Sendable {
    /// An event of one of the screens.
    case event(screen: String, callback: Callback)
    /// An event-shaped line whose screen is not one of the screens.
    case otherScreen(screen: String, callback: Callback)
    /// One of the screens and a word close to a callback's name, but none.
    case misspelt(screen: String, written: String, suggestion: Callback)
    /// Anything else.
    case unrelated
  }

  /// Reads a log's text; `path` names it in the result.
  public func read(_ text: String, path: String) -> ConsoleLog {
    var collector = Collector(reader: self)
    for line in Self.lines(of: text) { collector.take(line) }
    return collector.log(path: path)
  }

  /// The events of a log as its lines arrive, one at a time: nothing of a line is kept but
  /// what it holds of an event.
  struct Collector {
    let reader: ConsoleLogReader
    var events: [LoggedEvent] = []
    var others: [LoggedEvent] = []
    var misspelt: [MisspeltEvent] = []
    var number = 0

    init(reader: ConsoleLogReader) { self.reader = reader }

    mutating func take(_ line: Substring) {
      number += 1
      switch reader.content(of: line) {
      case .event(let screen, let callback):
        events.append(LoggedEvent(screen: screen, callback: callback, line: number, text: String(line)))
      case .otherScreen(let screen, let callback):
        others.append(LoggedEvent(screen: screen, callback: callback, line: number, text: String(line)))
      case .misspelt(let screen, let written, let suggestion):
        misspelt.append(MisspeltEvent(screen: screen, written: written, suggestion: suggestion, line: number))
      case .unrelated:
        break
      }
    }

    func log(path: String) -> ConsoleLog {
      var log = ConsoleLog(path: path, events: events, otherScreens: others, lineCount: number)
      log.misspelt = misspelt
      return log
    }
  }

  /// The largest log read: 64 MiB (67,108,864 bytes), the limit of a scenario file.
  package static let maximumBytes = 64 << 20

  /// Reads a log file. Bytes that are not UTF-8 are replaced, never refused.
  ///
  /// - Throws: a diagnostic naming the file when it cannot be read.
  public func read(path: String) throws(Diagnostic) -> ConsoleLog {
    try read(path: path, chunkBytes: Self.chunkBytes)
  }

  /// Reads a log file `chunkBytes` at a time (a test makes its chunks small).
  package func read(path: String, chunkBytes: Int) throws(Diagnostic) -> ConsoleLog {
    // Refused from its size, before it is read, as a scenario file is.
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > Self.maximumBytes {
      throw Diagnostic(
        .error,
        "the log '\(path)' is \(size) bytes, over the \(Self.maximumBytes) (64 MiB) a log may have; keep the part of the run the scenario describes",
        path: path)
    }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    guard exists, !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
      let reason = !exists ? "no such file" : isFolder.boolValue ? "it is a folder" : "it is not readable"
      throw Diagnostic(.error, "cannot read the log '\(path)': \(reason)", path: path)
    }
    defer { try? handle.close() }
    // Streamed a chunk at a time, each line decoded alone: neither the file nor its text is
    // held whole. A line ends at an ASCII byte, never inside a UTF-8 sequence, so decoding
    // line by line replaces exactly the bytes decoding the whole text would.
    var collector = Collector(reader: self)
    var pending: [UInt8] = []
    var afterCR = false
    var read = 0
    while read <= Self.maximumBytes {
      guard let chunk = try? handle.read(upToCount: max(chunkBytes, 1)), !chunk.isEmpty else { break }
      read += chunk.count
      chunk.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var index = 0
        if afterCR {
          // The `\n` of a `\r\n` that the chunks' boundary split.
          afterCR = false
          if !bytes.isEmpty, bytes[0] == 0x0A { index = 1 }
        }
        var start = index
        while index < bytes.count {
          let byte = bytes[index]
          guard byte == 0x0A || byte == 0x0D else {
            index += 1
            continue
          }
          pending.append(contentsOf: bytes[start..<index])
          collector.take(Substring(String(decoding: pending, as: UTF8.self)))
          pending.removeAll(keepingCapacity: true)
          index += 1
          if byte == 0x0D {
            if index < bytes.count {
              if bytes[index] == 0x0A { index += 1 }
            } else {
              afterCR = true
            }
          }
          start = index
        }
        if start < bytes.count { pending.append(contentsOf: bytes[start...]) }
      }
    }
    // A final terminator ends the last line rather than starting an empty one.
    if !pending.isEmpty || collector.number == 0 { collector.take(Substring(String(decoding: pending, as: UTF8.self))) }
    return collector.log(path: path)
  }

  /// How many bytes of a log are read at a time.
  static let chunkBytes = 1 << 20

  /// What one line of a log holds (without its terminator).
  package func content(of line: Substring) -> LineContent {
    var line = line
    var hasEscape = false
    var hasTab = false
    for byte in line.utf8 where byte < 0x20 {
      if byte == 0x1B { hasEscape = true } else if byte == 0x09 { hasTab = true }
    }
    if hasEscape { line = Self.withoutANSI(line) }
    if line.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst() }
    let columns = hasTab ? line.split(separator: "\t").reversed() : [line]
    var other: LineContent = .unrelated
    for column in columns {
      let tokens = ConsoleTokens.split(column)
      let message = Array(tokens[ConsoleHeader.end(of: tokens)...])
      guard let (screen, callback) = ConsoleMessage.match(message) else {
        if case .unrelated = other, let (screen, written) = ConsoleMessage.screenAndLastWord(message),
          screens.contains(String(screen)),
          let suggestion = Suggestion.closest(to: written, in: ConsoleMessage.callbackNames).first.flatMap(Callback.init(rawValue:))
        {
          other = .misspelt(screen: String(screen), written: written, suggestion: suggestion)
        }
        continue
      }
      if screens.containsScreenOrInstance(String(screen)) { return .event(screen: String(screen), callback: callback) }
      if ConsoleMessage.mayBeScreen(screen), !other.isOtherScreen {
        other = .otherScreen(screen: String(screen), callback: callback)
      }
    }
    return other
  }

  /// The lines of a text, split at `\n`, `\r\n` and `\r`. A final terminator ends the last line
  /// rather than starting an empty one.
  static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0x0D else {
        index = bytes.index(after: index)
        continue
      }
      lines.append(text[start..<index])
      index = bytes.index(after: index)
      if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
      start = index
    }
    if start < bytes.endIndex || lines.isEmpty { lines.append(text[start...]) }
    return lines
  }

  /// The line without ANSI escape sequences (`ESC [ … letter`).
  static func withoutANSI(_ line: Substring) -> Substring {
    var result = ""
    var index = line.startIndex
    while index < line.endIndex {
      if line[index] == "\u{1B}" {
        index = line.index(after: index)
        if index < line.endIndex, line[index] == "[" {
          index = line.index(after: index)
          while index < line.endIndex, !line[index].isLetter { index = line.index(after: index) }
          if index < line.endIndex { index = line.index(after: index) }
        }
        continue
      }
      result.append(line[index])
      index = line.index(after: index)
    }
    return Substring(result)
  }
}

extension ConsoleLogReader.LineContent {
  /// Whether the line is an event of a screen that is not one of the scenario's.
  var isOtherScreen: Bool {
    if case .otherScreen = self { return true }
    return false
  }
}
