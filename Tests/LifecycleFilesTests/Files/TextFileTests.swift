import Foundation
import LifecycleFiles
import LifecycleTestSupport
import Testing

@Suite struct TextFileTests {
  @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/bad.golden"
    try Data([0x61, 0x0A, 0x62, 0x63, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
    #expect(throws: FileError(path: path, reason: "is not valid UTF-8 (byte 0xFF at line 2, column 3)")) {
      try TextFile.text(at: path)
    }
    try Data([0x61, 0xE2, 0x82]).write(to: URL(fileURLWithPath: path))
    #expect(throws: FileError.self) { try TextFile.text(at: path) }
  }

  @Test func missingIsNilButALinkToNothingIsAnError() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try TextFile.text(at: folder + "/none") == nil)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "none")
    #expect(throws: FileError.self) { try TextFile.text(at: folder + "/link") }
  }

  @Test func foldersAndFIFOsAreRefusedWithoutBlocking() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: FileError(path: folder, reason: "is a folder")) { try TextFile.text(at: folder) }
    #expect(mkfifo(folder + "/pipe", 0o644) == 0)
    #expect(throws: FileError(path: folder + "/pipe", reason: "is not a regular file")) {
      try TextFile.text(at: folder + "/pipe")
    }
  }

  @Test func aPrefixReadsNoMoreThanAsked() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("abcdef", to: folder + "/f")
    #expect(try TextFile.prefix(3, at: folder + "/f") == Array("abc".utf8))
    #expect(try TextFile.prefix(30, at: folder + "/f") == Array("abcdef".utf8))
  }
}
