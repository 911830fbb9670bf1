import Foundation
import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `-` names standard input: read to its end, refused past the size limit of files.
@Suite struct StandardInputTests {
  /// A pipe that a thread fills with `bytes` and then closes, read by `body`.
  func withPipe<T>(_ bytes: [UInt8], _ body: (Int32) throws -> T) throws -> T {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (reading, writing) = (ends[0], ends[1])
    defer {
      // Drain what the reader left before closing, so that the writer never writes into a
      // closed pipe (SIGPIPE would end the test process).
      var rest = [UInt8](repeating: 0, count: 1 << 16)
      while rest.withUnsafeMutableBytes({ read(reading, $0.baseAddress!, $0.count) }) > 0 {}
      close(reading)
    }
    let writer = Thread {
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(writing, buffer.baseAddress! + offset, buffer.count - offset)
          if written <= 0 { break }
          offset += written
        }
      }
      close(writing)
    }
    writer.start()
    return try body(reading)
  }

  @Test func aStreamIsReadToItsEnd() throws {
    let text = "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n"
    let bytes = try withPipe(Array(text.utf8)) { try SourceFile.read(stream: $0, path: "-") }
    #expect(bytes == Array(text.utf8))
    let (scenario, source) = try ScenarioLoader.decode(bytes: bytes, path: "-")
    #expect(scenario.path == "-" && source == text)
  }

  @Test func aStreamPastTheLimitIsRefused() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: 200_000)
    let error = try withPipe(bytes) { descriptor in
      #expect(throws: ScenarioLoader.Failure.self) { try SourceFile.read(stream: descriptor, path: "-", limit: 100_000) }
    }
    #expect(
      error?.diagnostics.first?.headline == "-: error: standard input is more than 100000 bytes; scenarios are limited to 100000 bytes, as files are")
    let exact = try withPipe(Array(bytes[..<100_000])) { try SourceFile.read(stream: $0, path: "-", limit: 100_000) }
    #expect(exact.count == 100_000)
  }

  @Test func theLimitIsTheFilesLimit() {
    #expect(ScenarioLoader.standardInput == "-")
    #expect(ScenarioLimits.maxFileBytes == 64 << 20)
  }

  @Test func dashIsAPathOfItsOwnAmongFolders() throws {
    #expect(try ScenarioLoader.scenarioFiles(under: ["-"]) == ["-"])
  }
}
