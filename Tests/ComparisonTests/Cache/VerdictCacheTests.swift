import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// The verdict cache keeps passing verdicts only, keyed by everything they depend on: a
/// changed file, a changed app it names, a changed option or another build all miss, and a
/// failing check is judged again every time.
@Suite struct VerdictCacheTests {
  static let app = """
    name: app
    source: test
    app:
      navigation: [Home]
    steps:
      - launch

    """

  static func claim(verdict: String, extra: String = "") -> String {
    verdictClaimScenario(verdict: verdict, apps: ["app.yaml"], extra: extra)
  }

  static func audit(broken: String) -> String { verdictAuditScenario(broken: broken) }

  /// A folder with the app, the cache's folder, and a way to check a file through a cache
  /// opened afresh each time (as each `check` process does).
  struct Fixture {
    let folder: String
    var build = "test build"
    var limit = VerdictCache.defaultLimit

    func cache() -> VerdictCache {
      VerdictCache(folder: folder + "/cache", build: build, limit: limit) { path, loaded in
        guard let data = FileManager.default.contents(atPath: path), case let bytes = [UInt8](data),
          var app = try? ScenarioLoader.decode(bytes: bytes, path: path).scenario
        else { return nil }
        app.claim = nil
        return app == loaded ? bytes : nil
      }
    }

    /// The outcome of the claim or audit check, and whether the cache was hit.
    func check(_ file: String, options: String = "", profile: Profile? = nil) throws -> (CheckOutcome, hit: Bool) {
      let cache = cache()
      var checker = Checker(goldens: nil, keepingRuns: false)
      checker.verdicts = (cache, options)
      var (scenario, source) = try ScenarioLoader.load(path: folder + "/" + file)
      if let profile { scenario.profile = profile }
      let result = checker.check(scenario, source: source)
      cache.save()
      let outcome = try #require(result.outcomes.first { $0.kind == .claim || $0.kind == .audit })
      #expect(cache.hits + cache.misses == 1)
      return (outcome, cache.hits == 1)
    }

    /// The same outcome judged without a cache.
    func judged(_ file: String) throws -> CheckOutcome {
      let (scenario, source) = try ScenarioLoader.load(path: folder + "/" + file)
      let result = Checker(goldens: nil, keepingRuns: false).check(scenario, source: source)
      return try #require(result.outcomes.first { $0.kind == .claim || $0.kind == .audit })
    }
  }

