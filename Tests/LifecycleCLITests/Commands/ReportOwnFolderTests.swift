import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `lifecycle report --output OUT FOLDER` on a team's own folder shows only what the folder
/// has: no empty matrix, no `### .` heading, a singular "1 scenario", no claims page without
/// claims, and none of the tool's reference pages (the rule tables, the versions' overlays).
@Suite struct ReportOwnFolderTests {
  @Test func aFolderWithOneScenarioGetsItsPageAndAnIndexOnly() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(
      """
      name: Login then home
      source: our app
      app:
        navigation: [Login]
      steps:
        - launch
        - push: Home
      """, to: folder + "/Scenarios/login.yaml")
    let console = CapturingConsole()
    let status = LifecycleTool.main(
      ["report", "--output", folder + "/MyReports", folder + "/Scenarios"], environment: [:], console: console)
    #expect(status == .success, "\(console.errors)")
    let written = try FileManager.default.subpathsOfDirectory(atPath: folder + "/MyReports").sorted()
    // The folder's stamp says the tool made it (see "Output folders" in FORMAT.md).
    #expect(written == [".lifecycle-output", "README.md", "bibliography.md", "login.md"])
    let index = try String(contentsOfFile: folder + "/MyReports/README.md", encoding: .utf8)
    #expect(index.contains("1 scenario: 1 passes, 0 fail."))
    #expect(!index.contains("### ."))
    #expect(!index.contains("## What fires"), "no matrix scenarios, no matrix")
    #expect(!index.contains("claims.md") && !index.contains("rules.md") && !index.contains("versions.md"))
    #expect(index.contains("[Login then home](login.md)"))
  }

  @Test func theToolsOwnReportKeepsItsReferencePages() throws {
    let reports = repositoryRoot() + "/Reports"
    for page in ["rules.md", "versions.md", "claims.md", "where-code-belongs.md"] {
      #expect(FileManager.default.fileExists(atPath: reports + "/" + page), "\(page)")
    }
    let index = try String(contentsOfFile: reports + "/where-code-belongs.md", encoding: .utf8)
    #expect(index.utf8.count < 50_000, "the index of where code belongs stays under 50 KB")
    let readme = try String(contentsOfFile: reports + "/README.md", encoding: .utf8)
    #expect(readme.contains("## Where the profiles differ\n\n"))
    #expect(readme.contains("| scenario | folder | orders |"), "a table, not bare links")
  }
}
