import Foundation
import LifecycleTestSupport
import Testing

/// No page of the committed `Reports/` passes 150 KB: a longer page is split (the rule tables
/// by kind of overlay, the version differences and the scenario index by folder), and linked
/// from an index. `lifecycle report --check` in CI keeps the committed pages current.
@Suite struct PageSizeTests {
  static let limit = 150_000

  @Test func everyReportPageIsAt150KBOrLess() throws {
    let root = repositoryRoot() + "/Reports"
    let files = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
    var pages = 0
    for file in files where file.hasSuffix(".md") {
      let size = (try FileManager.default.attributesOfItem(atPath: root + "/" + file)[.size] as? Int) ?? 0
      #expect(size <= Self.limit, "Reports/\(file) is \(size) bytes; split it and link the parts from an index")
      pages += 1
    }
    #expect(pages > 100)
  }
}
