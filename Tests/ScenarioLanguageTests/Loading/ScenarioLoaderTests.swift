import Foundation
import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import ScenarioLanguage

/// A file that cannot be read says why; a file that is read is checked for UTF-8 and size
/// before it is decoded.
@Suite struct ScenarioLoaderTests {
  let valid = "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n"

  /// The failure of reading `path`, if any.
  func failure(_ path: String) -> ScenarioLoader.Failure? {
    do {
      _ = try ScenarioLoader.read(path: path)
      return nil
    } catch {
      return error
    }
  }

  func unreadableMessage(_ path: String) -> String? {
    guard case .unreadable(let diagnostic) = failure(path) else { return nil }
    #expect(diagnostic.path == path && diagnostic.location == nil)
    return diagnostic.message
  }

  @Test func aValidFileLoads() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(valid, to: folder + "/a.yaml")
    let (scenario, source) = try ScenarioLoader.load(path: folder + "/a.yaml")
    #expect(scenario.app == .screen("A"))
    #expect(source == valid)
  }

  @Test func aMissingFileADirectoryAndASymlinkLoopEachSayWhy() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(unreadableMessage(folder + "/missing.yaml") == "cannot read the file: No such file or directory")
    #expect(unreadableMessage(folder) == "cannot read the file: Is a directory")
    try FileManager.default.createSymbolicLink(atPath: folder + "/loop.yaml", withDestinationPath: folder + "/loop.yaml")
    #expect(unreadableMessage(folder + "/loop.yaml") == "cannot read the file: Too many levels of symbolic links")
  }

  @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/pipe.yaml"
    #expect(mkfifo(path, 0o600) == 0)
    #expect(unreadableMessage(path) == "cannot read the file: it is a named pipe (FIFO), not a regular file")
  }

  @Test func anUnreadableFileGivesTheSystemsReason() throws {
    #expect(SourceFile.systemReason(EACCES) == "Permission denied")
    // Root reads any file, so the file itself is tried only as another user.
    guard geteuid() != 0 else { return }
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(valid, to: folder + "/locked.yaml")
    #expect(chmod(folder + "/locked.yaml", 0) == 0)
    #expect(unreadableMessage(folder + "/locked.yaml") == "cannot read the file: Permission denied")
  }

  @Test func aFileOverTheLimitIsRefusedFromItsSizeBeforeItIsRead() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/big.yaml"
    // A sparse file: its size is over the limit without writing the bytes.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, off_t(ScenarioLimits.maxFileBytes + 1)) == 0)
    guard case .invalid(let diagnostics, let source) = failure(path) else {
      Issue.record("expected the size limit")
      return
    }
    #expect(diagnostics.map(\.message) == ["the file is 67108865 bytes; scenario files are limited to 67108864 bytes (64 MiB)"])
    #expect(source == nil)
  }

  @Test(arguments: [
    ([UInt8]("name: caf".utf8) + [0xE9] + Array("\n".utf8), 1, 10, "0xE9"),
    (Array("a: é\nb: 日本".utf8) + [0xFF], 2, 6, "0xFF"),
    (Array("a: 1\n\u{FEFF}".utf8) + [0xC0, 0xAF], 2, 2, "0xC0"),
    ([0xEF, 0xBB, 0xBF] + Array("x: ".utf8) + [0xED, 0xA0, 0x80], 1, 4, "0xED"),
    (Array("x: ".utf8) + [0xF0, 0x9F, 0x98], 1, 4, "0xF0"),
  ])
  func invalidUTF8IsLocatedAtItsFirstBadByte(bytes: [UInt8], line: Int, column: Int, byte: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/bad.yaml"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    guard case .invalid(let diagnostics, _) = failure(path) else {
      Issue.record("expected invalid UTF-8")
      return
    }
    #expect(diagnostics.map(\.headline) == ["\(path):\(line):\(column): error: the file is not valid UTF-8 (byte \(byte))"])
  }

  @Test func theValidatorAgreesWithTheStandardLibrary() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<3_000 {
      let bytes = (0..<Int.random(in: 0..<24, using: &generator)).map { _ in
        Bool.random(using: &generator) ? UInt8.random(in: 0x80...0xFF, using: &generator) : UInt8.random(in: 0...0x7F, using: &generator)
      }
      let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte(in: $0) }
      let decoded = String(validatingCString: bytes.map { CChar(bitPattern: $0) } + [0])
      if !bytes.contains(0) {
        #expect((found == nil) == (decoded != nil), "\(bytes)")
      }
    }
  }

  @Test func aCRLFFileIsLocatedAndShownLikeAnLFFile() throws {
    let text =
      "name: x\r\nsource: y\r\napp:\r\n  screen: A\r\nsteps:\r\n  - launch:\r\n    expect: |\r\n      A viewWillApear\r\n      B onAppear\r\n"
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/crlf.yaml"
    try writeFile(text, to: path)
    guard case .invalid(let diagnostics, let source) = failure(path) else {
      Issue.record("expected errors")
      return
    }
    #expect(
      diagnostics.map(\.headline) == [
        "\(path):8:9: error: unknown callback 'viewWillApear'; did you mean 'viewWillAppear'?",
        "\(path):9:7: error: unknown screen 'B'; the scenario's screens are 'A'",
      ])
    let rendered = DiagnosticRenderer(source: try #require(source)).render(diagnostics[0])
    #expect(rendered == "\(path):8:9: error: unknown callback 'viewWillApear'; did you mean 'viewWillAppear'?\n      A viewWillApear\n        ^")
  }

  @Test func anOverIndentedExpectLineLocatesItsCallbackAtItsColumn() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  screen: A\n", steps: "  - launch:\n    expect: |\n      A viewDidLoad\n        A viewWillApear\n"))
    #expect(decoded.headlines == ["s.yaml:9:11: error: unknown callback 'viewWillApear'; did you mean 'viewWillAppear'?"])
  }
}
