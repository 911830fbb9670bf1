import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// The rough edges of issue 15 that the command line owns, each with its new behaviour.
@Suite struct RoughEdgeTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: LifecycleCLI.ExitStatus, output: String, errors: String) {
    let console = CapturingConsole()
    let status = LifecycleTool.main(arguments, environment: environment, console: console)
    return (status, console.output, console.errors)
  }

  static let push = """
    name: Push
    source: test
    observe: [viewWillAppear, viewWillDisappear]
    app:
      navigation: [A]
    steps:
      - launch
      - push: B
        expect: |
          B viewWillAppear
          A viewWillDisappear
      - pop:
        expect: |
          A viewWillAppear
          B viewWillDisappear

    """

  // MARK: #6

  @Test func anInvalidObservedCallbackIsAUsageErrorWithTheUsageLines() throws {
    let file = repositoryRoot() + "/Scenarios/seeds/seed003-part1-push-pop.yaml"
    let result = run(["run", "--observe", "onAppear,bogus", file])
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("Error: The value 'bogus' is invalid for '--observe <callbacks>'. Callbacks: init, "))
    #expect(lines[1].hasPrefix("Help:  --observe <callbacks>  Callbacks to show"))
    #expect(lines[2] == "Usage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--color <when>] <files> ...")
    #expect(lines[3] == "  See 'lifecycle run --help' for more information.")
  }

  // MARK: #8

  @Test func reportCheckSuggestsTheCommandWithTheArgumentsGiven() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n", to: folder + "/my scenarios/push.yaml")
    let result = run(["report", "--check", "--output", folder + "/out", folder + "/my scenarios"])
    #expect(result.status == .failure)
    #expect(result.errors.hasSuffix(
      "3 report files are stale; run 'lifecycle report --output \(folder)/out \"\(folder)/my scenarios\"' and commit \(folder)/out/\n"))
  }

  @Test func reportCheckLeavesOutTheDefaultOutput() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n", to: folder + "/push.yaml")
    let result = run(["report", "--check", "--output", "Reports", folder])
    #expect(result.errors.hasSuffix("stale; run 'lifecycle report \(folder)' and commit Reports/\n"))
  }

  // MARK: #10

  @Test(arguments: [("check", "checked"), ("lint", "validated"), ("list", "listed"), ("report", "reported")])
  func anEmptyFolderIsAnErrorForEveryCommand(command: String, verb: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("not a scenario\n", to: folder + "/notes.md")
    let result = run([command, folder])
    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors == "error: no scenario files (.yaml) under \(folder); nothing was \(verb)\n")
  }
}
