import Foundation
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `source:` is optional for a user's own app, but every scenario the project bundles says
/// where its expected order comes from: the corpus is evidence, and a reader follows its
/// citation.
@Suite struct BundledScenarioSourceTests {
  @Test func everyBundledScenarioCitesASource() throws {
    let root = repositoryRoot() + "/Scenarios"
    let files = ScenarioLoader.files(under: root, suffix: ".yaml").filter { !$0.contains("/schema/") }
    #expect(files.count > 100)
    var uncited: [String] = []
    for file in files {
      let scenario = try ScenarioDecoder.decode(String(contentsOfFile: file, encoding: .utf8), path: file)
      if scenario.source.trimmingCharacters(in: .whitespaces).isEmpty { uncited.append(file) }
    }
    #expect(uncited == [], "bundled scenarios without a source")
  }
}
