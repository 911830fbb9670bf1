import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `lifecycle report` links each page to its scenario and golden, relative to the page,
/// wherever the output folder and the scenarios are.
@Suite struct ReportLinkTests {
  @Test func everyPageLinksFilesThatExistFromWhereThePageIs() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = repositoryRoot() + "/Scenarios/seeds"
    let console = CapturingConsole()
    let status = LifecycleTool.main(["report", "--output", folder + "/out/", source], environment: [:], console: console)
    #expect(status == .success, "\(console.errors)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").filter { $0.hasSuffix(".md") && $0.hasPrefix("seed") }
    #expect(pages.count >= 4)
    for page in pages {
      let text = try String(contentsOfFile: folder + "/out/" + page, encoding: .utf8)
      let links = text.matches(of: /\[`[^`]+\.(?:yaml|golden)`\]\(([^)]+)\)/).map { String($0.1) }
      #expect(links.count == 2, "\(page): scenario and golden")
      for link in links {
        let target = URL(fileURLWithPath: folder + "/out/" + link.removingPercentEncoding!).standardizedFileURL.path
        #expect(FileManager.default.fileExists(atPath: target), "\(page): \(link)")
        #expect(!link.hasPrefix("/"), "relative")
      }
    }
  }
}

@Suite struct RelativePathTests {
  @Test func leadsFromAFolderToAFile() {
    #expect(RelativePath.from("Reports", to: "Scenarios/a.yaml", in: "/repo") == "../Scenarios/a.yaml")
    #expect(RelativePath.from("./out/reports/", to: "Scenarios/x/a.yaml", in: "/repo") == "../../Scenarios/x/a.yaml")
    #expect(RelativePath.from("/tmp/out", to: "/repo/Scenarios/a.yaml", in: "/repo") == "../../repo/Scenarios/a.yaml")
    #expect(RelativePath.from("Reports", to: "Reports/../Scenarios/./a.yaml", in: "/repo") == "../Scenarios/a.yaml")
    #expect(RelativePath.from("/", to: "/a/b", in: "/repo") == "a/b")
  }
}
