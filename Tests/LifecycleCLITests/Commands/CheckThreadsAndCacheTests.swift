import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `check` spreads files over threads and remembers passing verdicts of claims and audits:
/// neither may change a byte of what it prints, nor its exit status.
@Suite struct CheckThreadsAndCacheTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) -> (LifecycleCLI.ExitStatus, String, String) {
    runTool(arguments, environment: environment)
  }

  /// A folder of scenarios that pass and fail in every way a walk can, with goldens missing.
  func makeCorpus() throws -> String {
    let folder = try makeTemporaryFolder()
    try writeFile(verdictClaimScenario(verdict: "holds", steps: ["launch", "push: Detail"]), to: folder + "/a-claim-holds.yaml")
    try writeFile(verdictClaimScenario(verdict: "partly", steps: ["launch", "push: Detail"]), to: folder + "/b-claim-wrong.yaml")
    try writeFile(verdictAuditScenario(broken: "[]"), to: folder + "/c-audit-holds.yaml")
    try writeFile(verdictAuditScenario(broken: "[\"Detail start notifications: not-started-twice\"]"), to: folder + "/d-audit-wrong.yaml")
    for (index, action) in ["push: Detail", "present: Sheet", "push: Other"].enumerated() {
      try writeFile(
        "name: plain \(index)\nsource: test\nhost: uikit\napp:\n  navigation: [Home]\nsteps:\n  - launch\n  - \(action)\n",
        to: folder + "/e-plain-\(index).yaml")
    }
    return folder
  }

  @Test func theOutputIsTheSameOnOneThreadOrManyWithOrWithoutTheCache() throws {
    let cache = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var outputs: [String: (LifecycleCLI.ExitStatus, String)] = [:]
    for format in ["text", "json"] {
      for (label, jobs, cached) in [("one", "1", false), ("four", "4", false), ("cold", "3", true), ("warm", "2", true)] {
        // Each run in a fresh copy, so that each records the same missing goldens.
        let folder = try makeCorpus()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = cached ? ["XDG_CACHE_HOME": cache] : [:]
        let (status, output, _) = run(
          ["check", "--format", format, "--jobs", jobs, "-v", folder] + (cached ? [] : ["--no-cache"]), environment: environment)
        outputs["\(format) \(label)"] = (status, output.replacingOccurrences(of: folder, with: "FOLDER"))
      }
      let one = try #require(outputs["\(format) one"])
      #expect(one.0 == .failure)
      #expect(one.1.contains("b-claim-wrong.yaml") && one.1.contains("d-audit-wrong.yaml"))
      if format == "text" {
        #expect(one.1.contains("recorded new golden FOLDER/a-claim-holds.golden\nrecorded new golden FOLDER/c-audit-holds.golden"))
        #expect(one.1.hasSuffix("0 passed, 7 failed\n"))
      }
      for label in ["four", "cold", "warm"] {
        let other = try #require(outputs["\(format) \(label)"])
        #expect(other.0 == one.0, "\(format) \(label)")
        #expect(other.1 == one.1, "\(format) \(label)")
      }
    }
    // The warm runs found the passing verdicts; the cache holds nothing that failed.
    let stored = try String(contentsOfFile: cache + "/lifecycle-lab/verdicts-2.json", encoding: .utf8)
    #expect(stored.contains("\"broken\":[]"))
    #expect(!stored.contains("partly") && !stored.contains("not-started-twice"))
  }

  @Test func jobsMustBePositive() {
    let (status, _, errors) = run(["check", "--jobs", "0"])
    #expect(status == .usage)
    #expect(errors.contains("--jobs must be at least 1 (got 0)."))
  }
}
