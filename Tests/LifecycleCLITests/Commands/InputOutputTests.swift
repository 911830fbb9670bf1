import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 13: every command exits 66 for input it cannot read, and a write error is a
/// message and exit 74, never a crash.
@Suite struct InputOutputTests {
  let root = repositoryRoot()

  func run(_ arguments: [String]) -> (status: LifecycleCLI.ExitStatus, output: String, errors: String) {
    runTool(arguments, environment: [:])
  }

  /// A folder with a missing path, a symlink loop and a scenario folder.
  func makeInputs() throws -> String {
    let folder = try makeTemporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: folder + "/loop.yaml", withDestinationPath: folder + "/loop.yaml")
    try FileManager.default.createDirectory(atPath: folder + "/folder", withIntermediateDirectories: true)
    return folder
  }

  @Test(arguments: ["run", "explain", "check", "list", "lint", "report"])
  func everyCommandExits66ForInputItCannotRead(command: String) throws {
    let folder = try makeInputs()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, reason) in [
      ("missing.yaml", "no such file or folder"),
      ("loop.yaml", "cannot read: Too many levels of symbolic links"),
    ] {
      let result = run([command, folder + "/" + path])
      #expect(result.status == .noInput, "\(command) \(path)")
      #expect(result.errors == "\(folder)/\(path): error: \(reason)\n", "\(command) \(path)")
      #expect(result.output.isEmpty, "\(command) \(path)")
    }
  }

  @Test(arguments: ["run", "explain"])
  func aFolderWhereAFileIsNeededExits66(command: String) throws {
    let folder = try makeInputs()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = run([command, folder + "/folder"])
    #expect(result.status == .noInput)
    #expect(result.errors == "\(folder)/folder: error: is a folder; give a scenario file\n")
  }

  @Test(arguments: ["run", "lint"])
  func aFIFOIsRefusedWithoutWaitingForAWriter(command: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo(folder + "/pipe.yaml", 0o644) == 0)
    let result = run([command, folder + "/pipe.yaml"])
    #expect(result.status == .noInput)
    #expect(result.errors == "\(folder)/pipe.yaml: error: cannot read: not a regular file\n")
  }

  @Test func aSymlinkLoopInsideAFolderExits66() throws {
    let folder = try makeInputs()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = run(["lint", folder])
    #expect(result.status == .noInput)
    #expect(result.errors.contains("\(folder)/loop.yaml: error: cannot read: Too many levels of symbolic links\n"))
  }

  @Test(.enabled(if: getuid() != 0, "root reads every file"))
  func anUnreadableFileExits66WithTheSystemsReason() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: x\n", to: folder + "/secret.yaml")
    chmod(folder + "/secret.yaml", 0)
    let result = run(["run", folder + "/secret.yaml"])
    #expect(result.status == .noInput)
    #expect(result.errors == "\(folder)/secret.yaml: error: cannot read: Permission denied\n")
  }

  @Test func theHelpListsTheExitStatuses() {
    let help = run(["--help"]).output
    #expect(help.contains("\n  66  input missing or unreadable (EX_NOINPUT)\n"))
    #expect(help.contains("\n  74  output could not be written (EX_IOERR)\n"))
  }

  // MARK: Writing

  /// A console whose standard output always fails, as on a full disk.
  final class FullConsole: Console {
    var errors = ""
    var outputFailure: String?
    func write(_ text: String) { outputFailure = "No space left on device" }
    func writeError(_ text: String) { errors += text }
    var outputIsTerminal: Bool { false }
    var errorIsTerminal: Bool { false }
  }

  @Test(arguments: [["list", "Scenarios/seeds"], ["--help"], ["--version"], ["run", "Scenarios/seeds/seed004-creation-order.yaml"]])
  func aFailedWriteIsAnErrorAndExit74(arguments: [String]) {
    let console = FullConsole()
    let arguments = arguments.map { $0.hasPrefix("Scenarios/") ? root + "/" + $0 : $0 }
    let status = LifecycleTool.main(arguments, environment: [:], console: console)
    #expect(status == .ioError)
    #expect(console.errors == "error: cannot write to standard output: No space left on device\n")
  }

  #if os(Linux)
    /// Output and errors on real file descriptors: `/dev/full` and a file.
    func runOnDescriptors(_ arguments: [String], output: String, error: String) throws -> (LifecycleCLI.ExitStatus, String) {
      let folder = try makeTemporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let outputDescriptor = open(output == "errors" ? folder + "/errors" : output, O_WRONLY | O_CREAT, 0o644)
      let errorDescriptor = open(error == "errors" ? folder + "/errors" : error, O_WRONLY | O_CREAT, 0o644)
      defer {
        close(outputDescriptor)
        close(errorDescriptor)
      }
      let console = StandardConsole(output: outputDescriptor, error: errorDescriptor)
      let status = LifecycleTool.main(arguments, environment: [:], console: console)
      return (status, (try? String(contentsOfFile: folder + "/errors", encoding: .utf8)) ?? "")
    }

    @Test func standardOutputOnAFullDeviceDoesNotCrash() throws {
      let (status, errors) = try runOnDescriptors(["list", root + "/Scenarios/seeds"], output: "/dev/full", error: "errors")
      #expect(status == .ioError)
      #expect(errors == "error: cannot write to standard output: No space left on device\n")
    }

    @Test func standardErrorOnAFullDeviceDoesNotCrash() throws {
      let (status, _) = try runOnDescriptors(["lint", root + "/Scenarios/seeds"], output: "errors", error: "/dev/full")
      #expect(status == .ioError)
    }
  #endif

  @Test func aReportThatCannotBeWrittenSaysWhyWithoutARawError() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n", to: folder + "/Scenarios/push.yaml")
    try writeFile("not a folder\n", to: folder + "/file")
    let result = run(["report", folder + "/Scenarios", "--output", folder + "/file/Reports"])
    #expect(result.status == .ioError)
    #expect(result.errors == "error: \(folder)/file/Reports: Not a directory\n")
    #expect(!result.errors.contains("Domain"))
  }

  @Test func listCountsOneStepInTheSingular() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Launch\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n", to: folder + "/one.yaml")
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n", to: folder + "/two.yaml")
    let output = run(["list", folder]).output
    #expect(output.contains(" 1 step "))
    #expect(!output.contains(" 1 steps"))
    #expect(output.contains(" 2 steps "))
  }
}
