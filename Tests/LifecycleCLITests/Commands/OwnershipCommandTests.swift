import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// Nothing of the user's is lost: `check` and `report` end to end, on the cases that used
/// to overwrite or delete files the tool did not write.
@Suite struct OwnershipCommandTests {
  let push = "name: Push\nsource: test\nobserve: [viewWillAppear]\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n"
  let failingPush =
    "name: Push\nsource: test\nobserve: [viewWillAppear]\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n    expect: |\n      A viewWillAppear\n"
  let stale = ".push.golden.lifecycle-tmp-2147483646"

  func run(_ arguments: [String], environment: [String: String] = [:]) -> (LifecycleCLI.ExitStatus, String, String) {
    runTool(arguments, environment: environment)
  }

  func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func reportRefusesAFolderHoldingTheUsersFilesAndChangesNothing() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile("# My project\n", to: root + "/README.md")
    try writeFile("# Format\n", to: root + "/Scenarios/FORMAT.md")
    try writeFile(push, to: root + "/Scenarios/nav/push.yaml")
    try writeFile("notes\n", to: root + "/docs/NOTES.md")
    let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
    let (status, output, errors) = run(["report", root + "/Scenarios", "--output", root])
    #expect(status == .cannotCreate)
    #expect(output.isEmpty)
    #expect(errors.hasPrefix("error: refusing to write into \(root)/"))
    #expect(errors.contains("\(root)/README.md: no generated-file marker on its first line"))
    #expect(errors.contains("or write into a new or empty folder"))
    #expect(try FileManager.default.subpathsOfDirectory(atPath: root).sorted() == before)
    #expect(try String(contentsOfFile: root + "/README.md", encoding: .utf8) == "# My project\n")
    let (checkStatus, _, checkErrors) = run(["report", root + "/Scenarios", "--output", root, "--check"])
    #expect(checkStatus == .cannotCreate)
    #expect(checkErrors.contains("\(root)/README.md: no generated-file marker"))
  }

  @Test func reportRemovesItsStaleTemporaryFilesAndKeepsLookalikes() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile(push, to: root + "/Scenarios/nav/push.yaml")
    #expect(run(["report", root + "/Scenarios", "--output", root + "/Reports"]).0 == .success)
    try writeFile("half", to: root + "/Reports/nav/.push.md.lifecycle-tmp-2147483646")
    try writeFile("mine", to: root + "/Reports/nav/.push.md.lifecycle-tmp-2147483646.orig")
    let (status, output, _) = run(["report", root + "/Scenarios", "--output", root + "/Reports"])
    #expect(status == .success)
    #expect(output.contains("(3 unchanged, 0 removed)"))
    let names = try FileManager.default.contentsOfDirectory(atPath: root + "/Reports/nav").sorted()
    #expect(names == [".push.md.lifecycle-tmp-2147483646.orig", "push.md"])
  }

  @Test func aNewGoldenIsNamedAndFailsTheRunOnce() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(push, to: folder + "/push.yaml")
    let (status, output, _) = run(["check", "--record", "missing", folder])
    #expect(status == .failure)
    #expect(output.contains("golden: recorded a new golden at \(folder)/push.golden; review it and run again"))
    #expect(output.contains("read \(folder)/push.golden, then run: lifecycle check \(folder)/push.yaml"))
    #expect(output.hasSuffix("recorded new golden \(folder)/push.golden\n0 passed, 1 failed\n"))
    let (again, againOutput, _) = run(["check", folder])
    #expect(again == .success)
    #expect(!againOutput.contains("recorded"))
  }

  @Test func recordFailedAcceptsAChangedGoldenAndNamesIt() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(push, to: folder + "/push.yaml")
    _ = run(["check", folder])
    try writeFile(push.replacingOccurrences(of: "push: B", with: "push: C"), to: folder + "/push.yaml")
    let (status, output, _) = run(["check", "--record", "failed", folder])
    #expect(status == .success)
    #expect(output.hasSuffix("re-recorded golden \(folder)/push.golden\n1 passed, 0 failed\n"))
  }

  @Test func aFailingScenarioRecordsNoGoldenAndRewritesNone() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(failingPush, to: folder + "/push.yaml")
    for record in [[], ["--record", "missing"], ["--record", "failed"]] {
      let (status, output, _) = run(["check"] + record + [folder])
      #expect(status == .failure)
      #expect(output.contains("not recorded: the scenario's own checks fail"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/push.golden"))
    }
    // A golden recorded while the scenario passed stays as it is under --record failed.
    try writeFile(push, to: folder + "/push.yaml")
    _ = run(["check", folder])
    let golden = try bytes(folder + "/push.golden")
    try writeFile(failingPush + "  - pop\n", to: folder + "/push.yaml")
    let (status, output, _) = run(["check", "--record", "failed", folder])
    #expect(status == .failure)
    #expect(output.contains("not re-recorded: the scenario's own checks fail"))
    #expect(output.contains("to accept this timeline anyway: lifecycle check --record all \(folder)/push.yaml"))
    #expect(try bytes(folder + "/push.golden") == golden)
    // Only --record all writes it, and the expectation still fails the run.
    let (allStatus, allOutput, _) = run(["check", "--record", "all", folder])
    #expect(allStatus == .failure)
    #expect(allOutput.contains("re-recorded golden \(folder)/push.golden"))
    #expect(try bytes(folder + "/push.golden") != golden)
  }

  @Test func aGoldenThatIsNotUTF8IsAnErrorAndIsKept() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(push, to: folder + "/push.yaml")
    let golden = Data([0x23, 0x20, 0xFF, 0xFE, 0x0A])
    try golden.write(to: URL(fileURLWithPath: folder + "/push.golden"))
    for record in ["never", "missing", "failed", "all"] {
      let (status, output, _) = run(["check", "--record", record, folder])
      #expect(status == .failure)
      #expect(
        output.contains(
          "cannot read the golden \(folder)/push.golden: is not valid UTF-8 (byte 0xFF at line 1, column 3); it was left as it is"))
      #expect(!output.contains("recorded new golden"))
      #expect(try bytes(folder + "/push.golden") == golden)
    }
  }

  @Test func githubActionsAloneIsCI() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(push, to: folder + "/push.yaml")
    let (status, _, errors) = run(["check", "--record", "missing", folder], environment: ["GITHUB_ACTIONS": "true"])
    #expect(status == .failure)
    #expect(errors.contains("note: GITHUB_ACTIONS is set (a CI run), so no golden is recorded"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/push.golden"))
  }

  @Test func checkRemovesStaleTemporaryFilesBesideGoldensAndKeepsLookalikes() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(push, to: folder + "/push.yaml")
    _ = run(["check", folder])
    try writeFile("half", to: folder + "/" + stale)
    try writeFile("mine", to: folder + "/" + stale + "-notes")
    #expect(run(["check", folder]).0 == .success)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == [stale + "-notes", "push.golden", "push.yaml"])
  }
}
