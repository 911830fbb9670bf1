import Foundation
import LifecycleTestSupport
import Testing

/// Every relative link of the README and of the DocC catalog's articles names a file or
/// folder of the repository (the articles are read on GitHub as Markdown too; `<doc:>` links
/// between them are DocC's, which `.ci/docs` checks with warnings as errors).
@Suite struct DocumentationLinkTests {
  /// The targets of `[text](target)` links that are neither web addresses, anchors nor DocC's.
  static func relativeLinks(_ text: String) -> [String] {
    var links: [String] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence else { continue }
      var rest = line
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = String(after[..<close])
        rest = after[close...]
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("#") || target.hasPrefix("doc:")
          || target.hasPrefix("mailto:") || target.contains(" ")
        {
          continue
        }
        links.append(target)
      }
    }
    return links
  }

  @Test func everyRelativeLinkNamesAFile() {
    let root = repositoryRoot()
    var checked = 0
    for page in Documentation.pages() {
      let folder = URL(fileURLWithPath: root + "/" + page.path).deletingLastPathComponent()
      for link in Self.relativeLinks(page.text) {
        let path = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        guard !path.isEmpty else { continue }
        let target = folder.appendingPathComponent(path.removingPercentEncoding ?? path).standardized.path
        #expect(FileManager.default.fileExists(atPath: target), "\(page.path): \(link) names no file")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  @Test func theReadmeStaysShort() throws {
    let lines = try Documentation.text("README").split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines <= 400, "the README has \(lines) lines; the long form goes into \(Documentation.catalog)")
  }

  @Test func aBrokenLinkIsFound() {
    #expect(Self.relativeLinks("see [a](Scenarios/x.yaml) and [b](https://e.com) and [c](#top)\n```\n[d](no)\n```\n") == ["Scenarios/x.yaml"])
  }
}
