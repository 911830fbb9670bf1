import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Reporting
import Testing

/// Every citation a reader sees leads to public material: the keys of the project's private
/// catalogues and seeds become links into `bibliography.md`, whose entries give addresses.
@Suite struct BibliographyTests {
  /// Every anchor a text links to in the bibliography.
  func anchors(_ text: String) -> [String] {
    text.components(separatedBy: "bibliography.md#").dropFirst().map { String($0.prefix { $0 != ")" }) }
  }

  /// The text with every link into the bibliography removed, to look for keys left bare.
  func unlinked(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let open = rest.range(of: "["), let close = rest[open.upperBound...].range(of: "]("),
      let end = rest[close.upperBound...].firstIndex(of: ")")
    {
      let destination = rest[close.upperBound..<end]
      out += rest[..<open.lowerBound]
      out += destination.contains("bibliography.md#") ? "" : rest[open.lowerBound...end]
      rest = rest[rest.index(after: end)...]
    }
    return out + rest
  }

  func bareKeys(_ text: String) -> [String] {
    let text = unlinked(text)
    var found = ["shared/", "uikit-ground-truth", "swiftui-ground-truth"].filter(text.contains)
    for prefix in ["seed ", "seeds ", "Seed ", "issue "] {
      var rest = Substring(text)
      while let range = rest.range(of: prefix) {
        let after = rest[range.upperBound...]
        if after.first?.isNumber == true { found.append(String(rest[range.lowerBound...].prefix(prefix.count + 3))) }
        rest = after
      }
    }
    return found
  }

  @Test func everyKeyARowCitesHasAnEntryWithAPublicAddress() {
    let book = RuleBook.standard
    let texts = book.rules.flatMap { [$0.source, $0.alternative ?? ""] } + book.overlays.map(\.title)
    #expect(!texts.isEmpty)
    for text in texts {
      let linked = CitationLinks.markdown(text, root: "")
      #expect(bareKeys(linked).isEmpty, "\(text)")
      for anchor in anchors(linked) {
        let entry = Bibliography.entry(anchor: anchor)
        #expect(entry != nil, "\(anchor) in \(text)")
        #expect(entry?.addresses.contains { $0.hasPrefix("https://") || $0.hasPrefix("http://") } == true, "\(anchor) has no address")
      }
    }
  }

  @Test func citationsBecomeLinksShownByTheSourcesName() {
    let text = CitationLinks.markdown("uikit-ground-truth §4b, T5 (wangling); seeds 000, 001, 002; seed 003 log", root: "../")
    #expect(
      text.hasPrefix(
        "[UIKit sources](../bibliography.md#uikit) [§4b cancelled swipe-back: wangling.me 2014, CSDN 2015, Apple](../bibliography.md#uikit-4b), T5"))
    #expect(text.contains("seeds [000](../bibliography.md#seed-000), [001](../bibliography.md#seed-001), [002](../bibliography.md#seed-002)"))
    #expect(text.contains("seed [003](../bibliography.md#seed-003) log"))
    #expect(CitationLinks.markdown("(uikit §2.4, §12.6)", root: "").contains("(bibliography.md#uikit-12)"), "a subsection falls back to its section")
    #expect(
      CitationLinks.plain("swiftui-ground-truth §10") == "SwiftUI sources §10 version bugs: nalexn #14, fatbobman, VAndrJ, dev.classmethod.jp 2025")
  }

  /// #37: a reader opens a page, not a site: every address has a path past its domain.
  @Test func everyAddressIsAPageNotABareDomain() {
    for entry in Bibliography.entries {
      for address in entry.addresses {
        let url = address.prefix { $0 != " " }
        guard let scheme = url.range(of: "://") else {
          Issue.record("\(entry.anchor): \(address) has no scheme")
          continue
        }
        let path = url[scheme.upperBound...].drop { $0 != "/" }
        #expect(path.count > 1, "\(entry.anchor): \(address) is a bare domain")
      }
    }
  }

  @Test func theBibliographyPageHasEveryEntryOnce() {
    let page = BibliographyRenderer.render()
    for entry in Bibliography.entries {
      #expect(page.components(separatedBy: "<a id=\"\(entry.anchor)\"></a>").count == 2, "\(entry.anchor)")
    }
    #expect(Set(Bibliography.entries.map(\.anchor)).count == Bibliography.entries.count)
  }

  /// The generated reports in the repository cite no private document without a link to
  /// the bibliography (which names the public sources), and the claims table keeps its cells
  /// readable.
  @Test func theReportsCiteNothingAReaderCannotOpen() throws {
    let root = repositoryRoot() + "/Reports"
    let files = try #require(FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String })
    var checked = 0
    for file in files where file.hasSuffix(".md") && file != "bibliography.md" {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      #expect(bareKeys(text).isEmpty, "\(file): \(bareKeys(text))")
      for anchor in anchors(text) { #expect(Bibliography.entry(anchor: anchor) != nil, "\(file): \(anchor)") }
      checked += 1
    }
    #expect(checked > 100)
    #expect(FileManager.default.fileExists(atPath: root + "/bibliography.md"))
  }

  @Test func theClaimsTableHasNoCellOverThreeHundredCharacters() throws {
    let text = try String(contentsOfFile: repositoryRoot() + "/Reports/claims.md", encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }
    #expect(rows.count > 40)
    for row in rows {
      for cell in unlinked(String(row)).components(separatedBy: " | ") {
        #expect(cell.count <= 300, "\(cell.prefix(80))…")
      }
    }
  }

  @Test func explainRulesSaysWhichProfilesHaveNoSource() {
    let text = RuleTableRenderer.render(.standard, profiles: Profile.all)
    // iOS 26 has a source of its own now: ole/swiftui-view-lifecycle #4 (lazy stacks' rows).
    #expect(
      text.contains(
        "ios26  iOS 26.0 on the iOS 26 SDK: lazy stacks' rows get onDisappear; the custom path-binding bug of the 18.4 SDK and later\n    overlays: ")
    )
    // iOS 14 has a source of its own since the column-style split view (init(style:)).
    #expect(text.contains("ios14  iOS 14.0: as iOS 13.4; the reference knows no change of order\n    overlays: "))
    #expect(!text.contains("ios14  iOS 14.0: as iOS 13.4; the reference knows no change of order\n    as iOS 13; no source for this version\n"))
  }
}
