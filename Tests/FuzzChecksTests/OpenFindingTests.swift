import Foundation
import FuzzChecks
import LifecycleTestSupport
import Testing

/// Findings of the fuzzer that are not fixed yet, reduced to a few lines each and kept in
/// Fuzz/regressions/open/ (FUZZING.md says what each is). Each must still break a property:
/// when a fix makes one keep every property, its known issue is no longer recorded, this test
/// fails, and the input moves up into Fuzz/regressions/ with the other fixed findings.
@Suite struct OpenFindingTests {
  static let folder = repositoryRoot() + "/Fuzz/regressions/open"

  static var openFindings: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".input") }.sorted()
  }

  @Test(arguments: openFindings)
  func anOpenFindingStillBreaksAProperty(name: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
    let violations = ScenarioProperties.check(Array(bytes), path: name)
    withKnownIssue("open fuzz finding \(name): see FUZZING.md") {
      #expect(violations.isEmpty, "\(violations)")
    }
  }
}
