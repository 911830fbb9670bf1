import Comparison
import Foundation
import LifecycleTestSupport
import Testing

/// A log file is read a chunk at a time, each line decoded alone: whatever the chunks' size,
/// it reads as its whole text does (terminators split by a chunk's end, a byte-order mark,
/// bytes that are not UTF-8, a last line without a terminator).
@Suite struct ConsoleLogStreamingTests {
  let reader = ConsoleLogReader(screens: ["Home", "Détail"])

  static let logs: [[UInt8]] = [
    Array("Home viewDidLoad\nHome viewWillAppear\n".utf8),
    Array("Home viewDidLoad\r\nHome viewWillAppear\r\nDétail viewDidAppear".utf8),
    Array("\u{FEFF}Home viewDidLoad\rHome viewWillAppear\r\r\nOther viewDidLoad\n\n".utf8),
    Array("2024-03-01 10:11:12.345 App[1:2] Home viewDidLoad\n".utf8) + [0xFF, 0xC3, 0x0A] + Array("Home viewWillApear\r".utf8),
    Array("\u{1B}[32mHome viewDidLoad\u{1B}[0m\n\tHome viewWillAppear\n".utf8),
    [], Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8),
  ]

  @Test(arguments: logs.indices)
  func aFileReadsAsItsTextWhateverTheChunks(index: Int) throws {
    let bytes = Self.logs[index]
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/console.txt"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let whole = reader.read(String(decoding: bytes, as: UTF8.self), path: path)
    for chunk in [1, 2, 3, 5, 7, 64, 1 << 20] {
      let streamed = try reader.read(path: path, chunkBytes: chunk)
      #expect(streamed == whole, "log \(index), chunks of \(chunk) bytes")
    }
    #expect(try reader.read(path: path) == whole)
  }
}
