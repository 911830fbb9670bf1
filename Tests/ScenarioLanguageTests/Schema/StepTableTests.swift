import LifecycleCore
import LifecycleFiles
import LifecycleTestSupport
import Testing

@testable import ScenarioLanguage

/// The scenario format's table of steps is generated from the action catalog and kept fresh.
@Suite struct StepTableTests {
  @Test func theArticlesTableIsGeneratedFromTheCatalog() throws {
    let path = repositoryRoot() + "/" + StepTable.path
    let text = try #require(try TextFile.text(at: path))
    let fresh = try #require(StepTable.spliced(into: text), "\(StepTable.path) has lost its generated table's first or last line")
    #expect(fresh == text, "\(StepTable.path) is stale: run `swift run lifecycle-generate` from the repository's root")
  }

  @Test func everyKeywordHasARowWithItsOptionsAndSentence() throws {
    let table = StepTable.table().joined(separator: "\n")
    for record in ActionCatalog.decoding {
      #expect(table.contains("| `\(record.keyword)"), "\(record.keyword)")
      #expect(table.contains(record.about.replacingOccurrences(of: "|", with: "\\|")), "\(record.keyword)")
    }
    // A pipe in a code span is escaped, or GitHub's table would end the cell there.
    #expect(table.contains("| `swipe-back: complete\\|cancel` |"))
    #expect(table.contains("`animated: true\\|false`"))
  }
}
