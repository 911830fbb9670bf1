import Foundation
import FuzzChecks
import LifecycleTestSupport
import Testing

/// Every input the fuzzer found a fault with is kept in Fuzz/regressions/ and goes through
/// the fuzzer's own property checks here, on every machine (the fuzzer itself needs a
/// sanitizer runtime); so do the bundled scenarios, the fuzzer's seeds.
@Suite struct RegressionTests {
  static let folder = repositoryRoot() + "/Fuzz/regressions"

  static var regressions: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".input") }.sorted()
  }

  @Test func thereAreRegressionsToRun() {
    #expect(Self.regressions.count >= 1)
  }

  @Test(arguments: regressions)
  func aKeptFindingKeepsEveryProperty(name: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
    let violations = ScenarioProperties.check(Array(bytes), path: name)
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func everyBundledScenarioKeepsEveryProperty() throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: repositoryRoot() + "/Scenarios")
      .filter { $0.hasSuffix(".yaml") }
    #expect(files.count >= 90)
    for file in TestScale.sample(files.sorted(), every: 4) {
      let bytes = try #require(FileManager.default.contents(atPath: repositoryRoot() + "/Scenarios/" + file))
      let violations = ScenarioProperties.check(Array(bytes), path: file)
      #expect(violations.isEmpty, "\(file): \(violations)")
    }
  }
}
