import Comparison
import Foundation
import LifecycleCore
import LifecycleFiles
import LifecycleTestSupport
import Reporting
import Testing

/// `lifecycle report` writes into a folder it owns, and touches no file it did not write.
@Suite struct ReportSetWritingTests {
  func reportSet(push: String = "B") throws -> ReportSet {
    var scenario = makeScenario(.navigation(["A"]), [.launch, .push(push, animated: true)])
    scenario.path = "Scenarios/uikit/push.yaml"
    let run = try ScenarioRun(scenario)
    let result = ScenarioResult(path: scenario.path, run: run, outcomes: ExpectationChecker.check(run))
    return ReportSet(ReportSet.Input(results: [result], profiles: [:], matrix: []), scenarioRoots: ["Scenarios"])
  }

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func everyPageStartsWithTheMarkerAndAFreshFolderIsCurrentAfterwards() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let set = try reportSet()
    // No claim, no claims page (issue 27).
    #expect(
      try set.staleFiles(in: root + "/Reports", pruning: true) == [
        "README.md", "bibliography.md", "rule-tables/alternatives.md", "rule-tables/base-uikit.md", "rule-tables/base.md",
        "rule-tables/rules-uikit-2.md", "rule-tables/rules-uikit.md", "rule-tables/rules.md",
        "rule-tables/versions.md",
        "rules.md", "uikit/push.md", "versions.md",
      ])
    let summary = try set.write(to: root + "/Reports", pruning: true)
    #expect(
      summary.written == [
        "README.md", "bibliography.md", "rule-tables/alternatives.md", "rule-tables/base-uikit.md", "rule-tables/base.md",
        "rule-tables/rules-uikit-2.md", "rule-tables/rules-uikit.md", "rule-tables/rules.md",
        "rule-tables/versions.md",
        "rules.md", "uikit/push.md", "versions.md",
      ])
    for (path, body) in set.files {
      #expect(try read(root + "/Reports/" + path) == ReportSet.marker + "\n" + body)
    }
    #expect(try set.staleFiles(in: root + "/Reports", pruning: true).isEmpty)
    #expect(try set.write(to: root + "/Reports", pruning: true).unchanged == 12)
  }

  /// The case: `report --output .` in a repository overwrote README.md and deleted
  /// every other Markdown file, then said "100 removed".
  @Test func aFolderOfTheUsersIsRefusedAndLeftAsItWas() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile("# My project\n", to: root + "/README.md")
    try writeFile("# Format\n", to: root + "/Scenarios/FORMAT.md")
    try writeFile("notes\n", to: root + "/docs/NOTES.md")
    let set = try reportSet()
    #expect {
      try set.write(to: root, pruning: true)
    } throws: { error in
      let message = (error as? OutputFolderError)?.description ?? ""
      return message.contains("refusing to write into \(root)/")
        && message.contains("\(root)/README.md: no generated-file marker on its first line")
        && message.contains("\(root)/docs/NOTES.md")
        && message.contains(ReportSet.marker)
    }
    #expect(throws: OutputFolderError.self) { try set.staleFiles(in: root, pruning: true) }
    #expect(try read(root + "/README.md") == "# My project\n")
    #expect(try read(root + "/Scenarios/FORMAT.md") == "# Format\n")
    #expect(try read(root + "/docs/NOTES.md") == "notes\n")
    #expect(!FileManager.default.fileExists(atPath: root + "/claims.md"))
    #expect(!FileManager.default.fileExists(atPath: root + "/uikit"))
  }

  @Test func stalePagesOfItsOwnArePrunedOnlyFromTheWholeCorpus() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var set = try reportSet()
    set.files["uikit/old.md"] = "# Old\n"
    _ = try set.write(to: root, pruning: true)
    let current = try reportSet()
    #expect(try current.staleFiles(in: root, pruning: false).isEmpty)
    #expect(try current.write(to: root, pruning: false).removed.isEmpty)
    #expect(try current.staleFiles(in: root, pruning: true) == ["uikit/old.md"])
    #expect(try current.write(to: root, pruning: true).removed == ["uikit/old.md"])
  }
}
