import LifecycleCore
import LifecycleFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares a golden file with the golden text as it is written, byte for byte, reading the
/// file a chunk at a time: a passing comparison holds neither text, whatever the length of
/// the run. (`\r\n` in the file reads as `\n`, so a golden checked out with Windows line ends
/// still matches.)
///
/// At the first difference it keeps the rest of both texts from a few lines before it; at
/// the end it drops the bytes they share at the end, and only the lines of that changed
/// window are split and diffed, numbered as in the whole files.
///
/// ```swift
/// let comparison = GoldenComparison(path: "Scenarios/push.golden")
/// let output = BufferedOutput(comparison)
/// GoldenTimeline.write(run, to: output)
/// output.flush()
/// if case .differs(let diff) = comparison.finish() { print(diff.unified()) }
/// ```
package final class GoldenComparison: OutputDestination {
  /// What the comparison found.
  package enum Verdict: Sendable {
    /// No file at the path.
    case missing
    /// The file cannot be read, or is not UTF-8.
    case unreadable(FileError)
    /// The file does not start with the golden header line.
    case notAGolden
    /// The file holds exactly the text written.
    case equal
    /// The texts differ: the diff of the changed window (with `contextLines` shared lines
    /// around it), numbered from the start of the files.
    case differs(LineDiff)
  }

  /// Shared lines kept on each side of the changed window: the context a unified diff of
  /// the verdict can show (`check` and `--format json` show 3).
  package static let contextLines = 3

  /// The golden's path.
  package let path: String
  /// The scenario file the golden belongs to, for messages and hints.
  package let scenario: String

  private var reader: FileReader?
  private var openError: FileError?
  private var readError: FileError?
  private var isMissing = false

  /// File bytes read and not compared yet (`\r\n` already `\n`), from `fileStart`.
  private var file: [UInt8] = []
  private var fileStart = 0
  private var fileEnded = false
  private var pendingCarriageReturn = false
  private var chunk: [UInt8] = []

  /// Bytes found equal so far, and the newlines among them.
  private var compared = 0
  private var linesCompared = 0
  /// The end of the equal bytes: at least the last `contextLines + 1` lines.
  private var recent: [UInt8] = []

  /// After the first difference: the rest of each text from the start of the window, how
  /// many lines come before the window, and how many of its first bytes are known equal.
  private var isDiffering = false
  private var expectedTail: [UInt8] = []
  private var actualTail: [UInt8] = []
  private var windowLinesBefore = 0
  private var windowSharedBytes = 0

  /// Opens the golden at `path` for comparison (an error in opening it is its verdict);
  /// `scenario` names the scenario it belongs to (by default the `.yaml` beside it).
  package init(path: String, scenario: String? = nil) {
    self.path = path
    self.scenario = scenario ?? (path.hasSuffix(".golden") ? String(path.dropLast(7)) : path) + ".yaml"
    do {
      reader = try FileReader.open(path)
      isMissing = reader == nil
    } catch {
      openError = error
    }
  }

  package func receive(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    guard reader != nil, readError == nil else { return }
    if isDiffering {
      actualTail.append(contentsOf: bytes)
      return
    }
    var position = 0
    while position < bytes.count {
      if fileStart == file.count {
        refill()
        if readError != nil { return }
        if fileStart == file.count {
          startDiffering(actualRest: UnsafeRawBufferPointer(rebasing: bytes[position...]))
          return
        }
      }
      let count = min(bytes.count - position, file.count - fileStart)
      let equal = file.withUnsafeBytes { stored in
        Self.equalPrefix(
          UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)]),
          UnsafeRawBufferPointer(rebasing: stored[fileStart..<(fileStart + count)]))
      }
      noteEqual(UnsafeRawBufferPointer(rebasing: bytes[position..<(position + equal)]))
      fileStart += equal
      position += equal
      if equal < count {
        startDiffering(actualRest: UnsafeRawBufferPointer(rebasing: bytes[position...]))
        return
      }
    }
  }

  /// The verdict, once everything was written (and the output flushed).
  package func finish() -> Verdict {
    if isMissing { return .missing }
    if let openError { return .unreadable(openError) }
    if !isDiffering {
      if fileStart == file.count { refill() }
      if let readError { return .unreadable(readError) }
      if fileStart == file.count { return .equal }
      startDiffering(actualRest: UnsafeRawBufferPointer(start: nil, count: 0))
    }
    while !fileEnded && readError == nil {
      refill()
      expectedTail.append(contentsOf: file[fileStart...])
      fileStart = file.count
    }
    if let readError { return .unreadable(readError) }
    reader = nil
    // Everything before the window matched the (valid) text written: the file is UTF-8
    // exactly when its tail is.
    let ascii = Self.isASCII(expectedTail) && Self.isASCII(actualTail)
    if !ascii {
      do {
        let expected = try TextFile.decode(expectedTail, path: path, linesBefore: windowLinesBefore)
        // Text compares by canonical equivalence, as String does: the same letters written
        // with other code points are not a difference.
        if expected == String(decoding: actualTail, as: UTF8.self) && compared >= GoldenTimeline.header.utf8.count + 1 {
          return .equal
        }
      } catch {
        return .unreadable(error)
      }
    }
    // The text written starts with the header line: a file that differs before its end
    // does not.
    if compared < GoldenTimeline.header.utf8.count + 1 { return .notAGolden }
    return .differs(windowDiff(ascii: ascii))
  }

  // MARK: - Reading the file

  /// Reads the next chunk of the file into `file`, with `\r\n` read as `\n`.
  private func refill() {
    guard let reader, !fileEnded else { return }
    if fileStart == file.count {
      file.removeAll(keepingCapacity: true)
      fileStart = 0
    }
    if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
    while true {
      let count: Int
      do {
        count = try chunk.withUnsafeMutableBytes { buffer in try reader.read(into: buffer) }
      } catch let error as FileError {
        readError = error
        return
      } catch {
        readError = FileError(path: path, reason: "\(error)")
        return
      }
      if count == 0 {
        fileEnded = true
        if pendingCarriageReturn { file.append(UInt8(ascii: "\r")) }
        pendingCarriageReturn = false
        return
      }
      let carriageReturn = UInt8(ascii: "\r")
      let read = chunk[..<count]
      let hasCarriageReturn = read.withUnsafeBytes { memchr($0.baseAddress!, 0x0D, count) != nil }
      if !pendingCarriageReturn, !hasCarriageReturn {
        file.append(contentsOf: read)
      } else {
        for byte in read {
          if pendingCarriageReturn {
            pendingCarriageReturn = false
            if byte != UInt8(ascii: "\n") { file.append(carriageReturn) }
          }
          if byte == carriageReturn {
            pendingCarriageReturn = true
          } else {
            file.append(byte)
          }
        }
      }
      if fileStart < file.count { return }
    }
  }

  /// How many leading bytes of two equally long buffers are equal.
  private static func equalPrefix(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
    guard let left = a.baseAddress, let right = b.baseAddress else { return 0 }
    if memcmp(left, right, a.count) == 0 { return a.count }
    var index = 0
    while index < a.count, a[index] == b[index] { index += 1 }
    return index
  }

  // MARK: - The equal part and the window

  private func noteEqual(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    compared += bytes.count
    // Count the newlines a line at a time (memchr), not a byte at a time.
    var position = base
    let end = base + bytes.count
    while let found = memchr(position, 0x0A, end - position) {
      linesCompared += 1
      position = UnsafeRawPointer(found) + 1
    }
    // Keep what a difference would need: the last `contextLines` lines and the partial one.
    if let start = Self.startOfLastLines(bytes, Self.contextLines) {
      recent.removeAll(keepingCapacity: true)
      recent.append(contentsOf: bytes[start...])
    } else {
      recent.append(contentsOf: bytes)
      if recent.count > 1 << 16 {
        recent.removeSubrange(..<(recent.withUnsafeBytes { Self.startOfLastLines($0, Self.contextLines) } ?? 0))
      }
    }
  }

  /// Where the last `count` whole lines of `bytes` and the partial line after them start:
  /// just after the `count + 1`-th newline from the end; nil when there are fewer.
  private static func startOfLastLines(_ bytes: UnsafeRawBufferPointer, _ count: Int) -> Int? {
    var seen = 0
    var index = bytes.count - 1
    while index >= 0 {
      if bytes[index] == UInt8(ascii: "\n") {
        seen += 1
        if seen == count + 1 { return index + 1 }
      }
      index -= 1
    }
    return nil
  }

  /// From the first difference on, keeps both texts from `contextLines` lines before the
  /// line it is in.
  private func startDiffering(actualRest: UnsafeRawBufferPointer) {
    isDiffering = true
    // `recent` ends at the difference: its last (partial) line, and the lines before it.
    var start = recent.count
    var newlines = 0
    while start > 0 {
      if recent[start - 1] == UInt8(ascii: "\n") {
        if newlines == Self.contextLines { break }
        newlines += 1
      }
      start -= 1
    }
    let prefix = recent[start...]
    windowLinesBefore = linesCompared - prefix.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    windowSharedBytes = prefix.count
    expectedTail = Array(prefix)
    expectedTail.append(contentsOf: file[fileStart...])
    fileStart = file.count
    actualTail = Array(prefix)
    actualTail.append(contentsOf: actualRest)
    recent = []
  }

  /// The diff of the window: both tails without the bytes they share at the end, but for
  /// `contextLines` lines, cut at line ends.
  private func windowDiff(ascii: Bool) -> LineDiff {
    let expected = expectedTail
    let actual = actualTail
    let newline = UInt8(ascii: "\n")
    let limit = max(0, min(expected.count, actual.count) - windowSharedBytes)
    var shared = Self.sharedSuffix(expected, actual, limit: limit)
    // The shared end starts a line on both sides.
    while shared > 0, !(expected[expected.count - shared - 1] == newline && actual[actual.count - shared - 1] == newline) {
      shared -= 1
    }
    var end = expected.count - shared
    for _ in 0..<Self.contextLines {
      guard end < expected.count else { break }
      end = (expected[end...].firstIndex(of: newline).map { $0 + 1 }) ?? expected.count
    }
    let kept = expected.count - end
    guard ascii else {
      return LineDiff(
        expected: Self.lines(expected[..<end]), actual: Self.lines(actual[..<(actual.count - kept)]),
        linesBefore: windowLinesBefore)
    }
    // ASCII text has one spelling: lines are equal exactly when their bytes are, so each
    // distinct line is made a String and numbered once, as it is split.
    var table = LineTable()
    let (expectedLines, expectedNumbers) = table.split(expected[..<end])
    let (actualLines, actualNumbers) = table.split(actual[..<(actual.count - kept)])
    return LineDiff(
      expected: expectedLines, actual: actualLines, linesBefore: windowLinesBefore,
      numbers: (expectedNumbers, actualNumbers, table.count))
  }

  /// The lines of a text, without a last empty one after a final newline (the text is UTF-8).
  private static func lines(_ text: ArraySlice<UInt8>) -> [String] {
    text.withUnsafeBufferPointer { buffer -> [String] in
      var result: [String] = []
      var start = 0
      while true {
        let rest = UnsafeBufferPointer(rebasing: buffer[start...])
        guard let base = rest.baseAddress, let found = memchr(base, 0x0A, rest.count) else {
          result.append(String(decoding: rest, as: UTF8.self))
          break
        }
        let end = start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        result.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
        start = end + 1
      }
      if text.last == UInt8(ascii: "\n") { result.removeLast() }
      return result
    }
  }

  /// Whether every byte is ASCII (then the text is UTF-8 without looking further).
  private static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var bits: UInt64 = 0
      var offset = 0
      while offset + 8 <= buffer.count {
        bits |= buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      while offset < buffer.count {
        bits |= UInt64(buffer[offset])
        offset += 1
      }
      return bits & 0x8080_8080_8080_8080 == 0
    }
  }

  /// How many bytes (at most `limit`) the two texts share at their ends, compared a block at
  /// a time.
  private static func sharedSuffix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return 0 }
        var shared = 0
        let block = 4096
        while shared + block <= limit,
          memcmp(aBase + a.count - shared - block, bBase + b.count - shared - block, block) == 0
        {
          shared += block
        }
        while shared < limit, a[a.count - 1 - shared] == b[b.count - 1 - shared] { shared += 1 }
        return shared
      }
    }
  }
}
