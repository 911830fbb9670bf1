import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// Issue 28's reproductions: nothing written where the user did not say, no crash from a
/// claim's apps, and messages that name the real cause.
@Suite struct ReliabilityTests {
  func run(_ arguments: [String], environment: [String: String] = ["CI": "1"]) -> ToolRun {
    runTool(arguments, environment: environment)
  }

  static let app = "name: app\nsource: test\nhost: uikit\napp:\n  navigation: [Home]\nsteps:\n  - launch\n  - push: Detail\n"

  // MARK: Writing only where the user said

  @Test(arguments: ["", " ", "\t "])
  func anEmptyOrBlankOutputIsAUsageErrorForEveryCommandThatWrites(_ output: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(Self.app, to: folder + "/app.yaml")
    for command in [["report", folder], ["explore", "--depth", "1", folder + "/app.yaml"], ["audit", folder + "/app.yaml"]] {
      let result = run(command + ["--output", output])
      #expect(result.status == .usage, "\(command[0])")
      #expect(result.errors.contains("--output names the folder to write into"), "\(command[0])")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["app.yaml"])
  }

  @Test func reportIntoAClaimsCounterexampleFolderIsRefusedBeforeAnythingIsWritten() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenarios = folder + "/Scenarios"
    try writeFile(ReportCounterexampleTests.claim, to: scenarios + "/claims/presenter.yaml")
    #expect(run(["report", scenarios, "--output", folder + "/Reports"]).status == .success)
    let counterexamples = scenarios + "/claims/counterexamples"
    let before = try FileManager.default.subpathsOfDirectory(atPath: counterexamples).sorted()
    let result = run(["report", scenarios, "--output", counterexamples + "/out"])
    #expect(result.status == .cannotCreate)
    #expect(result.errors.contains("the claims' counterexample folder"))
    #expect(try FileManager.default.subpathsOfDirectory(atPath: counterexamples).sorted() == before)
    #expect(run(["report", scenarios, "--output", folder + "/Reports"]).status == .success, "later reports still run")
  }

