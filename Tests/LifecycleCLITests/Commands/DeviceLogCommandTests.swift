import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `check FILE --log console.txt`: the device's own log against the prediction.
@Suite struct DeviceLogCommandTests {
  let scenario = """
    name: Seed 003, part 1
    source: test
    host: swiftui
    probe: true
    app:
      navigation: ["1"]
    steps:
      - launch
      - push: "2"
      - pop

    """
  let log = [
    "1 onAppear", "1 viewWillAppear", "2 onAppear", "1 viewWillDisappear", "2 viewWillAppear", "1 onDisappear",
    "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "2 onDisappear",
  ]

  func run(_ arguments: [String]) -> (LifecycleCLI.ExitStatus, String, String) {
    runTool(arguments, environment: ["CI": "1"])
  }

  func folder(log lines: [String]) throws -> String {
    let root = try makeTemporaryFolder()
    try writeFile(scenario, to: root + "/s.yaml")
    let time = "2024-03-01 10:11:12.345678+0100 Seed[4242:12d687] "
    try writeFile(lines.map { time + $0 }.joined(separator: "\n") + "\n", to: root + "/console.txt")
    return root
  }

  @Test func aLogThatMatchesPassesAndTheSummaryStaysLast() throws {
    let root = try folder(log: log)
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = run(["check", root + "/s.yaml", "--record", "missing"])  // no golden under CI: ignore
    let (status, output, _) = run(["check", root + "/s.yaml", "--log", root + "/console.txt"])
    #expect(output.contains("PASS  \(root)/s.yaml  against \(root)/console.txt  (10 events"))
    #expect(output.hasSuffix("0 passed, 1 failed\n") || output.hasSuffix("1 passed, 0 failed\n"))
    #expect(status == .failure, "no golden under CI; the log itself passed")
  }

  @Test func aLogThatContradictsAnObservedRuleFailsNamingIt() throws {
    var swapped = log
    swapped.swapAt(0, 1)
    let root = try folder(log: swapped)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (status, output, _) = run(["check", root + "/s.yaml", "--log", root + "/console.txt"])
    #expect(status == .failure)
    #expect(output.contains("FAIL  \(root)/s.yaml  against \(root)/console.txt"))
    #expect(output.contains("rule swiftui.launch.rootInUpdate"))
  }

  @Test func anExpectLogKeyNamesTheLogBesideTheScenario() throws {
    var swapped = log
    swapped.swapAt(0, 1)
    let root = try folder(log: swapped)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile(scenario + "expect-log: console.txt\n", to: root + "/s.yaml")
    let (status, output, _) = run(["check", root + "/s.yaml"])
    #expect(status == .failure)
    #expect(output.contains("FAIL  \(root)/s.yaml  against \(root)/console.txt"))
  }

  @Test func aMissingLogExits66AndAFolderIsAUsageError() throws {
    let root = try folder(log: log)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (missing, _, errors) = run(["check", root + "/s.yaml", "--log", root + "/nope.txt"])
    #expect(missing == .noInput)
    #expect(errors.contains("nope.txt: error: no such file or folder"))
    try writeFile(scenario, to: root + "/t.yaml")
    let (folder, _, folderErrors) = run(["check", root, "--log", root + "/console.txt"])
    #expect(folder == .usage)
    #expect(folderErrors.contains("--log compares one scenario"))
    let (two, _, _) = run(["check", root + "/s.yaml", root + "/s.yaml", "--log", root + "/console.txt"])
    #expect(two == .usage)
  }
}
