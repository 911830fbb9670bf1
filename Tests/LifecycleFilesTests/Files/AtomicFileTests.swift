import Foundation
import LifecycleFiles
import LifecycleTestSupport
import Testing

/// A process id that no process has: beyond every system's limit, so `kill` says ESRCH.
let deadPid = "2147483646"

@Suite struct AtomicFileTests {
  func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func writesOnlyChangesAndLeavesNoTemporaryFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/deep/er/page.md"
    #expect(try AtomicFile.write("one\n", to: path))
    #expect(try !AtomicFile.write("one\n", to: path), "the same content is not written again")
    #expect(try AtomicFile.write("two\n", to: path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
    #expect(try names(in: folder + "/deep/er") == ["page.md"])
  }

  @Test func keepsThePermissionsOfTheFileItReplaces() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/run.sh"
    try writeFile("old\n", to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
    try AtomicFile.write("new\n", to: path)
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o751)
  }

  @Test func writesThroughASymbolicLinkAndKeepsTheLink() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("old\n", to: folder + "/real/target.md")
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.md", withDestinationPath: "real/target.md")
    try AtomicFile.write("new\n", to: folder + "/link.md")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.md") == "real/target.md")
    #expect(try String(contentsOfFile: folder + "/real/target.md", encoding: .utf8) == "new\n")
  }

  @Test func refusesALinkToNothingAFolderAndAFileInThePath() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.md", withDestinationPath: "nowhere.md")
    #expect(throws: FileError.self) { try AtomicFile.write("x", to: folder + "/dangling.md") }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/dangling.md") == "nowhere.md")
    try FileManager.default.createDirectory(atPath: folder + "/dir.md", withIntermediateDirectories: false)
    #expect(throws: FileError(path: folder + "/dir.md", reason: "is a folder")) { try AtomicFile.write("x", to: folder + "/dir.md") }
    try writeFile("mine\n", to: folder + "/notes")
    #expect(throws: FileError.self) { try AtomicFile.write("x", to: folder + "/notes/page.md") }
    #expect(try String(contentsOfFile: folder + "/notes", encoding: .utf8) == "mine\n")
    #expect(try names(in: folder) == ["dangling.md", "dir.md", "notes"])
  }

  @Test func removesOnlyTheStaleTemporaryFilesOfDeadProcesses() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let stale = [".push.golden.lifecycle-tmp-\(deadPid)", ".README.md.lifecycle-tmp-\(deadPid)"]
    let kept = [
      ".push.golden.lifecycle-tmp-\(getppid())",  // a process that runs: maybe writing now
      ".push.golden.lifecycle-tmp-",  // no process id
      "push.golden.lifecycle-tmp-\(deadPid)",  // not hidden
      ".push.golden.lifecycle-tmp-\(deadPid).bak",  // something after the id
      ".push.golden.lifecycle-temp-\(deadPid)",  // another tool's word
      ".lifecycle-tmp-\(deadPid)",  // no name
      ".push.golden.lifecycle-tmp--\(deadPid)",  // not a number
      "push.golden",
    ]
    for name in stale + kept { try writeFile("x", to: folder + "/" + name) }
    try FileManager.default.createDirectory(
      atPath: folder + "/.dir.lifecycle-tmp-\(deadPid)", withIntermediateDirectories: false)
    #expect(AtomicFile.removeStaleTemporaries(in: folder).sorted() == stale.sorted())
    #expect(try names(in: folder) == (kept + [".dir.lifecycle-tmp-\(deadPid)"]).sorted())
  }

  @Test func aTemporaryFileLeftByAnEarlierProcessWithOurIdDoesNotBlockAWrite() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("half", to: folder + "/.page.md.lifecycle-tmp-\(getpid())")
    try AtomicFile.write("whole\n", to: folder + "/page.md")
    #expect(try names(in: folder) == ["page.md"])
  }

  @Test func atomicWriteSkipsUnchangedContent() throws {
    let path = NSTemporaryDirectory() + "atomic-\(UUID().uuidString)/file.md"
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    #expect(try AtomicFile.write("a\n", to: path))
    #expect(try !AtomicFile.write("a\n", to: path))
    #expect(try AtomicFile.write("b\n", to: path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "b\n")
  }
}
