import Foundation
import FuzzChecks
import LifecycleTestSupport
import Testing

/// Issue 28's surfaces (command lines, claims' `apps:` graphs, verdict cache files): the
/// inputs kept in Fuzz/regressions/ (`.flags`, `.claims`, `.cache`, replayed by
/// `lifecycle-fuzz --mode=flags|claims|cache`) keep every property, and a few hundred inputs
/// drawn here do too.
@Suite struct SurfaceRegressionTests {
  static let folder = repositoryRoot() + "/Fuzz/regressions"

  static func inputs(_ suffix: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
  }

  func bytes(_ name: String) throws -> [UInt8] {
    Array(try #require(FileManager.default.contents(atPath: Self.folder + "/" + name)))
  }

  @Test func theKeptInputsChooseWhatTheyAreNamedFor() throws {
    #expect(FlagProperties.arguments(from: try bytes("issue28-report-output-empty.flags")) == ["report", "--output", ""])
    #expect(
      FlagProperties.arguments(from: try bytes("issue28-check-log-contradicts-summary.flags"))
        == ["check", "--log", "S/console.txt", "--profile", "ios17", "S/app.yaml"])
    #expect(ClaimGraphProperties.graph(from: try bytes("issue28-claim-names-its-own-file.claims")) == [[0]])
    #expect(ClaimGraphProperties.graph(from: try bytes("issue28-claims-name-each-other.claims")) == [[1], [0]])
    #expect(
      String(decoding: CacheFileProperties.file(from: try bytes("issue28-generation-int-max.cache")), as: UTF8.self)
        == "{\"entries\":{},\"format\":1,\"generation\":9223372036854775807}")
  }

  @Test(arguments: inputs(".flags"))
  func aKeptCommandLineKeepsEveryProperty(name: String) throws {
    let violations = FlagProperties.check(try bytes(name))
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test(arguments: inputs(".claims"))
  func aKeptClaimGraphKeepsEveryProperty(name: String) throws {
    let violations = ClaimGraphProperties.check(try bytes(name))
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test(arguments: inputs(".cache"))
  func aKeptCacheFileKeepsEveryProperty(name: String) throws {
    let violations = CacheFileProperties.check(try bytes(name))
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func drawnInputsKeepEveryProperty() {
    var random = SplitMix64(seed: 28)
    for round in 0..<TestScale.size(quick: 60, full: 150) {
      let input = (0..<Int(random.next() % 24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      #expect(ClaimGraphProperties.check(input).isEmpty, "claims \(round): \(input)")
      #expect(CacheFileProperties.check(input).isEmpty, "cache \(round): \(input)")
      if round < 40 { #expect(FlagProperties.check(input).isEmpty, "flags \(round): \(input) \(FlagProperties.arguments(from: input))") }
    }
  }
}