  func withFixture(_ body: (Fixture) throws -> Void) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(Self.app, to: folder + "/app.yaml")
    try body(Fixture(folder: folder))
  }

  @Test func aPassingClaimIsJudgedOnceAndGivesTheSameOutcome() throws {
    try withFixture { fixture in
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      let (first, firstHit) = try fixture.check("claim.yaml")
      let (second, secondHit) = try fixture.check("claim.yaml")
      #expect(first.passed && !firstHit)
      #expect(secondHit)
      let judged = try fixture.judged("claim.yaml")
      for outcome in [first, second] {
        #expect(outcome.message == judged.message)
        #expect(outcome.passed == judged.passed)
        #expect(outcome.evidence == judged.evidence)
        #expect(outcome.verdict == judged.verdict)
        #expect(outcome.location == judged.location)
      }
    }
  }

  @Test func aChangedFileAChangedAppAChangedOptionOrAnotherBuildMiss() throws {
    try withFixture { fixture in
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      _ = try fixture.check("claim.yaml")
      #expect(try fixture.check("claim.yaml").hit)
      // The options that change the scenario.
      #expect(try !fixture.check("claim.yaml", options: "--profile ios18", profile: .ios18).hit)
      // Another build.
      var other = fixture
      other.build = "another build"
      #expect(try !other.check("claim.yaml").hit)
      // The app the claim names: a comment changes its bytes.
      try writeFile(Self.app + "# changed\n", to: fixture.folder + "/app.yaml")
      #expect(try !fixture.check("claim.yaml").hit)
      #expect(try fixture.check("claim.yaml").hit)
      // The file itself.
      try writeFile(Self.claim(verdict: "holds", extra: "# changed"), to: fixture.folder + "/claim.yaml")
      #expect(try !fixture.check("claim.yaml").hit)
    }
  }

  @Test func aFailingClaimIsNeverRemembered() throws {
    try withFixture { fixture in
      try writeFile(Self.claim(verdict: "false"), to: fixture.folder + "/claim.yaml")
      for _ in 0..<2 {
        let (outcome, hit) = try fixture.check("claim.yaml")
        #expect(!outcome.passed)
        #expect(!hit)
        #expect(outcome.message == (try fixture.judged("claim.yaml")).message)
      }
      // A passing verdict remembered for the file does not pass it once it records another.
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      _ = try fixture.check("claim.yaml")
      try writeFile(Self.claim(verdict: "false"), to: fixture.folder + "/claim.yaml")
      let (outcome, hit) = try fixture.check("claim.yaml")
      #expect(!outcome.passed && !hit)
    }
  }

  @Test func anAuditThatHoldsIsRememberedAndOneThatChangedIsNot() throws {
    try withFixture { fixture in
      try writeFile(Self.audit(broken: "[]"), to: fixture.folder + "/audit.yaml")
      let (first, firstHit) = try fixture.check("audit.yaml")
      let (second, secondHit) = try fixture.check("audit.yaml")
      #expect(first.passed && !firstHit)
      #expect(second.passed && secondHit)
      #expect(second.message == (try fixture.judged("audit.yaml")).message)
      try writeFile(Self.audit(broken: "[\"Detail start notifications: not-started-twice\"]"), to: fixture.folder + "/audit.yaml")
      for _ in 0..<2 {
        let (outcome, hit) = try fixture.check("audit.yaml")
        #expect(!outcome.passed && !hit)
      }
    }
  }

  @Test func theLeastRecentlyUsedGoBeyondTheLimit() throws {
    try withFixture { fixture in
      var fixture = fixture
      fixture.limit = 1
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/first.yaml")
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/second.yaml")
      _ = try fixture.check("first.yaml")
      #expect(try fixture.check("first.yaml").hit)
      _ = try fixture.check("second.yaml")
      #expect(try fixture.check("second.yaml").hit)
      #expect(try !fixture.check("first.yaml").hit)
    }
  }

  @Test func anUnreadableCacheFileIsAnEmptyCache() throws {
    try withFixture { fixture in
      try writeFile("not json", to: fixture.folder + "/cache/" + VerdictCache.fileName)
      #expect(chmod(fixture.folder + "/cache", 0o700) == 0)
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      #expect(try !fixture.check("claim.yaml").hit)
      #expect(try fixture.check("claim.yaml").hit)
    }
  }

  @Test func aHandEditedOrCorruptEntryIsAMiss() throws {
    try withFixture { fixture in
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      _ = try fixture.check("claim.yaml")
      #expect(try fixture.check("claim.yaml").hit)
      let file = fixture.folder + "/cache/" + VerdictCache.fileName
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(text.contains("\"sum\":"), "each entry carries its checksum")
      // Change what the entry says, keeping its checksum: the entry is no longer trusted.
      let edited = text.replacingOccurrences(of: "\"detail\":\"", with: "\"detail\":\"edited ")
      #expect(edited != text)
      try writeFile(edited, to: file)
      #expect(try !fixture.check("claim.yaml").hit)
      #expect(try fixture.check("claim.yaml").hit, "judged again and remembered again")
    }
  }

  @Test func fieldsAreValidatedAsReadAndAHugeGenerationIsAnEmptyCache() throws {
    try withFixture { fixture in
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      for generation in ["9223372036854775807", "-1"] {
        try writeFile("{\"entries\":{},\"format\":2,\"generation\":\(generation)}", to: fixture.folder + "/cache/" + VerdictCache.fileName)
        #expect(try !fixture.check("claim.yaml").hit, "no crash, no hit (generation \(generation))")
        #expect(try fixture.check("claim.yaml").hit)
      }
    }
  }

  @Test func aLinkInTheFilesPlaceIsReplacedNeverWrittenThrough() throws {
    try withFixture { fixture in
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      try writeFile("the user's own file\n", to: fixture.folder + "/precious.txt")
      #expect(mkdir(fixture.folder + "/cache", 0o700) == 0)
      try FileManager.default.createSymbolicLink(
        atPath: fixture.folder + "/cache/" + VerdictCache.fileName, withDestinationPath: fixture.folder + "/precious.txt")
      _ = try fixture.check("claim.yaml")
      #expect(try String(contentsOfFile: fixture.folder + "/precious.txt", encoding: .utf8) == "the user's own file\n")
      let kind = try FileManager.default.attributesOfItem(atPath: fixture.folder + "/cache/" + VerdictCache.fileName)[.type] as? FileAttributeType
      #expect(kind == .typeRegular, "the link was replaced by the cache's own file")
      #expect(try fixture.check("claim.yaml").hit)
    }
  }

  @Test func theFolderIsMadePrivateAndAFolderOthersCanWriteIsRefused() throws {
    try withFixture { fixture in
      try writeFile(Self.claim(verdict: "holds"), to: fixture.folder + "/claim.yaml")
      _ = try fixture.check("claim.yaml")
      let mode = try FileManager.default.attributesOfItem(atPath: fixture.folder + "/cache")[.posixPermissions] as? Int
      #expect(mode == 0o700)
      #expect(chmod(fixture.folder + "/cache", 0o777) == 0)
      let cache = fixture.cache()
      var checker = Checker(goldens: nil, keepingRuns: false)
      checker.verdicts = (cache, "--host uikit")
      let (scenario, source) = try ScenarioLoader.load(path: fixture.folder + "/claim.yaml")
      _ = checker.check(scenario, source: source)
      let failure = try #require(cache.save(), "a cache that cannot be written says why")
      #expect(failure.contains("can be written by other users"))
    }
  }

  @Test func aCacheFileOverTheByteLimitIsIgnoredUnread() throws {
    try withFixture { fixture in
      #expect(mkdir(fixture.folder + "/cache", 0o700) == 0)
      let file = fixture.folder + "/cache/" + VerdictCache.fileName
      #expect(FileManager.default.createFile(atPath: file, contents: nil))
      #expect(truncate(file, off_t(17 << 20)) == 0)
      let cache = fixture.cache()
      #expect(cache.ignoredFile?.contains("over the 16777216 a cache file may have") == true)
    }
  }

  @Test func theCacheFolderFollowsTheEnvironment() {
    #expect(VerdictCache.folder(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/lifecycle-lab")
    #expect(VerdictCache.folder(environment: [:]) == nil)
    #expect(VerdictCache.folder(environment: ["HOME": "relative"]) == nil)
    #if canImport(Darwin)
      #expect(VerdictCache.folder(environment: ["HOME": "/h"]) == "/h/Library/Caches/lifecycle-lab")
    #else
      #expect(VerdictCache.folder(environment: ["HOME": "/h"]) == "/h/.cache/lifecycle-lab")
    #endif
  }
}
