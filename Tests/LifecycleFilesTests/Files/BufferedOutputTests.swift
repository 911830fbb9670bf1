import Foundation
import LifecycleFiles
import LifecycleTestSupport
import Testing

/// Streamed output: chunks end on whole characters, everything arrives in order, and a
/// destination that fails is reported, never trapped on.
@Suite struct BufferedOutputTests {
  /// Keeps each chunk apart.
  final class Chunks: OutputDestination {
    var chunks: [[UInt8]] = []
    func receive(_ bytes: UnsafeRawBufferPointer) throws(OutputError) { chunks.append(Array(bytes)) }
  }

  @Test(arguments: [16, 17, 18, 19, 64])
  func chunksEndOnWholeCharactersAndKeepEveryByte(capacity: Int) {
    let chunks = Chunks()
    let output = BufferedOutput(chunks, capacity: capacity)
    var expected = ""
    for index in 0..<300 {
      let piece = ["é", "😀", "ж", "a", "\n", "日本"][index % 6] + String(index)
      output.write(piece)
      output.write(byte: UInt8(ascii: " "))
      expected += piece + " "
    }
    output.write(String(repeating: "👍", count: 40))
    expected += String(repeating: "👍", count: 40)
    output.flush()
    #expect(chunks.chunks.count > 10)
    for chunk in chunks.chunks {
      // Decoding repairs a cut character, so a chunk that round-trips is whole.
      #expect(Array(String(decoding: chunk, as: UTF8.self).utf8) == chunk, "a chunk cut a character: \(chunk)")
    }
    #expect(String(decoding: chunks.chunks.flatMap { $0 }, as: UTF8.self) == expected)
  }

  @Test func aDescriptorThatCannotBeWrittenIsAFailureNotACrash() throws {
    // A descriptor open for reading only: write(2) fails with EBADF.
    let descriptor = open("/dev/null", O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let output = BufferedOutput(FileDescriptorDestination(descriptor: descriptor), capacity: 16)
    for _ in 0..<100 { output.write("step 1: launch\n") }
    output.flush()
    #expect(output.failure == OutputError(reason: String(cString: strerror(EBADF))))
  }

  @Test func aFileGetsEveryByteThroughItsDescriptor() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/out.txt"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    let output = BufferedOutput(FileDescriptorDestination(descriptor: descriptor), capacity: 100)
    var expected = ""
    for index in 0..<1_000 {
      output.write("line \(index)\n")
      expected += "line \(index)\n"
    }
    output.flush()
    close(descriptor)
    #expect(output.failure == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }

  @Test func atomicFilesCanBeWrittenAPieceAtATime() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/sub/g.golden"
    try AtomicFile.write(to: path) { output in
      for index in 0..<10_000 { output.write("  action          UIKit   S\(index) init\n") }
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("  action          UIKit   S0 init\n"))
    #expect(text.split(separator: "\n").count == 10_000)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/sub") == ["g.golden"])
  }
}
