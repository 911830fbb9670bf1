import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `check`'s last line, its JSON summary and its exit status tell the same story for every
/// kind of failure a scenario can have: expectations, assertions, a claim, an audit, a golden,
/// a device log, an impossible action and a file that does not decode.
@Suite struct SummaryAgreementTests {
  static let app = """
    name: s
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
  static let deviceLog = [
    "1 onAppear", "1 viewWillAppear", "2 onAppear", "1 viewWillDisappear", "2 viewWillAppear", "1 onDisappear",
    "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "2 onDisappear",
  ]

  /// A failure of each kind: the file's text and what goes beside it.
  static let failures: [(kind: String, text: String, log: [String]?)] = [
    ("expect", app + "expect:\n  - step: 2\n    events: [\"2 viewDidAppear\"]\n", nil),
    ("expect-contains", app + "expect-contains:\n  - step: 2\n    events: [\"2 onDisappear\"]\n", nil),
    ("assert", app + "assert:\n  - never: \"2 onAppear\"\n", nil),
    ("claim", verdictClaimScenario(verdict: "breaks"), nil),
    ("audit", verdictAuditScenario(broken: "[]").replacingOccurrences(of: "broken: []", with: "broken: [notifications]"), nil),
    ("log", app + "expect-log: console.txt\n", [deviceLog[1], deviceLog[0]] + deviceLog.dropFirst(2)),
    ("impossible action", app.replacingOccurrences(of: "  - pop\n", with: "  - pop\n  - pop\n  - pop\n"), nil),
    ("malformed", "name: [\n", nil),
  ]

  struct Observed {
    var status: LifecycleCLI.ExitStatus
    var lastLine: (passed: Int, failed: Int)
    var json: (passed: Int, failed: Int, scenariosPassed: [Bool])
  }

  func check(_ root: String, _ extra: [String] = []) throws -> Observed {
    let text = runTool(["check", root, "--no-cache"] + extra, environment: ["CI": "1"])
    let status = text.status
    let json = runTool(["check", root, "--no-cache", "--format", "json"] + extra, environment: ["CI": "1"])
    let jsonStatus = json.status
    #expect(status == jsonStatus)
    let last = text.output.split(separator: "\n").last.map(String.init) ?? ""
    let numbers = last.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
    #expect(numbers.count >= 2, "the last line is the summary: \(last)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    return Observed(
      status: status, lastLine: (numbers.first ?? -1, numbers.dropFirst().first ?? -1),
      json: (summary["passed"] ?? -1, summary["failed"] ?? -1, scenarios.map { $0["passed"] as? Bool ?? true }))
  }

  @Test(arguments: failures.indices)
  func theCountTheJSONAndTheExitStatusAgree(_ index: Int) throws {
    let failure = Self.failures[index]
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile(failure.text, to: root + "/s.yaml")
    if let log = failure.log {
      let time = "2024-03-01 10:11:12.345678+0100 Seed[4242:12d687] "
      try writeFile(log.map { time + $0 }.joined(separator: "\n") + "\n", to: root + "/console.txt")
    }
    // A golden that holds, so that the failure is the kind under test alone.
    _ = runTool(["check", root, "--record", "all", "--no-cache"])
    let observed = try check(root)
    #expect(observed.lastLine.failed == 1, "\(failure.kind): the last line counts the failure")
    #expect(observed.lastLine.passed == 0, "\(failure.kind)")
    #expect(observed.json.failed == 1 && observed.json.passed == 0, "\(failure.kind): the JSON counts it")
    #expect(observed.json.scenariosPassed == [false], "\(failure.kind): the scenario's own verdict")
    #expect(observed.status != .success, "\(failure.kind): the exit status")
  }

  @Test func aLogThatMatchesPassesEverywhere() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile(Self.app, to: root + "/s.yaml")
    let time = "2024-03-01 10:11:12.345678+0100 Seed[4242:12d687] "
    try writeFile(Self.deviceLog.map { time + $0 }.joined(separator: "\n") + "\n", to: root + "/console.txt")
    _ = runTool(["check", root, "--record", "all", "--no-cache"])
    let observed = try check(root + "/s.yaml", ["--log", root + "/console.txt"])
    #expect(observed.lastLine == (1, 0) ? true : false)
    #expect(observed.json.passed == 1 && observed.json.failed == 0)
    #expect(observed.status == .success)
  }

  @Test func aGoldenThatDiffersAndAMissingOneAgree() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile(Self.app, to: root + "/s.yaml")
    let missing = try check(root)
    #expect(missing.lastLine == (0, 1) ? true : false)
    #expect(missing.json.failed == 1 && missing.status != .success)
    _ = runTool(["check", root, "--record", "all"])
    let golden = root + "/s.golden"
    let text = try String(contentsOfFile: golden, encoding: .utf8)
    try writeFile(text.replacingOccurrences(of: "onAppear", with: "onDisappear"), to: golden)
    let differs = try check(root)
    #expect(differs.lastLine == (0, 1) ? true : false)
    #expect(differs.json.failed == 1 && differs.status != .success)
  }

  @Test func aDeviceLogFailureIsACheckInTheJSON() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile(Self.app, to: root + "/s.yaml")
    let time = "2024-03-01 10:11:12.345678+0100 Seed[4242:12d687] "
    let swapped = [Self.deviceLog[1], Self.deviceLog[0]] + Self.deviceLog.dropFirst(2)
    try writeFile(swapped.map { time + $0 }.joined(separator: "\n") + "\n", to: root + "/console.txt")
    let json = runTool(["check", root + "/s.yaml", "--log", root + "/console.txt", "--format", "json"], environment: ["CI": "1"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let checks = try #require((object["scenarios"] as? [[String: Any]])?.first?["checks"] as? [[String: Any]])
    let log = try #require(checks.first { $0["kind"] as? String == "log" })
    #expect(log["passed"] as? Bool == false)
    let found = try #require(log["log"] as? [String: Any])
    #expect(found["path"] as? String == root + "/console.txt")
    #expect(found["verdict"] as? String == "differs")
    #expect((found["failures"] as? Int ?? 0) > 0)
  }
}
