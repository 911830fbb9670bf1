import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// The rough edges of issue 15 that the command line owns, each with its new behaviour.
@Suite struct RoughEdgeTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: LifecycleCLI.ExitStatus, output: String, errors: String) {
    runTool(arguments, environment: environment)
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
    #expect(
      lines[2]
        == "Usage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ..."
    )
    #expect(lines[3] == "  See 'lifecycle run --help' for more information.")
  }

  // MARK: #8

  @Test func reportCheckSuggestsTheCommandWithTheArgumentsGiven() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n", to: folder + "/my scenarios/push.yaml")
    let result = run(["report", "--check", "--output", folder + "/out", folder + "/my scenarios"])
    #expect(result.status == .failure)
    #expect(
      result.errors.hasSuffix(
        " report files are stale; run 'lifecycle report --output \(folder)/out \"\(folder)/my scenarios\"' and commit \(folder)/out/\n"))
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
    #expect(result.errors == "error: no scenario files (.yaml or .yml) under \(folder); nothing was \(verb)\n")
  }

  // MARK: #9

  @Test func theExpectationsHintIsPrintedOncePerRun() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(Self.push, to: folder + "/a.yaml")
    try writeFile(Self.push, to: folder + "/b.yaml")
    let result = run(["check", "--record", "never", folder])
    #expect(result.status == .failure)
    #expect(result.output.components(separatedBy: "expectations are your words").count == 2)
    #expect(
      result.output.hasSuffix(
        "note: expectations are your words and are never rewritten; edit them if the new order is right\n0 passed, 2 failed\n"))
    // Each file names its command once, after its last failed expectation.
    for file in ["a", "b"] {
      #expect(result.output.components(separatedBy: "to see the actual events: lifecycle run --flat \(folder)/\(file).yaml\n").count == 2)
    }
  }

  @Test func checkErrorsShowTheSourceLineAndACaretLikeLint() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(Self.push, to: folder + "/push.yaml")
    let result = run(["check", "--record", "never", folder])
    #expect(
      result.output.contains(
        """
          \(folder)/push.yaml:9:5: error: expect: step 2 (push B): the events differ from the expectation
              expect: |
              ^
            @@ -1,2 +1,2 @@
        """))
  }

  @Test func aGoldenThatDiffersPointsAtItsFirstDifferingLine() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n", to: folder + "/push.yaml")
    // The first run records the golden (and fails once, so that it is reviewed).
    _ = run(["check", folder])
    #expect(run(["check", folder]).status == .success)
    // Swap two lines of the recorded golden, as a rule change would.
    let golden = try String(contentsOfFile: folder + "/push.golden", encoding: .utf8)
    var lines = golden.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasSuffix("A viewWillDisappear") })
    lines.swapAt(index, index - 1)
    try writeFile(lines.joined(separator: "\n"), to: folder + "/push.golden")
    let moved = lines[index - 1].split(separator: " ").joined(separator: " ")

    let result = run(["check", "--record", "never", folder])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
          \(folder)/push.golden:\(index):3: error: golden: the timeline differs from the golden \(folder)/push.golden
          \(lines[index - 1])
            ^
        """))
    // The move names the event without the golden's column padding.
    #expect(result.output.contains("`\(moved)` moved from #"))
    #expect(!result.output.contains("`transitionBegin UIKit   "))
  }

  @Test func aMissingGoldenPointsAtTheScenariosFirstLine() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n", to: folder + "/push.yaml")
    let result = run(["check", folder], environment: ["CI": "true"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
          \(folder)/push.yaml:1:1: error: golden: no golden at \(folder)/push.golden (not recorded: record mode is 'never')
          name: Push
          ^
        """))
  }
}