  @Test func aCounterexampleKeptAsYourOwnIsLeftAloneAndTheOthersRefreshed() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenarios = folder + "/Scenarios"
    try writeFile(ReportCounterexampleTests.claim, to: scenarios + "/claims/presenter.yaml")
    #expect(run(["report", scenarios, "--output", folder + "/Reports"]).status == .success)
    let counterexamples = scenarios + "/claims/counterexamples"
    let files = try FileManager.default.contentsOfDirectory(atPath: counterexamples).filter { $0.hasSuffix(".yaml") }.sorted()
    let kept = try #require(files.first)
    // FORMAT.md: "Remove the first line to keep one as your own."
    let text = try String(contentsOfFile: counterexamples + "/" + kept, encoding: .utf8)
    let mine = String(text.drop { $0 != "\n" }.dropFirst()) + "# my notes\n"
    try writeFile(mine, to: counterexamples + "/" + kept)
    let again = run(["report", scenarios, "--output", folder + "/Reports"])
    #expect(again.status == .success, "\(again.errors)")
    #expect(try String(contentsOfFile: counterexamples + "/" + kept, encoding: .utf8) == mine)
    #expect(run(["report", scenarios, "--output", folder + "/Reports", "--check"]).status == .success)
  }

  @Test func exploreSaysWhatItCoveredWhenItsFolderIsRefusedAndAuditIsRefusedBeforeTheWalk() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(Self.app, to: folder + "/app.yaml")
    try writeFile("my notes\n", to: folder + "/mine/notes.txt")
    let explore = run(["explore", "--depth", "1", "--output", folder + "/mine", folder + "/app.yaml"])
    #expect(explore.status == .cannotCreate)
    #expect(explore.errors.contains("refusing to write into \(folder)/mine/"))
    #expect(explore.output.isEmpty, "refused before the walk: nothing claims a result")
    #expect(try String(contentsOfFile: folder + "/mine/notes.txt", encoding: .utf8) == "my notes\n")
  }

  @Test func theDefaultFolderIsOnePerCommandAndInputAndARerunRefreshesIt() {
    #expect(FindingsFolder.defaultName(command: "audit", inputs: ["Scenarios/audit/use-1.yaml"]) == "lifecycle-audit-use-1")
    #expect(FindingsFolder.defaultName(command: "explore", inputs: []) == "lifecycle-explore")
    #expect(FindingsFolder.defaultName(command: "explore", inputs: ["a/b.yaml", "c.yaml"]) == "lifecycle-explore-b-and-1-more")
  }

  // MARK: No crash from a claim's apps

  func claim(named name: String, apps: [String]) -> String {
    verdictClaimScenario(verdict: "holds", apps: apps).replacingOccurrences(of: "name: claim", with: "name: \(name)")
  }

  @Test func aClaimNamingItsOwnFileIsAnErrorAtItsLine() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(claim(named: "a", apps: ["a.yaml"]), to: folder + "/a.yaml")
    let lint = run(["lint", folder])
    #expect(lint.status == .dataError)
    #expect(lint.output.contains("a.yaml:") || lint.errors.contains("a.yaml:"))
    #expect((lint.output + lint.errors).contains("the claim's app 'a.yaml' is the claim's own file; write 'self'"))
  }

  @Test func filesNamingEachOtherAndADeepDAGLoadOnceEach() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(claim(named: "a", apps: ["b.yaml"]), to: folder + "/a.yaml")
    try writeFile(claim(named: "b", apps: ["a.yaml"]), to: folder + "/b.yaml")
    // 40 levels of two files, each naming both files of the next: 2^40 loads if followed.
    for level in 0..<40 {
      let next = level == 39 ? [] : ["d\(level + 1)x.yaml", "d\(level + 1)y.yaml"]
      for side in ["x", "y"] {
        try writeFile(next.isEmpty ? Self.app : claim(named: "d\(level)\(side)", apps: next), to: folder + "/d\(level)\(side).yaml")
      }
    }
    let lint = run(["lint", folder])
    #expect(lint.status == .success, "\(lint.errors)")
  }

  // MARK: Messages that name the real cause

  @Test func theThreeMessagesNameTheRealCause() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(Self.app, to: folder + "/app.yaml")
    let profile = run(["explore", "--profile", "", folder + "/app.yaml"])
    #expect(profile.status == .usage)
    #expect(profile.errors.contains("it names no profile"))
    #expect(!profile.errors.contains("SwiftUI"))
    let log = run(["check", folder + "/app.yaml", "--log", folder])
    #expect(log.status == .noInput)
    #expect(log.errors.contains("is a folder; give the device's console log"))
    let audit = verdictAuditScenario(broken: "[\"Detail start notifications: not-started-twice\", \"Detail start notifications: not-started-twice\"]")
    try writeFile(audit, to: folder + "/audit.yaml")
    let duplicate = run(["lint", folder + "/audit.yaml"])
    #expect(duplicate.status == .dataError)
    #expect((duplicate.output + duplicate.errors).contains("is listed twice under 'broken'"))
  }

  @Test func checksHintNamesTheFileNotAPlaceholder() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(
      Self.app.replacingOccurrences(
        of: "app:\n", with: "screens:\n  - id: Home\n  - id: Detail\n    effects:\n      viewDidAppear: [track screen-view]\napp:\n")
        + "  - swipe-back: cancel\n",
      to: folder + "/app.yaml")
    let result = run(["check", "--no-cache", folder + "/app.yaml"])
    #expect(result.output.contains("lifecycle audit \(folder)/app.yaml --to"))
    #expect(!result.output.contains("lifecycle audit FILE"))
  }
}

/// Every estimate of a walk is checked: a depth of any size answers, never traps.
@Suite struct CheckedEstimateTests {
  @Test func anEstimatePastEveryIntIsUnknownAndADurationPastAnyIsSaid() {
    #expect(ExploreProgressLine.duration(.infinity) == "more than 30,000 years")
    #expect(ExploreProgressLine.duration(.nan) == "more than 30,000 years")
    #expect(ExploreProgressLine.duration(1e300) == "more than 30,000 years")
    #expect(ExploreProgressLine.duration(61) == "1 min 1 s")
  }
}
